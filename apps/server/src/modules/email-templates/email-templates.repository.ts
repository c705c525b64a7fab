import { and, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  type EmailAttachment,
  emailTemplateSettings,
  merchants,
  notificationSettings,
  outboxEmails,
  scheduleSettings,
} from '../../db/schema/index.ts';
import type { TemplateSettingsRow } from '../email/template-store.ts';

// Drizzle queries of the notification settings (spec 3 §3.3), each scoped by the merchant.

export function listTemplateSettings(tx: Database, merchantId: number): Promise<TemplateSettingsRow[]> {
  return tx.select().from(emailTemplateSettings).where(eq(emailTemplateSettings.merchantId, merchantId));
}

type Texts = {
  subject: string | null;
  greeting: string | null;
  editableOpening: string | null;
  signature: string | null;
};

/** Writes the merchant's texts of a template (all null: back to the defaults), keeping its disabled flag. */
export async function saveTemplateTexts(tx: Database, merchantId: number, templateKey: string, texts: Texts) {
  await tx
    .insert(emailTemplateSettings)
    .values({ merchantId, templateKey, ...texts })
    .onConflictDoUpdate({
      target: [emailTemplateSettings.merchantId, emailTemplateSettings.templateKey],
      set: { ...texts, updatedAt: sql`now()` },
    });
}

export async function saveTemplateDisabled(
  tx: Database,
  merchantId: number,
  templateKey: string,
  isDisabled: boolean,
) {
  await tx
    .insert(emailTemplateSettings)
    .values({ merchantId, templateKey, isDisabled })
    .onConflictDoUpdate({
      target: [emailTemplateSettings.merchantId, emailTemplateSettings.templateKey],
      set: { isDisabled, updatedAt: sql`now()` },
    });
}

export async function findMerchantFacts(tx: Database, merchantId: number) {
  const [row] = await tx
    .select({
      name: merchants.name,
      companyEmail: merchants.companyEmail,
      phone: merchants.phone,
      productName: merchants.productName,
      preNotificationDays: merchants.preNotificationDays,
      invoicePastDueDays: merchants.invoicePastDueDays,
    })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  if (!row) throw new Error(`Merchant ${merchantId} was not found`);
  return row;
}

export async function saveMerchantDays(
  tx: Database,
  merchantId: number,
  days: { preNotificationDays: number } | { invoicePastDueDays: number },
) {
  await tx.update(merchants).set(days).where(eq(merchants.id, merchantId));
}

export async function findReminderTime(tx: Database, merchantId: number) {
  const [row] = await tx
    .select({ value: scheduleSettings.reminderTimeValue, unit: scheduleSettings.reminderTimeUnit })
    .from(scheduleSettings)
    .where(eq(scheduleSettings.merchantId, merchantId));
  return (
    row ?? {
      value: Number(scheduleSettings.reminderTimeValue.default),
      unit: String(scheduleSettings.reminderTimeUnit.default),
    }
  );
}

export async function saveReminderHours(tx: Database, merchantId: number, hours: number) {
  await tx
    .insert(scheduleSettings)
    .values({ merchantId, reminderTimeValue: hours, reminderTimeUnit: 'Hours' })
    .onConflictDoUpdate({
      target: scheduleSettings.merchantId,
      set: { reminderTimeValue: hours, reminderTimeUnit: 'Hours', updatedAt: sql`now()` },
    });
}

export async function findIncludePayLink(tx: Database, merchantId: number): Promise<boolean> {
  const [row] = await tx
    .select({ includePayLink: notificationSettings.includePayLink })
    .from(notificationSettings)
    .where(eq(notificationSettings.merchantId, merchantId));
  return row?.includePayLink ?? true;
}

export async function saveIncludePayLink(tx: Database, merchantId: number, includePayLink: boolean) {
  await tx
    .insert(notificationSettings)
    .values({ merchantId, includePayLink })
    .onConflictDoUpdate({
      target: notificationSettings.merchantId,
      set: { includePayLink, updatedAt: sql`now()` },
    });
}

/** An outbox e-mail as its page lists it: its attached files by name and type, not their bytes. */
export type OutboxRow = Omit<typeof outboxEmails.$inferSelect, 'attachments' | 'htmlBody'> & {
  attachments: { filename: string; contentType: string }[];
};

const { attachments: _bytes, htmlBody: _html, ...listedColumns } = getTableColumns(outboxEmails);

export async function listOutboxPage(
  tx: Database,
  merchantId: number,
  page: { offset: number; limit: number },
): Promise<{ rows: OutboxRow[]; total: number }> {
  const rows = await tx
    .select({
      ...listedColumns,
      attachments: sql<OutboxRow['attachments']>`(
        select coalesce(jsonb_agg(jsonb_build_object('filename', a ->> 'filename', 'contentType', a ->> 'contentType')
          order by n), '[]'::jsonb)
        from jsonb_array_elements(${outboxEmails.attachments}) with ordinality as files(a, n))`,
    })
    .from(outboxEmails)
    .where(eq(outboxEmails.merchantId, merchantId))
    .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
    .offset(page.offset)
    .limit(page.limit);
  const [counted] = await tx
    .select({ total: count() })
    .from(outboxEmails)
    .where(and(eq(outboxEmails.merchantId, merchantId)));
  return { rows, total: counted?.total ?? 0 };
}

/** One of a merchant's outbox e-mails with the file at `index` of its attachments (none past the last). */
export async function outboxAttachment(tx: Database, merchantId: number, emailId: number, index: number) {
  const [row] = await tx
    .select({
      kind: outboxEmails.kind,
      file: sql<EmailAttachment | null>`${outboxEmails.attachments} -> ${index}::int`,
    })
    .from(outboxEmails)
    .where(and(eq(outboxEmails.merchantId, merchantId), eq(outboxEmails.id, emailId)));
  return row;
}
