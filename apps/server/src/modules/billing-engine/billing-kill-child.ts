// Issue 25 point 7's kill test (billing-kill.test.ts): a process that runs one merchant's 'billing-run'
// jobs through the job queue, one simulated day after another, and says `done <day>` after each. The test
// kills it with SIGKILL mid-run and starts it again. Not a test itself; run with `node --import tsx`.
//   node --import tsx billing-kill-child.ts <database url> <merchant id> <first day> <last day>
// CLOCK_OFFSET_MS moves every day's clock on (a restart past the killed job's lease).
import { todayInTimeZone } from '@paybook/domain';
import type { FastifyBaseLogger } from 'fastify';
import { openDatabase } from '../../db/client.ts';
import { createJobRegistry } from '../jobs/job-handler.ts';
import { enqueueJob, runDueJobs } from '../jobs/job-queue.ts';
import { createSandboxProcessor } from '../processor/sandbox-processor.ts';
import { BILLING_RUN_QUEUE, billingEngineJobs, billingRunKey } from './billing-engine-jobs.ts';
import { morningOf } from './billing-test-setup.ts';

const [databaseUrl, merchantArg, firstDay, lastDay] = process.argv.slice(2);
if (!databaseUrl || !merchantArg || !firstDay || !lastDay)
  throw new Error('usage: <url> <merchant> <first> <last>');
const merchantId = Number(merchantArg);
const offsetMs = Number(process.env.CLOCK_OFFSET_MS ?? 0);
const DAY_MS = 86_400_000;
/** The killed job's lease: a restart's clock (CLOCK_OFFSET_MS) passes it. */
const CHILD_LEASE_SECONDS = 60;

const handle = await openDatabase({ databaseUrl, poolSize: 6 });
let clock = morningOf(firstDay);
const processor = createSandboxProcessor(handle.db, () => clock);
const registry = createJobRegistry(billingEngineJobs(processor));
const quiet = () => undefined;
const log = { info: quiet, warn: quiet, error: quiet, debug: quiet } as unknown as FastifyBaseLogger;

for (let day = morningOf(firstDay); day <= morningOf(lastDay); day = new Date(day.getTime() + DAY_MS)) {
  clock = new Date(day.getTime() + offsetMs);
  const date = todayInTimeZone('America/Denver', clock);
  await enqueueJob(handle.db, BILLING_RUN_QUEUE, billingRunKey(merchantId, date), {
    merchant_id: merchantId,
    date,
    at: clock.toISOString(),
  });
  await runDueJobs(handle.db, registry, log, {
    leaseSeconds: CHILD_LEASE_SECONDS,
    batchSize: 10,
    now: () => clock,
  });
  process.stdout.write(`done ${day.toISOString().slice(0, 10)}\n`);
}
await handle.close();
