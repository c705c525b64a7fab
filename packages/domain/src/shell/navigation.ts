// spec 1 §2.4: the left navigation. Each entry needs its menu claim (spec 1 §6 MENU_CLAIMS) and
// may also be limited by product or access right.
import { MENU_CLAIMS } from '../access/claims.ts';
import { PRODUCT_IDS } from '../access/product-tiers.ts';
import {
  allOf,
  anyFeature,
  anyRight,
  meets,
  needClaim,
  needFeature,
  needProduct,
  needRight,
  not,
  type Requirement,
} from '../access/requirement.ts';
import type { AccessSubject } from '../access/subject.ts';
import { UPGRADE_REQUIREMENT } from '../onboarding/upgrade.ts';
import { READ_ORDER_REQUIREMENT } from '../receipts/receipt-access.ts';
import { guardRoute } from './redirects.ts';
import type { RouteParams } from './route-types.ts';
import { buildPath, findRoute } from './routes.ts';

export interface NavEntry {
  readonly id: string;
  /** i18n key, always `nav.<id>`. */
  readonly labelKey: string;
  /** English label, for the default locale and tests. */
  readonly label: string;
  readonly routeId?: string;
  /** Key of an external address supplied by configuration; such a link opens in a new tab. */
  readonly externalUrlKey?: string;
  /** Query appended to the route's path. */
  readonly query?: string;
  /** The addresses the entry stands for, when more than its own (see activeNavId). */
  readonly matchPrefix?: string;
  readonly requirement?: Requirement;
  readonly children?: readonly NavEntry[];
}

export interface VisibleNavEntry {
  id: string;
  labelKey: string;
  label: string;
  href: string;
  /** External links open in a new tab. */
  external: boolean;
  routeId?: string;
  matchPrefix?: string;
  children: VisibleNavEntry[];
}

type EntryOptions = Pick<
  NavEntry,
  'routeId' | 'externalUrlKey' | 'query' | 'matchPrefix' | 'requirement' | 'children'
>;

function entry(id: string, label: string, options: EntryOptions): NavEntry {
  return { id, labelKey: `nav.${id}`, label, ...options };
}

/**
 * spec 2 §2.1: 'All Customers' is the built-in default saved report number 1, and the list puts the
 * default report's id in the address; the customers link carries it from the start.
 */
export const CUSTOMER_LIST_SUFFIX = '?reportId=1';

/** spec 1 §2.4: "Reports is hidden when product_id is 2" (the appointments product, PRODUCT_IDS). */
const REPORTS_HIDDEN_PRODUCT_ID = PRODUCT_IDS.appointments;

const REPORT_CHILDREN: readonly NavEntry[] = [
  // The beta reports need reports_beta (without it the orders report goes to xenon-transactions).
  entry('reports.orders', 'Orders', {
    routeId: 'reports.view.orders',
    requirement: needFeature('reports_beta'),
  }),
  entry('reports.invoices', 'Invoices', {
    routeId: 'reports.view.invoices',
    requirement: allOf(needFeature('reports_beta'), needRight('view_reports')),
  }),
  entry('reports.transactions', 'Transactions', {
    routeId: 'reports.view.transactions',
    requirement: needFeature('reports_beta'),
  }),
  entry('reports.items', 'Items', {
    routeId: 'reports.view.items',
    requirement: allOf(needFeature('reports_beta'), needRight('view_reports')),
  }),
  entry('reports.grouped-customer', 'Sales by Customer', {
    routeId: 'reports.view.grouped-customer',
    requirement: allOf(needFeature('reports_beta'), needRight('view_reports')),
  }),
  entry('reports.grouped-offering', 'Sales by Item', {
    routeId: 'reports.view.grouped-offering',
    requirement: allOf(needFeature('reports_beta'), needRight('view_reports')),
  }),
  entry('reports.subscriptions', 'Subscriptions', {
    routeId: 'reports.view.subscriptions',
    requirement: allOf(needFeature('reports_beta'), anyFeature('online_store', 's_p_o_s')),
  }),
  entry('reports.xenon-transactions', 'Card Transactions', {
    routeId: 'reports.view.xenon-transactions',
    requirement: allOf(needClaim('xenon-reporting.view'), needFeature('xenon_reporting')),
  }),
  entry('reports.classic', 'Classic Reports', {
    routeId: 'reports.classic',
    requirement: needRight('view_reports'),
  }),
];

