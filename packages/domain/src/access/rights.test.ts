import type { AccessRight } from '@paybook/contracts';
import { describe, expect, it } from 'vitest';
import { type Ability, canPerform, RIGHT_ALLOWS, rightsAllowing } from './rights.ts';

const holder = (...rights: AccessRight[]) => ({ rights: new Set(rights) });

describe('the right table (spec 1 §6)', () => {
  it.each([
    [
      'manage_configuration',
      [
        'stores.delete',
        'stores.duplicate',
        'stores.edit',
        'stores.buy',
        'notifications.edit-templates',
        'pos.add-items',
        'integrations.edit-configuration',
        'services.toggle-status',
      ],
    ],
    [
      'create_orders',
      [
        'appointments.checkout',
        'orders.collect-payment',
        'orders.create',
        'invoices.send',
        'payments.view',
        'pos.use',
        'payments-builder.invoices',
      ],
    ],
    ['manage_appointments', ['appointments.all-providers', 'customers.schedule-appointment']],
    [
      'manage_customers',
      [
        'customers.delete',
        'customers.edit',
        'customers.payment-methods',
        'customers.timeline-comments',
        'customers.accounts',
      ],
    ],
    ['modify_orders', ['transactions.refund', 'recurring-payments.manage', 'payments.view']],
    [
      'view_reports',
      [
        'billing-schedules.view',
        'reports.items',
        'reports.orders',
        'reports.transactions',
        'dashboard.view',
        'reports.all',
      ],
    ],
    ['manage_users', ['roles.edit', 'staff.edit']],
  ] as [AccessRight, Ability[]][])('spec 1 §6: %s allows %j', (right, abilities) => {
    for (const ability of abilities) {
      expect(RIGHT_ALLOWS[right]).toContain(ability);
      expect(canPerform(holder(right), ability)).toBe(true);
      expect(canPerform(holder(), ability)).toBe(false);
    }
  });

  it('spec 1 §6: payments are allowed by create_orders or modify_orders, nothing else', () => {
    expect(rightsAllowing('payments.view').sort()).toEqual(['create_orders', 'modify_orders']);
    expect(canPerform(holder('view_reports', 'manage_customers'), 'payments.view')).toBe(false);
  });

  it('spec 2 §6: adding a customer needs manage_customers or create_orders', () => {
    expect(rightsAllowing('customers.add').sort()).toEqual(['create_orders', 'manage_customers']);
  });

  it('spec 2 §6: home modules need view_reports, modify_orders or manage_customers', () => {
    expect(rightsAllowing('home.modules').sort()).toEqual([
      'manage_customers',
      'modify_orders',
      'view_reports',
    ]);
  });

  it('neon_service_provider allows no action by itself', () => {
    expect(RIGHT_ALLOWS.neon_service_provider).toEqual([]);
  });
});
