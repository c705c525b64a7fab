// Issue 24 point 1: a card's brand is written in full wherever it is shown ("Mastercard", never "Master";
// "American Express", never "Amex"). Accounts keep spec 2 §3's issuer codes (Visa, Master, Discover,
// Amex), a processor may name others (Diners Club, JCB), and transactions keep what was written then:
// every screen, receipt and e-mail names the brand through this one function.

/** The full names, keyed by the brand's letters in lower case (so 'Master', 'MasterCard', 'AMEX' match). */
const FULL_NAMES: Readonly<Record<string, string>> = {
  visa: 'Visa',
  master: 'Mastercard',
  mastercard: 'Mastercard',
  discover: 'Discover',
  amex: 'American Express',
  americanexpress: 'American Express',
  diners: 'Diners Club',
  dinersclub: 'Diners Club',
  jcb: 'JCB',
};

/** The brand as a person reads it; a name it does not know stays as written, and none is 'Card'. */
export function cardBrandName(code: string | null | undefined): string {
  const written = code?.trim() ?? '';
  if (written === '') return 'Card';
  const key = written.toLowerCase().replace(/[^a-z]/g, '');
  return Object.hasOwn(FULL_NAMES, key) ? (FULL_NAMES[key] ?? written) : written;
}
