// spec 1 §6 (default viewing claims, claims gated by features), spec 1 §2.4 (menu claims),
// spec 2 §6 and spec 3 §6 (claim names and impersonation limits).
import type { AccessRight } from '@paybook/contracts';
import type { Feature } from './features.ts';

/** spec 1 §2.4: the claim each left-navigation entry needs. */
export const MENU_CLAIMS = {
  home: 'menu.home',
  dashboard: 'menu.dashboard',
  pos: 'menu.pos',
  payments: 'menu.payments',
  paymentsBuilderInvoices: 'menu.payments-builder-invoices',
  ecommerce: 'menu.ecommerce',
  invoices: 'menu.invoices',
  appointments: 'menu.appointments',
  customers: 'menu.customers',
  getPayments: 'menu.get-payments',
  productsAndServices: 'menu.products-and-services',
  integrations: 'menu.integrations',
  reports: 'menu.reports',
  reportsClassic: 'menu.reports-classic',
  referABusiness: 'menu.refer-a-business',
} as const;

/**
 * spec 1 §6: "Everyone holds by default a broad set of viewing claims covering customers, reports,
 * integrations and xenon reporting." Held regardless of features, rights or impersonation.
 */
export const DEFAULT_CLAIMS = [
  'customers.list',
  'customers.profile',
  'customers.view-email',
  'customers.view-notes',
  'customers.statement',
  'reports.view',
  'reports.name-link',
  'reports.saved-reports',
  'integrations.view',
  'xenon-reporting.view',
  MENU_CLAIMS.customers,
] as const;

/** Every listed item must be on; an inner list is on when any one of its features is. */
export type FeatureGate = readonly (Feature | readonly Feature[])[];

/** The merchant's own switches that some claims also need (spec 1 §3 Merchant). */
export interface ClaimMerchant {
  /** spec 1 §3 can_issue_refund. */
  can_issue_refund: boolean;
}
export type ClaimMerchantFlag = keyof ClaimMerchant;

export interface ClaimRule {
  /** spec 1 §6: claims are gated by merchant features. */
  readonly features?: FeatureGate;
  /** Held only with one of these rights (the right table of spec 1 §6 and spec 3 §6). */
  readonly rights?: readonly AccessRight[];
  /** Withheld from impersonated sessions (spec 2 §6, spec 3 §6). */
  readonly notImpersonated?: true;
  /** Held only while each of these merchant switches is on (spec 2 §6). */
  readonly merchantFlags?: readonly ClaimMerchantFlag[];
}

const STORE_FEATURES: readonly Feature[] = ['online_store', 'payment_forms', 'buy_button'];

