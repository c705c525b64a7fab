import { describe, expect, it } from 'vitest';
import { ConcurrencyLimit, KeyedLimit, WaitTimedOut } from './concurrency-limit.ts';

/** A task that runs until `finish` is called, recording how many ran at once. */
function controlledTasks(limit: ConcurrencyLimit, count: number) {
  let peak = 0;
  const started: number[] = [];
  const finishers: (() => void)[] = [];
  const results = Array.from({ length: count }, (_, index) =>
    limit.run(async () => {
      started.push(index);
      peak = Math.max(peak, limit.load.running);
      await new Promise<void>((resolve) => finishers.push(resolve));
      return index;
    }),
  );
  return { results, started, finishers, peak: () => peak };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('ConcurrencyLimit', () => {
  it('runs at most its limit at once and the rest in arrival order', async () => {
    const limit = new ConcurrencyLimit(2);
    const tasks = controlledTasks(limit, 5);
    await settle();
    expect(tasks.started).toEqual([0, 1]);
    expect(limit.load).toEqual({ running: 2, waiting: 3 });
    while (tasks.started.length < 5 || tasks.finishers.length > 0) {
      tasks.finishers.shift()?.();
      await settle();
    }
    expect(await Promise.all(tasks.results)).toEqual([0, 1, 2, 3, 4]);
    expect(tasks.started).toEqual([0, 1, 2, 3, 4]);
    expect(tasks.peak()).toBe(2);
    expect(limit.load).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the place of a task that fails', async () => {
    const limit = new ConcurrencyLimit(1);
    await expect(limit.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await limit.run(async () => 'next')).toBe('next');
    expect(limit.load).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a limit that is not a positive integer', () => {
    expect(() => new ConcurrencyLimit(0)).toThrow();
    expect(() => new ConcurrencyLimit(1.5)).toThrow();
  });

  it('a bounded wait that runs out leaves the line: the task never runs, the next one still does', async () => {
    const limit = new ConcurrencyLimit(1);
    let release = () => {};
    const first = limit.run(() => new Promise<string>((resolve) => (release = () => resolve('first'))));
    const ran: string[] = [];
    const late = limit.run(
      async () => {
        ran.push('late');
      },
      { maxWaitMs: 10 },
    );
    await expect(late).rejects.toBeInstanceOf(WaitTimedOut);
    expect(limit.load).toEqual({ running: 1, waiting: 0 });
    const next = limit.run(async () => 'next');
    release();
    expect(await first).toBe('first');
    expect(await next).toBe('next');
    expect(ran).toEqual([]);
    expect(limit.load).toEqual({ running: 0, waiting: 0 });
  });
});

describe('KeyedLimit', () => {
  it('runs the tasks of one key in turn, other keys at once, and forgets an idle key', async () => {
    const turns = new KeyedLimit(1);
    const order: string[] = [];
    let releaseA = () => {};
    const a1 = turns.run('a', async () => {
      order.push('a1 start');
      await new Promise<void>((resolve) => (releaseA = resolve));
      order.push('a1 end');
    });
    const a2 = turns.run('a', async () => {
      order.push('a2');
    });
    await turns.run('b', async () => {
      order.push('b');
    });
    expect(order).toEqual(['a1 start', 'b']);
    releaseA();
    await Promise.all([a1, a2]);
    expect(order).toEqual(['a1 start', 'b', 'a1 end', 'a2']);
    expect(turns.size).toBe(0);
  });
});
