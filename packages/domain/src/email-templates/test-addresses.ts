// spec 3 §5 Settings: the test e-mail goes to comma separated addresses, each with the e-mail pattern;
// a trailing comma or space is trimmed.

const EMAIL_PATTERN = /^[^\s@,;<>"]+@[^\s@,;<>"]+\.[^\s@,;<>".]{2,}$/;

/** The most addresses one test send goes to. */
export const MAX_TEST_ADDRESSES = 10;

export type TestAddresses = { addresses: string[]; problem: string | null };

/** The addresses of the send-test field and what is wrong with them (null when they may be used). */
export function parseTestAddresses(input: string): TestAddresses {
  const addresses = input
    .replace(/[\s,]+$/, '')
    .split(',')
    .map((part) => part.trim());
  if (addresses.length === 1 && addresses[0] === '') {
    return { addresses: [], problem: 'Enter at least one e-mail address.' };
  }
  const invalid = addresses.find((address) => !EMAIL_PATTERN.test(address));
  if (invalid !== undefined) {
    return {
      addresses,
      problem:
        invalid === ''
          ? 'Remove the empty address between commas.'
          : `${invalid} is not a valid e-mail address.`,
    };
  }
  if (addresses.length > MAX_TEST_ADDRESSES) {
    return { addresses, problem: `Send a test to at most ${MAX_TEST_ADDRESSES} addresses.` };
  }
  return { addresses, problem: null };
}
