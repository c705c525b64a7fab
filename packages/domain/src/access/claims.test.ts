import { accessRights } from '@paybook/contracts';
import { describe, expect, it } from 'vitest';
import {
  CLAIM_RULES,
  type ClaimRule,
  claimsFor,
  DEFAULT_CLAIMS,
  FEATURE_CLAIMS,
  MENU_CLAIMS,
} from './claims.ts';
import { FEATURES } from './features.ts';

const ALL_FEATURES = new Set<string>(FEATURES);
const merchant = { can_issue_refund: true };
const everything = (impersonated = false) =>
  claimsFor({ features: ALL_FEATURES, rights: accessRights, impersonated, merchant });

describe('default claims (spec 1 §6)', () => {
  it('spec 1 §6: everyone holds viewing claims for customers, reports, integrations and xenon reporting', () => {
    for (const claim of [
      'customers.list',
      'customers.profile',
      'reports.view',
      'reports.name-link',
      'integrations.view',
      'xenon-reporting.view',
    ]) {
      expect(DEFAULT_CLAIMS).toContain(claim);
    }
  });

  it('spec 1 §6: default claims are held with no features, no rights, even impersonated', () => {
    const claims = claimsFor({ features: [], rights: [], impersonated: true, merchant });
    expect([...claims].sort()).toEqual([...DEFAULT_CLAIMS].sort());
  });
});

describe('feature-gated claims (spec 1 §6, spec 2 §6, spec 3 §6)', () => {
  const gated = Object.entries(FEATURE_CLAIMS);

  it('every feature-gated claim is held with all features and rights', () => {
    const claims = everything();
    for (const [claim] of gated) expect(claims.has(claim)).toBe(true);
  });

  it.each(gated)('spec 1 §6: %s is withheld without its features', (claim, gate) => {
    for (const item of gate ?? []) {
      const missing = typeof item === 'string' ? [item] : item;
      const features = [...ALL_FEATURES].filter((feature) => !missing.includes(feature as never));
      expect(claimsFor({ features, rights: accessRights, impersonated: false, merchant }).has(claim)).toBe(
        false,
      );
    }
  });

  it.each([
    ['appointments', ['appointments']],
    ['appointments.view-appointment.checkout', ['appointments', 's_p_o_s']],
    ['home-page', ['home_page']],
    ['doc-upload', ['doc_upload']],
    ['customer-portal', ['customer_portal']],
    ['customers.merge', ['customer_tab', 'customer_merge']],
    ['customers.schedule-appointment', ['appointments']],
    ['customers.timeline', ['customer_profile']],
    ['integrations.quickbooks', ['integrations', 'quickbooks']],
    ['integrations.mailchimp', ['integrations', 'mailchimp']],
    ['integrations.constantcontact', ['integrations', 'constantcontact']],
    ['ecommerce.edit-store', ['online_store']],
    ['refer-a-business', ['refer_a_business']],
  ])('%s is held with exactly %j and its rights', (claim, features) => {
    expect(claimsFor({ features, rights: accessRights, impersonated: false, merchant }).has(claim)).toBe(
      true,
    );
    expect(claimsFor({ features: [], rights: accessRights, impersonated: false, merchant }).has(claim)).toBe(
      false,
    );
  });

  it('spec 2 §2.2: ecommerce.edit-store is held with any one store feature', () => {
    for (const feature of ['online_store', 'payment_forms', 'buy_button']) {
      expect(
        claimsFor({
          features: [feature],
          rights: ['manage_configuration'],
          impersonated: false,
          merchant,
        }).has('ecommerce.edit-store'),
      ).toBe(true);
    }
  });
});

describe('claims limited by rights (spec 1 §6 right table)', () => {
  it.each([
    ['ecommerce.edit-store', 'manage_configuration'],
    ['customers.delete-customer', 'manage_customers'],
    ['customers.merge', 'manage_customers'],
    ['customers.schedule-appointment', 'manage_appointments'],
    ['appointments.view-appointment.checkout', 'create_orders'],
    ['customers.issue-refund', 'modify_orders'],
    ['integrations.edit-configuration', 'manage_configuration'],
  ] as const)('%s needs %s', (claim, right) => {
    const without = accessRights.filter((r) => r !== right);
    expect(
      claimsFor({ features: ALL_FEATURES, rights: without, impersonated: false, merchant }).has(claim),
    ).toBe(false);
    expect(
      claimsFor({ features: ALL_FEATURES, rights: [right], impersonated: false, merchant }).has(claim),
    ).toBe(true);
  });
});

