import { type AccessRight, productNames } from '@paybook/contracts';
import { describe, expect, it } from 'vitest';
import { makeSubject } from '../testing/subjects.ts';
import { homeTarget } from './home-target.ts';
import {
  EXPIRED_PATH,
  guardPath,
  guardRoute,
  isFreeTrialExpiredSubject,
  ownStaffEditRedirect,
  refusedRoute,
  rootRedirect,
} from './redirects.ts';
import { APP_ROUTES } from './routes.ts';

const expiredTrial = () => makeSubject({ product: 'free_trial', freeTrialExpiration: '2025-06-01' });

describe('root redirect (spec 1 §2.1)', () => {
  it("spec 1 §2.1: '' and / go to /appointments when the user may enter it", () => {
    expect(rootRedirect(makeSubject())).toBe('/appointments');
    expect(guardPath(makeSubject(), '')).toEqual({ redirectTo: '/appointments' });
  });

  it('spec 1 §2.1: otherwise they go to the home target', () => {
    const subject = makeSubject({ product: 'starter' });
    expect(rootRedirect(subject)).toBe('/pos');
    expect(rootRedirect(subject)).toBe(homeTarget(subject));
  });

  it('a full-product merchant that has not activated appointments goes to the home target', () => {
    expect(rootRedirect(makeSubject({ appointmentsActivated: false }))).toBe('/pos');
  });

  it('spec 1 §2.3: the appointments product that has not activated appointments goes to setup', () => {
    expect(rootRedirect(makeSubject({ product: 'appointments', appointmentsActivated: false }))).toBe(
      '/appointments/get-started/about-your-business',
    );
  });

  it('an expired free trial goes to the expired page', () => {
    expect(rootRedirect(expiredTrial())).toBe(EXPIRED_PATH);
  });
});

