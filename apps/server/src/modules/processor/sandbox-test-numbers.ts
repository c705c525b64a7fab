// Ruling 5: the sandbox processor's documented test numbers (docs/operations.md "Sandbox processor").
// Any other number that passes the card rules is approved.

/** What a tokenised card or account does later, when the payments issue authorises and settles. */
export type SandboxBehaviour = 'approve' | 'decline' | 'insufficient_funds' | 'return_after_settlement';

/** Cards the sandbox refuses to tokenise, as a real processor's verification would. */
export const REFUSED_CARDS: Readonly<Record<string, { code: string; message: string; property: string }>> = {
  '4000000000000069': {
    code: 'expired_card',
    message: 'The card has expired. Use another card.',
    property: 'expiration',
  },
  '4000000000000127': {
    code: 'incorrect_cvc',
    message: 'The security code does not match the card.',
    property: 'cvv',
  },
};

/** Cards that tokenise but behave so when charged. */
export const CARD_BEHAVIOURS: Readonly<Record<string, SandboxBehaviour>> = {
  '4000000000000002': 'decline',
  '4000000000009995': 'insufficient_funds',
};

/** Bank accounts returned after settlement (ACH return R01). */
export const BANK_ACCOUNT_BEHAVIOURS: Readonly<Record<string, SandboxBehaviour>> = {
  '000111111116': 'return_after_settlement',
};

/** A few real routing numbers' banks, so a test account shows a bank name. */
export const KNOWN_BANKS: Readonly<Record<string, string>> = {
  '011000015': 'Federal Reserve Bank of Boston',
  '021000021': 'JPMorgan Chase Bank',
  '091000022': 'U.S. Bank',
  '121000358': 'Bank of America',
};
