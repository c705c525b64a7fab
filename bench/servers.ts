// The servers the bench loads: a bare node:http "hello world" and the Paybook server in production mode.
import { randomBytes } from 'node:crypto';
import { freePort, SERVER_ENTRY, type ServerProcess, startServer } from '../e2e/support/server-process.ts';

const HELLO_SERVER = `import http from 'node:http';
http.createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'text/plain' });
  res.end('hello world');
}).listen(Number(process.env.PORT), process.env.HOST);`;

/** What a bare Node.js server answers on this machine: information beside the targets (issue 14). */
export async function startHello(logFile: string): Promise<ServerProcess> {
  return startServer({
    name: 'hello',
    nodeArgs: ['--input-type=module', '-e', HELLO_SERVER],
    port: await freePort(),
    healthPath: '/',
    logFile,
  });
}

/**
 * The Paybook server as production runs it (NODE_ENV=production, so it also serves the web build), on
 * `databaseUrl`, with the demo data. Issue 14 point 8: it is given what production requires.
 */
export async function startPaybook(options: {
  databaseUrl: string;
  logFile: string;
  /** --profile: a V8 CPU profile of the server, written here when it stops (open it in Chrome's DevTools). */
  profileDir?: string | null;
  /** The web build to serve; the server's default (apps/web/dist) when left out. */
  webDistDir?: string;
  /** Issue 23 point 7: server processes sharing the port (WEB_CONCURRENCY); 1 when left out. */
  webConcurrency?: number;
}): Promise<ServerProcess> {
  const port = await freePort();
  const { profileDir } = options;
  return startServer({
    name: 'paybook',
    port,
    nodeArgs: profileDir
      ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, '--import', 'tsx', SERVER_ENTRY]
      : undefined,
    env: {
      NODE_ENV: 'production',
      DATABASE_URL: options.databaseUrl,
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      COOKIE_SECURE: 'false',
      // config.ts requires both in production: a fresh key per run, and links that point at this server.
      SECRET_KEY: randomBytes(32).toString('base64'),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      WEB_DIST_DIR: options.webDistDir,
      WEB_CONCURRENCY: options.webConcurrency === undefined ? undefined : String(options.webConcurrency),
    },
    logFile: options.logFile,
  });
}
