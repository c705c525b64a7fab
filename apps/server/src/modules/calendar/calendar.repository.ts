import { and, asc, eq, gt, gte, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  breakExceptions,
  calendarItems,
  customers,
  dayBoundaries,
  daysOff,
  merchants,
  offeringServiceProviders,
  offerings,
  serviceProviders,
  users,
  workPlanBreaks,
  workPlans,
} from '../../db/schema/index.ts';

/** The provider with the names the calendar shows and the zone its days are read in (ruling 8). */
export async function findProvider(tx: Database, merchantId: number, providerId: number) {
  const [row] = await tx
    .select({
      id: serviceProviders.id,
      firstName: users.firstName,
      lastName: users.lastName,
      timeZone: sql<string>`coalesce(${serviceProviders.timeZone}, ${merchants.timeZone})`,
    })
    .from(serviceProviders)
    .innerJoin(
      users,
      and(eq(users.merchantId, serviceProviders.merchantId), eq(users.id, serviceProviders.userId)),
    )
    .innerJoin(merchants, eq(merchants.id, serviceProviders.merchantId))
    .where(and(eq(serviceProviders.merchantId, merchantId), eq(serviceProviders.id, providerId)));
  return row;
}
export type ProviderRow = NonNullable<Awaited<ReturnType<typeof findProvider>>>;

/**
 * ARCHITECTURE.md "No double booking": bookings and the day settings of one provider take this lock, so
 * the weekly breaks and hours a booking is checked against cannot change before it commits.
 */
export async function lockProviderCalendar(tx: Database, merchantId: number, providerId: number) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`calendar|${merchantId}|${providerId}`}, 0))`,
  );
}

/** Everything that shapes a provider's working days between two local dates (inclusive): five statements. */
export async function loadSchedule(
  tx: Database,
  merchantId: number,
  providerId: number,
  from: string,
  to: string,
) {
  const plan = await tx
    .select({
      day_of_week: workPlans.dayOfWeek,
      enabled: workPlans.enabled,
      start_at: workPlans.startTime,
      end_at: workPlans.endTime,
    })
    .from(workPlans)
    .where(and(eq(workPlans.merchantId, merchantId), eq(workPlans.serviceProviderId, providerId)));
  const breaks = await tx
    .select({
      id: workPlanBreaks.id,
      day_of_week: workPlanBreaks.dayOfWeek,
      start_at: workPlanBreaks.startTime,
      end_at: workPlanBreaks.endTime,
    })
    .from(workPlanBreaks)
    .where(and(eq(workPlanBreaks.merchantId, merchantId), eq(workPlanBreaks.serviceProviderId, providerId)));
  const offDays = await tx
    .select({ date: daysOff.date })
    .from(daysOff)
    .where(
      and(
        eq(daysOff.merchantId, merchantId),
        eq(daysOff.serviceProviderId, providerId),
        gte(daysOff.date, from),
        lte(daysOff.date, to),
      ),
    );
  const boundaries = await tx
    .select({ date: dayBoundaries.date, start_at: dayBoundaries.startTime, end_at: dayBoundaries.endTime })
    .from(dayBoundaries)
    .where(
      and(
        eq(dayBoundaries.merchantId, merchantId),
        eq(dayBoundaries.serviceProviderId, providerId),
        gte(dayBoundaries.date, from),
        lte(dayBoundaries.date, to),
      ),
    );
  const exceptions = await tx
    .select({ break_id: breakExceptions.workPlanBreakId, date: breakExceptions.date })
    .from(breakExceptions)
    .where(
      and(
        eq(breakExceptions.merchantId, merchantId),
        eq(breakExceptions.serviceProviderId, providerId),
        gte(breakExceptions.date, from),
        lte(breakExceptions.date, to),
      ),
    );
  return { plan, breaks, offDays, boundaries, exceptions };
}

const itemColumns = {
  id: calendarItems.id,
  kind: calendarItems.kind,
  serviceProviderId: calendarItems.serviceProviderId,
  title: calendarItems.title,
  startAt: calendarItems.startAt,
  endAt: calendarItems.endAt,
  offeringId: offerings.id,
  offeringName: offerings.name,
  customerId: customers.id,
  customerFirstName: customers.firstName,
  customerLastName: customers.lastName,
  customerEmail: customers.email,
  customerPhone: customers.phone,
};

function itemsQuery(tx: Database) {
  return tx
    .select(itemColumns)
    .from(calendarItems)
    .leftJoin(
      offerings,
      and(eq(offerings.merchantId, calendarItems.merchantId), eq(offerings.id, calendarItems.offeringId)),
    )
    .leftJoin(
      customers,
      and(eq(customers.merchantId, calendarItems.merchantId), eq(customers.id, calendarItems.customerId)),
    );
}
export type ItemRow = Awaited<ReturnType<typeof itemsQuery>>[number];

/** The provider's booked items that touch [from, to): one statement. */
export function listItems(tx: Database, merchantId: number, providerId: number, from: Date, to: Date) {
  return itemsQuery(tx)
    .where(
      and(
        eq(calendarItems.merchantId, merchantId),
        eq(calendarItems.serviceProviderId, providerId),
        ne(calendarItems.status, 'cancelled'),
        lt(calendarItems.startAt, to),
        gt(calendarItems.endAt, from),
      ),
    )
    .orderBy(asc(calendarItems.startAt));
}

/** One booked item of a kind, by id. */
export async function findItem(
  tx: Database,
  merchantId: number,
  id: number,
  kind: 'appointment' | 'personal_time',
) {
  const [row] = await itemsQuery(tx).where(
    and(
      eq(calendarItems.merchantId, merchantId),
      eq(calendarItems.id, id),
      eq(calendarItems.kind, kind),
      ne(calendarItems.status, 'cancelled'),
    ),
  );
  return row;
}

export type ItemValues = {
  serviceProviderId: number;
  title: string;
  offeringId: number | null;
  customerId: number | null;
  startAt: Date;
  endAt: Date;
};

export async function insertItem(
  tx: Database,
  merchantId: number,
  kind: 'appointment' | 'personal_time',
  values: ItemValues,
) {
  const [row] = await tx
    .insert(calendarItems)
    .values({ merchantId, kind, ...values })
    .returning({ id: calendarItems.id });
  return row!.id;
}

export async function updateItem(tx: Database, merchantId: number, id: number, values: ItemValues) {
  await tx
    .update(calendarItems)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(calendarItems.merchantId, merchantId), eq(calendarItems.id, id)));
}

/** Deleting cancels: the row stays for history and leaves the no-overlap constraint. */
export async function cancelItem(tx: Database, merchantId: number, id: number) {
  await tx
    .update(calendarItems)
    .set({ status: 'cancelled', updatedAt: new Date() })
    .where(and(eq(calendarItems.merchantId, merchantId), eq(calendarItems.id, id)));
}

/** A live bookable service the provider performs. */
export async function findProviderOffering(
  tx: Database,
  merchantId: number,
  providerId: number,
  offeringId: number,
) {
  const [row] = await tx
    .select({ id: offerings.id, name: offerings.name })
    .from(offerings)
    .innerJoin(
      offeringServiceProviders,
      and(
        eq(offeringServiceProviders.merchantId, offerings.merchantId),
        eq(offeringServiceProviders.offeringId, offerings.id),
        eq(offeringServiceProviders.serviceProviderId, providerId),
      ),
    )
    .where(
      and(
        eq(offerings.merchantId, merchantId),
        eq(offerings.id, offeringId),
        eq(offerings.isBookable, true),
        eq(offerings.isActive, true),
        isNull(offerings.deletedAt),
      ),
    );
  return row;
}