describe('route guard (spec 1 §2.1)', () => {
  it('allows a route whose requirement is met', () => {
    expect(guardRoute(makeSubject(), 'customer.list')).toEqual({ allowed: true });
  });

  it('spec 1 §2.1: a route needing a missing feature sends the user to the home target', () => {
    const subject = makeSubject({ product: 'starter' });
    expect(guardRoute(subject, 'appointments')).toEqual({ redirectTo: '/pos' });
  });

  it('spec 1 §2.1: a route needing a missing right sends the user to the home target', () => {
    const subject = makeSubject({ rights: ['manage_customers'] });
    expect(guardRoute(subject, 'pos')).toEqual({ redirectTo: '/customer/list' });
  });

  it('an unknown route goes home: the calendar of a user who has one (issue 16 point 8)', () => {
    expect(guardRoute(makeSubject(), 'nowhere')).toEqual({ redirectTo: '/appointments' });
  });

  it('spec 1 §2.1: reports.view.orders goes to xenon-transactions with xenon_reporting but not reports_beta', () => {
    const subject = makeSubject({ features: ['xenon_reporting', 'customer_tab'] });
    expect(guardRoute(subject, 'reports.view.orders')).toEqual({ redirectTo: '/reports/xenon-transactions' });
    expect(guardPath(subject, '/reports')).toEqual({ redirectTo: '/reports/xenon-transactions' });
  });

  it('spec 1 §2.1: no xenon redirect when reports_beta is on', () => {
    const subject = makeSubject({ features: ['xenon_reporting', 'reports_beta'] });
    expect(guardRoute(subject, 'reports.view.orders')).toEqual({ allowed: true });
    expect(guardPath(subject, '/reports/view')).toEqual({ redirectTo: '/reports/view/orders' });
  });

  it('spec 3 §2.2: without either report feature the orders report goes to the home target', () => {
    const subject = makeSubject({ features: ['customer_tab'], rights: [] });
    expect(guardRoute(subject, 'reports.view.orders')).toEqual({ redirectTo: '/customer/list' });
  });

  it('spec 1 §2.3: the calendar sends a merchant that has not activated appointments to setup', () => {
    const subject = makeSubject({ appointmentsActivated: false });
    expect(guardRoute(subject, 'appointments')).toEqual({
      redirectTo: '/appointments/get-started/about-your-business',
    });
    expect(guardRoute(subject, 'appointments.setup')).toEqual({ allowed: true });
  });

  it('spec 1 §2.3: /appointments/settings goes to the services list, page 1', () => {
    expect(guardPath(makeSubject(), '/appointments/settings')).toEqual({
      redirectTo: '/appointments/settings/services/view/1',
    });
  });

  it('spec 1 §2.3: staff-settings paths go to /settings/profile', () => {
    expect(guardPath(makeSubject(), '/appointments/settings/staff/edit/4')).toEqual({
      redirectTo: '/settings/profile',
    });
  });

  it('spec 1 §2.3: the appointments verify route goes to the settings verification page', () => {
    expect(guardRoute(makeSubject(), 'appointments.verify-email', { code: 'x y' })).toEqual({
      redirectTo: '/settings/verify/x%20y',
    });
    expect(guardPath(makeSubject(), '/appointments/verify/abc')).toEqual({
      redirectTo: '/settings/verify/abc',
    });
  });

  it('spec 2 §2.2: create redirects to manage without claim ecommerce.edit-store', () => {
    const subject = makeSubject({ rights: ['create_orders'] });
    expect(guardRoute(subject, 'ecommerce.create')).toEqual({ redirectTo: '/ecommerce/manage' });
    expect(guardRoute(makeSubject(), 'ecommerce.create')).toEqual({ allowed: true });
  });

  it('spec 2 §2.2: the wizards return to ecommerce.main without payment_forms', () => {
    const subject = makeSubject({ features: ['online_store'] });
    expect(guardRoute(subject, 'ecommerce.create-payment-form')).toEqual({ redirectTo: '/ecommerce' });
    expect(guardRoute(subject, 'ecommerce.create-buy-button')).toEqual({ redirectTo: '/ecommerce' });
  });

  it('spec 3 §2.1: a user without the vendor claim is redirected to the app-center list', () => {
    const subject = makeSubject({ features: ['integrations', 'mailchimp'] });
    expect(guardPath(subject, '/appcenter/view/mailchimp')).toEqual({ allowed: true });
    expect(guardPath(subject, '/appcenter/view/quickbooks-online')).toEqual({
      redirectTo: '/appcenter/list',
    });
    expect(guardPath(subject, '/appcenter/view/unknown-vendor')).toEqual({ redirectTo: '/appcenter/list' });
  });

  it('spec 3 §2.1: free-trial merchants are redirected away from manage pages', () => {
    const subject = makeSubject({ product: 'free_trial' });
    expect(guardPath(subject, '/appcenter/manage/mailchimp/overview')).toEqual({
      redirectTo: '/appcenter/list',
    });
    expect(guardPath(makeSubject(), '/appcenter/manage/mailchimp')).toEqual({
      redirectTo: '/appcenter/manage/mailchimp/overview',
    });
  });

  it('spec 3 §2.1: customer matching exists only for the accounting integration', () => {
    expect(guardPath(makeSubject(), '/appcenter/manage/quickbooks-online/customer-matching')).toEqual({
      allowed: true,
    });
    expect(guardPath(makeSubject(), '/appcenter/manage/mailchimp/customer-matching')).toEqual({
      redirectTo: '/appcenter/manage/mailchimp/overview',
    });
  });

  it('spec 3 §2.5: /settings goes to business settings, or the profile without manage_configuration', () => {
    expect(guardPath(makeSubject(), '/settings')).toEqual({ redirectTo: '/settings/business-settings' });
    expect(guardPath(makeSubject({ rights: ['create_orders'] }), '/settings')).toEqual({
      redirectTo: '/settings/profile',
    });
  });

  it('spec 3 §2.5: the staff edit page of the viewer goes to the profile', () => {
    expect(ownStaffEditRedirect(5, '5')).toBe('/settings/profile');
    expect(ownStaffEditRedirect(5, '6')).toBeUndefined();
    expect(ownStaffEditRedirect(5, undefined)).toBeUndefined();
  });

  it('a home target the user may not enter gives way to the next rule instead of looping (issue 16 point 8)', () => {
    const subject = makeSubject({ product: 'appointments', features: ['customer_tab'] });
    expect(guardRoute(subject, 'appointments')).toEqual({ redirectTo: '/customer/list' });
  });

  it('public routes are always allowed', () => {
    expect(guardRoute(expiredTrial(), 'login')).toEqual({ allowed: true });
  });

  it('an unknown path is left to the not-found page', () => {
    expect(guardPath(makeSubject(), '/no/such/page')).toEqual({ allowed: true });
  });
});

