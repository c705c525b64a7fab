// spec 1 §6: product tiers and the product features they map to.
import type { ProductName } from '@paybook/contracts';
import { type Feature, type FeatureInput, featureNames } from './features.ts';

/**
 * product_id of each tier. Decided: the spec only says "product_id 2 hides Reports" (spec 1 §2.4),
 * so 2 is the appointments-only product, which has no reports.
 */
export const PRODUCT_IDS: Readonly<Record<ProductName, number>> = {
  full_product: 1,
  appointments: 2,
  free_trial: 3,
  starter: 4,
};

export function productIdFor(productName: ProductName): number {
  return PRODUCT_IDS[productName];
}

/** spec 1 §6: full_product and starter → neon_full_product; appointments → appointments_product; free_trial → neon_free_trial. */
export function productFeature(productName: ProductName): Feature {
  switch (productName) {
    case 'full_product':
    case 'starter':
      return 'neon_full_product';
    case 'appointments':
      return 'appointments_product';
    case 'free_trial':
      return 'neon_free_trial';
  }
}

/** The online-booking product (spec 1 §1): booking, the customers it books, and e-mail marketing to them. */
const APPOINTMENTS_TIER: readonly Feature[] = [
  'appointments',
  'customer_tab',
  'customer_profile',
  'integrations',
  'mailchimp',
  'constantcontact',
  'multi_factor_authentication',
];

/**
 * The full back office: everything except legacy switches (dashboard_classic, payment_forms_classic:
 * the modern home and payment forms replace them), onboarding-only document upload, the
 * US-only postal-code default (accept_international_postal_codes is opt-in) and refer_a_business
 * (granted by reseller, spec 1 §6).
 */
const FULL_PRODUCT_TIER: readonly Feature[] = [
  'home_page',
  'appointments',
  'customer_tab',
  'customer_merge',
  'customer_portal',
  'customer_profile',
  'integrations',
  'quickbooks',
  'mailchimp',
  'constantcontact',
  'invoice_tab',
  'invoices',
  'online_store',
  'buy_button',
  'payment_forms',
  'payments_tab',
  'payments',
  'payments_builder_invoices',
  's_p_o_s',
  'reports_beta',
  'xenon_reporting',
  'account_updater',
  'multi_factor_authentication',
];

/**
 * Starter: take payments in person and by invoice or payment form, with customers, reports and
 * accounting sync. No stores, buy buttons, appointments, merge, portal, invoice builder,
 * processor report or e-mail marketing (upgrade to full_product for those).
 */
const STARTER_TIER: readonly Feature[] = [
  'home_page',
  'customer_tab',
  'customer_profile',
  'integrations',
  'quickbooks',
  'invoice_tab',
  'invoices',
  'payment_forms',
  'payments_tab',
  'payments',
  's_p_o_s',
  'reports_beta',
  'multi_factor_authentication',
];

/**
 * Free trial: enough of the full product to try every path the free-trial home offers
 * (spec 2 §2.4: one-time payment at the point of sale, billing schedule, online payments,
 * invoices) plus onboarding document upload (spec 2 §2.4 required-documents module).
 * payments_tab is left out: free-trial invoices and payments use the new pages (spec 1 §2.4).
 */
const FREE_TRIAL_TIER: readonly Feature[] = [
  'home_page',
  'appointments',
  'customer_tab',
  'customer_profile',
  'integrations',
  'quickbooks',
  'mailchimp',
  'constantcontact',
  'invoice_tab',
  'invoices',
  'online_store',
  'buy_button',
  'payment_forms',
  'payments',
  's_p_o_s',
  'reports_beta',
  'doc_upload',
  'multi_factor_authentication',
];

const PRODUCT_FEATURES: ReadonlySet<string> = new Set<Feature>([
  'neon_full_product',
  'appointments_product',
  'neon_free_trial',
]);

/** The merchant features each tier starts with when a merchant is created or changes tier. */
export const DEFAULT_TIER_FEATURES: Readonly<Record<ProductName, readonly Feature[]>> = {
  appointments: APPOINTMENTS_TIER,
  full_product: FULL_PRODUCT_TIER,
  starter: STARTER_TIER,
  free_trial: FREE_TRIAL_TIER,
};

/** The reseller whose merchants may refer other businesses (spec 1 §6). */
export const REFERRING_RESELLER_ID = 1;

export interface FeatureRecords {
  product_name: ProductName;
  features: FeatureInput;
  reseller_id: number | null;
}

/** spec 1 §6: merchant features ∪ the product feature ∪ refer_a_business for reseller 1. */
export function effectiveFeatures({ product_name, features, reseller_id }: FeatureRecords): Set<string> {
  // A stored product feature from an earlier tier must not survive a tier change.
  const result = new Set(featureNames(features).filter((name) => !PRODUCT_FEATURES.has(name)));
  result.add(productFeature(product_name));
  if (reseller_id === REFERRING_RESELLER_ID) result.add('refer_a_business');
  return result;
}
