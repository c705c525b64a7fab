import { ORDER_EVENT_KINDS, type OrderEventKind, type PricedOrder } from '@paybook/domain';
import type {
  AchAuthorizationType,
  AchReturnCode,
  CheckoutPaymentMode,
  OrderPaymentStatus,
  OrderStatusCode,
  SaleTypeCode,
  TransactionFunding,
  TransactionPaymentType,
  TransactionStatusCode,
} from '@paybook/domain/payments/codes';
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
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { merchants } from './merchants.ts';
import { offerings } from './offerings.ts';
import { paymentAccounts } from './payment-accounts.ts';
import { stores } from './stores.ts';
import { merchantIdColumn, tenantPolicy } from './tenancy.ts';
import { users } from './users.ts';

// spec 3 §3.2 Order and Transaction, §4.2, §4.4; spec 2 §3 code tables; issue 15 points 2 and 8. Money is
// integer cents (ruling 9); every total is priceOrder's (decision 65) and the checks below hold its sums.

const cents = (name: string) => bigint(name, { mode: 'number' });

/** An address collected at checkout (spec 3 §3.4 Addresses), as the order keeps it. */
export interface StoredOrderAddress {
  company_name: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip_code: string;
  country: string;
  address_types: string[];
}

/**
 * One order. `order_number` is given per merchant by a trigger from `order_numbers` (as customer numbers
 * are), whatever path inserts, or drawn beforehand (decision 80): unique, never reused, not in creation
 * order under concurrency (decision 95); lists sort by created_at. `priced` is priceOrder's whole answer, so a receipt shows exactly what was
 * charged even after the catalogue changes; the amount columns repeat its totals for reports and checks.
 */
