import {
  addDays,
  bookingProblem,
  type DaySchedule,
  dayOfWeek,
  todayInTimeZone,
  zonedInstant,
} from '@paybook/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  calendarItems,
  customers,
  offeringServiceProviders,
  offerings,
  serviceProviders,
} from '../db/schema/index.ts';
import { findProvider } from '../modules/calendar/calendar.repository.ts';
import { loadWorkingDays } from '../modules/calendar/calendar-week.service.ts';

/** DEMO.md: customers who book at the demo merchants (example.com addresses, 555 numbers). */
const DEMO_CUSTOMERS = [
  ['Emma', 'Johnson', 'emma.johnson@example.com', '3035550142'],
  ['Liam', 'Garcia', 'liam.garcia@example.com', '3035550187'],
  ['Olivia', 'Martinez', 'olivia.martinez@example.com', '7205550123'],
  ['Noah', 'Brown', 'noah.brown@example.com', '7205550168'],
  ['Ava', 'Davis', 'ava.davis@example.com', '3035550111'],
  ['Elijah', 'Wilson', 'elijah.wilson@example.com', '9705550190'],
  ['Sophia', 'Anderson', 'sophia.anderson@example.com', '3035550156'],
  ['James', 'Thomas', 'james.thomas@example.com', '7205550134'],
] as const;

/** Local start times tried each working day; a day keeps those that fit its hours and miss its break. */
const START_TIMES = ['09:00', '10:30', '13:00', '14:30', '16:00'];

/**
 * DEMO.md: "a realistic week of appointments around the current date": for each active provider, from the
 * Sunday of the current week for two weeks, appointments of their services with demo customers, and one
 * personal time a week. Only merchants with bookable services get any.
 */
export async function seedDemoCalendar(tx: Database, merchant: { id: number; timeZone: string }, now: Date) {
  const providers = await tx
    .select({ id: serviceProviders.id })
    .from(serviceProviders)
    .where(and(eq(serviceProviders.merchantId, merchant.id), eq(serviceProviders.isActive, true)))
    .orderBy(asc(serviceProviders.id));
  const services = await tx
    .select({
      providerId: offeringServiceProviders.serviceProviderId,
      id: offerings.id,
      minutes: offerings.durationMinutes,
    })
    .from(offeringServiceProviders)
    .innerJoin(
      offerings,
      and(
        eq(offerings.merchantId, offeringServiceProviders.merchantId),
        eq(offerings.id, offeringServiceProviders.offeringId),
      ),
    )
    .where(
      and(eq(offerings.merchantId, merchant.id), eq(offerings.isBookable, true), isNull(offerings.deletedAt)),
    )
    .orderBy(asc(offerings.id));
  if (services.length === 0) return;
  const customerIds = (
    await tx
      .insert(customers)
      .values(
        DEMO_CUSTOMERS.map(([firstName, lastName, email, phone]) => ({
          merchantId: merchant.id,
          firstName,
          lastName,
          email,
          phone,
        })),
      )
      .returning({ id: customers.id })
  ).map((row) => row.id);
  const today = todayInTimeZone(merchant.timeZone, now);
  const weekStart = addDays(today, -dayOfWeek(today));
  let turn = 0;
  for (const [index, { id }] of providers.entries()) {
    const own = services.filter((service) => service.providerId === id);
    const provider = await findProvider(tx, merchant.id, id);
    if (own.length === 0 || !provider) continue;
    const days = await loadWorkingDays(tx, merchant.id, provider, weekStart, addDays(weekStart, 13));
    const rows: (typeof calendarItems.$inferInsert)[] = [];
    for (const day of days) {
      rows.push(
        ...appointmentsOf(day, provider.timeZone, index, () => turn++, own, customerIds, merchant.id, id),
      );
      if (day.day_of_week === 3 && day.hours) {
        const start = zonedInstant(day.date, '08:30', provider.timeZone);
        rows.push({
          merchantId: merchant.id,
          kind: 'personal_time',
          serviceProviderId: id,
          title: 'Team meeting',
          startAt: start,
          endAt: new Date(start.getTime() + 15 * 60_000),
        });
      }
    }
    if (rows.length > 0) await tx.insert(calendarItems).values(rows);
  }
}

function appointmentsOf(
  day: DaySchedule,
  timeZone: string,
  providerIndex: number,
  nextTurn: () => number,
  services: { id: number; minutes: number | null }[],
  customerIds: number[],
  merchantId: number,
  providerId: number,
): (typeof calendarItems.$inferInsert)[] {
  const rows: (typeof calendarItems.$inferInsert)[] = [];
  let lastEnd = 0;
  for (const [slot, time] of START_TIMES.entries()) {
    // A gap now and then, different for each provider and day, so the week looks lived in.
    if ((slot + providerIndex + day.day_of_week) % 4 === 0) continue;
    const turn = nextTurn();
    const service = services[turn % services.length]!;
    const start = zonedInstant(day.date, time, timeZone);
    const end = new Date(start.getTime() + (service.minutes ?? 60) * 60_000);
    if (start.getTime() < lastEnd || bookingProblem({ start, end }, day)) continue;
    lastEnd = end.getTime();
    rows.push({
      merchantId,
      kind: 'appointment',
      serviceProviderId: providerId,
      offeringId: service.id,
      customerId: customerIds[turn % customerIds.length]!,
      startAt: start,
      endAt: end,
    });
  }
  return rows;
}
