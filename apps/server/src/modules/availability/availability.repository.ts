// Issue 4 points 2 and 7: everything the availability engine needs, for one provider or for every provider
// of a service, read in ONE statement whatever the range of dates and the number of providers. Each
// provider's rows come back as JSON arrays (json_agg), so no row multiplies another table's rows, and
// instants come as epoch milliseconds, so nothing is parsed or converted on the way.
import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import {
  breakExceptions,
  calendarItems,
  dayBoundaries,
  daysOff,
  merchants,
  offeringServiceProviders,
  offerings,
  scheduleSettings,
  serviceProviders,
  users,
  workPlanBreaks,
  workPlans,
} from '../../db/schema/index.ts';

/** [day_of_week, enabled, start 'HH:mm:ss', end]. */
export type PlanDayJson = [number, boolean, string, string];
/** [break id, day_of_week, start 'HH:mm:ss', end]. */
export type BreakJson = [number, number, string, string];
/** [date 'yyyy-MM-dd', start 'HH:mm:ss', end]. */
export type BoundaryJson = [string, string, string];
/** [break id, date 'yyyy-MM-dd']. */
export type ExceptionJson = [number, string];
/** [item id, is an appointment, start ms, end ms, the appointment's service buffer in minutes]. */
export type BusyJson = [number, boolean, number, number, number];

/** One provider's schedule rows between two local dates (inclusive). */
export interface ScheduleJson {
  plan: PlanDayJson[];
  breaks: BreakJson[];
  days_off: string[];
  boundaries: BoundaryJson[];
  exceptions: ExceptionJson[];
}

export interface ProviderAvailabilityJson extends ScheduleJson {
  id: number;
  /** The provider's zone, or the merchant's (ruling 8). */
  time_zone: string;
  /** Active, appears on booking, and its user is active (spec 1 §3, spec 3 §3.3). */
  is_bookable: boolean;
  /** The provider's user (a change to the user invalidates the cached provider: availability-cache.ts). */
  user_id: number;
  busy: BusyJson[];
}

export interface AvailabilityRows {
  /** Null for an id that is not the merchant's. */
  offering: {
    duration_minutes: number | null;
    buffer_minutes: number;
    /** Active, bookable and not deleted. */
    is_bookable: boolean;
    /** Who performs it, ascending (spec 3 §3.3 offering_ids). */
    provider_ids: number[];
  } | null;
  /** Null when the merchant never saved schedule settings (the table's defaults apply). */
  settings: { lead: [number, string]; advance: [number, string] } | null;
  providers: ProviderAvailabilityJson[];
}

const param = {
  merchantId: sql`${sql.placeholder('merchantId')}::bigint`,
  offeringId: sql`${sql.placeholder('offeringId')}::bigint`,
  providerId: sql`${sql.placeholder('providerId')}::bigint`,
  from: sql`${sql.placeholder('from')}::date`,
  to: sql`${sql.placeholder('to')}::date`,
};

/**
 * The schedule of the provider `providerId` (an SQL expression, for example an outer query's column)
 * between local dates `from` and `to`, as one JSON object: the weekly plan and breaks, and the days off,
 * day hours and breaks removed per date in the range. Correlated subqueries, so it can sit in a select
 * list for any number of providers.
 */
export function scheduleJsonFields(merchantId: SQL, providerId: SQL, from: SQL, to: SQL): SQL {
  return sql`
    'plan', (select coalesce(json_agg(json_build_array(${workPlans.dayOfWeek}, ${workPlans.enabled},
        ${workPlans.startTime}, ${workPlans.endTime})), '[]')
      from ${workPlans}
      where ${workPlans.merchantId} = ${merchantId} and ${workPlans.serviceProviderId} = ${providerId}),
    'breaks', (select coalesce(json_agg(json_build_array(${workPlanBreaks.id}, ${workPlanBreaks.dayOfWeek},
        ${workPlanBreaks.startTime}, ${workPlanBreaks.endTime})), '[]')
      from ${workPlanBreaks}
      where ${workPlanBreaks.merchantId} = ${merchantId} and ${workPlanBreaks.serviceProviderId} = ${providerId}),
    'days_off', (select coalesce(json_agg(${daysOff.date}), '[]')
      from ${daysOff}
      where ${daysOff.merchantId} = ${merchantId} and ${daysOff.serviceProviderId} = ${providerId}
        and ${daysOff.date} between ${from} and ${to}),
    'boundaries', (select coalesce(json_agg(json_build_array(${dayBoundaries.date}, ${dayBoundaries.startTime},
        ${dayBoundaries.endTime})), '[]')
      from ${dayBoundaries}
      where ${dayBoundaries.merchantId} = ${merchantId} and ${dayBoundaries.serviceProviderId} = ${providerId}
        and ${dayBoundaries.date} between ${from} and ${to}),
    'exceptions', (select coalesce(json_agg(json_build_array(${breakExceptions.workPlanBreakId},
        ${breakExceptions.date})), '[]')
      from ${breakExceptions}
      where ${breakExceptions.merchantId} = ${merchantId} and ${breakExceptions.serviceProviderId} = ${providerId}
        and ${breakExceptions.date} between ${from} and ${to})`;
}

/**
 * The provider's booked appointments and personal time that touch the local dates `from` … `to` in its
 * zone, widened back by 30 minutes (the largest service buffer, spec 1 §5), each appointment with its
 * service's buffer. The overlap test is the no-overlap constraint's own (`tstzrange &&` where not
 * cancelled), so its GiST index finds the rows however long the provider's history is.
 */
