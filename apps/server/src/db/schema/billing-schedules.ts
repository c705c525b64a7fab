import type { InvoiceTerms } from '@paybook/domain/invoices/invoice-status';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import type { InvoiceBuilderLines } from './invoices.ts';
import { merchants } from './merchants.ts';
import { orders } from './orders.ts';
import { paymentAccounts } from './payment-accounts.ts';
import { merchantIdColumn, tenantPolicy } from './tenancy.ts';

export const lastPaymentOptions = ['full_amount', 'prorated'] as const;
export type LastPaymentOption = (typeof lastPaymentOptions)[number];

/**
 * Decision 142: what a schedule bills; a recurring payment starts without a sale (no order). Decision 149:
 * an invoice schedule (a scheduled invoice) sends an invoice from its template on each date, no sale either.
 */
export const billingScheduleKinds = ['subscription', 'recurring_payment', 'invoice_schedule'] as const;
export type BillingScheduleKind = (typeof billingScheduleKinds)[number];

/** Decision 149: 'draft' is an invoice schedule's only (spec 3 §4.6); the engine bills active ones alone. */
/**
 * Decision 149: an invoice schedule's template: the invoice builder's lines (as entered, to reopen) and
 * fields; each invoice sent is priced from it on its date. `priced` is the template priced when it was saved
 * (the lists' amounts); `days_until_due` is the due date of terms 'custom'.
 */
export interface InvoiceScheduleTemplate extends InvoiceBuilderLines {
  terms: InvoiceTerms;
  days_until_due: number | null;
  notes: string;
  terms_of_sale: string;
  additional_to_emails: string[];
  allow_partial_payment: boolean;
  priced: {
    subtotal_cents: number;
    discount_cents: number;
    fee_cents: number;
    tax_cents: number;
    total_cents: number;
    lines: { name: string; quantity_thousandths: number; unit_price_cents: number; amount_cents: number }[];
  };
}

export const billingScheduleStatuses = ['active', 'suspended', 'expired', 'cancelled', 'draft'] as const;
export type BillingScheduleStatus = (typeof billingScheduleStatuses)[number];

/**
 * spec 3 §3.2 Subscription (billing schedule), spec 3 §4.5 statuses. Issue 15 point 6: a recurring item
 * sold at checkout creates one row, in the checkout's transaction; a later issue's billing engine bills it
 * on `next_bill_date` with the stored account. `price` is what each bill charges (priceOrder of the line
 * alone, fees and taxes included); `subscription_number` is per merchant, given by a trigger.
 */