export const NAV_ENTRIES: readonly NavEntry[] = [
  entry('home', 'Home', {
    routeId: 'home',
    requirement: allOf(needClaim(MENU_CLAIMS.home), needProduct('full_product', 'starter', 'free_trial')),
  }),
  entry('dashboard', 'Dashboard', {
    routeId: 'dashboard',
    requirement: allOf(needClaim(MENU_CLAIMS.dashboard), needRight('view_reports')),
  }),
  entry('pos', 'Point of Sale', {
    routeId: 'pos',
    requirement: allOf(needClaim(MENU_CLAIMS.pos), needRight('create_orders')),
  }),
  entry('payments', 'Payments', {
    routeId: 'payments',
    requirement: allOf(needClaim(MENU_CLAIMS.payments), anyRight('create_orders', 'modify_orders')),
  }),
  entry('payments-builder-invoices', 'Create Invoice', {
    routeId: 'payments-builder.invoices',
    requirement: allOf(needClaim(MENU_CLAIMS.paymentsBuilderInvoices), needRight('create_orders')),
  }),
  entry('ecommerce', 'eCommerce', {
    routeId: 'ecommerce.create',
    requirement: needClaim(MENU_CLAIMS.ecommerce),
  }),
  // Classic Invoices/List for paid tiers, the new invoices page for free trial: one screen (ruling 2). It
  // lists orders, so it needs what reading one needs (GET invoices; issue 25).
  entry('invoices', 'Invoices', {
    routeId: 'invoices',
    requirement: allOf(needClaim(MENU_CLAIMS.invoices), READ_ORDER_REQUIREMENT),
  }),
  // Shown even when appointments are enabled but not activated: the calendar route sends to setup.
  entry('appointments', 'Appointments', {
    routeId: 'appointments',
    requirement: needClaim(MENU_CLAIMS.appointments),
  }),
  entry('customers', 'Customers', {
    routeId: 'customer.list',
    query: CUSTOMER_LIST_SUFFIX,
    // The list, a profile, the merge: every /customer/… page is the customers area.
    matchPrefix: '/customer',
    requirement: needClaim(MENU_CLAIMS.customers),
  }),
  // Only while the merchant has no payments, and (issue 16 point 10) only for those who may take the
  // upgrade it offers: the owner or an administrator (UPGRADE_REQUIREMENT, as POST merchant/upgrade).
  entry('getpayments', 'Get Payments', {
    routeId: 'getpayments',
    requirement: allOf(needClaim(MENU_CLAIMS.getPayments), not({ flag: 'hasPayments' }), UPGRADE_REQUIREMENT),
  }),
  entry('products-and-services', 'Products and Services', {
    routeId: 'products-services.view',
    requirement: needClaim(MENU_CLAIMS.productsAndServices),
  }),
  entry('integrations', 'Integrations', {
    routeId: 'appcenter.list',
    requirement: needClaim(MENU_CLAIMS.integrations),
  }),
  // Links to its first visible sub-link: the orders report (#/reports/view/orders), or for a
  // merchant with xenon_reporting but not reports_beta, the xenon transactions report.
  entry('reports', 'Reports', {
    requirement: allOf(needClaim(MENU_CLAIMS.reports), not({ productId: [REPORTS_HIDDEN_PRODUCT_ID] })),
    children: REPORT_CHILDREN,
  }),
  // The classic reports tab, shown when reports_beta or xenon_reporting is on (its menu claim).
  entry('reports-classic', 'Classic Reports', {
    routeId: 'reports.classic',
    requirement: allOf(needClaim(MENU_CLAIMS.reportsClassic), anyFeature('reports_beta', 'xenon_reporting')),
  }),
  entry('refer-a-business', 'Refer a Business', {
    externalUrlKey: 'refer_a_business',
    requirement: needClaim(MENU_CLAIMS.referABusiness),
  }),
];

/**
 * spec 1 §2.4: the entries the subject sees. An entry shows when its requirement is met and it
 * links somewhere: to its own screen when that screen is built and the route's requirement is met,
 * else to its first visible child. External entries need their address in `externalUrls`.
 */
