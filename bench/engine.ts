// The availability engine alone, in this process (issue 4 point 7): a provider-week of slots, timed many
// times. Target: a median of at most 1.5 ms.
import { performance } from 'node:perf_hooks';
import { availabilityInput, weekPlan } from '../packages/domain/src/availability/test-input.ts';
import { addDaysToDate } from '../packages/domain/src/availability/zoned-time.ts';
import { type AvailabilityInput, type BusyInterval, timeSlots } from '../packages/domain/src/index.ts';
import type { Check } from './targets.ts';

export const ENGINE_TARGET_MEDIAN_MS = 1.5;

export interface EngineResult {
  name: string;
  runs: number;
  slotsPerRun: number;
  medianMs: number;
  p99Ms: number;
  targetMedianMs: number;
  pass: boolean;
}

/** Sunday 22 November 2026: the week measured runs to Saturday 28 November. */
const WEEK_START = '2026-11-22';
const WEEK = Array.from({ length: 7 }, (_, i) => addDaysToDate(WEEK_START, i));

/**
 * A busy week: Monday to Saturday 09:00–17:00 with a 12:00–13:00 break (Denver), five items a day (four
 * appointments with a 15-minute buffer, one personal time): 30 in all; a 60-minute service with a
 * 15-minute buffer; `now` before the week.
 */
function busyWeek(): AvailabilityInput {
  const items: [string, string, BusyInterval['kind']][] = [
    ['09:00', '09:30', 'appointment'],
    ['11:15', '11:45', 'appointment'],
    ['13:00', '13:30', 'personal_time'],
    ['15:00', '15:30', 'appointment'],
    ['16:30', '17:00', 'appointment'],
  ];
  // Denver is UTC-7 that week.
  const utc = (date: string, time: string) =>
    `${date}T${String(Number(time.slice(0, 2)) + 7).padStart(2, '0')}:${time.slice(3)}:00Z`;
  const busy = WEEK.slice(1).flatMap((date, day) =>
    items.map(
      ([start, end, kind], i): BusyInterval => ({
        kind,
        id: day * 10 + i,
        start_at: utc(date, start),
        end_at: utc(date, end),
        buffer_minutes: kind === 'appointment' ? 15 : 0,
      }),
    ),
  );
  return availabilityInput({
    work_plan: weekPlan(),
    busy,
    service: { duration_minutes: 60, buffer_minutes: 15 },
    lead_time: { value: 1, unit: 'Hours' },
    advance_booking: { value: 3, unit: 'Months' },
    now: '2026-11-21T16:00:00Z',
  });
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

/** Times timeSlots for each date of the week, `runs` times after a warm-up. */
export function measureEngine(runs = 5_000, warmup = 500): EngineResult {
  const input = busyWeek();
  const providerWeek = () => WEEK.reduce((count, date) => count + timeSlots(input, date).length, 0);
  const slotsPerRun = providerWeek();
  if (slotsPerRun === 0) throw new Error('engine benchmark: the busy week has no slots');
  for (let i = 0; i < warmup; i++) providerWeek();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    providerWeek();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const medianMs = percentile(times, 0.5);
  return {
    name: 'availability engine: provider-week of slots (in-process)',
    runs,
    slotsPerRun,
    medianMs,
    p99Ms: percentile(times, 0.99),
    targetMedianMs: ENGINE_TARGET_MEDIAN_MS,
    pass: medianMs <= ENGINE_TARGET_MEDIAN_MS,
  };
}

export function printEngineResult(result: EngineResult): void {
  const header = ['in-process', 'runs', 'slots/run', 'median ms', 'p99 ms'];
  const cells = [
    result.name,
    String(result.runs),
    String(result.slotsPerRun),
    result.medianMs.toFixed(3),
    result.p99Ms.toFixed(3),
  ];
  const widths = header.map((h, i) => Math.max(h.length, cells[i]?.length ?? 0));
  const line = (row: string[]) =>
    `| ${row.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  console.log(line(cells));
  console.log();
  console.log(
    `${result.pass ? 'PASS' : 'FAIL'}: ${result.name}: median ${result.medianMs.toFixed(3)} ms (needs ≤ ${result.targetMedianMs} ms), p99 ${result.p99Ms.toFixed(3)} ms`,
  );
}

export function engineCheck(result: EngineResult): Check {
  return {
    id: 'engine:median',
    subject: result.name,
    requirement: `median ≤ ${result.targetMedianMs} ms`,
    measured: `median ${result.medianMs.toFixed(3)} ms, p99 ${result.p99Ms.toFixed(3)} ms`,
    pass: result.pass,
  };
}
