import cluster, { type Worker } from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { type ConfiguredDatabase, openConfiguredDatabase } from './db/configured.ts';
import { migrate } from './db/migrate.ts';
import { seedDemoDataIfEmpty } from './seed/demo.ts';

// Issue 23 point 7 (decision 104): WEB_CONCURRENCY server processes share the port through node:cluster.
// The nodes are stateless (ARCHITECTURE.md "Stateless API nodes"), so workers of one machine behave as
// nodes behind a proxy. The primary prepares the database once and supervises; the workers only serve,
// each with its own pool and background loops, which are safe on any number of nodes.

/** Shutdown ends within 10 s (ARCHITECTURE.md "Connections and locks"): the workers get this much of it. */
const WORKERS_STOP_MS = 7_000;
/** What is left for the database (the embedded server's fast shutdown) before the primary ends anyway. */
const DATABASE_STOP_MS = 2_500;
/** The header that names the worker process that answered (operators and the cluster test read it). */
export const WORKER_HEADER = 'x-paybook-worker';

/** Whether this process is the primary of a cluster (WEB_CONCURRENCY above 1): it will not serve. */
export const isClusterPrimary = (config: Pick<Config, 'webConcurrency'>) =>
  config.webConcurrency > 1 && cluster.isPrimary;

/** Whether this process is a cluster's worker: the primary migrated and seeded, so it only serves. */
export const isClusterWorker = () => cluster.isWorker;

/** Each answer of a worker names its process, so an operator sees which worker served a request. */
export function nameWorkerInAnswers(app: FastifyInstance): void {
  const pid = String(process.pid);
  app.addHook('onRequest', async (_request, reply) => {
    reply.header(WORKER_HEADER, pid);
  });
}

/**
 * The primary: opens the database (starts the embedded server, or uses DATABASE_URL), migrates and seeds
 * once, then forks `webConcurrency` workers given the database's address. A worker that dies is replaced;
 * one that dies before it listened ends the cluster (the next would fail the same way). SIGTERM and SIGINT
 * stop the workers, then the database, within 10 s. Never returns: the process ends with the cluster.
 */
export async function runClusterPrimary(config: Config, notice: (message: string) => void): Promise<never> {
  const database = await openConfiguredDatabase(config, notice).catch((error: unknown) => {
    notice(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
  await migrate(database.handle);
  if (config.seedDemoData) await seedDemoDataIfEmpty(database.handle.db);

  const listening = new Set<Worker>();
  let closing = false;
  let announced = false;
  const fork = () => cluster.fork({ DATABASE_URL: database.url });
  cluster.on('listening', (worker) => {
    listening.add(worker);
    if (!announced && listening.size === config.webConcurrency) {
      announced = true;
      notice(
        `Paybook is serving on http://localhost:${config.port} with ${config.webConcurrency} worker processes (${database.description})`,
      );
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    const served = listening.delete(worker);
    if (closing) return;
    const how = signal ?? `code ${code}`;
    if (!served) {
      notice(`worker ${worker.process.pid} ended (${how}) before it served: stopping`);
      closing = true;
      void stopCluster(database, 1);
      return;
    }
    notice(`worker ${worker.process.pid} ended (${how}): starting another`);
    fork();
  });
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    notice(`${signal}: stopping ${Object.keys(cluster.workers ?? {}).length} workers`);
    void stopCluster(database, 0);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  for (let count = 0; count < config.webConcurrency; count += 1) fork();
  return new Promise<never>(() => {});
}

/** SIGTERM to every worker (each shuts down as a single server does), SIGKILL past the budget, then the database. */
async function stopCluster(database: ConfiguredDatabase, exitCode: number): Promise<never> {
  const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => !!worker);
  const ended = workers.map(
    (worker) =>
      new Promise<void>((resolve) => {
        if (worker.isDead()) return resolve();
        worker.once('exit', () => resolve());
        worker.process.kill('SIGTERM');
      }),
  );
  const deadline = setTimeout(() => {
    for (const worker of workers) if (!worker.isDead()) worker.process.kill('SIGKILL');
  }, WORKERS_STOP_MS);
  await Promise.all(ended);
  clearTimeout(deadline);
  await Promise.race([
    database.close().catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, DATABASE_STOP_MS)),
  ]);
  process.exit(exitCode);
}