export function visibleNavigation(
  subject: AccessSubject,
  isBuilt: (routeId: string) => boolean,
  externalUrls: Readonly<Record<string, string>> = {},
): VisibleNavEntry[] {
  const visit = (item: NavEntry): VisibleNavEntry[] => {
    if (!meets(subject, item.requirement)) return [];
    const base = { id: item.id, labelKey: item.labelKey, label: item.label };
    if (item.externalUrlKey !== undefined) {
      const url = externalUrls[item.externalUrlKey];
      return url ? [{ ...base, href: url, external: true, children: [] }] : [];
    }
    const children = (item.children ?? []).flatMap(visit);
    const own = item.routeId === undefined ? undefined : findRoute(item.routeId);
    const ownHref =
      own && isBuilt(own.id) && meets(subject, own.requirement)
        ? buildPath(own.id) + (item.query ?? '')
        : undefined;
    const href = ownHref ?? children[0]?.href;
    if (href === undefined) return [];
    return [
      {
        ...base,
        href,
        external: false,
        ...(own ? { routeId: own.id } : {}),
        ...(item.matchPrefix ? { matchPrefix: item.matchPrefix } : {}),
        children,
      },
    ];
  };
  return NAV_ENTRIES.flatMap(visit);
}

/** An entry of the user menu: the settings screens of the signed-in user (spec 1 §2.4 leaves them out). */
export interface UserMenuEntry {
  readonly id: string;
  /** i18n key, always `userMenu.<id>`. */
  readonly labelKey: string;
  readonly label: string;
  readonly routeId: string;
  readonly params?: RouteParams;
  /** The addresses the entry stands for, when more than its own (see activeNavId). */
  readonly matchPrefix?: string;
}

export interface VisibleUserMenuEntry {
  id: string;
  labelKey: string;
  label: string;
  href: string;
  matchPrefix?: string;
}

function menuEntry(
  id: string,
  label: string,
  routeId: string,
  options: { params?: RouteParams; matchPrefix?: string } = {},
): UserMenuEntry {
  return { id, labelKey: `userMenu.${id}`, label, routeId, ...options };
}

/**
 * Decided: the settings entries live in the user menu (issue 3 point 8): the own profile, staff, roles,
 * the appointments settings (the services list, page 1, where /appointments/settings leads, spec 1
 * §2.3), taxes, fees and discounts (spec 3 §2.5) and MFA. Each shows under its route's rules.
 */
export const USER_MENU_ENTRIES: readonly UserMenuEntry[] = [
  // spec 3 §2.5 settings.edit (issue 16 point 8): the business's details, where /settings leads.
  menuEntry('business-settings', 'Business settings', 'settings.business'),
  menuEntry('profile', 'Profile', 'settings.profile'),
  menuEntry('staff', 'Staff', 'settings.staff'),
  // spec 3 §2.5 /settings/roles: needs manage_users.
  menuEntry('roles', 'Roles and permissions', 'settings.roles'),
  // Every /appointments/settings/… tab (services, booking page, tools, schedule) is this entry's.
  menuEntry('appointment-settings', 'Appointment settings', 'appointments.settings.services.view', {
    params: { page: '1' },
    matchPrefix: '/appointments/settings',
  }),
  menuEntry('taxes-fees-discounts', 'Taxes, fees and discounts', 'settings.taxes-fees-discounts'),
  // spec 3 §2.5 terms (manage_configuration and a selling feature), design and billing (issue 26 points 3, 4).
  menuEntry('terms-and-conditions', 'Terms and conditions', 'settings.terms-and-conditions'),
  menuEntry('design-settings', 'Design settings', 'settings.design-settings'),
  menuEntry('billing', 'Billing', 'settings.billing'),
  menuEntry('security', 'Multi-factor authentication', 'settings.multi-factor-authentication'),
];

/** The user-menu entries whose screen is built and which the subject may open without a redirect. */
export function visibleUserMenu(
  subject: AccessSubject,
  isBuilt: (routeId: string) => boolean,
): VisibleUserMenuEntry[] {
  return USER_MENU_ENTRIES.flatMap((item) => {
    if (!isBuilt(item.routeId)) return [];
    const href = buildPath(item.routeId, item.params);
    if (!('allowed' in guardRoute(subject, item.routeId, item.params))) return [];
    const match = item.matchPrefix ? { matchPrefix: item.matchPrefix } : {};
    return [{ id: item.id, labelKey: item.labelKey, label: item.label, href, ...match }];
  });
}