export const orders = pgTable(
  'orders',
  {
    merchantId: merchantIdColumn(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    orderNumber: bigint('order_number', { mode: 'number' }).notNull().default(0),
    customerId: bigint('customer_id', { mode: 'number' }),
    /** The customer as the order was placed (a walk-in has no id), and where the receipt goes. */
    customerFirstName: text('customer_first_name').notNull().default(''),
    customerLastName: text('customer_last_name').notNull().default(''),
    customerEmail: text('customer_email').notNull().default(''),
    saleType: smallint('sale_type').$type<SaleTypeCode>().notNull(),
    /** spec 3 §3.2 billing_method: 'invoice' for an order billed by invoice (issue 25, decision 121). */
    billingMethod: text('billing_method').$type<'immediate' | 'invoice'>().notNull().default('immediate'),
    orderStatus: smallint('order_status').$type<OrderStatusCode>().notNull().default(1),
    paymentStatus: text('payment_status').$type<OrderPaymentStatus>().notNull(),
    amountSubtotal: cents('amount_subtotal').notNull(),
    amountDiscount: cents('amount_discount').notNull(),
    amountFee: cents('amount_fee').notNull(),
    amountTax: cents('amount_tax').notNull(),
    amountTotal: cents('amount_total').notNull(),
    /** Cents paid: payments processed or pending, less refunds (kept by the transaction writes). */
    amountPaid: cents('amount_paid').notNull().default(0),
    priced: jsonb('priced').$type<PricedOrder>().notNull(),
    discountCode: text('discount_code').notNull().default(''),
    addresses: jsonb('addresses').$type<StoredOrderAddress[]>().notNull().default([]),
    containsSubscription: boolean('contains_subscription').notNull().default(false),
    /** The appointment the order was checked out from (issue 15 point 4). */
    appointmentId: bigint('appointment_id', { mode: 'number' }),
    /** Cents of the appointment's paid deposit credited to this order (issue 15 point 7; decision 76). */
    depositCredit: cents('deposit_credit').notNull().default(0),
    /** The deposit's own order, when a deposit was credited. */
    depositOrderId: bigint('deposit_order_id', { mode: 'number' }),
    createdByUserId: bigint('created_by_user_id', { mode: 'number' }),
    /** The store or payment form whose public page sold it (issue 27, decision 164). */
    storeId: bigint('store_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    uniqueIndex('orders_number_key').on(t.merchantId, t.orderNumber),
    // DESC NULLS FIRST, as ORDER BY … DESC sorts (issue 28, migration 0044): the report grid and the lists
    // sort by created_at descending, which an index DESC NULLS LAST (Drizzle's desc()) cannot serve.
    index('orders_customer_idx').on(t.merchantId, t.customerId, t.createdAt.desc().nullsFirst()),
    // Built with INCLUDE columns by migration 0045 (decision 199), which Drizzle cannot write.
    index('orders_created_idx').on(t.merchantId, t.createdAt.desc().nullsFirst()),
    // Issue 24 point 1: an appointment's checkout orders, read per item by the calendar week.
    index('orders_appointment_idx')
      .on(t.merchantId, t.appointmentId)
      .where(sql`${t.appointmentId} is not null`),
    check('orders_order_status_check', sql`${t.orderStatus} in (1, 2)`),
    check('orders_billing_method_check', sql`${t.billingMethod} in ('immediate', 'invoice')`),
    check(
      'orders_payment_status_check',
      sql`${t.paymentStatus} in ('scheduled', 'paid', 'unpaid', 'cancelled', 'partially_paid', 'pending', 'past_due', 'requires_action')`,
    ),
    check(
      'orders_amounts_check',
      sql`${t.amountSubtotal} >= 0 and ${t.amountDiscount} >= 0 and ${t.amountFee} >= 0 and ${t.amountTax} >= 0 and ${t.amountDiscount} <= ${t.amountSubtotal}`,
    ),
    check(
      'orders_total_check',
      sql`${t.amountTotal} = ${t.amountSubtotal} - ${t.amountDiscount} + ${t.amountFee} + ${t.amountTax}`,
    ),
    check('orders_paid_check', sql`${t.amountPaid} >= 0 and ${t.amountPaid} <= ${t.amountTotal}`),
    check(
      'orders_deposit_credit_check',
      sql`${t.depositCredit} between 0 and ${t.amountTotal} and (${t.depositOrderId} is null) = (${t.depositCredit} = 0)`,
    ),
    foreignKey({
      name: 'orders_deposit_order_fk',
      columns: [t.merchantId, t.depositOrderId],
      foreignColumns: [t.merchantId, t.id],
    }),
    foreignKey({ columns: [t.merchantId], foreignColumns: [merchants.id] }).onDelete('cascade'),
    // Nulls customerId alone (ON DELETE SET NULL (column), migration 0024; issue 23 point 1).
    foreignKey({
      columns: [t.merchantId, t.customerId],
      foreignColumns: [customers.merchantId, customers.id],
    }).onDelete('set null'),
    foreignKey({
      columns: [t.merchantId, t.createdByUserId],
      foreignColumns: [users.merchantId, users.id],
    }),
    foreignKey({ columns: [t.merchantId, t.storeId], foreignColumns: [stores.merchantId, stores.id] }),
    tenantPolicy(),
  ],
);

/**
 * Issue 25 point 2: the timeline of an order or invoice (created, sent, viewed, paid, refunded, cancelled,
 * …), one row per event, written in the transaction of the change it records. `detail` carries what the
 * line shows (an amount in cents, the recipients of a sent invoice, a failure's reason). The kinds are the
 * domain's (ORDER_EVENT_KINDS, order-timeline.ts), checked by the database too.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    merchantId: merchantIdColumn(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    kind: text('kind').$type<OrderEventKind>().notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    userId: bigint('user_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    index('order_events_order_idx').on(t.merchantId, t.orderId, t.createdAt),
    check(
      'order_events_kind_check',
      sql`${t.kind} in (${sql.raw(ORDER_EVENT_KINDS.map((kind) => `'${kind}'`).join(', '))})`,
    ),
    foreignKey({ columns: [t.merchantId], foreignColumns: [merchants.id] }).onDelete('cascade'),
    foreignKey({
      columns: [t.merchantId, t.orderId],
      foreignColumns: [orders.merchantId, orders.id],
    }).onDelete('cascade'),
    tenantPolicy(),
  ],
);

/** The last order_number given per merchant; only the numbering trigger writes it. */
export const orderNumbers = pgTable(
  'order_numbers',
  {
    merchantId: merchantIdColumn().primaryKey(),
    lastNumber: bigint('last_number', { mode: 'number' }).notNull(),
  },
  (t) => [
    foreignKey({ columns: [t.merchantId], foreignColumns: [merchants.id] }).onDelete('cascade'),
    tenantPolicy(),
  ],
);

/**
 * An order's lines as priced (spec 3 §3.4 Order items), one row each, for the reports' items and for the
 * billing schedules of recurring items (issue 15 point 6). The name and unit are the item's at the sale.
 */
export const orderLines = pgTable(
  'order_lines',
  {
    merchantId: merchantIdColumn(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    lineNumber: integer('line_number').notNull(),
    offeringId: bigint('offering_id', { mode: 'number' }),
    name: text('name').notNull(),
    priceStructure: text('price_structure').notNull(),
    unitName: text('unit_name'),
    unitPrice: cents('unit_price').notNull(),
    quantityThousandths: bigint('quantity_thousandths', { mode: 'number' }).notNull(),
    startDate: date('start_date', { mode: 'string' }),
    /** Issue 27: what the buyer filled in for the item's custom fields on a store's page (label, value). */
    customFields: jsonb('custom_fields').$type<{ label: string; value: string }[]>().notNull().default([]),
    amountSubtotal: cents('amount_subtotal').notNull(),
    amountDiscount: cents('amount_discount').notNull(),
    amountFee: cents('amount_fee').notNull(),
    amountTax: cents('amount_tax').notNull(),
    amountTotal: cents('amount_total').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.orderId, t.lineNumber] }),
    index('order_lines_offering_idx').on(t.merchantId, t.offeringId),
    check('order_lines_quantity_check', sql`${t.quantityThousandths} > 0`),
    check(
      'order_lines_total_check',
      sql`${t.amountTotal} = ${t.amountSubtotal} - ${t.amountDiscount} + ${t.amountFee} + ${t.amountTax}`,
    ),
    foreignKey({
      columns: [t.merchantId, t.orderId],
      foreignColumns: [orders.merchantId, orders.id],
    }).onDelete('cascade'),
    // Nulls offeringId alone (ON DELETE SET NULL (column), migration 0024; issue 23 point 1).
    foreignKey({
      columns: [t.merchantId, t.offeringId],
      foreignColumns: [offerings.merchantId, offerings.id],
    }).onDelete('set null'),
    tenantPolicy(),
  ],
);

