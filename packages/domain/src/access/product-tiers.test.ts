import { productNames } from '@paybook/contracts';
import { describe, expect, it } from 'vitest';
import { isFeature } from './features.ts';
import { DEFAULT_TIER_FEATURES, effectiveFeatures, PRODUCT_IDS, productFeature } from './product-tiers.ts';

describe('product tiers (spec 1 §6)', () => {
  it.each([
    ['full_product', 'neon_full_product'],
    ['starter', 'neon_full_product'],
    ['appointments', 'appointments_product'],
    ['free_trial', 'neon_free_trial'],
  ] as const)('spec 1 §6: product %s maps to feature %s', (product, feature) => {
    expect(productFeature(product)).toBe(feature);
    expect(effectiveFeatures({ product_name: product, features: [], reseller_id: null }).has(feature)).toBe(
      true,
    );
  });

  it('spec 1 §2.4: product_id 2 is the appointments product', () => {
    expect(PRODUCT_IDS).toEqual({ full_product: 1, appointments: 2, free_trial: 3, starter: 4 });
  });

  it('spec 1 §6: effective features are the merchant features plus the product feature', () => {
    const features = effectiveFeatures({
      product_name: 'starter',
      features: ['customer_tab', 's_p_o_s'],
      reseller_id: 7,
    });
    expect([...features].sort()).toEqual(['customer_tab', 'neon_full_product', 's_p_o_s']);
  });

  it('spec 1 §6: reseller 1 gets refer_a_business, other resellers do not', () => {
    expect(
      effectiveFeatures({ product_name: 'full_product', features: [], reseller_id: 1 }).has(
        'refer_a_business',
      ),
    ).toBe(true);
    expect(
      effectiveFeatures({ product_name: 'full_product', features: [], reseller_id: 2 }).has(
        'refer_a_business',
      ),
    ).toBe(false);
    expect(
      effectiveFeatures({ product_name: 'full_product', features: [], reseller_id: null }).has(
        'refer_a_business',
      ),
    ).toBe(false);
  });

  it('spec 1 §6: a stored product feature of another tier does not survive', () => {
    const features = effectiveFeatures({
      product_name: 'appointments',
      features: ['neon_full_product', 'appointments'],
      reseller_id: null,
    });
    expect(features.has('neon_full_product')).toBe(false);
    expect(features.has('appointments_product')).toBe(true);
  });

  it('reads the features map form', () => {
    const features = effectiveFeatures({
      product_name: 'full_product',
      features: { s_p_o_s: true, home_page: false },
      reseller_id: null,
    });
    expect(features.has('s_p_o_s')).toBe(true);
    expect(features.has('home_page')).toBe(false);
  });

  it('the appointments tier starts with booking, customers, e-mail marketing and MFA, without home_page', () => {
    expect([...DEFAULT_TIER_FEATURES.appointments].sort()).toEqual(
      [
        'appointments',
        'constantcontact',
        'customer_profile',
        'customer_tab',
        'integrations',
        'mailchimp',
        'multi_factor_authentication',
      ].sort(),
    );
  });

  it('the full product includes the paid back office', () => {
    for (const feature of [
      's_p_o_s',
      'online_store',
      'payment_forms',
      'buy_button',
      'reports_beta',
      'customer_merge',
      'invoice_tab',
      'payments_builder_invoices',
      'home_page',
      'quickbooks',
    ] as const) {
      expect(DEFAULT_TIER_FEATURES.full_product).toContain(feature);
    }
  });

  it('starter is a strict subset of the full product', () => {
    for (const feature of DEFAULT_TIER_FEATURES.starter)
      expect(DEFAULT_TIER_FEATURES.full_product).toContain(feature);
    expect(DEFAULT_TIER_FEATURES.starter.length).toBeLessThan(DEFAULT_TIER_FEATURES.full_product.length);
  });

  it('the free trial can try the paths its home offers', () => {
    for (const feature of [
      'home_page',
      'customer_tab',
      's_p_o_s',
      'online_store',
      'payment_forms',
      'invoice_tab',
      'appointments',
      'reports_beta',
    ] as const) {
      expect(DEFAULT_TIER_FEATURES.free_trial).toContain(feature);
    }
  });

  it.each(productNames)('tier %s lists only known, stored (non-product) features', (product) => {
    for (const feature of DEFAULT_TIER_FEATURES[product]) {
      expect(isFeature(feature)).toBe(true);
      expect(['neon_full_product', 'appointments_product', 'neon_free_trial']).not.toContain(feature);
    }
  });
});
