import { boolean, foreignKey, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { merchants } from './merchants.ts';
import { merchantIdColumn, tenantPolicy } from './tenancy.ts';

/**
 * spec 3 §2.5 and §3.3: a merchant's edits of one e-mail template (null texts: the defaults of
 * packages/domain/src/email-templates) and whether its delivery is turned off (spec 3 §4.7). No row: the
 * template as the product ships it.
 */
export const emailTemplateSettings = pgTable(
  'email_template_settings',
  {
    merchantId: merchantIdColumn(),
    templateKey: text('template_key').notNull(),
    /** Null when the subject is not editable or not edited (the default applies). */
    subject: text('subject'),
    /** Null with the other texts when only the disabled flag was set. */
    greeting: text('greeting'),
    editableOpening: text('editable_opening'),
    signature: text('signature'),
    isDisabled: boolean('is_disabled').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.templateKey] }),
    foreignKey({ columns: [t.merchantId], foreignColumns: [merchants.id] }).onDelete('cascade'),
    tenantPolicy(),
  ],
);

/**
 * spec 3 §3.3 Notification settings, the part no other table holds: whether an unpaid order's e-mails
 * carry the link to pay it (pay_unpaid_order_link). Reminder hours live in schedule_settings, the
 * pre-notification and past-due days on merchants.
 */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    merchantId: merchantIdColumn().primaryKey(),
    includePayLink: boolean('include_pay_link').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.merchantId], foreignColumns: [merchants.id] }).onDelete('cascade'),
    tenantPolicy(),
  ],
);
