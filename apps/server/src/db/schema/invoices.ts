import type { InvoiceState, InvoiceTerms } from '@paybook/domain/invoices/invoice-status';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { merchants } from './merchants.ts';
import { orders } from './orders.ts';
import { merchantIdColumn, tenantPolicy } from './tenancy.ts';

/** What the builder sent, kept so that edit and duplicate reopen it as entered (decision 122). */
export interface InvoiceBuilderLines {
  lines: (
    | { kind: 'item'; offering_id: number; quantity: string; price: string | null }
    | { kind: 'custom'; name: string; quantity: string; price: string; is_taxable: boolean }
  )[];
  discount_code: string;
  order_fees: { fee_structure_id: number; amount: string | null }[];
}

/**
 * Issue 25 points 3 and 4 (decision 121): what an order billed by invoice has besides the order. Its key is
 * the order's (the invoice page is /reports/details/invoice/{orderId}). A draft or a scheduled invoice is an
 * order whose payment_status is 'scheduled'; sending it makes the order unpaid. `public_token` names the
 * public pay page /pay/invoice/{token}; it is made once and survives every edit.
 */
export const invoices = pgTable(
  'invoices',
  {
    merchantId: merchantIdColumn(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    state: text('state').$type<InvoiceState>().notNull(),
    invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
    terms: text('terms').$type<InvoiceTerms>().notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    notes: text('notes').notNull().default(''),
    termsOfSale: text('terms_of_sale').notNull().default(''),
    /** spec 3 §3.2 invoice.additional_to_emails: who else receives it, beside the customer. */
    additionalToEmails: jsonb('additional_to_emails').$type<string[]>().notNull().default([]),
    allowPartialPayment: boolean('allow_partial_payment').notNull().default(false),
    scheduledSendAt: timestamp('scheduled_send_at', { withTimezone: true }),
    publicToken: text('public_token').notNull(),
    builder: jsonb('builder').$type<InvoiceBuilderLines>().notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.orderId] }),
    uniqueIndex('invoices_public_token_key').on(t.merchantId, t.publicToken),
    // DESC NULLS FIRST, as the invoices report's default sort (invoice date descending) reads it (issue 28).
    index('invoices_date_idx').on(t.merchantId, t.invoiceDate.desc().nullsFirst()),
    index('invoices_scheduled_idx').on(t.scheduledSendAt).where(sql`${t.state} = 'scheduled'`),
    check('invoices_state_check', sql`${t.state} in ('draft', 'scheduled', 'sent')`),
    check(
      'invoices_terms_check',
      sql`${t.terms} in ('due_on_receipt', 'net_15', 'net_30', 'net_60', 'custom')`,
    ),
    check('invoices_schedule_check', sql`(${t.state} = 'scheduled') = (${t.scheduledSendAt} is not null)`),
    check('invoices_due_check', sql`${t.dueDate} >= ${t.invoiceDate}`),
    foreignKey({ columns: [t.merchantId], foreignColumns: [merchants.id] }).onDelete('cascade'),
    foreignKey({
      columns: [t.merchantId, t.orderId],
      foreignColumns: [orders.merchantId, orders.id],
    }).onDelete('cascade'),
    tenantPolicy(),
  ],
);
