import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  freePort,
  type ServerProcess,
  startServer,
  stopAllServers,
} from '../../../../e2e/support/server-process.ts';
import { isRunning } from './embedded-owner.ts';
import { WATCHDOG_NAME } from './postmaster-watchdog.ts';

/**
 * Issue 23 point 1: after `kill -9` of the server, the embedded PostgreSQL it started must not keep its data
 * folder from the next start. Server processes as `npm start` runs them (without the web build), one
 * data folder for the whole file: each test starts where the one before left off.
 */
const RESTART_WITHIN_MS = 30_000;

let dataDir: string;
let logDir: string;
/** The server that runs between the tests. */
let live: ServerProcess | undefined;
function liveServer(): ServerProcess {
  if (!live) throw new Error('the test before left no server running');
  return live;
}

beforeAll(async () => {
  // The folder itself is the cluster: as root, PostgreSQL runs as another user, who could not enter it
  // inside a private folder (db/embedded.ts).
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'paybook-restart-data-'));
  logDir = await mkdtemp(path.join(os.tmpdir(), 'paybook-restart-logs-'));
});

afterAll(async () => {
  await stopAllServers();
  // A test that failed half-way may have left a PostgreSQL running: it must not outlive the run.
  const leftOver = await postmasterPid().catch(() => null);
  if (leftOver !== null && isRunning(leftOver)) {
    process.kill(leftOver, 'SIGINT');
    await vi.waitFor(() => expect(isRunning(leftOver)).toBe(false), { timeout: 20_000, interval: 100 });
  }
  await rm(dataDir, { recursive: true, force: true });
  await rm(logDir, { recursive: true, force: true });
});

let started = 0;
async function startPaybook(healthTimeoutMs: number): Promise<ServerProcess> {
  started += 1;
  return startServer({
    name: `paybook-${started}`,
    port: await freePort(),
    env: {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      // The embedded server, also in CI's pass on another PostgreSQL.
      DATABASE_URL: undefined,
      SEED_DEMO_DATA: 'false',
      WEB_DIST_DIR: '/nonexistent',
      LOG_LEVEL: 'info',
    },
    logFile: path.join(logDir, `paybook-${started}.log`),
    healthTimeoutMs,
  });
}

async function postmasterPid(): Promise<number> {
  const [first = ''] = (await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n');
  return Number(first);
}

async function killNow(server: ServerProcess): Promise<void> {
  process.kill(server.pid, 'SIGKILL');
  await server.exited;
}

/** The server's watchdog of its PostgreSQL (Linux: read from /proc). */
async function watchdogOf(server: ServerProcess): Promise<number> {
  const children = (await readFile(`/proc/${server.pid}/task/${server.pid}/children`, 'utf8'))
    .trim()
    .split(/\s+/)
    .map(Number);
  for (const child of children) {
    const command = await readFile(`/proc/${child}/cmdline`, 'utf8').catch(() => '');
    if (command.includes(WATCHDOG_NAME)) return child;
  }
  throw new Error(`process ${server.pid} has no ${WATCHDOG_NAME}`);
}

describe('issue 23 point 1: kill -9 of the server and the embedded PostgreSQL', () => {
  it('its PostgreSQL ends with it, and the next start serves within 30 s', async () => {
    const first = await startPaybook(120_000);
    const postgres = await postmasterPid();
    await killNow(first);
    // The child dies with its parent: nobody else stops it here.
    await vi.waitFor(() => expect(isRunning(postgres)).toBe(false), { timeout: 15_000, interval: 100 });
    live = await startPaybook(RESTART_WITHIN_MS);
    expect((await fetch(`${live.url}/api/health`)).status).toBe(200);
  }, 180_000);

  it('a PostgreSQL that outlived its server (its watchdog killed too) is stopped by the next start, which says so', async () => {
    const server = liveServer();
    const postgres = await postmasterPid();
    const watchdog = await watchdogOf(server);
    process.kill(watchdog, 'SIGKILL');
    await killNow(server);
    expect(isRunning(postgres)).toBe(true);

    live = await startPaybook(RESTART_WITHIN_MS);
    expect(isRunning(postgres)).toBe(false);
    const log = await readFile(live.logFile, 'utf8');
    const told = log.split('\n').filter((line) => line.includes(`process ${postgres}`));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatch(/^Stopped the embedded PostgreSQL/);
  }, 120_000);

  it("a second start never stops a live server's PostgreSQL: it refuses and says whose it is", async () => {
    const server = liveServer();
    const postgres = await postmasterPid();
    const refusal = `${dataDir} is in use by the Paybook server of process ${server.pid}`;
    await expect(startPaybook(RESTART_WITHIN_MS)).rejects.toThrow(refusal);
    expect(await postmasterPid()).toBe(postgres);
    expect(isRunning(postgres)).toBe(true);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  }, 120_000);
});
