import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';

// Decision 146: the demo's money flows (invoices and their payments) go through the API in this process,
// on the seed's pool, with its logs silenced; the app is closed when they are done (the pool stays open).

export async function withDemoApp<T>(db: Database, work: (app: FastifyInstance) => Promise<T>): Promise<T> {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  const app = await buildApp({ db, close: async () => {} }, config);
  try {
    return await work(app);
  } finally {
    await app.close();
  }
}
