import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Ruling 5: the sandbox processor's own books, outside tenant transactions like a processor's own database
// (see sandbox_processor_tokens). The app reaches them only through the processor interface.

/**
 * A payment or refund at the sandbox. `state` is packages/domain/src/payments' PaymentState or RefundState;
 * `idempotency_key` is unique, so a retried money call answers the first call's payment.
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    reference: text('reference').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The merchant whose batch settles it (the processor's merchant account). */
    ownerMerchantId: bigint('owner_merchant_id', { mode: 'number' }).notNull(),
    kind: text('kind').$type<'payment' | 'refund'>().notNull(),
    paymentReference: text('payment_reference'),
    token: text('token').notNull(),
    behaviour: text('behaviour').notNull(),
    state: jsonb('state').notNull(),
    status: text('status').notNull(),
    canVoidUntil: timestamp('can_void_until', { withTimezone: true }),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sandbox_payments_idempotency_key').on(t.idempotencyKey),
    index('sandbox_payments_due_idx').on(t.canVoidUntil).where(sql`${t.status} in ('authorized', 'posted')`),
    check('sandbox_payments_kind_check', sql`${t.kind} in ('payment', 'refund')`),
  ],
);

/** What the sandbox reports (settled, returned), in order; the app applies each once. */
export const sandboxEvents = pgTable('sandbox_events', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  reference: text('reference').notNull(),
  type: text('type').$type<'settled' | 'returned'>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The last processor report event the app applied (one row; the job advances it with its writes). */
export const processorReportCursor = pgTable('processor_report_cursor', {
  name: text('name').primaryKey(),
  cursor: text('cursor').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