export const billingSchedules = pgTable(
  'billing_schedules',
  {
    merchantId: merchantIdColumn(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    subscriptionNumber: bigint('subscription_number', { mode: 'number' }).notNull().default(0),
    kind: text('kind').$type<BillingScheduleKind>().notNull().default('subscription'),
    /** The sale that started it; null for a recurring payment (decision 142). */
    orderId: bigint('order_id', { mode: 'number' }),
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    paymentAccountId: bigint('payment_account_id', { mode: 'number' }),
    offeringId: bigint('offering_id', { mode: 'number' }),
    offeringName: text('offering_name').notNull(),
    status: text('status').$type<BillingScheduleStatus>().notNull().default('active'),
    /** spec 3 §3.2 Recurrence, as the catalogue item carried it at the sale. */
    recurrence: jsonb('recurrence').notNull(),
    quantityThousandths: bigint('quantity_thousandths', { mode: 'number' }).notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    feeStructureIds: bigint('fee_structure_ids', { mode: 'number' }).array().notNull().default(sql`'{}'`),
    startAt: date('start_at', { mode: 'string' }).notNull(),
    nextBillDate: date('next_bill_date', { mode: 'string' }),
    finalBillDate: date('final_bill_date', { mode: 'string' }),
    occurrences: integer('occurrences'),
    numberOfActiveExecutions: integer('number_of_active_executions').notNull().default(0),
    /** spec 3 §4.5 suspend: the day billing stops (null: at once) and the day it resumes (null: no end). */
    suspendAt: date('suspend_at', { mode: 'string' }),
    resumeAt: date('resume_at', { mode: 'string' }),
    /** spec 3 §7 subscription actions carry notes; the last action's notes are kept. */
    notes: text('notes').notNull().default(''),
    /** spec 3 §4.5 cancel: the last payment option chosen (full_amount or prorated) and when. */
    lastPaymentOption: text('last_payment_option').$type<LastPaymentOption>(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Decision 149: an invoice schedule's template (what the invoice builder takes); null for other kinds. */
    invoiceTemplate: jsonb('invoice_template').$type<InvoiceScheduleTemplate>(),
    /** Issue 25 point 7: a bill failed all its retries; cleared by the next paid bill. */
    isPastDue: boolean('is_past_due').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    uniqueIndex('billing_schedules_number_key').on(t.merchantId, t.subscriptionNumber),
    index('billing_schedules_customer_idx').on(t.merchantId, t.customerId),
    index('billing_schedules_kind_idx').on(t.merchantId, t.kind, t.createdAt),
    // Every receipt reads the schedules its order started (receipts.repository.ts findUpcomingSchedules).
    index('billing_schedules_order_idx').on(t.merchantId, t.orderId),
    check(
      'billing_schedules_kind_check',
      sql`${t.kind} in ('subscription', 'recurring_payment', 'invoice_schedule')`,
    ),
    check(
      'billing_schedules_order_check',
      sql`${t.kind} in ('recurring_payment', 'invoice_schedule') or ${t.orderId} is not null`,
    ),
    check(
      'billing_schedules_template_check',
      sql`(${t.kind} = 'invoice_schedule') = (${t.invoiceTemplate} is not null)`,
    ),
    check('billing_schedules_draft_check', sql`${t.status} <> 'draft' or ${t.kind} = 'invoice_schedule'`),
    index('billing_schedules_next_bill_idx').on(t.nextBillDate).where(sql`${t.status} = 'active'`),
    check(
      'billing_schedules_status_check',
      sql`${t.status} in ('active', 'suspended', 'expired', 'cancelled', 'draft')`,
    ),
    check('billing_schedules_price_check', sql`${t.price} >= 0 and ${t.quantityThousandths} > 0`),
    check(
      'billing_schedules_last_payment_option_check',
      sql`${t.lastPaymentOption} is null or ${t.lastPaymentOption} in ('full_amount', 'prorated')`,
    ),
    check('billing_schedules_occurrences_check', sql`${t.occurrences} is null or ${t.occurrences} >= 1`),
    foreignKey({ columns: [t.merchantId], foreignColumns: [merchants.id] }).onDelete('cascade'),
    foreignKey({
      columns: [t.merchantId, t.orderId],
      foreignColumns: [orders.merchantId, orders.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.merchantId, t.customerId],
      foreignColumns: [customers.merchantId, customers.id],
    }).onDelete('cascade'),
    // Nulls paymentAccountId alone (ON DELETE SET NULL (column), migration 0024; issue 23 point 1).
    foreignKey({
      columns: [t.merchantId, t.paymentAccountId],
      foreignColumns: [paymentAccounts.merchantId, paymentAccounts.id],
    }).onDelete('set null'),
    tenantPolicy(),
  ],
);

/** The last subscription_number given per merchant; only the numbering trigger writes it. */
export const billingScheduleNumbers = pgTable(
  'billing_schedule_numbers',
  {
    merchantId: merchantIdColumn().primaryKey(),
    lastNumber: bigint('last_number', { mode: 'number' }).notNull(),
  },
  (t) => [
    foreignKey({ columns: [t.merchantId], foreignColumns: [merchants.id] }).onDelete('cascade'),
    tenantPolicy(),
  ],
);

/** Decision 149: an 'invoice' bill is one period of an invoice schedule; its order is the invoice sent. */
export const scheduleBillKinds = ['regular', 'final', 'invoice'] as const;
export type ScheduleBillKind = (typeof scheduleBillKinds)[number];
export const scheduleBillStates = ['due', 'retrying', 'paid', 'past_due', 'skipped', 'sent'] as const;
export type ScheduleBillState = (typeof scheduleBillStates)[number];

/**
 * Issue 25 point 7: one bill of a billing schedule for one period (its bill date in the merchant's zone).
 * The unique key (schedule, bill date, kind) makes the billing engine charge a period exactly once, also
 * when a job is killed and run again: the row is written before the processor is called, and the charge's
 * idempotency key is the row's. A failed charge is retried on `next_attempt_on` (1, 3 and 5 days after the
 * bill date), then the bill is past due. A `final` bill is the last payment of a cancelled schedule
 * (spec 3 §4.5: full_amount or prorated), its `amount` fixed when the schedule was cancelled.
 */
export const scheduleBills = pgTable(
  'schedule_bills',
  {
    merchantId: merchantIdColumn(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    scheduleId: bigint('schedule_id', { mode: 'number' }).notNull(),
    billDate: date('bill_date', { mode: 'string' }).notNull(),
    kind: text('kind').$type<ScheduleBillKind>().notNull().default('regular'),
    state: text('state').$type<ScheduleBillState>().notNull().default('due'),
    /** Cents to charge; null: the schedule's price at the time of the charge. */
    amount: bigint('amount', { mode: 'number' }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptOn: date('next_attempt_on', { mode: 'string' }),
    orderId: bigint('order_id', { mode: 'number' }),
    lastError: text('last_error').notNull().default(''),
    preNotifiedAt: timestamp('pre_notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    uniqueIndex('schedule_bills_period_key').on(t.merchantId, t.scheduleId, t.billDate, t.kind),
    index('schedule_bills_retry_idx').on(t.nextAttemptOn).where(sql`${t.state} in ('due', 'retrying')`),
    check('schedule_bills_kind_check', sql`${t.kind} in ('regular', 'final', 'invoice')`),
    check(
      'schedule_bills_state_check',
      sql`${t.state} in ('due', 'retrying', 'paid', 'past_due', 'skipped', 'sent')`,
    ),
    check('schedule_bills_amount_check', sql`${t.amount} is null or ${t.amount} >= 0`),
    check('schedule_bills_attempts_check', sql`${t.attempts} >= 0`),
    foreignKey({ columns: [t.merchantId], foreignColumns: [merchants.id] }).onDelete('cascade'),
    foreignKey({
      columns: [t.merchantId, t.scheduleId],
      foreignColumns: [billingSchedules.merchantId, billingSchedules.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.merchantId, t.orderId],
      foreignColumns: [orders.merchantId, orders.id],
    }).onDelete('set null'),
    tenantPolicy(),
  ],
);
