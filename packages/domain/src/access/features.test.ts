import { describe, expect, it } from 'vitest';
import { FEATURES, featureNames, isFeature } from './features.ts';

describe('features (spec 1 §6, spec 2 §6, spec 3 §6)', () => {
  it.each([
    'appointments',
    'customer_tab',
    'customer_merge',
    'customer_portal',
    'customer_profile',
    'dashboard_classic',
    'integrations',
    'quickbooks',
    'mailchimp',
    'constantcontact',
    'invoice_tab',
    'online_store',
    'buy_button',
    'payment_forms',
    'payment_forms_classic',
    'payments_tab',
    'payments',
    'invoices',
    'reports_beta',
    's_p_o_s',
    'home_page',
    'doc_upload',
    'refer_a_business',
    'payments_builder_invoices',
    'xenon_reporting',
    'multi_factor_authentication',
    'accept_international_postal_codes',
    'account_updater',
    'neon_full_product',
    'appointments_product',
    'neon_free_trial',
  ])('knows the feature %s', (name) => {
    expect(FEATURES).toContain(name);
    expect(isFeature(name)).toBe(true);
  });

  it('rejects an unknown feature name', () => {
    expect(isFeature('teleportation')).toBe(false);
  });

  it('reads a features list and the spec 1 §3 features map alike', () => {
    expect(featureNames(['appointments', 's_p_o_s'])).toEqual(['appointments', 's_p_o_s']);
    expect(featureNames({ appointments: true, s_p_o_s: false, home_page: true })).toEqual([
      'appointments',
      'home_page',
    ]);
  });
});
