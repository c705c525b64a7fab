// Issue 23 point 7: a mixed workload at a fixed mix (calendar week, time_slots, booking, checkout and
// customer search) against the Paybook server run as 1 and as 2 processes (WEB_CONCURRENCY), and the
// highest rate each serves with p99 ≤ 100 ms.
import autocannon from 'autocannon';
import type { ServerProcess } from '../e2e/support/server-process.ts';
import { type MixedFixtures, mixOf } from './mixed-requests.ts';
import type { PathValues } from './path-values.ts';
import type { Session } from './paybook-api.ts';

export const MIXED_KEY = 'mixed';
/** The latency bound of a rate that counts (issue 23 point 7). */
export const MIXED_P99_MS = 100;
/** Process counts compared. */
export const MIXED_PROCESSES = [1, 2] as const;
/** The unpaced step's connections: enough that the server, not the connections, limits it. */
const CONNECTIONS = 32;
/**
 * A paced step's connections: one per 8 req/s offered (a request every 125 ms each, longer than the bound,
 * so a connection waits on its answer only when the step fails anyway), 1 to 64.
 */
const pacedConnections = (offered: number) => Math.min(64, Math.max(1, Math.ceil(offered / 8)));
/** A step's rate counts when the server kept up with it: at least this share of the offered rate served. */
const KEPT_UP = 0.9;

export interface MixedStep {
  offered: number;
  reqPerSec: number;
  p99Ms: number;
  non2xx: number;
  /** The statuses other than 2xx and how often each came. */
  otherStatuses: Record<string, number>;
  errors: number;
  pass: boolean;
}

export interface MixedRun {
  processes: number;
  /** What the unpaced step served (no latency bound). */
  saturationReqPerSec: number;
  /** The highest served rate of a passing step (0: none passed). */
  bestReqPerSec: number;
  p99AtBestMs: number | null;
  steps: MixedStep[];
}

export interface MixedSettings {
  short: boolean;
  stepSeconds: number;
  warmupSeconds: number;
}

/**
 * The highest rate with p99 ≤ 100 ms on one server. An unpaced step first finds what it serves at most
 * (S); then S itself is offered, and if it fails the rate is found by halving the gap between the highest
 * passing and the lowest failing offer (four times; once with --short, which keeps this part to a few
 * seconds). A step fails on a p99 over the bound, any non-2xx or error, or serving under 90 % of the offer.
 */
export async function measureMixed(
  server: ServerProcess,
  processes: number,
  sessions: { owner: Session; pos: Session },
  values: PathValues,
  fixtures: MixedFixtures,
  settings: MixedSettings,
): Promise<MixedRun> {
  const mix = mixOf(server.url, sessions.owner, sessions.pos, values, fixtures);
  const load = (overallRate: number | undefined, duration: number) =>
    autocannon({
      ...mix,
      duration,
      ...(overallRate
        ? { overallRate, connections: pacedConnections(overallRate) }
        : { connections: CONNECTIONS }),
    });
  const step = async (offered: number): Promise<MixedStep> => {
    const result = await load(offered, settings.stepSeconds);
    const reqPerSec = result.requests.average;
    const pass =
      result.latency.p99 <= MIXED_P99_MS &&
      result.non2xx === 0 &&
      result.errors === 0 &&
      reqPerSec >= KEPT_UP * offered;
    const otherStatuses = Object.fromEntries(
      Object.entries(result.statusCodeStats)
        .filter(([status]) => !status.startsWith('2'))
        .map(([status, { count }]) => [status, count]),
    );
    return {
      offered,
      reqPerSec,
      p99Ms: result.latency.p99,
      non2xx: result.non2xx,
      otherStatuses,
      errors: result.errors,
      pass,
    };
  };
  if (settings.warmupSeconds > 0) await load(undefined, settings.warmupSeconds);
  const saturation = (await load(undefined, settings.stepSeconds)).requests.average;
  const steps: MixedStep[] = [];
  let best: MixedStep | null = null;
  let high = Math.max(1, Math.round(saturation));
  const atSaturation = await step(high);
  steps.push(atSaturation);
  if (atSaturation.pass) best = atSaturation;
  let low = 0;
  for (let split = 0; split < (settings.short ? 1 : 4) && !atSaturation.pass; split += 1) {
    const middle = Math.round((low + high) / 2);
    if (middle <= low || middle >= high) break;
    const measured = await step(middle);
    steps.push(measured);
    if (measured.pass) {
      best = measured;
      low = middle;
    } else {
      high = middle;
    }
  }
  return {
    processes,
    saturationReqPerSec: saturation,
    bestReqPerSec: best?.reqPerSec ?? 0,
    p99AtBestMs: best?.p99Ms ?? null,
    steps,
  };
}
