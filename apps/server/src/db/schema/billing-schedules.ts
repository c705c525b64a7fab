import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { merchants } from './merchants.ts';
import { orders } from './orders.ts';
import { paymentAccounts } from './payment-accounts.ts';
import { merchantIdColumn, tenantPolicy } from './tenancy.ts';

export const billingScheduleStatuses = ['active', 'suspended', 'expired', 'cancelled'] as const;
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
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    uniqueIndex('billing_schedules_number_key').on(t.merchantId, t.subscriptionNumber),
    index('billing_schedules_customer_idx').on(t.merchantId, t.customerId),
    index('billing_schedules_next_bill_idx').on(t.nextBillDate).where(sql`${t.status} = 'active'`),
    check(
      'billing_schedules_status_check',
      sql`${t.status} in ('active', 'suspended', 'expired', 'cancelled')`,
    ),
    check('billing_schedules_price_check', sql`${t.price} >= 0 and ${t.quantityThousandths} > 0`),
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