/** The claim catalogue: every claim that is not a default claim, with what it needs. */
export const CLAIM_RULES = {
  // spec 1 §2.4 menu claims; rights and products that limit an entry are on the entry itself.
  [MENU_CLAIMS.home]: { features: [['home_page', 'neon_free_trial']] },
  [MENU_CLAIMS.dashboard]: { features: ['dashboard_classic'] },
  [MENU_CLAIMS.pos]: { features: ['s_p_o_s'] },
  [MENU_CLAIMS.payments]: { features: ['payments_tab'] },
  [MENU_CLAIMS.paymentsBuilderInvoices]: { features: ['payments_builder_invoices'] },
  [MENU_CLAIMS.ecommerce]: { features: [['online_store', 'payment_forms']] },
  [MENU_CLAIMS.invoices]: { features: ['invoice_tab'] },
  [MENU_CLAIMS.appointments]: { features: ['appointments'] },
  // Get payments is the appointments-only product's way to add payments (spec 1 §2.3).
  [MENU_CLAIMS.getPayments]: { features: ['appointments_product'] },
  [MENU_CLAIMS.productsAndServices]: { features: [['online_store', 's_p_o_s', 'payment_forms']] },
  [MENU_CLAIMS.integrations]: { features: ['integrations'] },
  [MENU_CLAIMS.reports]: { features: [['reports_beta', 'xenon_reporting']] },
  [MENU_CLAIMS.reportsClassic]: { features: [['reports_beta', 'xenon_reporting']] },
  [MENU_CLAIMS.referABusiness]: { features: ['refer_a_business'] },

  // spec 1 §4.2, §6: checkout goes to the point of sale.
  appointments: { features: ['appointments'] },
  'appointments.view-appointment.checkout': {
    features: ['appointments', 's_p_o_s'],
    rights: ['create_orders'],
  },

  // spec 2 §2.4, §6
  'home-page': { features: ['home_page'] },
  'doc-upload': { features: ['doc_upload'] },
  'customer-portal': { features: ['customer_portal'] },
  'refer-a-business': { features: ['refer_a_business'] },

  // spec 2 §2.1, §6; spec 1 §6 (manage_customers: delete, edit, payment methods, timeline comments, accounts)
  'customers.timeline': { features: ['customer_profile'] },
  'customers.merge': { features: ['customer_tab', 'customer_merge'], rights: ['manage_customers'] },
  'customers.edit-customer-neon': { features: ['customer_tab'], rights: ['manage_customers'] },
  'customers.delete-customer': {
    features: ['customer_tab'],
    rights: ['manage_customers'],
    notImpersonated: true,
  },
  'customers.delete-customer-account': { features: ['customer_tab'], rights: ['manage_customers'] },
  'customers.edit-customer-account': { features: ['customer_tab'], rights: ['manage_customers'] },
  'customers.edit-payment-method': { features: ['customer_tab'], rights: ['manage_customers'] },
  'customers.delete-timeline-comment': { features: ['customer_profile'], rights: ['manage_customers'] },
  'customers.edit-timeline-comment': { features: ['customer_profile'], rights: ['manage_customers'] },
  // Also needs appointments activated (spec 2 §6): check subject.appointmentsActivated as well.
  'customers.schedule-appointment': { features: ['appointments'], rights: ['manage_appointments'] },
  // spec 2 §6: "customers.issue-refund (also needs can_issue_refund)".
  'customers.issue-refund': { rights: ['modify_orders'], merchantFlags: ['can_issue_refund'] },
  'customers.add-to-mailing-list': {
    features: ['integrations', ['mailchimp', 'constantcontact']],
    rights: ['manage_customers'],
  },

  // spec 2 §2.2, §6; spec 1 §6 (manage_configuration: store delete, duplicate, edit and buy)
  'ecommerce.edit-store': { features: [STORE_FEATURES], rights: ['manage_configuration'] },
  'ecommerce.duplicate-store': {
    features: [STORE_FEATURES],
    rights: ['manage_configuration'],
    notImpersonated: true,
  },
  'ecommerce.delete-store': {
    features: [STORE_FEATURES],
    rights: ['manage_configuration'],
    notImpersonated: true,
  },

  // spec 3 §2.1: each vendor tile needs integrations.{vendor}
  'integrations.quickbooks': { features: ['integrations', 'quickbooks'] },
  'integrations.mailchimp': { features: ['integrations', 'mailchimp'] },
  'integrations.constantcontact': { features: ['integrations', 'constantcontact'] },
  // spec 3 §6: impersonated users cannot authorise or save integration settings.
  'integrations.edit-configuration': {
    features: ['integrations'],
    rights: ['manage_configuration'],
    notImpersonated: true,
  },

  // spec 3 §6: create_orders edits or duplicates invoices, modify_orders edits or cancels them;
  // impersonated users do neither.
  'invoices.edit-invoice': { rights: ['create_orders', 'modify_orders'], notImpersonated: true },
  'invoices.duplicate-invoice': { rights: ['create_orders'], notImpersonated: true },
  'payments-builder.invoices': { features: ['payments_builder_invoices'], rights: ['create_orders'] },
  // spec 3 §2.2, §5: impersonated users cannot overwrite saved reports.
  'reports.overwrite-saved-report': { notImpersonated: true },
  // spec 3 §4.6, §6: scheduled invoices and recurring payments are closed to impersonated users.
  'scheduled-invoices.manage': { features: [['invoice_tab', 'invoices']], notImpersonated: true },
  'recurring-payments.manage': { features: [['payments_tab', 'payments']], notImpersonated: true },
  // spec 3 §2.1: no business-settings prompt for impersonated users.
  'settings.business-settings-prompt': { notImpersonated: true },
} as const satisfies Record<string, ClaimRule>;

export type DefaultClaim = (typeof DEFAULT_CLAIMS)[number];
export type GatedClaim = keyof typeof CLAIM_RULES;
export type Claim = DefaultClaim | GatedClaim;

/** Every claim name the product knows. */
export const ALL_CLAIMS: readonly Claim[] = [
  ...DEFAULT_CLAIMS,
  ...(Object.keys(CLAIM_RULES) as GatedClaim[]),
];

/** spec 1 §6: claim → the merchant features it needs (only claims that are feature-gated). */
export const FEATURE_CLAIMS: Readonly<Partial<Record<GatedClaim, FeatureGate>>> = Object.fromEntries(
  Object.entries(CLAIM_RULES as Record<string, ClaimRule>).flatMap(([name, rule]) =>
    rule.features ? [[name, rule.features]] : [],
  ),
);

export function isFeatureGateOpen(gate: FeatureGate, features: ReadonlySet<string>): boolean {
  return gate.every((item) =>
    typeof item === 'string' ? features.has(item) : item.some((feature) => features.has(feature)),
  );
}

export interface ClaimInputs {
  /** Effective features (effectiveFeatures). */
  features: Iterable<string>;
  rights: Iterable<AccessRight>;
  impersonated: boolean;
  merchant: ClaimMerchant;
}

/**
 * spec 1 §6: the default claims plus every catalogued claim whose features, rights, session and merchant
 * switches allow it.
 */
export function claimsFor({ features, rights, impersonated, merchant }: ClaimInputs): Set<string> {
  const featureSet = new Set(features);
  const rightSet = new Set(rights);
  const claims = new Set<string>(DEFAULT_CLAIMS);
  for (const [name, rule] of Object.entries(CLAIM_RULES as Record<string, ClaimRule>)) {
    if (rule.features && !isFeatureGateOpen(rule.features, featureSet)) continue;
    if (rule.rights && !rule.rights.some((right) => rightSet.has(right))) continue;
    if (rule.notImpersonated && impersonated) continue;
    if (rule.merchantFlags && !rule.merchantFlags.every((flag) => merchant[flag])) continue;
    claims.add(name);
  }
  return claims;
}
