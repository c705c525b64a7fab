// E2E_CPU_HOG=N for e2e/run.ts: N busy-loop processes beside the run, so the suite proves it holds on a
// machine whose cores are taken by other work (issue 13 point 12). Node only (no Playwright here).
import { type ChildProcess, spawn } from 'node:child_process';

export interface CpuHog {
  /** How many busy processes run. */
  count: number;
  /** Stops them all and waits until they are gone. */
  stop(): Promise<void>;
  /** Kills them at once (for a process 'exit' handler, which cannot wait). */
  killNow(): void;
}

/** The hog size asked for in `value` (E2E_CPU_HOG): a whole number from 0 to 64; 0 when unset. */
export function hogSize(value: string | undefined): number {
  if (value === undefined || value === '') return 0;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 64) {
    throw new Error(`E2E_CPU_HOG must be a whole number from 0 to 64 (busy processes), not '${value}'`);
  }
  return n;
}

/** Starts `count` processes that each keep one core busy until stop(). */
export function startCpuHog(count: number): CpuHog {
  const children: ChildProcess[] = [];
  for (let i = 0; i < count; i += 1) {
    // Its own tiny program: a loop that never yields; it ends only by the signal stop() sends.
    children.push(spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
  }
  let stopped: Promise<void> | undefined;
  return {
    count,
    stop: () => {
      stopped ??= Promise.all(children.map(stopChild)).then(() => undefined);
      return stopped;
    },
    killNow: () => {
      for (const child of children)
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}

/** Kills one busy process (it has nothing to clean up) and waits for its exit. */
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.once('error', () => resolve());
  });
  child.kill('SIGKILL');
  return exited;
}
