import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { PdfDrawing } from '../../modules/receipts/receipt-pdf.ts';
import { merchants } from './merchants.ts';
import { merchantIdColumn, tenantPolicy } from './tenancy.ts';

/**
 * A file sent with a message: its bytes as base64 (the booking confirmation's .ics), or a PDF drawn when
 * the message is delivered (decision 161: a receipt or an invoice; email/attachment-bytes.ts).
 */
export type EmailAttachment = StoredAttachment | DrawnAttachment;
export type StoredAttachment = { filename: string; contentType: string; contentBase64: string };
export type DrawnAttachment = { filename: string; contentType: string; pdf: PdfDrawing };

/**
 * Ruling 7: every e-mail is written here in the transaction of the change that causes it, then delivered
 * by SMTP when configured. Without SMTP the outbox is the delivery.
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    merchantId: merchantIdColumn(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** Files sent with the message, e.g. the booking confirmation's .ics or a receipt's PDF. */
    attachments: jsonb('attachments').$type<EmailAttachment[]>().notNull().default([]),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    index('outbox_emails_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    check('outbox_emails_status_check', sql`${t.status} in ('pending', 'sent', 'failed', 'kept')`),
    foreignKey({ columns: [t.merchantId], foreignColumns: [merchants.id] }).onDelete('cascade'),
    tenantPolicy(),
  ],
);

/**
 * Single-use codes sent by e-mail: merchant e-mail verification (spec 3 §2.5 /settings/verify/{code})
 * and password resets. Only a SHA-256 of the code is stored; the link holds the code.
 */
export const emailCodes = pgTable(
  'email_codes',
  {
    merchantId: merchantIdColumn(),
    codeHash: text('code_hash').notNull(),
    purpose: text('purpose').notNull(),
    userId: bigint('user_id', { mode: 'number' }),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.codeHash] }),
    check('email_codes_purpose_check', sql`${t.purpose} in ('email_verification', 'password_reset')`),
    foreignKey({ columns: [t.merchantId], foreignColumns: [merchants.id] }).onDelete('cascade'),
    tenantPolicy(),
  ],
);
