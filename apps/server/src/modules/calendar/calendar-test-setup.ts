import { addDays, dayOfWeek, todayInTimeZone, zonedInstant } from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { offeringServiceProviders, workPlanBreaks } from '../../db/schema/index.ts';
import { signIn } from '../../test/client.ts';
import { createMerchantWithStaff, createUser } from '../../test/factories.ts';
import { createService, makeProvider } from '../../test/staff-factories.ts';
import type { TestApp } from '../../test/test-app.ts';

export const ZONE = 'America/Denver';

/** The next date (after today, merchant's zone) that falls on a weekday: 1 Monday … 5 Friday. */
export function nextWeekday(weekday: number, weeksAhead = 0): string {
  const today = todayInTimeZone(ZONE);
  const ahead = (weekday - dayOfWeek(today) + 7) % 7 || 7;
  return addDays(today, ahead + 7 * weeksAhead);
}

/** A local time on a date in the merchant's zone, as the API's ISO instant. */
export const at = (date: string, time: string) => zonedInstant(date, time, ZONE).toISOString();

/**
 * An appointments merchant (America/Denver) with an owner (every right), a provider working Monday to
 * Friday 09:00–17:00 with a 12:00–13:00 break on Mondays, a second provider without manage_appointments
 * (own calendar only), and a 30-minute service both perform.
 */
export async function setUpCalendar(t: TestApp) {
  const db: Database = t.handle.db;
  const { merchant, owner, staff } = await createMerchantWithStaff(db, ['manage_customers'], {
    productName: 'appointments',
    appointmentsActivated: true,
  });
  const provider = await makeProvider(db, staff);
  const otherUser = await createUser(db, merchant, {
    firstName: 'Pat',
    lastName: 'Provider',
    accessRights: ['neon_service_provider'],
  });
  const otherProvider = await makeProvider(db, otherUser);
  const [lunch] = await db
    .insert(workPlanBreaks)
    .values({
      merchantId: merchant.id,
      serviceProviderId: provider.id,
      dayOfWeek: 1,
      startTime: '12:00',
      endTime: '13:00',
    })
    .returning();
  const service = await createService(db, merchant);
  await db.insert(offeringServiceProviders).values([
    { merchantId: merchant.id, offeringId: service.id, serviceProviderId: provider.id },
    { merchantId: merchant.id, offeringId: service.id, serviceProviderId: otherProvider.id },
  ]);
  return {
    merchant,
    provider,
    otherProvider,
    lunch: lunch!,
    service,
    owner: await signIn(t.app, owner.userName),
    staff: await signIn(t.app, staff.userName),
    other: await signIn(t.app, otherUser.userName),
  };
}

let customerCount = 0;
/** A new customer for a booking, different each time: e-mails are unique per merchant. */
export const newCustomer = () => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: `ada${++customerCount}@example.test`,
  phone: '(303) 555-0101',
});
