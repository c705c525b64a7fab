import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { PaymentProcessor } from '../modules/processor/processor.ts';
import { createSandboxProcessor } from '../modules/processor/sandbox-processor.ts';

// Decision 146: the demo's money flows (invoices, sales of recurring items, their bills) go through the API
// in this process, on the seed's pool, with its logs silenced. The checkout and the sandbox processor read
// one clock the seed sets (the checkout's test clock, CheckoutOptions.now), so a sale of 60 days ago is
// made, charged and settled on that day (the order actions, recurring payment and scheduled invoice calls read it too); the app
// is closed when the flows are done (the pool stays open).

export interface DemoFlows {
  app: FastifyInstance;
  db: Database;
  /** The sandbox processor on the seed's clock (the billing engine charges through it). */
  processor: PaymentProcessor;
  setClock(at: Date): void;
  clock(): Date;
}

export async function withDemoApp<T>(
  db: Database,
  now: Date,
  work: (flows: DemoFlows) => Promise<T>,
): Promise<T> {
  let at = now;
  const clock = () => at;
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  const app = await buildApp({ db, close: async () => {} }, config, {
    checkout: { now: clock },
    processor: (appDb) => createSandboxProcessor(appDb, clock),
  });
  const flows: DemoFlows = {
    app,
    db,
    processor: createSandboxProcessor(db, clock),
    setClock: (next) => {
      at = next;
    },
    clock,
  };
  try {
    return await work(flows);
  } finally {
    await app.close();
  }
}
