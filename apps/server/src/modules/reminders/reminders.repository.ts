import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client.ts';
import { type DueClaim, notAmong, type RowKey } from '../../db/due-claims.ts';
import { calendarItems } from '../../db/schema/index.ts';
import { scheduleDefaults } from '../calendar/appointment-details.repository.ts';

// The reminder job works across merchants, so it runs outside tenant transactions (like the outbox
// delivery, ruling 7); every statement names the merchant of the row it touches.

const UNIT_ARGUMENTS = { Minutes: 'mins', Hours: 'hours', Days: 'days', Months: 'months' } as const;

/** A schedule amount's value and unit (SQL expressions) as an interval: 24 and 'Hours' → 24 hours. */
function amountInterval(value: SQL, unit: SQL): SQL {
  const parts = Object.entries(UNIT_ARGUMENTS).map(
    ([name, argument]) => sql`${sql.raw(argument)} => case ${unit} when ${name} then ${value} else 0 end`,
  );
  return sql`make_interval(${sql.join(parts, sql`, `)})`;
}

const defaultValue = sql`${scheduleDefaults.reminderValue}::integer`;
const defaultUnit = sql`${scheduleDefaults.reminderUnit}::text`;

/**
 * How far ahead any merchant's reminder reaches (the default included), plus two days for month lengths
 * and clock changes: the upper bound that keeps the range scan of calendar_items_reminder_due_idx short.
 */
const horizon = sql`(
  select greatest(max(${amountInterval(sql`s.reminder_time_value`, sql`s.reminder_time_unit`)}), ${amountInterval(defaultValue, defaultUnit)})
    + interval '2 days'
  from schedule_settings s
)`;

/**
 * Appointments whose reminder is due (spec 1 §3 reminder_time): booked, not reminded yet, starting after
 * `at`, due at or before `at`, booked before the reminder fell due (a late booking has just had its
 * confirmation), with a customer who has an e-mail address, and a reminder time above 0 (0 is "no
 * reminder"). A merchant who never saved the settings has the table's default.
 *
 * Due is the start minus the setting: minutes and hours are elapsed time, days and months calendar steps
 * in the business's zone (as packages/domain addScheduleAmount reads the booking window). `merchant` is
 * the merchant every joined table is read for: `ci.merchant_id` across merchants, or one merchant's id, so
 * that a claim names its merchant in every table it reads (decision 107).
 */
function dueReminders(at: SQL, merchant: SQL): SQL {
  return sql`
    from calendar_items ci
    join merchants m on m.id = ${merchant}
    join customers c on c.merchant_id = ${merchant} and c.id = ci.customer_id
    cross join lateral (
      select coalesce(max(s.reminder_time_value), ${defaultValue}) as value,
        coalesce(max(s.reminder_time_unit), ${defaultUnit}) as unit
      from schedule_settings s
      where s.merchant_id = ${merchant}
    ) r
    cross join lateral (select ${amountInterval(sql`r.value`, sql`r.unit`)} as amount) i
    cross join lateral (
      select case when r.unit in ('Minutes', 'Hours') then ci.start_at - i.amount
        else ((ci.start_at at time zone m.time_zone) - i.amount) at time zone m.time_zone
      end as due_at
    ) d
    -- The first three conditions are the partial index calendar_items_reminder_due_idx, whose range is the start.
    where ci.kind = 'appointment' and ci.status = 'booked' and ci.reminder_sent_at is null
      and ci.start_at > ${at}
      and c.email <> '' and r.value > 0
      and d.due_at <= ${at} and ci.created_at < d.due_at`;
}

const timestamp = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/**
 * The keys of the due reminders of every merchant, by start, at most `limit`, but those in `passed`: a
 * plain read (no lock), bounded by the horizon so that it scans a short range of
 * calendar_items_reminder_due_idx.
 */
export function dueRemindersQuery(now: Date, limit: number, passed: readonly RowKey[]): SQL {
  const at = timestamp(now);
  return sql`
    select ci.merchant_id, ci.id
    ${dueReminders(at, sql`ci.merchant_id`)}
      and ci.start_at <= ${at} + ${horizon}
      and ${notAmong(sql`ci.merchant_id`, sql`ci.id`, passed)}
    order by ci.start_at, ci.id
    limit ${limit}`;
}

/**
 * The due reminders at `now` (decision 107): the read finds them across merchants, and a claim locks one
 * appointment by its key while it is still due (FOR UPDATE SKIP LOCKED), until the caller's transaction
 * ends, so nodes running at once take different rows.
 */
export function dueReminderClaims(tx: Database, now: Date): DueClaim {
  return {
    find: async (limit, passed) => {
      const rows = await queryRows<{ merchant_id: number | string; id: number | string }>(
        tx,
        dueRemindersQuery(now, limit, passed),
      );
      return rows.map((row) => ({ merchantId: Number(row.merchant_id), id: Number(row.id) }));
    },
    claim: async (key) => {
      const locked = await queryRows(
        tx,
        sql`select ci.id
          ${dueReminders(timestamp(now), sql`${key.merchantId}`)}
            and ci.merchant_id = ${key.merchantId} and ci.id = ${key.id}
          for update of ci skip locked`,
      );
      return locked.length > 0;
    },
  };
}

/** The reminder is queued: the row says so in the same transaction as the outbox insert. */
export async function markReminderSent(tx: Database, reminder: RowKey, at: Date): Promise<void> {
  await tx
    .update(calendarItems)
    .set({ reminderSentAt: at })
    .where(and(eq(calendarItems.merchantId, reminder.merchantId), eq(calendarItems.id, reminder.id)));
}
