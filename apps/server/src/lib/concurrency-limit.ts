/**
 * Runs at most `limit` tasks at a time; the others wait their turn in arrival order. A finished task
 * hands its place straight to the next waiting one.
 */
export class ConcurrencyLimit {
  readonly limit: number;
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error('A concurrency limit is a positive integer');
    this.limit = limit;
  }

  /** Tasks running now and tasks waiting for a place. */
  get load(): { running: number; waiting: number } {
    return { running: this.#running, waiting: this.#waiting.length };
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#running < this.limit) this.#running++;
    else await new Promise<void>((resolve) => this.#waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running--;
    }
  }
}
