import { describe, expect, it } from 'vitest';
import type { OrderPaymentStatus } from '../payments/codes.ts';
import { type InvoiceState, invoiceDueDate, invoiceStatusOf, isInvoicePastDue } from './invoice-status.ts';

describe('invoiceDueDate (terms)', () => {
  it.each([
    ['due_on_receipt', null, '2026-01-31'],
    ['net_15', null, '2026-02-15'],
    ['net_30', null, '2026-03-02'],
    ['net_60', null, '2026-04-01'],
    ['custom', '2026-02-10', '2026-02-10'],
    ['custom', null, '2026-01-31'],
  ] as const)('%s %s → %s', (terms, custom, due) => {
    expect(invoiceDueDate('2026-01-31', terms, custom)).toBe(due);
  });
});

describe('isInvoicePastDue (spec 3 §3.2, §4.2; merchants.invoice_past_due_days)', () => {
  const base = {
    state: 'sent' as InvoiceState,
    payment_status: 'unpaid' as OrderPaymentStatus,
    due_date: '2026-03-07',
    amount_due_cents: 1000,
    past_due_days: 1,
    today: '2026-03-08',
  };
  it.each([
    ['the day after the due date, 1 day', {}, true],
    ['on the due date', { today: '2026-03-07' }, false],
    ['3 days set, 2 days after', { past_due_days: 3, today: '2026-03-09' }, false],
    ['3 days set, 3 days after', { past_due_days: 3, today: '2026-03-10' }, true],
    ['nothing due', { amount_due_cents: 0 }, false],
    ['cancelled', { payment_status: 'cancelled' as const }, false],
    ['a draft', { state: 'draft' as const }, false],
    ['scheduled to be sent', { state: 'scheduled' as const }, false],
    ['partially paid', { payment_status: 'partially_paid' as const }, true],
    ['across a month end', { due_date: '2026-02-28', today: '2026-03-01' }, true],
  ])('%s', (_name, change, expected) => {
    expect(isInvoicePastDue({ ...base, ...change })).toBe(expected);
  });
});

describe('invoiceStatusOf', () => {
  it.each([
    ['draft', 'scheduled', false, 'draft'],
    ['scheduled', 'scheduled', false, 'scheduled'],
    ['sent', 'scheduled', false, 'unpaid'],
    ['sent', 'unpaid', false, 'unpaid'],
    ['sent', 'unpaid', true, 'past_due'],
    ['sent', 'partially_paid', true, 'past_due'],
    ['sent', 'paid', true, 'paid'],
    ['sent', 'pending', true, 'pending'],
    ['draft', 'cancelled', false, 'cancelled'],
    ['sent', 'cancelled', true, 'cancelled'],
  ] as const)('%s, %s, past due %s → %s', (state, payment_status, is_past_due, status) => {
    expect(invoiceStatusOf({ state, payment_status, is_past_due })).toBe(status);
  });
});
