import type { VisitStatus } from '@paybook/domain';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { invalidateProviderAvailability } from '../../cache/availability-keys.ts';
import type { Database } from '../../db/client.ts';
import { offeringOfItem, userOfProvider } from '../../db/joins.ts';
import { preparedQuery } from '../../db/prepared.ts';
import {
  calendarItems,
  customers,
  merchants,
  offeringServiceProviders,
  offerings,
  orders,
  serviceProviders,
  users,
} from '../../db/schema/index.ts';
import { type ScheduleJson, scheduleJsonFields } from '../availability/availability.repository.ts';

/** The provider's zone, or the merchant's (ruling 8). */
export const providerTimeZone = sql<string>`coalesce(${serviceProviders.timeZone}, ${merchants.timeZone})`;

/** The provider with the names the calendar shows and the zone its days are read in (ruling 8). */
export async function findProvider(tx: Database, merchantId: number, providerId: number) {
  const [row] = await tx
    .select({
      id: serviceProviders.id,
      firstName: users.firstName,
      lastName: users.lastName,
      timeZone: providerTimeZone,
    })
    .from(serviceProviders)
    .innerJoin(users, userOfProvider)
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

/**
 * Everything that shapes a provider's working days between two local dates (inclusive): the weekly plan
 * and breaks, days off, day hours and breaks removed per date, in one prepared statement (the availability
 * module's fragment).
 */
const scheduleQuery = preparedQuery((db) =>
  db
    .select({
      schedule: sql<ScheduleJson>`${sql`json_build_object(${scheduleJsonFields(
        sql`${sql.placeholder('merchantId')}::bigint`,
        sql`${sql.placeholder('providerId')}::bigint`,
        sql`${sql.placeholder('from')}::date`,
        sql`${sql.placeholder('to')}::date`,
      )})`}`,
    })
    .from(merchants)
    .where(eq(merchants.id, sql.placeholder('merchantId')))
    .prepare('calendar_provider_schedule'),
);

export async function loadSchedule(
  tx: Database,
  merchantId: number,
  providerId: number,
  from: string,
  to: string,
): Promise<ScheduleJson> {
  const [row] = await scheduleQuery(tx).execute({ merchantId, providerId, from, to });
  return row?.schedule ?? { plan: [], breaks: [], days_off: [], boundaries: [], exceptions: [] };
}

const itemColumns = {
  id: calendarItems.id,
  kind: calendarItems.kind,
  serviceProviderId: calendarItems.serviceProviderId,
  title: calendarItems.title,
  startAt: calendarItems.startAt,
  endAt: calendarItems.endAt,
  status: calendarItems.status,
  offeringId: offerings.id,
  offeringName: offerings.name,
  offeringPriceCents: offerings.priceCents,
  isPriceManualEntry: offerings.isPriceManualEntry,
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
    .leftJoin(offerings, offeringOfItem)
    .leftJoin(
      customers,
      and(eq(customers.merchantId, calendarItems.merchantId), eq(customers.id, calendarItems.customerId)),
    );
}
export type ItemRow = Awaited<ReturnType<typeof itemsQuery>>[number];

/** One item of a kind, by id; a cancelled one only when asked for (issue 16 point 2: its cancel answers). */
export async function findItem(
  tx: Database,
  merchantId: number,
  id: number,
  kind: 'appointment' | 'personal_time',
  { includeCancelled = false } = {},
) {
  const [row] = await itemsQuery(tx).where(
    and(
      eq(calendarItems.merchantId, merchantId),
      eq(calendarItems.id, id),
      eq(calendarItems.kind, kind),
      includeCancelled ? undefined : ne(calendarItems.status, 'cancelled'),
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
  // Issue 14 point 4: the provider's busy time changed (every write of an item says so, in its transaction).
  await invalidateProviderAvailability(tx, merchantId, values.serviceProviderId);
  return row!.id;
}

/** A moved start clears reminder_sent_at, so the reminder job reminds of the new time (spec 1 §3). */
const keptUnlessMoved = (startAt: Date) =>
  sql`case when ${calendarItems.startAt} = ${startAt.toISOString()}::timestamptz then ${calendarItems.reminderSentAt} end`;

export async function updateItem(tx: Database, merchantId: number, id: number, values: ItemValues) {
  const where = and(eq(calendarItems.merchantId, merchantId), eq(calendarItems.id, id));
  const before = await tx
    .select({ providerId: calendarItems.serviceProviderId })
    .from(calendarItems)
    .where(where);
  await tx
    .update(calendarItems)
    .set({ ...values, reminderSentAt: keptUnlessMoved(values.startAt), updatedAt: new Date() })
    .where(where);
  // The provider it left and the one it moved to (the same one, mostly: notified once).
  const moved = before.map((row) => row.providerId);
  await invalidateProviderAvailability(tx, merchantId, ...moved, values.serviceProviderId);
}

/**
 * Issue 16 point 2: a new status of an appointment. Cancelled keeps the row for history and leaves the
 * no-overlap constraint (it ignores cancelled rows), so the time is free; every status is shown by the
 * week, so its cached weeks go either way.
 */
export async function setItemStatus(tx: Database, merchantId: number, id: number, status: VisitStatus) {
  const rows = await tx
    .update(calendarItems)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(calendarItems.merchantId, merchantId), eq(calendarItems.id, id)))
    .returning({ providerId: calendarItems.serviceProviderId });
  await invalidateProviderAvailability(tx, merchantId, ...rows.map((row) => row.providerId));
}

/** Deleting personal time cancels it: the row stays for history and leaves the no-overlap constraint. */
export const cancelItem = (tx: Database, merchantId: number, id: number) =>
  setItemStatus(tx, merchantId, id, 'cancelled');

/** Issue 16 point 2: a mistake's row goes (its manage links with it, by their foreign key's cascade). */
export async function deleteItem(tx: Database, merchantId: number, id: number) {
  const rows = await tx
    .delete(calendarItems)
    .where(and(eq(calendarItems.merchantId, merchantId), eq(calendarItems.id, id)))
    .returning({ providerId: calendarItems.serviceProviderId });
  await invalidateProviderAvailability(tx, merchantId, ...rows.map((row) => row.providerId));
}

/** Whether an order was checked out from the appointment (issue 15 point 4): money the delete would orphan. */
export async function hasCheckoutOrder(tx: Database, merchantId: number, appointmentId: number) {
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.merchantId, merchantId), eq(orders.appointmentId, appointmentId)))
    .limit(1);
  return row !== undefined;
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
