import type { CalendarItemStatus } from '@paybook/contracts';
import type { AppointmentOrderFacts, DepositStatus, OrderPaymentStatus } from '@paybook/domain';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { userOfProvider } from '../../db/joins.ts';
import { preparedQuery } from '../../db/prepared.ts';
import {
  calendarItems,
  customers,
  merchants,
  offeringCategories,
  offerings,
  orders,
  serviceProviders,
  users,
} from '../../db/schema/index.ts';
import type { ScheduleJson } from '../availability/availability.repository.ts';
import { scheduleJsonFields } from '../availability/availability.repository.ts';
import { type ItemRow, providerTimeZone } from './calendar.repository.ts';

/**
 * [id, kind, title, start ms, end ms, offering id, customer id, deposit status, status (issue 16 point 2),
 * no-show fee cents the no-show action may charge (a card left with consent, not charged yet) or null,
 * then the latest checkout sale (issue 24 point 1) or nulls: its id, number, payment status, total and
 * amount paid].
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
  number | null,
  number | null,
  OrderPaymentStatus | null,
  number | null,
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
  /** Issue 24 point 1: the appointment's latest checkout sale (isCheckoutSale), or null. */
  sale: AppointmentOrderFacts | null;
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

type CalendarItemsJson = [
  WeekItemJson[],
  [number, string, number | null, string | null][],
  [number, string, string][],
];

/**
 * A provider's calendar between two local dates in one select: the provider (names and zone), the first
 * date (`firstDate`), its schedule for the dates `from` to `to`, and its booked items touching them
 * (instants as epoch milliseconds). The overlap test is the no-overlap constraint's own, so its GiST index
 * can find the items. Issue 14 point 5: the items carry their offering and customer ids, and each distinct
 * offering and customer is read once (`= any` of the items' ids) instead of once per item: a week of 350
 * items with one regular customer joined 350 customer rows under row-level security. Building JSON is most
 * of the rest, so an item carries only what the calendar shows, and instants come from `date_part` (a
 * float) rather than `extract` (a numeric, slower). `providers` picks the rows (the week's one provider,
 * the day's several); `from` and `to` may read the merchant's row (joined).
 */
