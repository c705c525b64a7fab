import type { AccessRight } from '@paybook/contracts';
import { describe, expect, it } from 'vitest';
import {
  RECURRING_PAYMENT_ACTIONS,
  RECURRING_PAYMENT_STATUSES,
  type RecurringPaymentAction,
  type RecurringPaymentStatus,
  recurringPaymentRefusal,
  recurringPaymentStatusOf,
  SCHEDULED_INVOICE_ACTIONS,
  SCHEDULED_INVOICE_STATUSES,
  type ScheduledInvoiceAction,
  type ScheduledInvoiceStatus,
  scheduledInvoiceRefusal,
  scheduleStatusColor,
  shownNextSendDate,
} from './schedule-rules.ts';

// spec 3 §4.6, §6: every status × right × impersonation, written as the spec's sentences read.
const RIGHTS: readonly (readonly AccessRight[])[] = [
  ['modify_orders'],
  ['create_orders', 'view_reports'],
  [],
];
const IMPERSONATIONS = [false, true] as const;

function invoiceAllowed(
  action: ScheduledInvoiceAction,
  status: ScheduledInvoiceStatus,
  rights: readonly AccessRight[],
) {
  switch (action) {
    case 'edit':
    case 'copy':
    case 'print':
      return true;
    case 'suspend':
      return status === 'active' && rights.includes('modify_orders');
    case 'activate':
      return status !== 'active' && rights.includes('modify_orders');
    case 'view_invoices':
      return status === 'active';
  }
}

function paymentAllowed(
  action: RecurringPaymentAction,
  status: RecurringPaymentStatus,
  rights: readonly AccessRight[],
) {
  if (!rights.includes('modify_orders')) return false;
  switch (action) {
    case 'edit':
      return true;
    case 'suspend':
      return status === 'active';
    case 'activate':
      return status !== 'active';
  }
}

const subject = (rights: readonly AccessRight[], impersonated: boolean) => ({
  rights: new Set(rights),
  impersonated,
});

describe('scheduledInvoiceRefusal (spec 3 §4.6)', () => {
  const cases = SCHEDULED_INVOICE_ACTIONS.flatMap((action) =>
    SCHEDULED_INVOICE_STATUSES.flatMap((status) =>
      RIGHTS.flatMap((rights) =>
        IMPERSONATIONS.map((impersonated) => ({ action, status, rights, impersonated })),
      ),
    ),
  );
  it.each(cases)('$action on $status with $rights, impersonated $impersonated', (c) => {
    const refusal = scheduledInvoiceRefusal(c.action, c.status, subject(c.rights, c.impersonated));
    const allowed = !c.impersonated && invoiceAllowed(c.action, c.status, c.rights);
    expect(refusal === null).toBe(allowed);
    if (c.impersonated) expect(refusal?.reason).toBe('impersonated');
  });
});

describe('recurringPaymentRefusal (spec 3 §4.6)', () => {
  const cases = RECURRING_PAYMENT_ACTIONS.flatMap((action) =>
    RECURRING_PAYMENT_STATUSES.flatMap((status) =>
      RIGHTS.flatMap((rights) =>
        IMPERSONATIONS.map((impersonated) => ({ action, status, rights, impersonated })),
      ),
    ),
  );
  it.each(cases)('$action on $status with $rights, impersonated $impersonated', (c) => {
    const refusal = recurringPaymentRefusal(c.action, c.status, subject(c.rights, c.impersonated));
    const allowed = !c.impersonated && paymentAllowed(c.action, c.status, c.rights);
    expect(refusal === null).toBe(allowed);
    if (c.impersonated) expect(refusal?.reason).toBe('impersonated');
  });

  it('says a paused payment is paused', () => {
    expect(
      recurringPaymentRefusal('suspend', 'pause_until', subject(['modify_orders'], false))?.message,
    ).toBe('This recurring payment is paused.');
  });
});

describe('status colours and dates (spec 3 §4.6)', () => {
  it.each([
    ['active', 'teal'],
    ['suspended', 'red'],
    ['pause_until', 'orange'],
    ['draft', 'gray'],
  ] as const)('%s is %s', (status, color) => {
    expect(scheduleStatusColor(status)).toBe(color);
  });

  it.each([
    ['draft', '2026-12-01', null],
    ['active', '2026-12-01', '2026-12-01'],
    ['suspended', '2026-12-01', '2026-12-01'],
  ] as const)('a %s schedule shows next send date %s as %s', (status, date, shown) => {
    expect(shownNextSendDate(status, date)).toBe(shown);
  });

  it.each([
    ['active', null, 'active'],
    ['active', '2027-01-01', 'active'],
    ['suspended', null, 'suspended'],
    ['suspended', '2027-01-01', 'pause_until'],
    ['expired', null, 'suspended'],
  ] as const)('stored %s with resume %s reads %s', (stored, resumeAt, status) => {
    expect(recurringPaymentStatusOf(stored, resumeAt)).toBe(status);
  });
});
