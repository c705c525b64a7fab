// spec 1 §6 (features gating claims), spec 2 §6 and spec 3 §6 (features gating screens and templates).

/** Every merchant feature the three specs name, plus the three product features of spec 1 §6. */
export const FEATURES = [
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
  // Product features: derived from the product tier, never stored on the merchant (spec 1 §6).
  'neon_full_product',
  'appointments_product',
  'neon_free_trial',
] as const;

export type Feature = (typeof FEATURES)[number];

const featureSet: ReadonlySet<string> = new Set(FEATURES);

export function isFeature(name: string): name is Feature {
  return featureSet.has(name);
}

/**
 * How a merchant's stored features may arrive: a list of names, or the spec's "features map"
 * (spec 1 §3 Merchant) of name → enabled.
 */
export type FeatureInput = Iterable<string> | Readonly<Record<string, boolean>>;

/** The enabled feature names of a list or a map. */
export function featureNames(input: FeatureInput): string[] {
  if (isIterable(input)) return [...input];
  return Object.entries(input)
    .filter(([, enabled]) => enabled)
    .map(([name]) => name);
}

function isIterable(input: FeatureInput): input is Iterable<string> {
  return typeof (input as Partial<Iterable<string>>)[Symbol.iterator] === 'function';
}