describe('expired free trial (spec 1 §2.1, spec 2 §4)', () => {
  it('spec 2 §4: the subject is expired only on product free_trial', () => {
    expect(isFreeTrialExpiredSubject(expiredTrial())).toBe(true);
    expect(isFreeTrialExpiredSubject(makeSubject({ product: 'free_trial' }))).toBe(false);
    expect(isFreeTrialExpiredSubject(makeSubject({ freeTrialExpiration: '2025-06-01' }))).toBe(false);
  });

  it('spec 1 §2.1: every app route of an expired trial goes to the expired page', () => {
    const allowed = new Set([
      'expired',
      'upgrade',
      'settings.profile',
      'settings.multi-factor-authentication',
    ]);
    for (const r of APP_ROUTES) {
      if (r.isPublic || allowed.has(r.id)) continue;
      expect(
        guardRoute(expiredTrial(), r.id, { integrationName: 'mailchimp', customerId: '1' }),
        r.id,
      ).toEqual({
        redirectTo: EXPIRED_PATH,
      });
    }
  });

  it('the expired page, upgrade and own settings stay open to an expired trial', () => {
    for (const id of ['expired', 'upgrade', 'settings.profile', 'settings.multi-factor-authentication']) {
      expect(guardRoute(expiredTrial(), id)).toEqual({ allowed: true });
    }
  });

  it('an onboarding free-trial merchant is not expired', () => {
    const subject = makeSubject({
      product: 'free_trial',
      freeTrialExpiration: '2025-06-01',
      isOnboarding: true,
    });
    expect(guardRoute(subject, 'home')).toEqual({ allowed: true });
  });

  it('the expired page sends a merchant that is not expired home', () => {
    expect(guardRoute(makeSubject({ product: 'free_trial' }), 'expired')).toEqual({
      redirectTo: '/appointments',
    });
    expect(
      guardRoute(makeSubject({ product: 'free_trial', rights: ['manage_customers'] }), 'expired'),
    ).toEqual({ redirectTo: '/home' });
  });
});

describe('the home target is always enterable (spec 1 §2.1, §2.2)', () => {
  const rightSets: AccessRight[][] = [
    [],
    ['create_orders'],
    ['view_reports'],
    ['manage_customers'],
    ['create_orders', 'view_reports', 'manage_configuration', 'manage_users'],
  ];

  it.each(productNames)('for tier %s with its default features and any rights', (product) => {
    for (const rights of rightSets) {
      for (const impersonated of [false, true]) {
        const subject = makeSubject({ product, rights, impersonated });
        expect(guardPath(subject, homeTarget(subject)), `${product} ${rights.join(',')}`).toEqual({
          allowed: true,
        });
      }
    }
  });
});

// Issue 24 point 2: a user sent away from a screen they may not open is told which.
describe('refusedRoute', () => {
  /** frontdesk@northwind.test (DEMO.md): create_orders and manage_customers only. */
  const frontDesk = makeSubject({ rights: ['create_orders', 'manage_customers'] });
  it.each<[string, ReturnType<typeof makeSubject>, string, string | null]>([
    ['the owner opens business settings', makeSubject(), 'settings.business', null],
    ['the front desk opens business settings', frontDesk, 'settings.business', 'settings.business'],
    ['the front desk opens the point of sale', frontDesk, 'pos', null],
    ['the front desk adds staff', frontDesk, 'settings.staff.edit', 'settings.staff.edit'],
    [
      'a starter merchant opens the calendar (not in its plan)',
      makeSubject({ product: 'starter' }),
      'appointments',
      'appointments',
    ],
    [
      'appointments before setup: led to setup, not refused',
      makeSubject({ appointmentsActivated: false }),
      'appointments',
      null,
    ],
    ["'' and '/' only lead home", frontDesk, 'root', null],
    [
      'an old address names the screen it leads to',
      frontDesk,
      'settings.taxes-fees',
      'settings.taxes-fees-discounts',
    ],
    ['an old address the owner may follow', makeSubject(), 'settings.taxes-fees', null],
    ['an expired trial is led to the expired page', expiredTrial(), 'settings.business', null],
    ['an unknown route', makeSubject(), 'no.such.route', null],
  ])('%s', (_, subject, routeId, expected) => {
    expect(refusedRoute(subject, routeId)?.id ?? null).toBe(expected);
  });
});