function busyJson(merchantId: SQL, providerId: SQL, timeZone: SQL, from: SQL, to: SQL): SQL {
  const epochMs = (column: AnyPgColumn) => sql`(extract(epoch from ${column}) * 1000)::bigint`;
  return sql`(select coalesce(json_agg(json_build_array(${calendarItems.id},
        ${calendarItems.kind} = 'appointment', ${epochMs(calendarItems.startAt)}, ${epochMs(calendarItems.endAt)},
        case when ${calendarItems.kind} = 'appointment' then coalesce(${offerings.bufferMinutes}, 0) else 0 end)), '[]')
      from ${calendarItems}
      left join ${offerings} on ${offerings.merchantId} = ${calendarItems.merchantId}
        and ${offerings.id} = ${calendarItems.offeringId}
      where ${calendarItems.merchantId} = ${merchantId} and ${calendarItems.serviceProviderId} = ${providerId}
        and ${calendarItems.status} <> 'cancelled'
        and tstzrange(${calendarItems.startAt}, ${calendarItems.endAt}) && tstzrange(
          (${from}::timestamp at time zone ${timeZone}) - interval '30 minutes',
          ((${to} + 1)::timestamp at time zone ${timeZone})))`;
}

type ProviderFilter = 'one' | 'offering';

/**
 * A select-list field from a nested SQL object: Drizzle strips the table name from columns written
 * directly in a field of a one-table select, which would make the subqueries' columns ambiguous.
 */
const field = <T>(inner: SQL) => sql<T>`${inner}`;

function availabilityQuery(db: Database, filter: ProviderFilter) {
  const providerId = sql`${serviceProviders.id}`;
  const timeZone = sql`coalesce(${serviceProviders.timeZone}, ${merchants.timeZone})`;
  const which =
    filter === 'one'
      ? sql`${serviceProviders.id} = ${param.providerId}`
      : sql`${serviceProviders.id} in (select ${offeringServiceProviders.serviceProviderId}
          from ${offeringServiceProviders}
          where ${offeringServiceProviders.merchantId} = ${param.merchantId}
            and ${offeringServiceProviders.offeringId} = ${param.offeringId})`;
  return db
    .select({
      offering: field<AvailabilityRows['offering']>(sql`(select json_build_object(
          'duration_minutes', ${offerings.durationMinutes},
          'buffer_minutes', ${offerings.bufferMinutes},
          'is_bookable', ${offerings.isActive} and ${offerings.isBookable} and ${offerings.deletedAt} is null,
          'provider_ids', (select coalesce(json_agg(${offeringServiceProviders.serviceProviderId}
              order by ${offeringServiceProviders.serviceProviderId}), '[]')
            from ${offeringServiceProviders}
            where ${offeringServiceProviders.merchantId} = ${param.merchantId}
              and ${offeringServiceProviders.offeringId} = ${param.offeringId}))
        from ${offerings}
        where ${offerings.merchantId} = ${param.merchantId} and ${offerings.id} = ${param.offeringId})`),
      settings: field<AvailabilityRows['settings']>(sql`(select json_build_object(
          'lead', json_build_array(${scheduleSettings.leadTimeValue}, ${scheduleSettings.leadTimeUnit}),
          'advance', json_build_array(${scheduleSettings.advancedBookingTimeValue},
            ${scheduleSettings.advancedBookingTimeUnit}))
        from ${scheduleSettings} where ${scheduleSettings.merchantId} = ${param.merchantId})`),
      providers: field<ProviderAvailabilityJson[]>(sql`(select coalesce(json_agg(json_build_object(
          'id', ${serviceProviders.id},
          'time_zone', ${timeZone},
          'is_bookable', ${serviceProviders.isActive} and ${serviceProviders.appearsOnBooking}
            and ${users.isActive},
          'user_id', ${serviceProviders.userId},
          ${scheduleJsonFields(param.merchantId, providerId, param.from, param.to)},
          'busy', ${busyJson(param.merchantId, providerId, timeZone, param.from, param.to)}
        ) order by ${serviceProviders.id}), '[]')
        from ${serviceProviders}
        join ${users} on ${users.merchantId} = ${serviceProviders.merchantId}
          and ${users.id} = ${serviceProviders.userId}
        where ${serviceProviders.merchantId} = ${param.merchantId} and ${which})`),
    })
    .from(merchants)
    .where(eq(merchants.id, param.merchantId))
    .prepare(`availability_rows_${filter}`);
}

const byFilter: Record<
  ProviderFilter,
  ReturnType<typeof preparedQuery<ReturnType<typeof availabilityQuery>>>
> = {
  one: preparedQuery((db) => availabilityQuery(db, 'one')),
  offering: preparedQuery((db) => availabilityQuery(db, 'offering')),
};

/**
 * The offering, the schedule settings, and for `providerId` (or, when null, every provider who performs
 * the offering) the schedule between local dates `from` and `to` and the busy items touching them: one
 * prepared statement. A provider id that is not the merchant's gives no provider.
 */
export async function loadAvailabilityRows(
  tx: Database,
  merchantId: number,
  request: { offeringId: number; providerId: number | null; from: string; to: string },
): Promise<AvailabilityRows> {
  const query = byFilter[request.providerId === null ? 'offering' : 'one'](tx);
  const [row] = await query.execute({
    merchantId,
    offeringId: request.offeringId,
    providerId: request.providerId,
    from: request.from,
    to: request.to,
  });
  return row ?? { offering: null, settings: null, providers: [] };
}
