// spec 3 §2.5 /settings/terms-and-conditions, §3.3 Terms, §7 terms_and_conditions/ and
// default_terms_and_conditions/: the seven texts a merchant shows its customers, each with a default.

/** spec 3 §3.3: the seven kinds, in the spec's order (the settings page lists them so). */
export const TERMS_KINDS = [
  'TermsAndConditions',
  'InvoiceTermsOfSale',
  'SwipeTermsOfSale',
  'DeliveryTerms',
  'PrivacyPolicy',
  'AuthorizationRevocationOneTimePayment',
  'AuthorizationRevocationRecurringPayments',
] as const;
export type TermsKind = (typeof TERMS_KINDS)[number];

/** Decision 182: a text is at most 20,000 characters (about eight printed pages). */
export const TERMS_MAX_LENGTH = 20_000;

/**
 * Decision 182: the defaults every merchant starts with, written for a small US business. They name the
 * business as "we", so they read right before the merchant edits them.
 */
export const DEFAULT_TERMS: Readonly<Record<TermsKind, string>> = {
  TermsAndConditions:
    'By booking or buying from us you agree to these terms. Prices are in US dollars and include the taxes and fees shown at checkout. We may change these terms; the terms shown when you pay apply to that payment.',
  InvoiceTermsOfSale:
    'Payment is due by the due date on this invoice. Goods and services remain ours until paid in full. Questions about an invoice? Contact us before its due date.',
  SwipeTermsOfSale: 'I agree to pay the total amount shown according to the card issuer agreement.',
  DeliveryTerms:
    'We ship within 3 business days of payment to the address you give at checkout. Delivery times are estimates. Tell us within 14 days if an order arrives damaged or incomplete.',
  PrivacyPolicy:
    'We collect the contact and payment details you give us only to serve you: to book, bill, deliver and send receipts. Card and bank numbers go to our payment processor and are never stored by us. We do not sell your information. Ask us at any time to see or delete what we keep.',
  AuthorizationRevocationOneTimePayment:
    'You authorize this one-time payment. To revoke this authorization, contact us before the payment is processed.',
  AuthorizationRevocationRecurringPayments:
    'You authorize the recurring payments shown until you cancel them. To revoke this authorization, contact us at least 3 business days before the next payment date.',
};

/** A merchant's text of one kind: its own when it has saved one, otherwise the default. */
export interface EffectiveTerms {
  kind: TermsKind;
  text: string;
  is_default: boolean;
}

/** spec 3 §7 GET terms_and_conditions/: every kind, the merchant's text or the default (restored = removed). */
export function effectiveTerms(saved: ReadonlyMap<TermsKind, string>): EffectiveTerms[] {
  return TERMS_KINDS.map((kind) => {
    const own = saved.get(kind);
    return own === undefined
      ? { kind, text: DEFAULT_TERMS[kind], is_default: true }
      : { kind, text: own, is_default: false };
  });
}

/**
 * Decision 182: a text equal to its default is not stored (so a later change of the defaults reaches it);
 * an empty text is stored: the merchant chose to show none.
 */
export const isDefaultTermsText = (kind: TermsKind, text: string): boolean =>
  text.trim() === DEFAULT_TERMS[kind].trim();

/**
 * spec 3 §2.5 issue 26 point 4: where each text shows. Terms of sale on invoices and checkout, the privacy
 * policy on every public page, the authorization revocation texts on payment pages (one-time or recurring).
 */
export type TermsPlace = 'invoice' | 'checkout' | 'point_of_sale' | 'delivery' | 'public_page';
export function termsShownAt(place: TermsPlace, options: { isRecurring?: boolean } = {}): TermsKind[] {
  const revocation: TermsKind = options.isRecurring
    ? 'AuthorizationRevocationRecurringPayments'
    : 'AuthorizationRevocationOneTimePayment';
  switch (place) {
    case 'invoice':
      return ['InvoiceTermsOfSale', revocation, 'PrivacyPolicy'];
    case 'checkout':
      return ['TermsAndConditions', revocation, 'PrivacyPolicy'];
    case 'point_of_sale':
      return ['SwipeTermsOfSale'];
    case 'delivery':
      return ['DeliveryTerms'];
    case 'public_page':
      return ['PrivacyPolicy'];
  }
}
