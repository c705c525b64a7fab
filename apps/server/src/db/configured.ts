import type { Config } from '../config.ts';
import { type DatabaseHandle, openDatabase } from './client.ts';
import { startEmbeddedPostgres } from './embedded.ts';

/** The database the embedded server keeps Paybook's data in. */
const EMBEDDED_DATABASE = 'paybook';

export type ConfiguredDatabase = {
  handle: DatabaseHandle;
  /** Its address, for other processes (a cluster's workers, issue 23 point 7). */
  url: string;
  /** Where the data is, for the start-up line. */
  description: string;
  /** Closes the pool and then, when it was started here, the embedded server. */
  close: () => Promise<void>;
};

/**
 * `DATABASE_URL` when set, else the embedded PostgreSQL with its cluster in `DATA_DIR` (ARCHITECTURE.md
 * "Running"): one database path for the server and the scripts.
 */
export async function openConfiguredDatabase(
  config: Pick<
    Config,
    'env' | 'databaseUrl' | 'dataDir' | 'databasePoolSize' | 'databaseTimeouts' | 'logLevel'
  >,
  notice: (message: string) => void,
): Promise<ConfiguredDatabase> {
  if (config.databaseUrl) {
    const handle = await openDatabase({
      databaseUrl: config.databaseUrl,
      poolSize: config.databasePoolSize,
      timeouts: config.databaseTimeouts,
      refuseNested: config.env !== 'production',
    });
    return {
      handle,
      url: config.databaseUrl,
      description: 'PostgreSQL at DATABASE_URL',
      close: handle.close,
    };
  }
  const server = await startEmbeddedPostgres({
    dataDir: config.dataDir,
    onNotice: notice,
    // PostgreSQL's own lines, start-up chatter included, at debug level (issue 23 point 1).
    ...(config.logLevel === 'debug' || config.logLevel === 'trace' ? { onLog: notice } : {}),
  });
  await server.ensureDatabase(EMBEDDED_DATABASE);
  const url = server.url(EMBEDDED_DATABASE);
  const handle = await openDatabase({
    databaseUrl: url,
    poolSize: config.databasePoolSize,
    timeouts: config.databaseTimeouts,
    refuseNested: config.env !== 'production',
  });
  return {
    handle,
    url,
    description: `embedded PostgreSQL 18 in ${server.dataDir} (port ${server.port})`,
    close: async () => {
      await handle.close();
      await server.stop();
    },
  };
}
