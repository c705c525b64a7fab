import { describe, expect, it } from 'vitest';
import { meets } from '../access/requirement.ts';
import { makeSubject } from '../testing/subjects.ts';
import { fillPath } from './path-match.ts';
import { APP_ROUTES, buildPath, findRoute, routeForPath } from './routes.ts';

const requirementOf = (id: string) => findRoute(id)?.requirement;

describe('route table (spec 1 §2, spec 2 §2, spec 3 §2)', () => {
  it('ids and paths are unique; title keys are titles.<id>', () => {
    expect(new Set(APP_ROUTES.map((r) => r.id)).size).toBe(APP_ROUTES.length);
    expect(new Set(APP_ROUTES.map((r) => r.path)).size).toBe(APP_ROUTES.length);
    for (const r of APP_ROUTES) expect(r.titleKey).toBe(`titles.${r.id}`);
  });

  it.each([
    ['appointments', '/appointments'],
    ['appointments.settings.services.view', '/appointments/settings/services/view/:page/:categoryId?'],
    ['appointments.setup', '/appointments/get-started/about-your-business'],
    ['getpayments', '/getpayments'],
    ['customer.list', '/customer/list'],
    ['customer.profile', '/customer/profile/:customerId'],
    ['customer.profile.overview', '/customer/profile/:customerId/overview'],
    ['home', '/home'],
    ['pos', '/pos'],
    ['ecommerce.main', '/ecommerce'],
    ['ecommerce.create-buy-button', '/ecommerce/create-buy-now-button'],
    ['products-services.view', '/products-and-services/view'],
    ['products-services.add-products-services', '/products-and-services/add'],
    ['appcenter.list', '/appcenter/list'],
    ['appcenter.manage.tax-linking', '/appcenter/manage/:integrationName/tax-rates'],
    ['reports.view.orders', '/reports/view/orders'],
    ['reports.details.order', '/reports/details/order/:orderId'],
    ['reports.details.transaction', '/reports/details/transaction/:orderId/:transactionId'],
    ['settings.business', '/settings/business-settings'],
    ['settings.multi-factor-authentication', '/settings/multi-factor-authentication'],
    ['settings.profile', '/settings/profile'],
    ['settings.staff', '/settings/staff'],
    ['expired', '/expired'],
    // Ruling 2: classic pages are real screens.
    ['dashboard', '/dashboard'],
    ['payments', '/payments'],
    ['invoices', '/invoices'],
    ['reports.classic', '/reports/classic'],
    ['reports.view.xenon-transactions', '/reports/xenon-transactions'],
  ])('route %s is at %s', (id, path) => {
    expect(findRoute(id)?.path).toBe(path);
  });

  it('spec 1 §2.3: state names used by other areas resolve', () => {
    expect(findRoute('virtual-terminal.main')?.id).toBe('pos');
    expect(findRoute('customers-classic')?.id).toBe('customer.list');
    expect(findRoute('home.main')?.id).toBe('home');
    expect(findRoute('nowhere')).toBeUndefined();
  });

  it('every redirect and guard target is a route path', () => {
    const params = {
      integrationName: 'quickbooks-online',
      customerId: '1',
      code: 'abc',
    };
    for (const r of APP_ROUTES) {
      const targets = [r.redirectTo, ...(r.guards ?? []).map((g) => g.otherwise)].filter(
        (t): t is string => t !== undefined,
      );
      for (const target of targets) {
        const path = fillPath(target, params);
        expect(path, `${r.id} → ${target}`).toBeDefined();
        expect(routeForPath(path ?? ''), `${r.id} → ${target}`).toBeDefined();
      }
    }
  });
});

describe('routeForPath and buildPath (ruling 3)', () => {
  it('matches params and ignores query, hash and a trailing slash', () => {
    const match = routeForPath('/customer/profile/42/timeline/?tab=1#top');
    expect(match?.route.id).toBe('customer.profile.timeline');
    expect(match?.params).toEqual({ customerId: '42' });
  });

  it('prefers static segments over params', () => {
    expect(routeForPath('/appcenter/view/mailchimp/authorize')?.route.id).toBe('appcenter.view.authorize');
    expect(routeForPath('/appcenter/view/mailchimp/configure')?.route.id).toBe('appcenter.view.setup');
    expect(routeForPath('/appcenter/view/mailchimp/configure')?.params).toEqual({
      integrationName: 'mailchimp',
      configState: 'configure',
    });
  });

  it('matches an optional trailing param with and without a value', () => {
    expect(routeForPath('/appointments/settings/services/view/2')?.params).toEqual({ page: '2' });
    expect(routeForPath('/appointments/settings/services/view/2/9')?.params).toEqual({
      page: '2',
      categoryId: '9',
    });
    expect(routeForPath('/appointments/settings/services/edit')?.route.id).toBe(
      'appointments.settings.services.edit',
    );
  });

  it('matches a trailing wildcard', () => {
    expect(routeForPath('/appointments/settings/staff')?.route.id).toBe('appointments.settings.staff');
    expect(routeForPath('/appointments/settings/staff/edit/5')?.route.id).toBe('appointments.settings.staff');
  });

  it('matches the root and rejects unknown paths', () => {
    expect(routeForPath('')?.route.id).toBe('root');
    expect(routeForPath('/')?.route.id).toBe('root');
    expect(routeForPath('/no/such/page')).toBeUndefined();
  });

  it('builds paths with params and a query', () => {
    expect(buildPath('reports.details.order', { orderId: '12' })).toBe('/reports/details/order/12');
    expect(buildPath('customer.list', {}, { reportId: 1, deletedId: undefined })).toBe(
      '/customer/list?reportId=1',
    );
    expect(buildPath('settings.staff.edit')).toBe('/settings/staff/edit');
    expect(buildPath('appointments.settings.staff')).toBe('/appointments/settings/staff');
  });

  it('refuses an unknown route or a missing param', () => {
    expect(() => buildPath('nowhere')).toThrow(/Unknown route/);
    expect(() => buildPath('reports.details.order')).toThrow(/needs params/);
  });
});

