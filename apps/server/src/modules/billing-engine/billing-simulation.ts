import { billDates, type DayOrdinal } from '@paybook/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sandboxPayments, scheduleBills } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import { recurrenceOf, type ScheduleSpec } from './billing-test-setup.ts';

// Issue 25 point 7 tests: 24 simulated months of 200 schedules of every recurrence (daily, weekly, monthly
// on the 31st, the 29th, the last day and day patterns, yearly on Feb 29) in America/Denver, across both
// daylight-saving changes of 2027 and 2028 and every month end. The run is at 06:30Z each day: 23:30 the
// evening before in winter and 00:30 in summer, so on the spring change a local day has no run (its bills
// are caught up the next day) and on the autumn change one local day has two (nothing is billed twice).

/** The first and last days (UTC) the simulation runs on. */
export const SIMULATION_FIRST_DAY = '2026-12-01';
export const SIMULATION_LAST_DAY = '2028-11-30';
/** The last local date a run sees: 2028-11-30T06:30Z is 23:30 MST on Nov 29. */
export const SIMULATION_LAST_LOCAL_DATE = '2028-11-29';

const noPattern = { day_pattern_ordinal: null, day_pattern_day: null };
const ORDINALS: DayOrdinal[] = ['first', 'second', 'third', 'fourth', 'last'];

/** The daylight-saving changes in America/Denver during the simulation (UTC dates). */
const DST_CHANGES = ['2027-03-14', '2027-11-07', '2028-03-12', '2028-11-05'];
const DAY_MS = 86_400_000;

/**
 * The instants the simulation runs at: 06:30Z every third day (the engine catches up the days between),
 * and every day in the five days around each daylight-saving change, where a local day is skipped or run
 * twice. Every day would treble the test's time and test nothing more.
 */
export function simulationRuns(): Date[] {
  const runs: Date[] = [];
  const first = Date.parse(`${SIMULATION_FIRST_DAY}T06:30:00Z`);
  const last = Date.parse(`${SIMULATION_LAST_DAY}T06:30:00Z`);
  const nearChange = (ms: number) =>
    DST_CHANGES.some((change) => Math.abs(Date.parse(`${change}T06:30:00Z`) - ms) <= 2 * DAY_MS);
  for (let ms = first, index = 0; ms <= last; ms += DAY_MS, index += 1) {
    if (index % 3 === 0 || nearChange(ms) || ms === last) runs.push(new Date(ms));
  }
  return runs;
}

/** The 200 schedules (or the first `count`): deterministic, each kind a share. */
export function simulationSpecs(count = 200): ScheduleSpec[] {
  const specs: ScheduleSpec[] = [];
  const from = SIMULATION_FIRST_DAY;
  for (let i = 0; specs.length < count; i += 1) {
    const kind = i % 20;
    const price = 500 + (i % 7) * 125;
    if (kind < 1) {
      // Daily, every 30 to 45 days.
      specs.push({
        recurrence: recurrenceOf('daily', { periods_between_occurrence: 30 + (i % 16) }),
        startAt: '2026-11-20',
        from,
        price,
      });
    } else if (kind < 4) {
      // Weekly on a weekday or the day of purchase, every 8 to 11 weeks.
      const weekly =
        i % 2 === 0
          ? { type: 'day_of_week' as const, day_of_week: i % 7 }
          : { type: 'day_of_purchase' as const, day_of_week: null };
      specs.push({
        recurrence: recurrenceOf('weekly', { periods_between_occurrence: 8 + (i % 4), weekly }),
        startAt: `2026-11-0${1 + (i % 9)}`,
        from,
        price,
      });
    } else if (kind < 15) {
      // Monthly every 3 to 6 months: the 31st, 29th or 30th, the last day by purchase on the 31st, day patterns; some end.
      const variant = i % 5;
      const monthly =
        variant === 0
          ? { type: 'day_of_month' as const, day_of_month: 31, ...noPattern }
          : variant === 1
            ? { type: 'day_of_month' as const, day_of_month: 29 + (i % 3), ...noPattern }
            : variant === 2
              ? {
                  type: 'day_pattern' as const,
                  day_of_month: null,
                  day_pattern_ordinal: ORDINALS[i % 5]!,
                  day_pattern_day: i % 7,
                }
              : { type: 'day_of_purchase' as const, day_of_month: null, ...noPattern };
      const ends = i % 4 === 0;
      specs.push({
        recurrence: recurrenceOf('monthly', {
          periods_between_occurrence: 3 + (i % 4),
          monthly,
          ...(ends ? { occurrence_type: 'fixed_end_date' as const, occurrences: 3 + (i % 3) } : {}),
        }),
        startAt: variant === 3 ? '2026-10-31' : variant === 4 ? '2026-11-30' : '2026-11-15',
        from,
        price,
      });
    } else {
      // Yearly: a Feb 29 purchase, Feb 29 by day of the year, a day pattern in March (the DST month).
      const variant = i % 3;
      const yearly =
        variant === 0
          ? { type: 'day_of_purchase' as const, day_of_year: null, month: null, pattern: noPattern }
          : variant === 1
            ? { type: 'day_of_year' as const, day_of_year: 29, month: 2, pattern: noPattern }
            : {
                type: 'day_pattern' as const,
                day_of_year: null,
                month: 3,
                pattern: { day_pattern_ordinal: 'second' as const, day_pattern_day: 0 },
              };
      specs.push({ recurrence: recurrenceOf('yearly', { yearly }), startAt: '2024-02-29', from, price });
    }
  }
  return specs;
}

/** Every bill the simulation must charge: each schedule's dates from its next one to the last local date. */
export function expectedBills(specs: readonly ScheduleSpec[], ids: readonly number[]): Set<string> {
  const expected = new Set<string>();
  specs.forEach((spec, index) => {
    for (const date of billDates(spec.recurrence, spec.startAt, 2000)) {
      if (date < spec.from || date > SIMULATION_LAST_LOCAL_DATE) continue;
      if (date === spec.startAt) continue;
      expected.add(`${ids[index]}:${date}`);
    }
  });
  return expected;
}

/** What the engine did: every bill and how many charges each key made at the processor. */
export async function billingOutcome(db: Database, merchantId: number) {
  const bills = await withTenant(db, merchantId, (tx) =>
    tx
      .select({
        scheduleId: scheduleBills.scheduleId,
        billDate: scheduleBills.billDate,
        state: scheduleBills.state,
        attempts: scheduleBills.attempts,
        preNotified: sql<boolean>`${scheduleBills.preNotifiedAt} is not null`,
      })
      .from(scheduleBills)
      .where(eq(scheduleBills.merchantId, merchantId)),
  );
  const charges = await db
    .select({ key: sandboxPayments.idempotencyKey, count: sql<number>`count(*)::int` })
    .from(sandboxPayments)
    .where(eq(sandboxPayments.ownerMerchantId, merchantId))
    .groupBy(sandboxPayments.idempotencyKey);
  return { bills, charges };
}
