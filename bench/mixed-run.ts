// Issue 23 point 7: the mixed workload on the Paybook server as 1 and as 2 processes, one after the other
// on the same database, and what is printed of it.
import http from 'node:http';
import path from 'node:path';
import type { ServerProcess } from '../e2e/support/server-process.ts';
import {
  MIXED_P99_MS,
  MIXED_PROCESSES,
  type MixedRun,
  type MixedSettings,
  measureMixed,
} from './mixed-load.ts';
import { type MixedFixtures, prepareMixedFixtures } from './mixed-requests.ts';
import type { PathValues } from './path-values.ts';
import type { Session } from './paybook-api.ts';
import { printTable } from './report.ts';
import { startPaybook } from './servers.ts';

/** The header a cluster's worker names itself in (apps/server/src/cluster.ts). */
const WORKER_HEADER = 'x-paybook-worker';
const WORKERS_UP_MS = 120_000;

export interface MixedInput {
  databaseUrl: string;
  logDir: string;
  webDistDir: string | undefined;
  /** Sessions signed in on an earlier server of the same database (sessions live in the database). */
  sessions: { owner: Session; pos: Session };
  values: PathValues;
  settings: MixedSettings;
  /** Each server's log file, for the failure message of bench/run.ts. */
  onLogFile: (file: string) => void;
}

export async function runMixedWorkload(input: MixedInput): Promise<MixedRun[]> {
  const runs: MixedRun[] = [];
  let fixtures: MixedFixtures | null = null;
  for (const processes of MIXED_PROCESSES) {
    const logFile = path.join(input.logDir, `server-paybook-mixed-${processes}.log`);
    input.onLogFile(logFile);
    const server = await startPaybook({
      databaseUrl: input.databaseUrl,
      logFile,
      webDistDir: input.webDistDir,
      webConcurrency: processes,
    });
    try {
      if (processes > 1) await waitForWorkers(server, processes);
      fixtures ??= await prepareMixedFixtures(server.url, input.sessions.owner, input.values);
      runs.push(
        await measureMixed(server, processes, input.sessions, input.values, fixtures, input.settings),
      );
      console.log(`bench: mixed workload on ${processes} process${processes > 1 ? 'es' : ''} done`);
    } finally {
      await server.stop();
    }
  }
  return runs;
}

/** Health answers on fresh connections until `count` distinct workers have answered: all of them serve. */
async function waitForWorkers(server: ServerProcess, count: number): Promise<void> {
  const seen = new Set<string>();
  const started = Date.now();
  while (seen.size < count) {
    if (Date.now() - started > WORKERS_UP_MS) throw new Error(`${seen.size} of ${count} workers answered`);
    const worker = await new Promise<string>((resolve, reject) => {
      http
        .get(`${server.url}/api/health`, { agent: false }, (response) => {
          response.resume();
          resolve(String(response.headers[WORKER_HEADER] ?? ''));
        })
        .on('error', reject);
    });
    if (worker) seen.add(worker);
  }
}

export function printMixed(runs: MixedRun[]): void {
  console.log(
    `\nmixed workload (per 11 requests: calendar week 3, time_slots 3, customer search 2, booking 1 and its cancel 1, cash checkout 1), highest rate with p99 ≤ ${MIXED_P99_MS} ms\n`,
  );
  printTable(
    ['processes', 'req/s', 'p99 ms', 'unpaced req/s', 'steps (offered: served req/s, p99 ms)'],
    runs.map((run) => [
      String(run.processes),
      Math.round(run.bestReqPerSec).toString(),
      run.p99AtBestMs === null ? '-' : String(run.p99AtBestMs),
      Math.round(run.saturationReqPerSec).toString(),
      run.steps
        .map(
          (step) => `${step.offered}: ${Math.round(step.reqPerSec)}, ${step.p99Ms}${step.pass ? '' : ' ✗'}`,
        )
        .join('; '),
    ]),
  );
  const [one, two] = runs;
  if (one && two && one.bestReqPerSec > 0) {
    console.log(`\n2 processes / 1 process: ${(two.bestReqPerSec / one.bestReqPerSec).toFixed(2)}×`);
  }
  for (const run of runs) {
    for (const step of run.steps.filter((s) => s.non2xx > 0 || s.errors > 0)) {
      console.log(
        `warning: ${run.processes} process(es) at ${step.offered}/s: ${step.non2xx} non-2xx ${JSON.stringify(step.otherStatuses)}, ${step.errors} errors`,
      );
    }
  }
}
