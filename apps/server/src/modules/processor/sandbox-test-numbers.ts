// Ruling 5: the sandbox processor's documented test numbers (docs/operations.md "Sandbox processor").
// Any other number that passes the card rules is approved.

/**
 * What a tokenised card or account does later, when it is charged (sandbox-payments.ts). The last two
 * are for crash tests (docs/operations.md): the processor "does not answer" a money call: `no_answer`
 * throws ProcessorUnavailable before it records anything (a retry or findPayment finds no payment), and
 * `no_answer_after_recording` records the payment (approved) and then throws, as a lost answer would (a
 * retry with the same key, or findPayment, answers the recorded payment).
 */
export type SandboxBehaviour =
  | 'approve'
  | 'decline'
  | 'insufficient_funds'
  | 'requires_action'
  | 'return_after_settlement'
  | 'no_answer'
  | 'no_answer_after_recording';

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
  // spec 3 §4.4 requires_action: the issuer asks the customer for a step (a 3-D Secure style check).
  '4000002500003155': 'requires_action',
  '4000000000000119': 'no_answer',
  '4000000000000259': 'no_answer_after_recording',
};

/** Bank accounts returned after settlement (ACH return R01) or whose debit the bank refuses at once. */
export const BANK_ACCOUNT_BEHAVIOURS: Readonly<Record<string, SandboxBehaviour>> = {
  '000111111116': 'return_after_settlement',
  '000222222227': 'decline',
};

/** spec 3 §8 failure_reason of a payment the sandbox declines, by the token's behaviour. */
export const DECLINE_MESSAGES = {
  card: {
    decline: 'Your card was declined.',
    insufficient_funds: 'Your card has insufficient funds.',
  },
  ach: {
    decline: 'The bank declined the debit.',
    insufficient_funds: 'The bank account has insufficient funds.',
  },
} as const;

/** The ACH return code the sandbox's `return_after_settlement` accounts come back with. */
export const SANDBOX_RETURN_CODE = 'R01';

/** A few real routing numbers' banks, so a test account shows a bank name. */
export const KNOWN_BANKS: Readonly<Record<string, string>> = {
  '011000015': 'Federal Reserve Bank of Boston',
  '021000021': 'JPMorgan Chase Bank',
  '091000022': 'U.S. Bank',
  '121000358': 'Bank of America',
};
