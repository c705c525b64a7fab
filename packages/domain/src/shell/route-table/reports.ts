// spec 3 §2.2: reports (need one of the features reports_beta or xenon_reporting); ruling 2 for classic reports.
import { allOf, anyFeature, needFeature, needRight } from '../../access/requirement.ts';
import { READ_ORDER_REQUIREMENT } from '../../receipts/receipt-access.ts';
import { READ_SUBSCRIPTION_REQUIREMENT } from '../../subscriptions/subscription-actions.ts';
import { type AppRoute, defineRoute, type RouteGuard } from '../route-types.ts';

const REPORTS = anyFeature('reports_beta', 'xenon_reporting');
const VIEW_REPORTS = allOf(REPORTS, needRight('view_reports'));
const SUBSCRIPTIONS = allOf(REPORTS, anyFeature('online_store', 's_p_o_s'));
const XENON_PATH = '/reports/xenon-transactions';
/**
 * spec 1 §2.1, spec 3 §2.2: the orders report goes to xenon-transactions with xenon_reporting but
 * not reports_beta. Decided: every beta report does the same (the area requirement already
 * holds, so without reports_beta the merchant has xenon_reporting).
 */
const BETA: RouteGuard = { requirement: needFeature('reports_beta'), otherwise: XENON_PATH };
const ORDERS_PATH = '/reports/view/orders';

export const REPORT_ROUTES: readonly AppRoute[] = [
  defineRoute('reports', '/reports', 'Reports', { requirement: REPORTS, redirectTo: ORDERS_PATH }),
  defineRoute('reports.view', '/reports/view', 'Reports', { requirement: REPORTS, redirectTo: ORDERS_PATH }),
  // Query ci, cn, os, ref, s, ca, pu, c. A customer filter is ci={customerId}:C{customerId}.
  defineRoute('reports.view.orders', ORDERS_PATH, 'Orders', { requirement: REPORTS, guards: [BETA] }),
  defineRoute('reports.view.items', '/reports/view/items', 'Items', {
    requirement: VIEW_REPORTS,
    guards: [BETA],
  }),
  defineRoute('reports.view.transactions', '/reports/view/transactions', 'Transactions', {
    requirement: REPORTS,
    guards: [BETA],
  }),
  // spec 1 §2.4: the invoices report needs view_reports.
  defineRoute('reports.view.invoices', '/reports/view/invoices', 'Invoices', {
    requirement: VIEW_REPORTS,
    guards: [BETA],
  }),
  defineRoute('reports.view.grouped-customer', '/reports/view/grouped-customer', 'Sales by Customer', {
    requirement: VIEW_REPORTS,
    guards: [BETA],
  }),
  defineRoute('reports.view.grouped-offering', '/reports/view/grouped-offering', 'Sales by Item', {
    requirement: VIEW_REPORTS,
    guards: [BETA],
  }),
  defineRoute('reports.view.subscriptions', '/reports/view/subscriptions', 'Subscriptions', {
    requirement: SUBSCRIPTIONS,
    guards: [BETA],
  }),
  defineRoute('reports.view.xenon-transactions', XENON_PATH, 'Card Transactions', {
    requirement: needFeature('xenon_reporting'),
  }),
  // Ruling 2: classic reports (Reports/Index) get a real screen; spec 1 §6 view_reports covers reports.*.
  defineRoute('reports.classic', '/reports/classic', 'Classic Reports', {
    requirement: needRight('view_reports'),
  }),
  // Issue 15: the order page also needs what reading an order needs (GET order/{id}).
  defineRoute('reports.details.order', '/reports/details/order/:orderId', 'Order', {
    requirement: allOf(REPORTS, READ_ORDER_REQUIREMENT),
  }),
  defineRoute(
    'reports.details.order-collect-payment',
    '/reports/details/order/:orderId/:collectpayment/:fromAccountId',
    'Collect Payment',
    { requirement: allOf(REPORTS, needRight('create_orders')) },
  ),
  defineRoute(
    'reports.details.transaction',
    '/reports/details/transaction/:orderId/:transactionId',
    'Transaction',
    // Issue 25: the page reads the transaction (GET transaction/{id}), as the order page reads the order.
    { requirement: allOf(REPORTS, READ_ORDER_REQUIREMENT) },
  ),
  defineRoute(
    'reports.details.xenon-transaction',
    '/reports/details/xenon-transaction/:transactionId',
    'Transaction',
    { requirement: allOf(needFeature('xenon_reporting'), READ_ORDER_REQUIREMENT) },
  ),
  defineRoute(
    'reports.details.subscription',
    '/reports/details/subscription/:subscriptionId',
    'Subscription',
    // Issue 25: the page reads the schedule (GET subscription/{id}).
    { requirement: allOf(SUBSCRIPTIONS, READ_SUBSCRIPTION_REQUIREMENT) },
  ),
  // Issue 25: the page reads the invoice's order (GET invoice/{orderId}).
  defineRoute('reports.details.invoice', '/reports/details/invoice/:orderId', 'Invoice', {
    requirement: allOf(REPORTS, READ_ORDER_REQUIREMENT),
  }),
];
