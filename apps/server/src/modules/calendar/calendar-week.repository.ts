import type { DepositStatus } from '@paybook/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import {
  calendarItems,
  customers,
  merchants,
  offerings,
  serviceProviders,
  users,
} from '../../db/schema/index.ts';
import type { ScheduleJson } from '../availability/availability.repository.ts';
import { scheduleJsonFields } from '../availability/availability.repository.ts';
import { type ItemRow, providerTimeZone } from './calendar.repository.ts';

/**
 * [id, kind, title, start ms, end ms, offering id, customer id, deposit status, is no-show, no-show fee
 * cents the no-show action may charge (a card left with consent, not charged yet) or null].
 */
type WeekItemJson = [
  number,
  ItemRow['kind'],
  string,
  number,
  number,
  number | null,
  number | null,
  DepositStatus | null,
  boolean,
  number | null,
];

/** A booked item as the week shows it: instants as epoch milliseconds, no contact details. */
export type WeekItemRow = {
  id: number;
  kind: ItemRow['kind'];
  title: string;
  startMs: number;
  endMs: number;
  offeringId: number | null;
  customerId: number | null;
  /** Issue 15 point 7: the online booking's deposit, the no-show mark, and the fee the action may charge. */
  depositStatus: DepositStatus | null;
  isNoShow: boolean;
  noShowFeeCents: number | null;
};

/** The names a week shows of its offerings and customers, each read once however many items name it. */
export type WeekOfferingRow = { id: number; name: string };
export type WeekCustomerRow = { id: number; firstName: string; lastName: string };

type WeekItemsJson = [WeekItemJson[], [number, string][], [number, string, string][]];

/**
 * spec 1 §7 calendar_week in one prepared statement: the provider (names and zone), its schedule between
 * local dates `from` and `to`, and its booked items touching those dates (instants as epoch milliseconds).
 * The overlap test is the no-overlap constraint's own, so its GiST index can find the items.
 * Issue 14 point 5: the items carry their offering and customer ids, and each distinct offering and
 * customer is read once (`= any` of the week's ids) instead of once per item: a week of 350 items with
 * one regular customer joined 350 customer rows under row-level security. Building JSON is most of the
 * rest, so an item carries only what the week shows, and instants come from `date_part` (a float)
 * rather than `extract` (a numeric, slower).
 */
const weekQuery = preparedQuery((db) => {
  const merchantId = sql`${sql.placeholder('merchantId')}::bigint`;
  const from = sql`${sql.placeholder('from')}::date`;
  const to = sql`${sql.placeholder('to')}::date`;
  const epochMs = (column: typeof calendarItems.startAt | typeof calendarItems.endAt) =>
    sql`(date_part('epoch', ${column}) * 1000)::bigint`;
  const week = sql`select coalesce(json_agg(json_build_array(${calendarItems.id}, ${calendarItems.kind},
        ${calendarItems.title}, ${epochMs(calendarItems.startAt)}, ${epochMs(calendarItems.endAt)},
        ${calendarItems.offeringId}, ${calendarItems.customerId}, ${calendarItems.depositStatus},
        ${calendarItems.status} = 'no_show',
        case when ${calendarItems.noShowFeeTransactionId} is null and ${calendarItems.noShowFeeCents} > 0
          then ${calendarItems.noShowFeeCents} end) order by ${calendarItems.startAt}), '[]') as items,
      array_agg(distinct ${calendarItems.offeringId}) as offering_ids,
      array_agg(distinct ${calendarItems.customerId}) as customer_ids
    from ${calendarItems}
    where ${calendarItems.merchantId} = ${merchantId} and ${calendarItems.serviceProviderId} = ${serviceProviders.id}
      and ${calendarItems.status} <> 'cancelled'
      and tstzrange(${calendarItems.startAt}, ${calendarItems.endAt})
        && tstzrange(${from}::timestamp at time zone ${providerTimeZone}, (${to} + 1)::timestamp at time zone ${providerTimeZone})`;
  return db
    .select({
      id: serviceProviders.id,
      userId: serviceProviders.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      timeZone: providerTimeZone,
      schedule: sql<ScheduleJson>`json_build_object(${scheduleJsonFields(merchantId, sql`${serviceProviders.id}`, from, to)})`,
      items: sql<WeekItemsJson>`(select json_build_array(week.items,
          (select coalesce(json_agg(json_build_array(${offerings.id}, ${offerings.name})), '[]') from ${offerings}
            where ${offerings.merchantId} = ${merchantId} and ${offerings.id} = any(week.offering_ids)),
          (select coalesce(json_agg(json_build_array(${customers.id}, ${customers.firstName}, ${customers.lastName})), '[]')
            from ${customers} where ${customers.merchantId} = ${merchantId} and ${customers.id} = any(week.customer_ids)))
        from (${week}) as week)`,
    })
    .from(serviceProviders)
    .innerJoin(
      users,
      and(eq(users.merchantId, serviceProviders.merchantId), eq(users.id, serviceProviders.userId)),
    )
    .innerJoin(merchants, eq(merchants.id, serviceProviders.merchantId))
    .where(
      and(
        eq(serviceProviders.merchantId, merchantId),
        eq(serviceProviders.id, sql.placeholder('providerId')),
      ),
    )
    .prepare('calendar_week');
});

/**
 * The provider (as findProvider), its schedule, its booked items (in time order) for local dates
 * `from` … `to` (inclusive) and the offerings and customers they name: one statement. Undefined for a
 * provider that is not the merchant's.
 */
export async function loadWeek(
  tx: Database,
  merchantId: number,
  providerId: number,
  from: string,
  to: string,
) {
  const [row] = await weekQuery(tx).execute({ merchantId, providerId, from, to });
  if (!row) return undefined;
  const {
    items: [items, offeringRows, customerRows],
    ...week
  } = row;
  return {
    ...week,
    items: items.map(
      ([
        id,
        kind,
        title,
        startMs,
        endMs,
        offeringId,
        customerId,
        depositStatus,
        isNoShow,
        noShowFeeCents,
      ]): WeekItemRow => ({
        id,
        kind,
        title,
        startMs,
        endMs,
        offeringId,
        customerId,
        depositStatus,
        isNoShow,
        noShowFeeCents,
      }),
    ),
    offerings: offeringRows.map(([id, name]): WeekOfferingRow => ({ id, name })),
    customers: customerRows.map(
      ([id, firstName, lastName]): WeekCustomerRow => ({ id, firstName, lastName }),
    ),
  };
}
