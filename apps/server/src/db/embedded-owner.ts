import { execFile } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * Issue 23 point 1 (decision 96): which Paybook process runs the embedded cluster in a folder. The owner's
 * process id and start time are written beside the cluster's files while it runs it; a PostgreSQL that
 * holds the folder (its `postmaster.pid`) while no live Paybook owns it was left behind by a server that
 * ended without stopping it (`kill -9`), and the next start stops it.
 */
const OWNER_FILE = 'paybook-owner.json';
/** PostgreSQL's lock file in its data folder; its first line is the postmaster's process id. */
export const POSTMASTER_LOCK_FILE = 'postmaster.pid';

/** How long PostgreSQL gets for a fast shutdown (then an immediate one) before the start gives up. */
const FAST_SHUTDOWN_MS = 30_000;
const IMMEDIATE_SHUTDOWN_MS = 10_000;

type Owner = { pid: number; startedAt: string | null };

export type ClusterClaim = {
  /** Gives the folder up (the cluster has stopped). */
  release: () => Promise<void>;
  /** The same, for a process 'exit' handler, which cannot wait. */
  releaseNow: () => void;
};

/**
 * Makes this process the folder's owner. Refuses when a live Paybook owns it (its PostgreSQL is never
 * stopped from here); stops a PostgreSQL that no live Paybook owns, cleanly, and says so in one line.
 */
export async function claimCluster(
  dataDir: string,
  onNotice?: (message: string) => void,
): Promise<ClusterClaim> {
  const ownerPath = path.join(dataDir, OWNER_FILE);
  const owner = await readOwner(ownerPath);
  if (owner && (await isLive(owner))) throw inUseError(dataDir, owner);
  const orphan = await runningPostmaster(dataDir);
  if (orphan !== null) {
    await stopPostmaster(orphan);
    onNotice?.(
      `Stopped the embedded PostgreSQL server (process ${orphan}) that ${
        owner ? `the Paybook server of process ${owner.pid}` : 'a Paybook server'
      } left running in ${dataDir} when it ended without stopping it.`,
    );
  }
  await fs.rm(ownerPath, { force: true });
  const me: Owner = { pid: process.pid, startedAt: await processStart(process.pid) };
  try {
    // Exclusive: of two servers starting on one folder at once, one owns it and the other refuses.
    await fs.writeFile(ownerPath, `${JSON.stringify(me)}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    const other = await readOwner(ownerPath);
    if ((error as NodeJS.ErrnoException).code === 'EEXIST' && other) throw inUseError(dataDir, other);
    throw error;
  }
  const isMine = async () => {
    const current = await readOwner(ownerPath);
    return current?.pid === me.pid && current.startedAt === me.startedAt;
  };
  return {
    release: async () => {
      if (await isMine()) await fs.rm(ownerPath, { force: true });
    },
    releaseNow: () => rmSync(ownerPath, { force: true }),
  };
}

function inUseError(dataDir: string, owner: Owner): Error {
  return new Error(
    `${dataDir} is in use by the Paybook server of process ${owner.pid}. Stop that server first, or give this one another DATA_DIR.`,
  );
}

async function readOwner(ownerPath: string): Promise<Owner | null> {
  try {
    const parsed: unknown = JSON.parse(await fs.readFile(ownerPath, 'utf8'));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { pid, startedAt } = parsed as Record<string, unknown>;
    if (typeof pid !== 'number') return null;
    return { pid, startedAt: typeof startedAt === 'string' ? startedAt : null };
  } catch {
    // None, or cut short by a crash while it was written: nobody's.
    return null;
  }
}

/** The owner still runs: its process id is alive and, where the system says, started when it did. */
async function isLive(owner: Owner): Promise<boolean> {
  if (!isRunning(owner.pid)) return false;
  return owner.startedAt === null || (await processStart(owner.pid)) === owner.startedAt;
}

/**
 * Whether a process with this id exists (one of another user's counts). A zombie does not: a killed
 * process whose parent died waits there until the system's first process reaps it, which in a container
 * may be never, and it holds nothing (Linux's /proc says so; elsewhere the signal check alone decides).
 */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  return !isZombie(pid);
}

function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (command) state …": the command may hold spaces and parentheses, the state follows the last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) === 'Z';
  } catch {
    return false;
  }
}

/** Fields 3 on of /proc/<pid>/stat (Linux), or null where the system has none. */
async function procStat(pid: number): Promise<string[] | null> {
  try {
    const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8');
    // The name (field 2) is in parentheses and may hold spaces: count from after it.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/**
 * When a process started, to tell a live owner from a later process that got its id: on Linux, field 22
 * of /proc/<pid>/stat (clock ticks since boot). Null where the system does not say.
 */
async function processStart(pid: number): Promise<string | null> {
  return (await procStat(pid))?.[19] ?? null;
}

/** Ended, or ended and not yet reaped by its new parent (a zombie, state Z: field 3). */
async function hasEnded(pid: number): Promise<boolean> {
  return !isRunning(pid) || (await procStat(pid))?.[0] === 'Z';
}

/** The process id in the folder's PostgreSQL lock file, or null when there is none. */
export async function lockFilePid(dataDir: string): Promise<number | null> {
  try {
    const [first = ''] = (await fs.readFile(path.join(dataDir, POSTMASTER_LOCK_FILE), 'utf8')).split('\n');
    const pid = Number(first.trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** The process id of the PostgreSQL that holds the folder, or null when none does. */
async function runningPostmaster(dataDir: string): Promise<number | null> {
  const pid = await lockFilePid(dataDir);
  if (pid === null || (await hasEnded(pid))) return null;
  // A lock file left by a crash may name a process id that another program has since: never signal that.
  return (await isPostgresIn(pid, dataDir)) ? pid : null;
}

const run = promisify(execFile);

/** Whether `pid` is a PostgreSQL server of `dataDir` (Linux: it works in that folder; elsewhere: its name). */
async function isPostgresIn(pid: number, dataDir: string): Promise<boolean> {
  if (process.platform === 'win32') return false;
  if (process.platform === 'linux') {
    const [cwd, folder] = await Promise.all([
      fs.readlink(`/proc/${pid}/cwd`).catch(() => null),
      fs.realpath(dataDir),
    ]);
    return cwd === folder;
  }
  const { stdout } = await run('ps', ['-o', 'comm=', '-p', String(pid)]).catch(() => ({ stdout: '' }));
  return /(^|\/)postgres\s*$/.test(stdout);
}

/** A fast shutdown (SIGINT, as `pg_ctl stop -m fast`), then an immediate one (SIGQUIT) if it takes too long. */
async function stopPostmaster(pid: number): Promise<void> {
  for (const [signal, waitMs] of [
    ['SIGINT', FAST_SHUTDOWN_MS],
    ['SIGQUIT', IMMEDIATE_SHUTDOWN_MS],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    const until = Date.now() + waitMs;
    while (!(await hasEnded(pid)) && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (await hasEnded(pid)) return;
  }
  throw new Error(
    `The embedded PostgreSQL server (process ${pid}) left running by an earlier start did not stop.`,
  );
}
