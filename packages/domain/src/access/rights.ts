// spec 1 §6 right table, with the additions of spec 2 §6 and spec 3 §6: what each access right allows.
import type { AccessRight } from '@paybook/contracts';
import type { AccessSubject } from './subject.ts';

/** Named abilities; an ability is allowed by any right that lists it. */
export const RIGHT_ALLOWS = {
  manage_configuration: [
    // spec 1 §6
    'stores.delete',
    'stores.duplicate',
    'stores.edit',
    'stores.buy',
    'notifications.edit-templates',
    'pos.add-items',
    'integrations.edit-configuration',
    'services.toggle-status',
    // spec 2 §6
    'stores.toggle-status',
    'stores.enable-ach-prompt',
    'catalogue.edit-items',
    'catalogue.bulk-actions',
    // spec 3 §6
    'integrations.authorize',
    'integrations.field-mapping',
    'integrations.link-customers',
    'integrations.disconnect',
    'settings.notifications',
    'settings.taxes-fees',
    'settings.terms',
    'settings.design',
    'settings.billing',
    'settings.business',
  ],
  create_orders: [
    // spec 1 §6
    'appointments.checkout',
    'orders.collect-payment',
    'orders.create',
    'invoices.send',
    'payments.view',
    'pos.use',
    'payments-builder.invoices',
    // spec 2 §6 (with manage_customers), spec 3 §6
    'customers.add',
    'invoices.edit',
    'invoices.duplicate',
  ],
  manage_appointments: [
    // spec 1 §6, §2.5: the whole calendar (without it a provider sees only their own)
    'appointments.all-providers',
    'customers.schedule-appointment',
    // spec 3 §6
    'staff.calendar-link',
  ],
  manage_customers: [
    // spec 1 §6
    'customers.delete',
    'customers.edit',
    'customers.payment-methods',
    'customers.timeline-comments',
    'customers.accounts',
    // spec 2 §6
    'customers.add',
    'customers.export-import',
    'customers.merge',
    'home.modules',
  ],
  modify_orders: [
    // spec 1 §6
    'transactions.refund',
    'recurring-payments.manage',
    'payments.view',
    // spec 3 §6
    'orders.approve',
    'orders.cancel',
    'invoices.edit',
    'invoices.cancel',
    'subscriptions.manage',
    'scheduled-invoices.suspend',
    'recurring-payments.suspend',
    // spec 2 §6
    'home.modules',
  ],
  view_reports: [
    // spec 1 §6
    'billing-schedules.view',
    'reports.items',
    'reports.orders',
    'reports.transactions',
    'dashboard.view',
    'reports.all',
    // spec 3 §6
    'reports.export',
    'reports.subscribe',
    // spec 2 §6
    'home.modules',
  ],
  manage_users: [
    // spec 1 §6, spec 3 §6
    'roles.edit',
    'staff.edit',
  ],
  // Marks the user as a bookable service provider; it allows no action by itself.
  neon_service_provider: [],
} as const satisfies Record<AccessRight, readonly string[]>;

export type Ability = (typeof RIGHT_ALLOWS)[AccessRight][number];

/** The rights that allow an ability. */
export function rightsAllowing(ability: Ability): AccessRight[] {
  return (Object.entries(RIGHT_ALLOWS) as [AccessRight, readonly string[]][])
    .filter(([, abilities]) => abilities.includes(ability))
    .map(([right]) => right);
}

/** Whether the subject holds a right that allows the ability (claims and features are checked separately). */
export function canPerform(subject: Pick<AccessSubject, 'rights'>, ability: Ability): boolean {
  return rightsAllowing(ability).some((right) => subject.rights.has(right));
}
