import { cardExpiresBeforeNextBill, centsToPrice, isPreNotificationDue } from '@paybook/domain';
import { emailTemplate } from '@paybook/domain/email-templates/template-registry';
import { fillTemplateTexts } from '@paybook/domain/email-templates/template-save';
import type { TemplateTexts } from '@paybook/domain/email-templates/template-types';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { outboxEmails, scheduleBills } from '../../db/schema/index.ts';
import { withTenant, withTenantReadOne } from '../../db/tenant.ts';
import { escapeHtml } from '../../lib/html.ts';
import { enqueueEmail, enqueueEmails, type OutgoingEmail } from '../email/outbox.ts';
import { loadMerchantTemplate } from '../email/template-store.ts';
import {
  type BillReading,
  type CardScheduleRow,
  listBillsToAnnounce,
  listCardSchedules,
  readBills,
  storedCardExpiry,
} from './billing-run.repository.ts';

// Issue 25 point 7: the engine's e-mails, through the outbox (ruling 7), each exactly once. A bill's
// pre-notification is written with its `pre_notified_at` in one transaction that holds the bill's lock and
// checks it is still unset. The merchant's card-expiry e-mail is written once per merchant-day: under a
// transaction lock on the merchant's key, the day's message is looked for in the outbox first.

export interface RunMerchant {
  id: number;
  name: string;
  timeZone: string;
  preNotificationDays: number;
  /** Where the merchant's own e-mail goes; empty when it has no address. */
  email: string;
}