/**
 * A payment or a refund of an order (spec 3 §3.2 Transaction). Card and ACH rows mirror the processor's
 * payment (`processor_reference`, `processor_status`, the windows); cash and check rows are settled when
 * taken. `status` is spec 2 §3's visible code (decision 67's paymentTransactionStatus and refund rules).
 */
export const transactions = pgTable(
  'transactions',
  {
    merchantId: merchantIdColumn(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    refPaymentId: bigint('ref_payment_id', { mode: 'number' }),
    isRefund: boolean('is_refund').notNull().default(false),
    funding: text('funding').$type<TransactionFunding>().notNull(),
    paymentType: text('payment_type').$type<TransactionPaymentType>().notNull(),
    paymentMode: text('payment_mode').$type<CheckoutPaymentMode>().notNull(),
    status: smallint('status').$type<TransactionStatusCode>().notNull(),
    processorStatus: text('processor_status').notNull(),
    processorReference: text('processor_reference'),
    amount: cents('amount').notNull(),
    /** Cents of refunds posted or settled against this payment. */
    refundedAmount: cents('refunded_amount').notNull().default(0),
    canVoidUntil: timestamp('can_void_until', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    email: text('email').notNull().default(''),
    paymentAccountId: bigint('payment_account_id', { mode: 'number' }),
    accountKind: text('account_kind'),
    accountLastFour: text('account_last_four'),
    accountLabel: text('account_label'),
    achAuthorizationType: text('ach_authorization_type').$type<AchAuthorizationType>(),
    companyName: text('company_name').notNull().default(''),
    amountTendered: cents('amount_tendered'),
    changeDue: cents('change_due'),
    checkNumber: text('check_number'),
    failureReason: text('failure_reason'),
    achReturnCode: text('ach_return_code').$type<AchReturnCode>(),
    /** The money call's key at the processor (a checkout's intent, a refund's or a void's request). */
    idempotencyKey: text('idempotency_key').notNull(),
    createdByUserId: bigint('created_by_user_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    uniqueIndex('transactions_idempotency_key').on(t.merchantId, t.idempotencyKey),
    uniqueIndex('transactions_processor_reference_key').on(t.merchantId, t.processorReference),
    // An order's transactions; issue 28 point 6: with what the report grid reads of them for each order row
    // (the refunds of its amount due, its first payment's type: grid-sql.ts) as key columns (Drizzle writes
    // no INCLUDE), so those per-row subqueries are index-only. An export of 100,000 orders read 6.6 s → 3.5 s.
    index('transactions_order_idx').on(
      t.merchantId,
      t.orderId,
      t.id,
      t.isRefund,
      t.paymentType,
      t.refundedAmount,
    ),
    // The payments list's page, newest first (payments-list.repository.ts listPaymentRows).
    // DESC NULLS FIRST, as ORDER BY … DESC sorts: an index DESC NULLS LAST (Drizzle's desc()) would not serve it.
    index('transactions_created_idx').on(
      t.merchantId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // Issue 28: the transactions report filtered by status, newest first (grid-sql.ts filters the number).
    index('transactions_status_created_idx').on(
      t.merchantId,
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('transactions_open_idx')
      .on(t.canVoidUntil)
      .where(sql`${t.processorStatus} in ('authorized', 'posted')`),
    check('transactions_status_check', sql`${t.status} between 1 and 6`),
    check('transactions_refund_check', sql`${t.isRefund} = (${t.refPaymentId} is not null)`),
    check(
      'transactions_status_kind_check',
      sql`(${t.isRefund} and ${t.status} in (4, 5, 6)) or (not ${t.isRefund} and ${t.status} in (1, 2, 3))`,
    ),
    check('transactions_funding_check', sql`${t.funding} in ('payment', 'credit')`),
    check('transactions_payment_type_check', sql`${t.paymentType} in ('credit_card', 'ach', 'cash')`),
    check('transactions_amount_check', sql`${t.amount} > 0`),
    check(
      'transactions_refunded_check',
      sql`${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.amount}`,
    ),
    foreignKey({
      columns: [t.merchantId, t.orderId],
      foreignColumns: [orders.merchantId, orders.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.merchantId, t.refPaymentId],
      foreignColumns: [t.merchantId, t.id],
    }),
    // Nulls paymentAccountId alone (ON DELETE SET NULL (column), migration 0024; issue 23 point 1).
    foreignKey({
      columns: [t.merchantId, t.paymentAccountId],
      foreignColumns: [paymentAccounts.merchantId, paymentAccounts.id],
    }).onDelete('set null'),
    tenantPolicy(),
  ],
);

export const checkoutIntentStates = ['started', 'completed', 'failed', 'abandoned'] as const;
export type CheckoutIntentState = (typeof checkoutIntentStates)[number];

/**
 * Issue 15 point 8: a checkout's intent, written and committed before the processor is called, keyed by the
 * retry token. The checkout then locks it, charges with its key, and writes the order in the transaction
 * that marks it completed; a concurrent request with the same token waits on the lock and answers the
 * stored response. If the node dies between the charge and the order, the reconcile job finds the intent
 * still started, asks the processor for the key's payment, and writes the order (or abandons the intent
 * when the processor never had the call).
 */
export const checkoutIntents = pgTable(
  'checkout_intents',
  {
    merchantId: merchantIdColumn(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state').$type<CheckoutIntentState>().notNull().default('started'),
    /** What the order will be: the checked body without card numbers, and priceOrder's answer. */
    plan: jsonb('plan').notNull(),
    amountTotal: cents('amount_total').notNull(),
    orderId: bigint('order_id', { mode: 'number' }),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    /**
     * When a resend of its retry token started the next attempt (issue 23 point 1; decision 94): a failed
     * or abandoned intent is then kept as the record of that attempt, and the token names the new intent.
     */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    uniqueIndex('checkout_intents_key')
      .on(t.merchantId, t.userId, t.idempotencyKey)
      .where(sql`${t.retiredAt} is null`),
    check(
      'checkout_intents_retired_check',
      sql`${t.retiredAt} is null or ${t.state} in ('failed', 'abandoned')`,
    ),
    index('checkout_intents_started_idx').on(t.createdAt).where(sql`${t.state} = 'started'`),
    check('checkout_intents_state_check', sql`${t.state} in ('started', 'completed', 'failed', 'abandoned')`),
    foreignKey({ columns: [t.merchantId], foreignColumns: [merchants.id] }).onDelete('cascade'),
    tenantPolicy(),
  ],
);
