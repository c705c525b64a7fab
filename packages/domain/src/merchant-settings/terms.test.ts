import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TERMS,
  effectiveTerms,
  isDefaultTermsText,
  TERMS_KINDS,
  type TermsKind,
  termsShownAt,
} from './terms.ts';

// spec 3 §3.3 Terms, §7 terms_and_conditions/ and default_terms_and_conditions/.
describe('terms kinds and defaults (spec 3 §3.3)', () => {
  it('has the seven kinds of the spec, each with a default text', () => {
    expect(TERMS_KINDS).toEqual([
      'TermsAndConditions',
      'InvoiceTermsOfSale',
      'SwipeTermsOfSale',
      'DeliveryTerms',
      'PrivacyPolicy',
      'AuthorizationRevocationOneTimePayment',
      'AuthorizationRevocationRecurringPayments',
    ]);
    for (const kind of TERMS_KINDS) expect(DEFAULT_TERMS[kind].length, kind).toBeGreaterThan(20);
  });

  it.each([
    ['nothing saved', [], TERMS_KINDS.map(() => true)],
    ['the privacy policy saved', [['PrivacyPolicy', 'Ours.']], TERMS_KINDS.map((k) => k !== 'PrivacyPolicy')],
    ['an empty delivery text saved', [['DeliveryTerms', '']], TERMS_KINDS.map((k) => k !== 'DeliveryTerms')],
  ] as [string, [TermsKind, string][], boolean[]][])(
    '%s: each kind is its own or the default',
    (_, saved, defaults) => {
      const terms = effectiveTerms(new Map(saved));
      expect(terms.map((term) => term.kind)).toEqual(TERMS_KINDS);
      expect(terms.map((term) => term.is_default)).toEqual(defaults);
      for (const term of terms)
        expect(term.text).toBe(term.is_default ? DEFAULT_TERMS[term.kind] : new Map(saved).get(term.kind));
    },
  );

  it.each([
    ['PrivacyPolicy', DEFAULT_TERMS.PrivacyPolicy, true],
    ['PrivacyPolicy', `  ${DEFAULT_TERMS.PrivacyPolicy}\n`, true],
    ['PrivacyPolicy', DEFAULT_TERMS.DeliveryTerms, false],
    ['DeliveryTerms', '', false],
  ] as [TermsKind, string, boolean][])('%s text equal to the default: %s', (kind, text, expected) => {
    expect(isDefaultTermsText(kind, text)).toBe(expected);
  });
});

describe('where the terms show (issue 26 point 4)', () => {
  it.each([
    ['invoice', false, ['InvoiceTermsOfSale', 'AuthorizationRevocationOneTimePayment', 'PrivacyPolicy']],
    ['invoice', true, ['InvoiceTermsOfSale', 'AuthorizationRevocationRecurringPayments', 'PrivacyPolicy']],
    ['checkout', false, ['TermsAndConditions', 'AuthorizationRevocationOneTimePayment', 'PrivacyPolicy']],
    ['point_of_sale', false, ['SwipeTermsOfSale']],
    ['delivery', false, ['DeliveryTerms']],
    ['public_page', false, ['PrivacyPolicy']],
  ] as const)('%s (recurring %s)', (place, isRecurring, kinds) => {
    expect(termsShownAt(place, { isRecurring })).toEqual(kinds);
  });
});
