/** A task's wait for its place ran out (`run`'s maxWaitMs): it never ran. */
export class WaitTimedOut extends Error {
  constructor(readonly waitedMs: number) {
    super(`No place was free within ${waitedMs} ms`);
    this.name = 'WaitTimedOut';
  }
}

type Waiter = { start: () => void };

/**
 * Runs at most `limit` tasks at a time; the others wait their turn in arrival order. A finished task
 * hands its place straight to the next waiting one. A task may bound its wait (issue 23 point 1: a
 * request waits in memory, never on a pooled connection, and not for ever).
 */
export class ConcurrencyLimit {
  readonly limit: number;
  #running = 0;
  readonly #waiting: Waiter[] = [];

  constructor(limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error('A concurrency limit is a positive integer');
    this.limit = limit;
  }

  /** Tasks running now and tasks waiting for a place. */
  get load(): { running: number; waiting: number } {
    return { running: this.#running, waiting: this.#waiting.length };
  }

  /** Runs `task` in its turn; past `maxWaitMs` of waiting it rejects with WaitTimedOut instead. */
  async run<T>(task: () => Promise<T>, options: { maxWaitMs?: number } = {}): Promise<T> {
    if (this.#running < this.limit) this.#running++;
    else await this.#waitForPlace(options.maxWaitMs);
    try {
      return await task();
    } finally {
      const next = this.#waiting.shift();
      if (next) next.start();
      else this.#running--;
    }
  }

  #waitForPlace(maxWaitMs: number | undefined): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      const waiter: Waiter = {
        start: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      this.#waiting.push(waiter);
      if (maxWaitMs === undefined) return;
      timer = setTimeout(() => {
        // Still waiting (a place handed over clears this timer first): leave the line.
        const index = this.#waiting.indexOf(waiter);
        if (index >= 0) this.#waiting.splice(index, 1);
        reject(new WaitTimedOut(maxWaitMs));
      }, maxWaitMs);
    });
  }
}

/**
 * One ConcurrencyLimit per key, made on first use and dropped when idle: `limitPerKey` tasks of one key
 * at a time (1: the tasks on one object take turns), any number of keys at once.
 */
export class KeyedLimit {
  readonly #limits = new Map<string, ConcurrencyLimit>();

  constructor(readonly limitPerKey = 1) {}

  /** Keys with tasks running or waiting (for tests: an idle key holds no memory). */
  get size(): number {
    return this.#limits.size;
  }

  async run<T>(key: string, task: () => Promise<T>, options: { maxWaitMs?: number } = {}): Promise<T> {
    let limit = this.#limits.get(key);
    if (!limit) {
      limit = new ConcurrencyLimit(this.limitPerKey);
      this.#limits.set(key, limit);
    }
    try {
      return await limit.run(task, options);
    } finally {
      const { running, waiting } = limit.load;
      if (running === 0 && waiting === 0 && this.#limits.get(key) === limit) this.#limits.delete(key);
    }
  }
}
