import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';

/** An app on a test file's database that logs everything (trace) into `lines`, for tests that read the logs. */
export async function buildLoggedApp(
  handle: DatabaseHandle,
): Promise<{ app: FastifyInstance; lines: string[] }> {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'trace', WEB_DIST_DIR: '/nonexistent' });
  return { app: await buildApp(handle, config, { stream }), lines };
}
