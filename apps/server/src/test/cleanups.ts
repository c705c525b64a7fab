/**
 * What the API test file under way opened (apps, pools, databases), closed after its last test by
 * file-hooks.ts. One list per worker is enough: a worker runs its files one after another.
 */
const cleanups: (() => Promise<void>)[] = [];

export function registerCleanup(cleanup: () => Promise<void>): void {
  cleanups.push(cleanup);
}

/** Runs every registered clean-up, newest first, and forgets them. */
export async function runCleanups(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
}
