import { describe, expect, it } from 'vitest';
import { makeSubject } from '../testing/subjects.ts';
import { CUSTOMER_LIST_SUFFIX, NAV_ENTRIES, type VisibleNavEntry, visibleNavigation } from './navigation.ts';
import { findRoute } from './routes.ts';

const allBuilt = () => true;
const ids = (entries: VisibleNavEntry[]) => entries.map((e) => e.id);
const find = (entries: VisibleNavEntry[], id: string) => entries.find((e) => e.id === id);

describe('left navigation (spec 1 §2.4)', () => {
  it('every entry links to a known route or an external address', () => {
    const walk = (entries: typeof NAV_ENTRIES): void => {
      for (const e of entries) {
        if (e.routeId !== undefined) expect(findRoute(e.routeId), e.id).toBeDefined();
        else if (e.externalUrlKey === undefined) expect(e.children?.length, e.id).toBeGreaterThan(0);
        else expect(e.externalUrlKey, e.id).not.toBe('');
        walk(e.children ?? []);
      }
    };
    walk(NAV_ENTRIES);
  });

  it('shows the full product everything it holds, in the spec order', () => {
    const nav = visibleNavigation(makeSubject({ resellerId: 1 }), allBuilt, {
      refer_a_business: 'https://refer.test',
    });
    expect(ids(nav)).toEqual([
      'home',
      'pos',
      'payments',
      'payments-builder-invoices',
      'ecommerce',
      'invoices',
      'appointments',
      'customers',
      'products-and-services',
      'integrations',
      'reports',
      'reports-classic',
      'refer-a-business',
    ]);
  });

  it('spec 1 §2.4: Reports is hidden when product_id is 2', () => {
    const features = ['appointments', 'reports_beta', 'xenon_reporting'];
    expect(find(visibleNavigation(makeSubject({ features }), allBuilt), 'reports')).toBeDefined();
    const appointmentsProduct = makeSubject({ product: 'appointments', features });
    expect(appointmentsProduct.productId).toBe(2);
    expect(find(visibleNavigation(appointmentsProduct, allBuilt), 'reports')).toBeUndefined();
  });

  it('spec 1 §2.4: the appointments link shows when appointments are enabled but not activated', () => {
    const nav = visibleNavigation(makeSubject({ appointmentsActivated: false }), allBuilt);
    expect(find(nav, 'appointments')?.href).toBe('/appointments');
  });

  it('the appointments link needs the appointments feature', () => {
    expect(
      find(visibleNavigation(makeSubject({ product: 'starter' }), allBuilt), 'appointments'),
    ).toBeUndefined();
  });

  it('spec 1 §2.4: the customers link gets the default customer-list suffix (saved report 1)', () => {
    expect(CUSTOMER_LIST_SUFFIX).toBe('?reportId=1');
    expect(find(visibleNavigation(makeSubject(), allBuilt), 'customers')?.href).toBe(
      '/customer/list?reportId=1',
    );
    // Merchants without customer_tab get the same link (the classic customer list, ruling 2).
    expect(find(visibleNavigation(makeSubject({ features: [] }), allBuilt), 'customers')?.href).toBe(
      '/customer/list?reportId=1',
    );
  });

  it('spec 1 §2.4: a sub-link needing an access right shows only with it', () => {
    const withRight = find(visibleNavigation(makeSubject({ rights: ['view_reports'] }), allBuilt), 'reports');
    expect(ids(withRight?.children ?? [])).toContain('reports.invoices');
    const withoutRight = find(
      visibleNavigation(makeSubject({ rights: ['create_orders'] }), allBuilt),
      'reports',
    );
    expect(ids(withoutRight?.children ?? [])).not.toContain('reports.invoices');
    expect(ids(withoutRight?.children ?? [])).toContain('reports.orders');
  });

  it('spec 1 §2.4: the reports sub-links of the full product', () => {
    const reports = find(visibleNavigation(makeSubject(), allBuilt), 'reports');
    expect(reports?.href).toBe('/reports/view/orders');
    expect(ids(reports?.children ?? [])).toEqual([
      'reports.orders',
      'reports.invoices',
      'reports.transactions',
      'reports.items',
      'reports.grouped-customer',
      'reports.grouped-offering',
      'reports.subscriptions',
      'reports.xenon-transactions',
      'reports.classic',
    ]);
    expect(find(reports?.children ?? [], 'reports.xenon-transactions')?.href).toBe(
      '/reports/xenon-transactions',
    );
  });

  it('a xenon-only merchant gets reports linking to xenon transactions', () => {
    const reports = find(
      visibleNavigation(makeSubject({ features: ['xenon_reporting'] }), allBuilt),
      'reports',
    );
    expect(reports?.href).toBe('/reports/xenon-transactions');
  });

  it('spec 1 §2.4: the classic reports tab shows when reports_beta or xenon_reporting is on', () => {
    expect(
      find(visibleNavigation(makeSubject({ features: ['reports_beta'] }), allBuilt), 'reports-classic'),
    ).toBeDefined();
    expect(
      find(visibleNavigation(makeSubject({ features: ['xenon_reporting'] }), allBuilt), 'reports-classic')
        ?.href,
    ).toBe('/reports/classic');
    expect(
      find(visibleNavigation(makeSubject({ features: ['s_p_o_s'] }), allBuilt), 'reports-classic'),
    ).toBeUndefined();
  });

  it('spec 1 §2.4: home shows only for full_product, starter or free_trial', () => {
    const features = ['home_page', 'appointments'];
    expect(
      find(visibleNavigation(makeSubject({ product: 'starter', features }), allBuilt), 'home'),
    ).toBeDefined();
    expect(
      find(visibleNavigation(makeSubject({ product: 'free_trial', features: [] }), allBuilt), 'home'),
    ).toBeDefined();
    expect(
      find(visibleNavigation(makeSubject({ product: 'appointments', features }), allBuilt), 'home'),
    ).toBeUndefined();
  });

  it('spec 1 §2.4: payments-builder invoices needs create_orders', () => {
    expect(
      find(
        visibleNavigation(makeSubject({ rights: ['create_orders'] }), allBuilt),
        'payments-builder-invoices',
      ),
    ).toBeDefined();
    expect(
      find(
        visibleNavigation(makeSubject({ rights: ['view_reports'] }), allBuilt),
        'payments-builder-invoices',
      ),
    ).toBeUndefined();
  });

  it('spec 1 §2.4: the dashboard needs dashboard_classic and view_reports', () => {
    const subject = makeSubject({ features: ['dashboard_classic'], rights: ['view_reports'] });
    expect(find(visibleNavigation(subject, allBuilt), 'dashboard')?.href).toBe('/dashboard');
  });

  it('spec 1 §2.4: invoices link to /invoices for paid tiers and free trial alike', () => {
    expect(find(visibleNavigation(makeSubject(), allBuilt), 'invoices')?.href).toBe('/invoices');
    expect(find(visibleNavigation(makeSubject({ product: 'free_trial' }), allBuilt), 'invoices')?.href).toBe(
      '/invoices',
    );
  });

  it('get payments shows to the appointments product while it has no payments', () => {
    const owner = { product: 'appointments', isOwner: true } as const;
    expect(find(visibleNavigation(makeSubject(owner), allBuilt), 'getpayments')).toBeDefined();
    expect(
      find(visibleNavigation(makeSubject({ ...owner, hasPayments: true }), allBuilt), 'getpayments'),
    ).toBeUndefined();
    expect(find(visibleNavigation(makeSubject(), allBuilt), 'getpayments')).toBeUndefined();
  });

  it('issue 16 point 10: get payments shows only to those who may upgrade (the owner or an administrator)', () => {
    const offer = (options: Parameters<typeof makeSubject>[0]) =>
      find(visibleNavigation(makeSubject({ product: 'appointments', ...options }), allBuilt), 'getpayments');
    expect(offer({ isOwner: true })).toBeDefined();
    expect(offer({ isAdmin: true })).toBeDefined();
    expect(offer({ rights: ['manage_appointments', 'manage_customers', 'view_reports'] })).toBeUndefined();
    expect(offer({})).toBeUndefined();
  });

  it('spec 1 §2.4: refer a business is external and needs its address', () => {
    const subject = makeSubject({ resellerId: 1 });
    expect(find(visibleNavigation(subject, allBuilt), 'refer-a-business')).toBeUndefined();
    const entry = find(
      visibleNavigation(subject, allBuilt, { refer_a_business: 'https://refer.test' }),
      'refer-a-business',
    );
    expect(entry).toMatchObject({ href: 'https://refer.test', external: true });
    expect(
      find(visibleNavigation(makeSubject(), allBuilt, { refer_a_business: 'x' }), 'refer-a-business'),
    ).toBeUndefined();
  });

  it('entries whose screen is not built are hidden', () => {
    const nav = visibleNavigation(
      makeSubject(),
      (routeId) => routeId === 'appointments' || routeId === 'customer.list',
    );
    expect(ids(nav)).toEqual(['appointments', 'customers']);
  });

  it('an entry whose own screen is not built links to its first built child', () => {
    const built = new Set(['reports.view.items', 'reports.view.xenon-transactions']);
    const reports = find(
      visibleNavigation(makeSubject(), (id) => built.has(id)),
      'reports',
    );
    expect(reports?.href).toBe('/reports/view/items');
    expect(ids(reports?.children ?? [])).toEqual(['reports.items', 'reports.xenon-transactions']);
  });

  it('an entry with nothing built is dropped', () => {
    const nav = visibleNavigation(makeSubject(), (id) => !id.startsWith('reports'));
    expect(find(nav, 'reports')).toBeUndefined();
    expect(find(nav, 'reports-classic')).toBeUndefined();
  });

  it('gives label keys of the form nav.<id>', () => {
    for (const e of visibleNavigation(makeSubject(), allBuilt)) expect(e.labelKey).toBe(`nav.${e.id}`);
  });
});
