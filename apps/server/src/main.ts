import { buildApp } from './app.ts';
import { isClusterPrimary, isClusterWorker, nameWorkerInAnswers, runClusterPrimary } from './cluster.ts';
import { loadConfig } from './config.ts';
import { openConfiguredDatabase } from './db/configured.ts';
import { migrate } from './db/migrate.ts';
import { startHousekeeping } from './housekeeping.ts';
import { settledWithin } from './lib/settled-within.ts';
import { billingEngineJobs, startBillingScheduler } from './modules/billing-engine/billing-engine-jobs.ts';
import { checkoutReconcileJob } from './modules/checkout/checkout-reconcile.ts';
import { startExportWorker } from './modules/customer-export/customer-export.service.ts';
import { startMergeWorker } from './modules/customer-merge/customer-merge.service.ts';
import { depositOrphanJob } from './modules/deposits/deposit-orphans.ts';
import { invoiceSendJob } from './modules/invoices/invoice-send-job.ts';
import { createJobRegistry } from './modules/jobs/job-handler.ts';
import { startJobWorker } from './modules/jobs/job-worker.ts';
import { merchantFeeJob } from './modules/merchant-billing/fee-jobs.ts';
import { collectReconcileJob } from './modules/order-actions/order-collect-records.ts';
import { processorJobs, startProcessorScheduler } from './modules/processor/processor-jobs.ts';
import { startReminders } from './modules/reminders/reminders.service.ts';
import { reportSubscriptionJob } from './modules/report-subscriptions/report-subscription-job.ts';
import { transactionActionReconcileJob } from './modules/transaction-actions/transaction-action-reconcile.ts';
import { seedDemoDataIfEmpty } from './seed/demo.ts';

const config = loadConfig();
const notice = (message: string) => process.stderr.write(`${message}\n`);
// Issue 23 point 7: with WEB_CONCURRENCY above 1 this process prepares the database and supervises the
// workers (cluster.ts); each worker runs the rest of this file on the database the primary names.
if (isClusterPrimary(config)) await runClusterPrimary(config, notice);
// A database that cannot start says why in its own words (issue 23 point 1): no stack trace.
const database = await openConfiguredDatabase(config, notice).catch((error: unknown) => {
  notice(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
const { handle } = database;
// A cluster's primary migrated and seeded once, before it forked its workers.
if (!isClusterWorker()) {
  await migrate(handle);
  if (config.seedDemoData) await seedDemoDataIfEmpty(handle.db);
}

const app = await buildApp(handle, config);
if (isClusterWorker()) nameWorkerInAnswers(app);
const stopHousekeeping = startHousekeeping(handle.db, app.log, config.email);
// Reminders have no request to take an address from: PUBLIC_URL, else this machine (development).
const stopReminders = startReminders(handle.db, app.log, {
  intervalSeconds: config.reminders.intervalSeconds,
  origin: config.publicUrl ?? `http://localhost:${config.port}`,
});
// Merges and exports queued on a node that stopped are picked up here (spec 2 §4 merge flow).
const stopMerges = startMergeWorker(handle.db, app.log);
const stopExports = startExportWorker(handle.db, app.log);
// Issue 15 point 1: the durable money jobs (docs/operations.md "Sandbox processor").
// The app's processor, on its own pool (app.ts).
const { processor } = app;
// The links in the invoices e-mailed (sent now, scheduled, or by a scheduled invoice).
const origin = config.publicUrl ?? `http://localhost:${config.port}`;
const jobRegistry = createJobRegistry([
  ...processorJobs(handle.db, processor),
  checkoutReconcileJob(processor),
  depositOrphanJob(processor),
  transactionActionReconcileJob(processor),
  collectReconcileJob(processor),
  invoiceSendJob(origin),
  ...billingEngineJobs(processor, origin),
  merchantFeeJob(processor),
  reportSubscriptionJob(origin),
]);
const stopJobs = startJobWorker(handle.db, app.log, jobRegistry, {
  intervalSeconds: config.jobs.workerIntervalSeconds,
  leaseSeconds: config.jobs.leaseSeconds,
});
const stopBatchScheduler = startProcessorScheduler(handle.db, app.log, config.jobs.schedulerIntervalSeconds);
// Issue 25 point 7: the billing engine's hourly tick (decision 131).
const stopBillingScheduler = startBillingScheduler(handle.db, app.log, config.jobs.schedulerIntervalSeconds);

/** Issue 23 point 1: SIGTERM ends the process within this, whatever requests are still stuck. */
const SHUTDOWN_LIMIT_MS = 10_000;
/** How long running requests get to finish before their connections are closed. */
const REQUEST_GRACE_MS = 3_000;

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // The backstop: the process ends in time even if a step below hangs; on exit the embedded PostgreSQL
  // is sent its stop signal (db/embedded.ts).
  setTimeout(() => {
    app.log.error('shutdown did not finish in time: exiting');
    process.exit(1);
  }, SHUTDOWN_LIMIT_MS - 1_000).unref();
  stopHousekeeping();
  stopReminders();
  stopMerges();
  stopExports();
  stopJobs();
  stopBatchScheduler();
  stopBillingScheduler();
  if (!(await settledWithin(app.close(), REQUEST_GRACE_MS))) {
    app.log.warn('requests still running at shutdown: closing their connections');
    app.server.closeAllConnections();
  }
  // Connections still in use are ended under their holders after a grace (db/pool.ts endPool), then
  // the embedded server, if this process started it, is stopped.
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
app.log.info(`Paybook is serving on http://localhost:${port} (${database.description})`);
