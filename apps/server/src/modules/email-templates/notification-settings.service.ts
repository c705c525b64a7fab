import type {
  EmailSettings,
  InvoicePastDueDays,
  MerchantOutboxPage,
  PayUnpaidOrderLink,
  PreNotificationDays,
} from '@paybook/contracts/email-templates';
import { NOTIFICATION_TIMING_BOUNDS } from '@paybook/domain/email-templates/notification-timings';
import { findEmailTemplate } from '@paybook/domain/email-templates/template-registry';
import { isEmailTextShown } from '@paybook/domain/email-templates/template-visibility';
import type { Database } from '../../db/client.ts';
import { withTenant, withTenantRead, withTenantReadOne } from '../../db/tenant.ts';
import { notFound } from '../../lib/app-error.ts';
import type { UserContext } from '../../plugins/auth.ts';
import { attachmentBytes } from '../email/attachment-bytes.ts';
import * as repo from './email-templates.repository.ts';
import { TEST_KIND_PREFIX } from './email-templates.service.ts';

// spec 3 §3.3 Notification settings and §7: the timings (bounds in the contracts, from the domain's
// NOTIFICATION_TIMING_BOUNDS) and the merchant's outbox (ruling 7).

const HOURS_PER_UNIT: Readonly<Record<string, number>> = { Minutes: 1 / 60, Hours: 1, Days: 24, Months: 720 };

/** The reminder time in hours, within 1 to 24 (schedule settings may hold another unit). */
export function reminderHoursOf(value: number, unit: string): number {
  const { min, max } = NOTIFICATION_TIMING_BOUNDS.reminder_hours;
  return Math.min(max, Math.max(min, Math.round(value * (HOURS_PER_UNIT[unit] ?? 1))));
}

export function getEmailSettings(db: Database, user: UserContext): Promise<EmailSettings> {
  return withTenantRead(db, user.merchantId, async (tx) => {
    const { value, unit } = await repo.findReminderTime(tx, user.merchantId);
    return { reminder_time: { duration: reminderHoursOf(value, unit), unit: 'Hours' } };
  });
}

export async function saveEmailSettings(
  db: Database,
  user: UserContext,
  body: EmailSettings,
): Promise<EmailSettings> {
  await withTenant(db, user.merchantId, (tx) =>
    repo.saveReminderHours(tx, user.merchantId, body.reminder_time.duration),
  );
  return body;
}

export function getPreNotificationDays(db: Database, user: UserContext): Promise<PreNotificationDays> {
  return withTenantRead(db, user.merchantId, async (tx) => ({
    days: (await repo.findMerchantFacts(tx, user.merchantId)).preNotificationDays,
  }));
}

export async function savePreNotificationDays(
  db: Database,
  user: UserContext,
  body: PreNotificationDays,
): Promise<PreNotificationDays> {
  await withTenant(db, user.merchantId, (tx) =>
    repo.saveMerchantDays(tx, user.merchantId, { preNotificationDays: body.days }),
  );
  return body;
}

export function getInvoicePastDueDays(db: Database, user: UserContext): Promise<InvoicePastDueDays> {
  return withTenantRead(db, user.merchantId, async (tx) => ({
    days: (await repo.findMerchantFacts(tx, user.merchantId)).invoicePastDueDays,
  }));
}

export async function saveInvoicePastDueDays(
  db: Database,
  user: UserContext,
  body: InvoicePastDueDays,
): Promise<InvoicePastDueDays> {
  await withTenant(db, user.merchantId, (tx) =>
    repo.saveMerchantDays(tx, user.merchantId, { invoicePastDueDays: body.days }),
  );
  return body;
}

export function getPayUnpaidOrderLink(db: Database, user: UserContext): Promise<PayUnpaidOrderLink> {
  return withTenantRead(db, user.merchantId, async (tx) => ({
    include_link: await repo.findIncludePayLink(tx, user.merchantId),
  }));
}

export async function savePayUnpaidOrderLink(
  db: Database,
  user: UserContext,
  body: PayUnpaidOrderLink,
): Promise<PayUnpaidOrderLink> {
  await withTenant(db, user.merchantId, (tx) =>
    repo.saveIncludePayLink(tx, user.merchantId, body.include_link),
  );
  return body;
}

/**
 * GET notifications/outbox, newest first. Decisions 172 and 192: the bodies of staff and merchant e-mails
 * and of a customer's password link (links meant for their reader only) are withheld; the row still says
 * what went to whom.
 */
/** An outbox e-mail's template (a test send's kind is the template's with a prefix), and whether its text shows. */
function templateOfKind(kind: string) {
  const isTest = kind.startsWith(TEST_KIND_PREFIX);
  const key = isTest ? kind.slice(TEST_KIND_PREFIX.length) : kind;
  const template = findEmailTemplate(key);
  return { key, isTest, template, readable: isEmailTextShown(template, isTest) };
}

/**
 * GET notifications/outbox/{id}/attachments/{index}: a sent e-mail's attached file as it was sent (a PDF
 * drawn again from its stored drawing). Where the page hides the e-mail's text (decision 172), its files are
 * hidden too: a 404, as for another merchant's e-mail or an index past the last file.
 */
export async function outboxAttachment(db: Database, user: UserContext, emailId: number, index: number) {
  const file = await withTenantReadOne(db, user.merchantId, async (tx) => {
    const row = await repo.outboxAttachment(tx, user.merchantId, emailId, index);
    if (!row?.file || !templateOfKind(row.kind).readable) throw notFound('The attachment');
    return row.file;
  });
  // Drawn, when a PDF, after the read's connection is back in the pool.
  return { filename: file.filename, contentType: file.contentType, bytes: await attachmentBytes(file) };
}

export function listOutbox(
  db: Database,
  user: UserContext,
  query: { page: number; items_per_page: number },
): Promise<MerchantOutboxPage> {
  return withTenantRead(db, user.merchantId, async (tx) => {
    const { rows, total } = await repo.listOutboxPage(tx, user.merchantId, {
      offset: (query.page - 1) * query.items_per_page,
      limit: query.items_per_page,
    });
    return {
      data: rows.map((row) => {
        const { key, isTest, template, readable } = templateOfKind(row.kind);
        return {
          id: row.id,
          template_key: key,
          template_name: template?.name ?? key,
          is_test: isTest,
          to: row.toAddress,
          subject: row.subject,
          text: readable ? row.textBody : null,
          attachments: row.attachments.map((file) => ({
            filename: file.filename,
            content_type: file.contentType,
            can_download: readable,
          })),
          status: row.status as MerchantOutboxPage['data'][number]['status'],
          attempts: row.attempts,
          last_error: row.lastError,
          created_at: row.createdAt.toISOString(),
          sent_at: row.sentAt?.toISOString() ?? null,
        };
      }),
      total,
      page: query.page,
      items_per_page: query.items_per_page,
    };
  });
}