describe('impersonated sessions (spec 2 §6, spec 3 §6)', () => {
  it.each([
    'customers.delete-customer',
    'ecommerce.duplicate-store',
    'ecommerce.delete-store',
    'integrations.edit-configuration',
    'invoices.edit-invoice',
    'invoices.duplicate-invoice',
    'reports.overwrite-saved-report',
    'scheduled-invoices.manage',
    'recurring-payments.manage',
    'settings.business-settings-prompt',
  ])('%s is withheld while impersonating', (claim) => {
    expect(everything(false).has(claim)).toBe(true);
    expect(everything(true).has(claim)).toBe(false);
  });

  it('spec 2 §6: ecommerce.edit-store stays while impersonating (only duplicate and delete are hidden)', () => {
    expect(everything(true).has('ecommerce.edit-store')).toBe(true);
  });
});

describe('menu claims (spec 1 §2.4)', () => {
  it('every menu claim is catalogued or held by default', () => {
    const known = new Set<string>([...Object.keys(CLAIM_RULES), ...DEFAULT_CLAIMS]);
    for (const claim of Object.values(MENU_CLAIMS)) expect(known.has(claim)).toBe(true);
  });

  it.each([
    [MENU_CLAIMS.home, ['home_page']],
    [MENU_CLAIMS.home, ['neon_free_trial']],
    [MENU_CLAIMS.dashboard, ['dashboard_classic']],
    [MENU_CLAIMS.pos, ['s_p_o_s']],
    [MENU_CLAIMS.payments, ['payments_tab']],
    [MENU_CLAIMS.paymentsBuilderInvoices, ['payments_builder_invoices']],
    [MENU_CLAIMS.ecommerce, ['payment_forms']],
    [MENU_CLAIMS.invoices, ['invoice_tab']],
    [MENU_CLAIMS.appointments, ['appointments']],
    [MENU_CLAIMS.getPayments, ['appointments_product']],
    [MENU_CLAIMS.productsAndServices, ['s_p_o_s']],
    [MENU_CLAIMS.integrations, ['integrations']],
    [MENU_CLAIMS.reports, ['xenon_reporting']],
    [MENU_CLAIMS.reportsClassic, ['reports_beta']],
    [MENU_CLAIMS.referABusiness, ['refer_a_business']],
  ])('%s is held with %j and not without', (claim, features) => {
    expect(claimsFor({ features, rights: [], impersonated: false, merchant }).has(claim)).toBe(true);
    expect(claimsFor({ features: [], rights: [], impersonated: false, merchant }).has(claim)).toBe(false);
  });

  it('the catalogue rules name only known features', () => {
    for (const rule of Object.values(CLAIM_RULES as Record<string, ClaimRule>)) {
      for (const item of rule.features ?? []) {
        for (const feature of typeof item === 'string' ? [item] : item) expect(FEATURES).toContain(feature);
      }
    }
  });
});

describe('claims that also need a merchant switch (spec 2 §6)', () => {
  const refundRights = ['modify_orders'] as const;
  it.each([
    // can_issue_refund, rights, held
    [true, refundRights, true],
    [false, refundRights, false],
    [true, [], false],
    [false, [], false],
  ] as const)(
    'spec 2 §6: customers.issue-refund with can_issue_refund %s and rights %j: %s',
    (canIssueRefund, rights, held) => {
      const claims = claimsFor({
        features: ALL_FEATURES,
        rights,
        impersonated: false,
        merchant: { can_issue_refund: canIssueRefund },
      });
      expect(claims.has('customers.issue-refund')).toBe(held);
    },
  );

  it('can_issue_refund off withholds only customers.issue-refund', () => {
    const on = claimsFor({ features: ALL_FEATURES, rights: accessRights, impersonated: false, merchant });
    const off = claimsFor({
      features: ALL_FEATURES,
      rights: accessRights,
      impersonated: false,
      merchant: { can_issue_refund: false },
    });
    expect([...on].filter((claim) => !off.has(claim))).toEqual(['customers.issue-refund']);
  });
});
