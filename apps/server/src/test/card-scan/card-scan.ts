import { isLuhnValid } from '@paybook/domain';

// Issue 23 point 5: card data never at rest and never in a log. A scan of text (a table's rows as JSON,
// a server log) for card numbers and for the CVVs the tests send.

/**
 * Runs of 13 to 19 digits that stand alone: not inside a longer run, a hexadecimal hash or a word, nor
 * the fraction of a decimal number (a log's `"responseTime":29.5637399999977`). A card number's first digit (its major industry
 * identifier) is 2 to 6 for every card network (2 and 5 Mastercard, 3 American Express, Diners and JCB,
 * 4 Visa, 6 Discover); a millisecond time stamp (1…) or another long number is not read as one.
 */
const DIGIT_RUN = /(?<![\w.])[2-6]\d{12,18}(?![\w]|\.\d)/g;

/** The CVVs the tests and the demo send (grep `cvv:` in apps and e2e): '123', '987' and '1234'. */
export const TEST_CVVS = ['123', '987', '1234'] as const;

/**
 * A row's JSON number (not a string) under a name that is no card's: an id list the fuzzing filled with
 * 16-digit integers is not card data, one in ten of them being Luhn-valid by chance. A number under a
 * card's name still counts.
 */
function isIdLikeNumber(text: string, index: number, length: number): boolean {
  const before = text[index - 1] ?? '';
  const after = text[index + length] ?? '';
  if (!':,['.includes(before) || !',]}'.includes(after)) return false;
  const key = /"([^"]+)":[^"]*$/.exec(text.slice(Math.max(0, index - 200), index))?.[1] ?? '';
  return !/card|pan|account_number/i.test(key);
}

/** Names a CVV could be kept or logged under. */
const CVV_NAME = 'cvv|cvc|cvv2|security_code';

export type CardFinding = { kind: 'card number' | 'cvv'; excerpt: string };

function excerptAt(text: string, index: number, length: number): string {
  const start = Math.max(0, index - 30);
  return text.slice(start, index + length + 30).replace(/\s+/g, ' ');
}

/**
 * Card numbers (Luhn-valid) and CVVs in `text`: a CVV written next to a name that could hold one
 * (`"cvv":"123"`, `cvv=123`), and with `wholeValues` (a table's rows as JSON) any text value that is
 * exactly a test CVV.
 */
export function scanText(text: string, options: { wholeValues?: boolean } = {}): CardFinding[] {
  const findings: CardFinding[] = [];
  for (const match of text.matchAll(DIGIT_RUN)) {
    if (options.wholeValues && isIdLikeNumber(text, match.index, match[0].length)) continue;
    if (isLuhnValid(match[0])) {
      findings.push({ kind: 'card number', excerpt: excerptAt(text, match.index, match[0].length) });
    }
  }
  const cvvs = TEST_CVVS.join('|');
  const named = `(?:${CVV_NAME})"?\\s*[:=]\\s*"?(?:${cvvs})(?!\\d)`;
  const whole = `:"(?:${cvvs})"`;
  const pattern = new RegExp(options.wholeValues ? `${named}|${whole}` : named, 'gi');
  for (const match of text.matchAll(pattern)) {
    findings.push({ kind: 'cvv', excerpt: excerptAt(text, match.index, match[0].length) });
  }
  return findings;
}