describe('route requirements (spec 1 §2.3, spec 2 §2, spec 3 §2)', () => {
  it('spec 1 §2.3: appointments needs the appointments feature', () => {
    expect(meets(makeSubject(), requirementOf('appointments'))).toBe(true);
    expect(meets(makeSubject({ features: ['customer_tab'] }), requirementOf('appointments'))).toBe(false);
  });

  it('spec 3 §2.6: point of sale needs create_orders and s_p_o_s', () => {
    expect(
      meets(makeSubject({ rights: ['create_orders'], features: ['s_p_o_s'] }), requirementOf('pos')),
    ).toBe(true);
    expect(meets(makeSubject({ rights: [], features: ['s_p_o_s'] }), requirementOf('pos'))).toBe(false);
    expect(meets(makeSubject({ rights: ['create_orders'], features: [] }), requirementOf('pos'))).toBe(false);
  });

  it('spec 3 §2.2: reports need reports_beta or xenon_reporting', () => {
    for (const features of [['reports_beta'], ['xenon_reporting']]) {
      expect(meets(makeSubject({ features }), requirementOf('reports.view.orders'))).toBe(true);
    }
    expect(meets(makeSubject({ features: ['s_p_o_s'] }), requirementOf('reports.view.orders'))).toBe(false);
  });

  it('spec 3 §2.2: items and grouped reports need view_reports', () => {
    for (const id of [
      'reports.view.items',
      'reports.view.grouped-customer',
      'reports.view.grouped-offering',
    ]) {
      expect(meets(makeSubject({ rights: ['view_reports'] }), requirementOf(id))).toBe(true);
      expect(meets(makeSubject({ rights: ['create_orders'] }), requirementOf(id))).toBe(false);
    }
  });

  it('spec 3 §2.5: MFA settings need feature multi_factor_authentication', () => {
    const id = 'settings.multi-factor-authentication';
    expect(meets(makeSubject({ features: ['multi_factor_authentication'] }), requirementOf(id))).toBe(true);
    expect(meets(makeSubject({ features: [] }), requirementOf(id))).toBe(false);
  });

  it('spec 3 §2.5: roles need manage_users, business settings manage_configuration', () => {
    expect(meets(makeSubject({ rights: ['manage_users'] }), requirementOf('settings.roles'))).toBe(true);
    expect(meets(makeSubject({ rights: ['manage_configuration'] }), requirementOf('settings.roles'))).toBe(
      false,
    );
    expect(meets(makeSubject({ rights: ['manage_configuration'] }), requirementOf('settings.business'))).toBe(
      true,
    );
    expect(meets(makeSubject({ rights: [] }), requirementOf('settings.business'))).toBe(false);
  });

  it('spec 2 §2.3: the catalogue needs online_store, s_p_o_s or payment_forms; adding needs manage_configuration', () => {
    expect(meets(makeSubject({ features: ['payment_forms'] }), requirementOf('products-services.view'))).toBe(
      true,
    );
    expect(meets(makeSubject({ features: ['appointments'] }), requirementOf('products-services.view'))).toBe(
      false,
    );
    const adder = makeSubject({ features: ['s_p_o_s'], rights: ['create_orders'] });
    expect(meets(adder, requirementOf('products-services.add-products-services'))).toBe(false);
  });

  it('spec 3 §2.3: the payments builder needs create_orders and payments_builder_invoices', () => {
    const id = 'payments-builder.invoices';
    expect(meets(makeSubject({ rights: ['create_orders'] }), requirementOf(id))).toBe(true);
    expect(meets(makeSubject({ rights: ['modify_orders'] }), requirementOf(id))).toBe(false);
    expect(meets(makeSubject({ product: 'starter' }), requirementOf(id))).toBe(false);
  });

  it('spec 3 §6: scheduled invoices and recurring payments are closed to impersonated users', () => {
    for (const id of ['invoices.schedules', 'payments.recurring']) {
      expect(meets(makeSubject(), requirementOf(id))).toBe(true);
      expect(meets(makeSubject({ impersonated: true }), requirementOf(id))).toBe(false);
    }
  });

  it('spec 2 §2.4: home needs claim home-page unless on free trial', () => {
    expect(meets(makeSubject({ product: 'free_trial', features: [] }), requirementOf('home'))).toBe(true);
    expect(meets(makeSubject({ features: ['home_page'] }), requirementOf('home'))).toBe(true);
    expect(meets(makeSubject({ features: [] }), requirementOf('home'))).toBe(false);
  });
});
