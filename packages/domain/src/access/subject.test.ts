import type { LoginContext } from '@paybook/contracts';
import { describe, expect, it } from 'vitest';
import { makeSubject, TODAY } from '../testing/subjects.ts';
import { buildAccessSubject, computeLoginAccess } from './subject.ts';

const context: LoginContext = {
  user: {
    id: 7,
    user_name: 'owner@bluebird.test',
    first_name: 'Bea',
    last_name: 'Bird',
    email: 'owner@bluebird.test',
    is_admin: true,
    is_owner: true,
    access_rights: ['view_reports', 'create_orders'],
    service_provider_id: null,
    has_mfa: false,
  },
  merchant: {
    id: 3,
    client_id: 30,
    name: 'Bluebird Cleaning',
    product_name: 'free_trial',
    product_id: 3,
    reseller_id: null,
    has_payments: false,
    appointments_activated: true,
    is_onboarding: false,
    time_zone: 'America/Los_Angeles',
    url_subdomain: 'bluebird',
    free_trial_expiration_date: '2025-06-25',
    application_completed_date: null,
    requires_mfa: false,
    security_settings: { session_timeout_enabled: true },
    accepted_payment_types: ['CC'],
    can_issue_refund: false,
    week_starts_on: 0,
  },
  features: ['home_page', 'neon_free_trial'],
  claims: ['customers.list', 'home-page'],
  session: {
    impersonated: false,
    support_user_name: null,
    idle_timeout_seconds: 900,
    idle_expires_at: '2025-06-15T12:00:00Z',
    absolute_expires_at: '2025-06-15T20:00:00Z',
  },
  config: {
    product_display_name: 'Paybook',
    help_center_url: '',
    help_search_url: '',
    chat_url: '',
    refer_a_business_url: '',
    ecommerce_video_url: null,
  },
};

describe('access subject (spec 1 §6)', () => {
  it('is built from a login context', () => {
    const subject = buildAccessSubject(context, TODAY);
    expect([...subject.rights]).toEqual(['view_reports', 'create_orders']);
    expect(subject.features.has('home_page')).toBe(true);
    expect(subject.claims.has('home-page')).toBe(true);
    expect(subject).toMatchObject({
      isAdmin: true,
      isOwner: true,
      productName: 'free_trial',
      productId: 3,
      impersonated: false,
      appointmentsActivated: true,
      hasPayments: false,
      freeTrialExpired: false,
      canIssueRefund: false,
    });
    expect([...subject.acceptedPaymentTypes]).toEqual(['CC']);
  });

  it('spec 2 §4: marks an expired free trial', () => {
    expect(buildAccessSubject(context, '2025-06-25').freeTrialExpired).toBe(true);
  });

  it('takes today in the merchant time zone by default', () => {
    const expired = {
      ...context,
      merchant: { ...context.merchant, free_trial_expiration_date: '2000-01-01' },
    };
    expect(buildAccessSubject(expired).freeTrialExpired).toBe(true);
  });

  it('the server computes features and claims for the login context with the same rules', () => {
    const access = computeLoginAccess({
      user: { access_rights: ['manage_customers'] },
      merchant: {
        product_name: 'full_product',
        features: ['customer_tab', 'customer_merge'],
        reseller_id: 1,
        can_issue_refund: true,
      },
      impersonated: false,
    });
    expect(access.features).toEqual([
      'customer_merge',
      'customer_tab',
      'neon_full_product',
      'refer_a_business',
    ]);
    expect(access.claims).toContain('customers.merge');
    expect(access.claims).toContain('customers.list');
    expect(access.claims).toEqual([...access.claims].sort());
  });

  it('spec 2 §6: customers.issue-refund follows the merchant can_issue_refund', () => {
    expect(makeSubject().claims.has('customers.issue-refund')).toBe(true);
    expect(makeSubject({ canIssueRefund: false }).claims.has('customers.issue-refund')).toBe(false);
  });

  it('spec 2 §6: impersonation removes claims from the computed subject', () => {
    expect(makeSubject().claims.has('customers.delete-customer')).toBe(true);
    expect(makeSubject({ impersonated: true }).claims.has('customers.delete-customer')).toBe(false);
  });

  it('subjectFromRecords carries the merchant flags', () => {
    const subject = makeSubject({ product: 'appointments', appointmentsActivated: false, isAdmin: true });
    expect(subject).toMatchObject({
      productName: 'appointments',
      productId: 2,
      appointmentsActivated: false,
      hasPayments: false,
      isAdmin: true,
    });
    expect(subject.features.has('appointments_product')).toBe(true);
  });
});
