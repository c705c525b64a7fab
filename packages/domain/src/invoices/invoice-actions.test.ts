import type { AccessRight } from '@paybook/contracts';
import { describe, expect, it } from 'vitest';
import { makeSubject } from '../testing/subjects.ts';
import {
  type InvoiceAction,
  type InvoicePrimaryAction,
  invoiceActionNames,
  invoiceActionRefusal,
  primaryInvoiceAction,
} from './invoice-actions.ts';
import { type InvoiceStatus, invoiceStatuses } from './invoice-status.ts';

// spec 3 §4.3 × §6 (decision 121): every status × right held (create_orders, modify_orders, both, none) ×
// impersonation, for every action and the primary action.

type Rights = 'both' | 'create_orders' | 'modify_orders' | 'none';
const RIGHTS: Record<Rights, AccessRight[]> = {
  both: ['create_orders', 'modify_orders'],
  create_orders: ['create_orders'],
  modify_orders: ['modify_orders'],
  none: [],
};

/** Statuses each action allows (the table of invoice-actions.ts, restated as the spec reads). */
const ALLOWED_STATUSES: Record<InvoiceAction, InvoiceStatus[]> = {
  collect_payment: ['unpaid', 'partially_paid', 'past_due'],
  edit: ['draft', 'scheduled', 'unpaid', 'partially_paid', 'past_due'],
  cancel: ['draft', 'scheduled', 'unpaid', 'past_due'],
  resend: ['unpaid', 'partially_paid', 'past_due', 'pending', 'requires_action', 'paid', 'cancelled'],
  duplicate: [...invoiceStatuses],
};

/** Whether the rights (and impersonation) allow the action, whatever the status. */
function rightAllows(action: InvoiceAction, rights: Rights, impersonated: boolean): boolean {
  const create = rights === 'both' || rights === 'create_orders';
  const modify = rights === 'both' || rights === 'modify_orders';
  switch (action) {
    case 'collect_payment':
      return create;
    case 'edit':
      return (create || modify) && !impersonated;
    case 'cancel':
      return modify;
    case 'resend':
      return create || modify;
    case 'duplicate':
      return create && !impersonated;
  }
}

function expectedPrimary(
  status: InvoiceStatus,
  rights: Rights,
  impersonated: boolean,
): InvoicePrimaryAction | null {
  const modify = rights === 'both' || rights === 'modify_orders';
  switch (status) {
    case 'cancelled':
    case 'paid':
      return rightAllows('resend', rights, impersonated) ? 'resend' : null;
    case 'partially_paid':
    case 'unpaid':
    case 'past_due':
      return rightAllows('collect_payment', rights, impersonated) ? 'collect_payment' : null;
    case 'pending':
      return modify ? 'approve' : null;
    case 'scheduled':
    case 'draft':
      return rightAllows('edit', rights, impersonated) ? 'edit' : null;
    case 'requires_action':
      return null;
  }
}

const rows = invoiceStatuses.flatMap((status) =>
  (Object.keys(RIGHTS) as Rights[]).flatMap((rights) =>
    [false, true].map((impersonated) => ({ status, rights, impersonated })),
  ),
);

describe('invoice actions (spec 3 §4.3, §6)', () => {
  it.each(rows)('$status with $rights, impersonated $impersonated', ({ status, rights, impersonated }) => {
    const subject = makeSubject({ rights: RIGHTS[rights], impersonated });
    const invoice = { status, has_recipients: true };
    for (const action of invoiceActionNames) {
      const allowed = rightAllows(action, rights, impersonated) && ALLOWED_STATUSES[action].includes(status);
      const refusal = invoiceActionRefusal(action, invoice, subject);
      expect({ action, allowed: refusal === null }).toEqual({ action, allowed });
      if (refusal) expect(refusal.message).toMatch(/invoice/);
    }
    expect(primaryInvoiceAction(invoice, subject)).toBe(expectedPrimary(status, rights, impersonated));
  });

  it('resend needs recipient e-mails (spec 3 §5)', () => {
    const subject = makeSubject({ rights: RIGHTS.both });
    expect(invoiceActionRefusal('resend', { status: 'unpaid', has_recipients: false }, subject)).toEqual({
      kind: 'recipients',
      message: 'Add at least one e-mail address to send the invoice to.',
    });
  });

  it('names impersonation when only it refuses', () => {
    const subject = makeSubject({ rights: RIGHTS.both, impersonated: true });
    expect(invoiceActionRefusal('edit', { status: 'unpaid', has_recipients: true }, subject)?.message).toBe(
      'Support staff signed in as a user cannot edit invoices.',
    );
  });

  it('a paid invoice is cancelled with a refund on the order page', () => {
    const subject = makeSubject({ rights: RIGHTS.both });
    expect(invoiceActionRefusal('cancel', { status: 'paid', has_recipients: true }, subject)?.message).toBe(
      'You cannot cancel this invoice: it is paid. Refund or void its payments on the order page first.',
    );
  });
});
