import { randomBytes } from 'node:crypto';
import type { ScheduleAmount } from '@paybook/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  calendarItems,
  customers,
  type EmailAttachment,
  outboxEmails,
  scheduleSettings,
} from '../../db/schema/index.ts';
import { createMerchant, createUser } from '../../test/factories.ts';
import { createService, makeProvider } from '../../test/staff-factories.ts';

export const ORIGIN = 'https://app.paybook.test';

const unique = () => randomBytes(4).toString('hex');

/**
 * A business in America/Denver (its name needs HTML escaping) with a provider, a service and a customer,
 * and optionally its own schedule settings (otherwise the table's defaults: 24 hours each).
 */
export async function setUpBusiness(
  db: Database,
  settings: { cancellation?: ScheduleAmount; reminder?: ScheduleAmount } = {},
  customerEmail: string = `ada-${unique()}@example.test`,
) {
  const merchant = await createMerchant(db, {
    name: 'Juniper & <Sons>',
    productName: 'appointments',
    appointmentsActivated: true,
    timeZone: 'America/Denver',
    companyEmail: 'hello@juniper.test',
  });
  const user = await createUser(db, merchant, { firstName: 'Noor', lastName: 'Haddad' });
  const provider = await makeProvider(db, user, [0, 1, 2, 3, 4, 5, 6]);
  const service = await createService(db, merchant, 'Beard trim');
  const [customer] = await db
    .insert(customers)
    .values({ merchantId: merchant.id, firstName: 'Ada', lastName: 'Lovelace', email: customerEmail })
    .returning();
  if (settings.cancellation || settings.reminder) {
    await db.insert(scheduleSettings).values({
      merchantId: merchant.id,
      ...(settings.cancellation
        ? {
            cancellationTimeValue: settings.cancellation.value,
            cancellationTimeUnit: settings.cancellation.unit,
          }
        : {}),
      ...(settings.reminder
        ? { reminderTimeValue: settings.reminder.value, reminderTimeUnit: settings.reminder.unit }
        : {}),
    });
  }
  const book = async (start: string, minutes = 30) => {
    const startAt = new Date(start);
    const [row] = await db
      .insert(calendarItems)
      .values({
        merchantId: merchant.id,
        kind: 'appointment',
        serviceProviderId: provider.id,
        offeringId: service.id,
        customerId: customer!.id,
        startAt,
        endAt: new Date(startAt.getTime() + minutes * 60_000),
      })
      .returning();
    return row!;
  };
  const emails = () =>
    db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.merchantId, merchant.id))
      .orderBy(asc(outboxEmails.id));
  const emailsOfKind = async (kind: string) => (await emails()).filter((email) => email.kind === kind);
  const item = async (id: number) => {
    const [row] = await db
      .select()
      .from(calendarItems)
      .where(and(eq(calendarItems.merchantId, merchant.id), eq(calendarItems.id, id)));
    return row!;
  };
  return { merchant, provider, service, customer: customer!, book, emails, emailsOfKind, item };
}

/** The properties of the first VEVENT of an iCalendar text (lines unfolded), and its METHOD. */
export function parseIcs(text: string): Record<string, string> {
  const lines = text.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  const properties: Record<string, string> = {};
  let inEvent = false;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') inEvent = true;
    else if (line === 'END:VEVENT') inEvent = false;
    const colon = line.search(/:(?=(?:[^"]*"[^"]*")*[^"]*$)/);
    if (colon < 0) continue;
    const [name] = line.slice(0, colon).split(';');
    if (name === 'METHOD' || (inEvent && name && !(name in properties))) {
      properties[name] = line.slice(colon + 1);
    }
  }
  return properties;
}

/** The decoded text of an outbox e-mail's stored attachment (an .ics; a drawn PDF has no text). */
export function attachmentText(file: EmailAttachment): string {
  if (!('contentBase64' in file)) throw new Error(`${file.filename} is drawn at delivery, not stored`);
  return Buffer.from(file.contentBase64, 'base64').toString('utf8');
}

/** The token of the manage link in an e-mail body. */
export function manageTokenIn(text: string): string | undefined {
  return /\/my-appointment\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
}