/** "March 5, 2027" for a local date. */
export function longDate(date: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

const html = (paragraphs: string[]) =>
  paragraphs.map((text) => `<p>${escapeHtml(text).replaceAll('\n', '<br>')}</p>`).join('\n');

const PRE_NOTIFICATION = 'subscription_pre_notification';

/** The pre-notification of one bill (the merchant's texts of the template, filled; ruling 7). */
function preNotification(merchant: RunMerchant, texts: TemplateTexts, reading: BillReading): OutgoingEmail {
  const { bill, schedule, customer, account } = reading;
  const filled = fillTemplateTexts(texts, {
    company_name: merchant.name,
    customer_first_name: customer.firstName.trim() || 'there',
    customer_last_name: customer.lastName.trim(),
    subscription_name: schedule.offeringName,
    subscription_number: String(schedule.subscriptionNumber),
    bill_amount: `$${centsToPrice(bill.amount ?? schedule.price)}`,
    bill_date: longDate(bill.billDate),
  });
  const paragraphs = [
    filled.greeting,
    filled.opening,
    ...(account ? [`The payment will be taken from the account ending in ${account.lastFour}.`] : []),
    filled.signature,
  ];
  return {
    kind: PRE_NOTIFICATION,
    to: customer.email,
    subject: filled.subject,
    text: paragraphs.join('\n\n'),
    html: html(paragraphs),
  };
}

/** Bills announced per transaction. */
const ANNOUNCE_BATCH = 100;

/** The bills' pre-notifications still unsent, under the bills' locks; answers how many were written. */
async function announceBills(
  db: Database,
  merchant: RunMerchant,
  billIds: number[],
  now: Date,
): Promise<number> {
  return withTenant(db, merchant.id, async (tx) => {
    const template = await loadMerchantTemplate(tx, merchant.id, PRE_NOTIFICATION);
    // spec 3 §4.7: turned off, nothing is announced (the bills stay unannounced, so turning it back on
    // announces those still ahead).
    if (template.isDisabled) return 0;
    const readings = (await readBills(tx, merchant.id, billIds, true)).filter(
      ({ bill, schedule, customer }) =>
        bill.preNotifiedAt === null &&
        bill.state === 'due' &&
        schedule.status === 'active' &&
        customer.email !== '',
    );
    if (readings.length === 0) return 0;
    await enqueueEmails(
      tx,
      merchant.id,
      readings.map((reading) => preNotification(merchant, template.texts, reading)),
    );
    await tx
      .update(scheduleBills)
      .set({ preNotifiedAt: now, updatedAt: now })
      .where(
        and(
          eq(scheduleBills.merchantId, merchant.id),
          inArray(
            scheduleBills.id,
            readings.map(({ bill }) => bill.id),
          ),
        ),
      );
    return readings.length;
  });
}

/** Announces each bill whose pre-notification day has come (merchants.pre_notification_days). */
export async function sendPreNotifications(
  db: Database,
  merchant: RunMerchant,
  today: string,
  now: Date,
): Promise<number> {
  if (merchant.preNotificationDays <= 0) return 0;
  const candidates = await withTenantReadOne(db, merchant.id, (tx) =>
    listBillsToAnnounce(tx, merchant.id, today),
  );
  const due = candidates
    .filter((bill) => isPreNotificationDue(bill.billDate, merchant.preNotificationDays, today))
    .map((bill) => bill.id);
  let sent = 0;
  for (let start = 0; start < due.length; start += ANNOUNCE_BATCH) {
    sent += await announceBills(db, merchant, due.slice(start, start + ANNOUNCE_BATCH), now);
  }
  return sent;
}

export const CARD_EXPIRY_EMAIL_KIND = 'billing_card_expiry';

/**
 * The day's subject: it names the day, so the outbox says whether that day's message went. Merchants
 * cannot edit it (the template's allow_editing_subject is false).
 */
export const cardExpirySubject = (today: string) =>
  fillTemplateTexts(emailTemplate(CARD_EXPIRY_EMAIL_KIND).defaults, { run_date: longDate(today) }).subject;

/**
 * Issue 25 point 7: the merchant's daily e-mail listing the schedules whose card expires before their next
 * bill; none when there are none, and at most one per merchant-day. True when it was written now.
 */
export async function sendCardExpiryEmail(
  db: Database,
  merchant: RunMerchant,
  today: string,
): Promise<boolean> {
  if (merchant.email === '') return false;
  const isExpiring = (row: CardScheduleRow) =>
    cardExpiresBeforeNextBill(storedCardExpiry(row), row.nextBillDate);
  const candidates = await withTenantReadOne(db, merchant.id, (tx) => listCardSchedules(tx, merchant.id));
  if (!candidates.some(isExpiring)) return false;
  return withTenant(db, merchant.id, async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`${CARD_EXPIRY_EMAIL_KIND}:${merchant.id}`}))`,
    );
    const subject = cardExpirySubject(today);
    const [sent] = await tx
      .select({ id: outboxEmails.id })
      .from(outboxEmails)
      .where(
        and(
          eq(outboxEmails.merchantId, merchant.id),
          eq(outboxEmails.kind, CARD_EXPIRY_EMAIL_KIND),
          eq(outboxEmails.subject, subject),
        ),
      )
      .limit(1);
    if (sent) return false;
    const template = await loadMerchantTemplate(tx, merchant.id, CARD_EXPIRY_EMAIL_KIND);
    if (template.isDisabled) return false;
    const expiring = (await listCardSchedules(tx, merchant.id)).filter(isExpiring);
    if (expiring.length === 0) return false;
    const filled = fillTemplateTexts(template.texts, {
      company_name: merchant.name,
      company_email: merchant.email,
      company_phone: '',
      run_date: longDate(today),
    });
    const lines = expiring.map(
      (row) =>
        `Subscription #${row.subscriptionNumber}, ${row.offeringName}, for ${`${row.customerFirstName} ${row.customerLastName}`.trim()}: the card ending in ${row.lastFour} expires ${String(row.expirationMonth).padStart(2, '0')}/${row.expirationYear}, before the next bill on ${longDate(row.nextBillDate ?? today)}.`,
    );
    const paragraphs = [filled.greeting, filled.opening, lines.join('\n'), filled.signature].filter(
      (paragraph) => paragraph !== '',
    );
    await enqueueEmail(tx, merchant.id, {
      kind: CARD_EXPIRY_EMAIL_KIND,
      to: merchant.email,
      subject,
      text: paragraphs.join('\n\n'),
      html: html(paragraphs),
    });
    return true;
  });
}
