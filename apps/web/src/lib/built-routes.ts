/**
 * Route ids (packages/domain/src/shell/route-table, plus the web-only `account` welcome page)
 * whose screens exist in this web app. Navigation shows only these, and redirects to a screen
 * that is not built yet land on the welcome page instead. Add an id when its screen lands.
 */
export const BUILT_ROUTES: ReadonlySet<string> = new Set([
  'account',
  'appointments',
  'appointments.settings',
  'appointments.settings.booking',
  'appointments.settings.booking-tools',
  'appointments.settings.schedule',
  'appointments.settings.services.edit',
  'appointments.settings.services.view',
  'appointments.setup',
  'customer.list',
  'customer.merge',
  'customer.mobile-list',
  'customer.profile',
  'customer.profile.addresses',
  'customer.profile.overview',
  'customer.profile.payment-methods',
  'customer.profile.timeline',
  'expired',
  'getpayments',
  'invoices',
  'payments-builder',
  'payments-builder.invoices',
  'payments-builder.invoices.draft',
  'payments-builder.invoices.duplicate',
  'payments-builder.invoices.edit',
  'pos',
  'pos.send-receipt',
  'pos.transaction-complete',
  'products-services',
  'products-services.add-products-services',
  'products-services.edit',
  'products-services.view',
  'reports.details.invoice',
  'reports.details.order',
  'reports.details.subscription',
  'settings',
  'settings.business',
  'settings.multi-factor-authentication',
  'settings.profile',
  'settings.staff',
  'settings.staff.edit',
  'settings.taxes-fees',
  'settings.taxes-fees-discounts',
  'settings.verify',
  'signup',
  'upgrade',
]);

export function isBuilt(routeId: string): boolean {
  return BUILT_ROUTES.has(routeId);
}