function calendarRowsSelect(db: Database, merchantId: SQL, from: SQL, to: SQL, providers: SQL) {
  // Issue 24 point 1: the appointment's latest checkout sale, one probe of orders_appointment_idx per item;
  // the filter is the domain's isCheckoutSale (a cancelled or voided order sells nothing).
  const latestSale = sql`select ${orders.id} as id, ${orders.orderNumber} as order_number,
        ${orders.paymentStatus} as payment_status, ${orders.amountTotal} as amount_total,
        ${orders.amountPaid} as amount_paid
      from ${orders}
      where ${calendarItems.kind} = 'appointment' and ${orders.merchantId} = ${merchantId}
        and ${orders.appointmentId} = ${calendarItems.id}
        and ${orders.orderStatus} <> 2 and ${orders.paymentStatus} <> 'cancelled'
      order by ${orders.id} desc limit 1`;
  const epochMs = (column: typeof calendarItems.startAt | typeof calendarItems.endAt) =>
    sql`(date_part('epoch', ${column}) * 1000)::bigint`;
  const booked = sql`select coalesce(json_agg(json_build_array(${calendarItems.id}, ${calendarItems.kind},
        ${calendarItems.title}, ${epochMs(calendarItems.startAt)}, ${epochMs(calendarItems.endAt)},
        ${calendarItems.offeringId}, ${calendarItems.customerId}, ${calendarItems.depositStatus},
        ${calendarItems.status},
        case when ${calendarItems.noShowFeeTransactionId} is null and ${calendarItems.noShowFeeCents} > 0
          then ${calendarItems.noShowFeeCents} end,
        sale.id, sale.order_number, sale.payment_status, sale.amount_total, sale.amount_paid)
        order by ${calendarItems.startAt}), '[]') as items,
      array_agg(distinct ${calendarItems.offeringId}) as offering_ids,
      array_agg(distinct ${calendarItems.customerId}) as customer_ids
    from ${calendarItems}
    left join lateral (${latestSale}) as sale on true
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
      firstDate: sql<string>`to_char(${from}, 'YYYY-MM-DD')`,
      schedule: sql<ScheduleJson>`json_build_object(${scheduleJsonFields(merchantId, sql`${serviceProviders.id}`, from, to)})`,
      items: sql<CalendarItemsJson>`(select json_build_array(booked.items,
          (select coalesce(json_agg(json_build_array(${offerings.id}, ${offerings.name},
              ${offerings.offeringCategoryId}, ${offeringCategories.name})), '[]')
            from ${offerings} left join ${offeringCategories}
              on ${offeringCategories.merchantId} = ${offerings.merchantId} and ${offeringCategories.id} = ${offerings.offeringCategoryId}
            where ${offerings.merchantId} = ${merchantId} and ${offerings.id} = any(booked.offering_ids)),
          (select coalesce(json_agg(json_build_array(${customers.id}, ${customers.firstName}, ${customers.lastName})), '[]')
            from ${customers} where ${customers.merchantId} = ${merchantId} and ${customers.id} = any(booked.customer_ids)))
        from (${booked}) as booked)`,
    })
    .from(serviceProviders)
    .innerJoin(users, userOfProvider)
    .innerJoin(merchants, eq(merchants.id, serviceProviders.merchantId))
    .where(and(eq(serviceProviders.merchantId, merchantId), providers));
}

const merchantParam = sql`${sql.placeholder('merchantId')}::bigint`;

/**
 * spec 1 §7 calendar_week in one prepared statement: the first date of the merchant's week that holds
 * `date` (issue 16 point 9: merchants.week_starts_on, read here so the week and its first day come from
 * one snapshot; the same arithmetic as the domain's weekStartOf) and the provider's calendar for its
 * seven local dates.
 */
const weekQuery = preparedQuery((db) => {
  const date = sql`${sql.placeholder('date')}::date`;
  const from = sql`(${date} - ((extract(dow from ${date})::int - ${merchants.weekStartsOn} + 7) % 7))`;
  const to = sql`(${from} + 6)`;
  const provider = eq(serviceProviders.id, sql.placeholder('providerId'));
  return calendarRowsSelect(db, merchantParam, from, to, provider).prepare('calendar_week');
});

/** The day of several providers (`providerIds`, the merchant's) in one prepared statement. */
const providersDayQuery = preparedQuery((db) => {
  const date = sql`${sql.placeholder('date')}::date`;
  const providers = sql`${serviceProviders.id} = any(${sql.placeholder('providerIds')}::bigint[])`;
  return calendarRowsSelect(db, merchantParam, date, date, providers).prepare('calendar_providers_day');
});

type CalendarRowJson = Awaited<ReturnType<ReturnType<typeof weekQuery>['execute']>>[number];

/** A provider's calendar rows as the presenters read them (calendarRowsSelect's JSON unpacked). */
function readCalendarRow({ items: [items, offeringRows, customerRows], ...provider }: CalendarRowJson) {
  return {
    ...provider,
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
        saleId,
        orderNumber,
        paymentStatus,
        amountTotal,
        amountPaid,
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
        sale:
          saleId === null || orderNumber === null || paymentStatus === null
            ? null
            : {
                id: saleId,
                order_number: orderNumber,
                order_status: 1,
                payment_status: paymentStatus,
                amount_total_cents: amountTotal ?? 0,
                amount_paid_cents: amountPaid ?? 0,
              },
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

/** A provider's calendar between two local dates, as calendar-week.service.ts presents it. */
export type CalendarRows = ReturnType<typeof readCalendarRow>;

/**
 * The provider (as findProvider), the merchant's week that holds local date `date` (`firstDate`, its first
 * date), the provider's schedule and booked items (in time order) for that week, and the offerings and
 * customers they name: one statement. Undefined for a provider that is not the merchant's.
 */
export async function loadWeek(
  tx: Database,
  merchantId: number,
  providerId: number,
  date: string,
): Promise<CalendarRows | undefined> {
  const [row] = await weekQuery(tx).execute({ merchantId, providerId, date });
  return row && readCalendarRow(row);
}

/**
 * The calendars of the merchant's providers `providerIds` on local date `date`, in the order of the ids:
 * one statement.
 */
export async function loadProvidersDay(
  tx: Database,
  merchantId: number,
  providerIds: readonly number[],
  date: string,
): Promise<CalendarRows[]> {
  if (providerIds.length === 0) return [];
  const rows = await providersDayQuery(tx).execute({ merchantId, providerIds: [...providerIds], date });
  const order = new Map(providerIds.map((id, index) => [id, index]));
  return rows.map(readCalendarRow).sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
}

/**
 * The merchant's active providers the calendar's picker lists (they appear on booking), at most `limit`,
 * in its order (first name, last name, id, as GET service_providers): the columns of the providers' day.
 */
export async function listActiveProviderIds(tx: Database, merchantId: number, limit: number) {
  const rows = await tx
    .select({ id: serviceProviders.id })
    .from(serviceProviders)
    .innerJoin(users, userOfProvider)
    .where(
      and(
        eq(serviceProviders.merchantId, merchantId),
        eq(serviceProviders.isActive, true),
        eq(serviceProviders.appearsOnBooking, true),
      ),
    )
    .orderBy(
      asc(sql`lower(${users.firstName})`),
      asc(sql`lower(${users.lastName})`),
      asc(serviceProviders.id),
    )
    .limit(limit);
  return rows.map((row) => row.id);
}
