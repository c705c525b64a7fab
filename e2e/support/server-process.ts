// Starts and stops server processes for e2e/run.ts and bench/run.ts. Node only (no Playwright here).
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The server's entry; PAYBOOK_SERVER_ENTRY overrides it (e.g. to try the harness against a stand-in). */
export const SERVER_ENTRY =
  process.env.PAYBOOK_SERVER_ENTRY ?? path.join(REPO_ROOT, 'apps/server/src/main.ts');

/** A TCP port that was free a moment ago on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

export interface StartOptions {
  /** Short name for messages and the log file. */
  name: string;
  /** Arguments to `node` (the default runs the Paybook server under tsx). */
  nodeArgs?: string[];
  /** Environment on top of process.env; `undefined` removes a variable. */
  env?: Record<string, string | undefined>;
  port: number;
  /** Where stdout and stderr go. */
  logFile: string;
  /** Path polled until it answers 2xx. */
  healthPath?: string;
  healthTimeoutMs?: number;
}

export interface ServerProcess {
  name: string;
  url: string;
  port: number;
  pid: number;
  logFile: string;
  child: ChildProcess;
  /** Resolves with the exit code (or the signal's name) when the process has ended. */
  exited: Promise<number | string>;
  stop(): Promise<void>;
}

const running = new Set<ServerProcess>();

/** Starts a node process listening on options.port and waits until its health path answers. */
export async function startServer(options: StartOptions): Promise<ServerProcess> {
  const nodeArgs = options.nodeArgs ?? ['--import', 'tsx', SERVER_ENTRY];
  await mkdir(path.dirname(options.logFile), { recursive: true });
  const log = createWriteStream(options.logFile, { flags: 'w' });
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(options.port), HOST: '127.0.0.1' };
  for (const [key, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  const child = spawn(process.execPath, nodeArgs, {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  const exited = new Promise<number | string>((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
    child.on('error', (error) => {
      log.write(`\n[harness] could not start: ${error.message}\n`);
      resolve('spawn-error');
    });
  });
  void exited.then(() => {
    // Let the pipes drain, then close the log.
    setTimeout(() => log.end(), 50);
  });

  const server: ServerProcess = {
    name: options.name,
    url: `http://127.0.0.1:${options.port}`,
    port: options.port,
    pid: child.pid ?? -1,
    logFile: options.logFile,
    child,
    exited,
    stop: async () => {
      running.delete(server);
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
  running.add(server);

  const healthPath = options.healthPath ?? '/api/health';
  const timeoutMs = options.healthTimeoutMs ?? 180_000;
  const started = Date.now();
  let lastProblem = '';
  let ended: number | string | undefined;
  void exited.then((code) => {
    ended = code;
  });
  while (Date.now() - started < timeoutMs) {
    if (ended !== undefined) {
      throw new Error(
        `${options.name} server exited (${ended}) before it answered ${healthPath}\n${await tail(options.logFile, 30)}`,
      );
    }
    try {
      const res = await fetch(server.url + healthPath, { signal: AbortSignal.timeout(5_000) });
      if (res.ok) return server;
      lastProblem = `status ${res.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await sleep(250);
  }
  await server.stop();
  throw new Error(
    `${options.name} server did not answer ${healthPath} within ${timeoutMs / 1000} s (${lastProblem})`,
  );
}

/** Stops every server started here that is still running (for exit and signal handlers). */
export async function stopAllServers(): Promise<void> {
  await Promise.all([...running].map((s) => s.stop()));
}

/** Kills every server still running at once (for a process 'exit' handler, which cannot wait). */
export function killAllServersNow(): void {
  for (const server of running) {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  }
}

/**
 * Makes a harness script survive a closed stdout (`… | head`): without this, the EPIPE error would end it
 * before it stops its servers and removes its temporary folders.
 */
export function ignoreClosedOutput(): void {
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error;
    });
  }
  process.on('exit', killAllServersNow);
}

/** The last lines of a log file. */
export async function tail(file: string, lines = 60): Promise<string> {
  try {
    const text = await readFile(file, 'utf8');
    return text.trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
