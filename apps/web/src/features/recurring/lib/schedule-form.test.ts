import { type PosItem, type ScheduledInvoice, scheduledInvoiceBody } from '@paybook/contracts';
import { describe, expect, it } from 'vitest';
import { simpleRecurrence } from './recurring-format';
import { emptyScheduleForm, formOfSchedule, scheduleBodyOf } from './schedule-form';

// spec 3 §2.4 EditSchedule / CopySchedule (decision 153): the form of a stored scheduled invoice, and the body
// it saves, which the contract's scheduledInvoiceBody accepts.

const TODAY = '2026-11-20';

const schedule = (patch: Partial<ScheduledInvoice> = {}): ScheduledInvoice => ({
  id: 4,
  schedule_number: 1004,
  schedule_status: 'active',
  next_send_date: '2026-12-01',
  first_send_date: '2026-11-01',
  customer: { id: 9, first_name: 'Ada', last_name: 'Lane', email: 'ada@example.com' },
  customer_name: 'Ada Lane',
  recurrence: simpleRecurrence('weekly', 2, 6),
  recurrence_text: 'Every 2 weeks, 6 times',
  number_of_invoices: 6,
  invoices_sent: 1,
  invoices_remaining: 5,
  amount_subtotal: '40.00',
  amount_discount: '0.00',
  amount_fee: '0.00',
  amount_tax: '1.65',
  amount_total: '41.65',
  template: {
    lines: [
      { kind: 'item', offering_id: 7, quantity: '2', price: null },
      { kind: 'custom', name: 'Travel', quantity: '1', price: '20.00', is_taxable: false },
    ],
    discount_code: '',
    order_fees: [],
    terms: 'custom',
    days_until_due: 15,
    notes: 'Thanks',
    terms_of_sale: '',
    additional_to_emails: ['books@example.com'],
    allow_partial_payment: true,
  },
  priced_lines: [
    { name: 'Shampoo', quantity: '2', unit_price: '10.00', amount: '20.00' },
    { name: 'Travel', quantity: '1', unit_price: '20.00', amount: '20.00' },
  ],
  created_at: '2026-10-30T10:00:00.000Z',
  ...patch,
});

const shampoo = {
  id: 7,
  name: 'Shampoo',
  price: '10.00',
  is_taxable: true,
  is_price_manual_entry: false,
  price_structure: 'fixed',
  unit_name: null,
} as const satisfies Partial<PosItem>;

describe('formOfSchedule', () => {
  it('reopens the template with names from the priced lines and taxes from the catalogue', () => {
    const form = formOfSchedule(schedule(), [shampoo as unknown as PosItem], TODAY, false);
    expect(form.lines).toMatchObject([
      { kind: 'item', offering_id: 7, name: 'Shampoo', price: '10.00', is_taxable: true },
      { kind: 'custom', name: 'Travel', price: '20.00', is_taxable: false },
    ]);
    expect(form).toMatchObject({
      terms: 'custom',
      days_until_due: 15,
      additional_to_emails: 'books@example.com',
      allow_partial_payment: true,
      frequency: 'weekly',
      interval: 2,
      occurrences: 6,
      // An edit starts again from the next send date.
      startAt: '2026-12-01',
    });
  });

  it('asks a copy for a new first date when the original one has passed, and keeps a later one', () => {
    expect(formOfSchedule(schedule(), [], TODAY, true).startAt).toBeNull();
    expect(formOfSchedule(schedule({ first_send_date: '2026-12-24' }), [], TODAY, true).startAt).toBe(
      '2026-12-24',
    );
  });

  it('reads a draft (no next send date) from its first send date, and no end as an empty count', () => {
    const draft = schedule({
      schedule_status: 'draft',
      next_send_date: null,
      first_send_date: '2027-01-05',
      recurrence: simpleRecurrence('monthly', 1, null),
    });
    expect(formOfSchedule(draft, [], TODAY, false)).toMatchObject({
      startAt: '2027-01-05',
      occurrences: null,
    });
  });
});

describe('scheduleBodyOf', () => {
  it('sends what the contract accepts, as a draft or to send', () => {
    const form = formOfSchedule(schedule(), [shampoo as unknown as PosItem], TODAY, false);
    const body = scheduleBodyOf(form, 9, true);
    expect(body).toMatchObject({
      customer_id: 9,
      lines: [
        { kind: 'item', offering_id: 7, quantity: '2', price: null },
        { kind: 'custom', name: 'Travel', price: '20.00' },
      ],
      days_until_due: 15,
      first_send_date: '2026-12-01',
      draft: true,
    });
    expect(scheduleBodyOf(form, 9, false).draft).toBe(false);
    expect(scheduledInvoiceBody.safeParse(body).success).toBe(true);
  });

  it('drops the due days unless the terms are custom, and leaves a missing first date for the contract', () => {
    const form = { ...emptyScheduleForm(), days_until_due: 10 };
    const body = scheduleBodyOf(form, 9, false);
    expect(body.days_until_due).toBeNull();
    const parsed = scheduledInvoiceBody.safeParse(body);
    expect(parsed.success).toBe(false);
    const paths = parsed.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toContain('first_send_date');
    expect(paths).toContain('lines');
  });
});
