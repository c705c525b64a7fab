import type { CalendarItemStatus } from '@paybook/contracts';
import type { DepositStatus } from '@paybook/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { userOfProvider } from '../../db/joins.ts';
import { preparedQuery } from '../../db/prepared.ts';
import {
  calendarItems,
  customers,
  merchants,
  offeringCategories,
  offerings,
  serviceProviders,
  users,
} from '../../db/schema/index.ts';
import type { ScheduleJson } from '../availability/availability.repository.ts';
import { scheduleJsonFields } from '../availability/availability.repository.ts';
import { type ItemRow, providerTimeZone } from './calendar.repository.ts';

/**
 * [id, kind, title, start ms, end ms, offering id, customer id, deposit status, status (issue 16 point 2),
 * no-show fee cents the no-show action may charge (a card left with consent, not charged yet) or null].
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
  CalendarItemStatus,
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
  /** Issue 16 point 2: booked, arrived, completed or no_show (the week leaves cancelled items out). */
  status: CalendarItemStatus;
};

/**
 * The names a week shows of its offerings (with their category, issue 16 point 1) and customers, each read
 * once however many items name it.
 */
export type WeekOfferingRow = {
  id: number;
  name: string;
  categoryId: number | null;
  categoryName: string | null;
};
export type WeekCustomerRow = { id: number; firstName: string; lastName: string };

type WeekItemsJson = [
  WeekItemJson[],
  [number, string, number | null, string | null][],
  [number, string, string][],
];

/**
 * spec 1 §7 calendar_week in one prepared statement: the provider (names and zone), the first date of the
 * merchant's week that holds `date` (issue 16 point 9: merchants.week_starts_on, read here so the week and
 * its first day come from one snapshot; the same arithmetic as the domain's weekStartOf), its schedule for
 * that week's seven local dates, and its booked items touching them (instants as epoch milliseconds).
 * The overlap test is the no-overlap constraint's own, so its GiST index can find the items.
 * Issue 14 point 5: the items carry their offering and customer ids, and each distinct offering and
 * customer is read once (`= any` of the week's ids) instead of once per item: a week of 350 items with
 * one regular customer joined 350 customer rows under row-level security. Building JSON is most of the
 * rest, so an item carries only what the week shows, and instants come from `date_part` (a float)
 * rather than `extract` (a numeric, slower).
 */
const weekQuery = preparedQuery((db) => {
  const merchantId = sql`${sql.placeholder('merchantId')}::bigint`;
  const date = sql`${sql.placeholder('date')}::date`;
  const from = sql`(${date} - ((extract(dow from ${date})::int - ${merchants.weekStartsOn} + 7) % 7))`;
  const to = sql`(${from} + 6)`;
  const epochMs = (column: typeof calendarItems.startAt | typeof calendarItems.endAt) =>
    sql`(date_part('epoch', ${column}) * 1000)::bigint`;
  const week = sql`select coalesce(json_agg(json_build_array(${calendarItems.id}, ${calendarItems.kind},
        ${calendarItems.title}, ${epochMs(calendarItems.startAt)}, ${epochMs(calendarItems.endAt)},
        ${calendarItems.offeringId}, ${calendarItems.customerId}, ${calendarItems.depositStatus},
        ${calendarItems.status},
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
      weekStart: sql<string>`to_char(${from}, 'YYYY-MM-DD')`,
      schedule: sql<ScheduleJson>`json_build_object(${scheduleJsonFields(merchantId, sql`${serviceProviders.id}`, from, to)})`,
      items: sql<WeekItemsJson>`(select json_build_array(week.items,
          (select coalesce(json_agg(json_build_array(${offerings.id}, ${offerings.name},
              ${offerings.offeringCategoryId}, ${offeringCategories.name})), '[]')
            from ${offerings} left join ${offeringCategories}
              on ${offeringCategories.merchantId} = ${offerings.merchantId} and ${offeringCategories.id} = ${offerings.offeringCategoryId}
            where ${offerings.merchantId} = ${merchantId} and ${offerings.id} = any(week.offering_ids)),
          (select coalesce(json_agg(json_build_array(${customers.id}, ${customers.firstName}, ${customers.lastName})), '[]')
            from ${customers} where ${customers.merchantId} = ${merchantId} and ${customers.id} = any(week.customer_ids)))
        from (${week}) as week)`,
    })
    .from(serviceProviders)
    .innerJoin(users, userOfProvider)
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
 * The provider (as findProvider), the merchant's week that holds local date `date` (`weekStart`, its first
 * date), the provider's schedule and booked items (in time order) for that week, and the offerings and
 * customers they name: one statement. Undefined for a provider that is not the merchant's.
 */
export async function loadWeek(tx: Database, merchantId: number, providerId: number, date: string) {
  const [row] = await weekQuery(tx).execute({ merchantId, providerId, date });
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
        status,
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
        isNoShow: status === 'no_show',
        noShowFeeCents,
        status,
      }),
    ),
    offerings: offeringRows.map(
      ([id, name, categoryId, categoryName]): WeekOfferingRow => ({ id, name, categoryId, categoryName }),
    ),
    customers: customerRows.map(
      ([id, firstName, lastName]): WeekCustomerRow => ({ id, firstName, lastName }),
    ),
  };
}
