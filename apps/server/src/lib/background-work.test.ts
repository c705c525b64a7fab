import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { BACKGROUND_QUEUE_LIMIT, createBackgroundWork } from './background-work.ts';

function fakeLog() {
  return { error: vi.fn(), warn: vi.fn() } as unknown as FastifyBaseLogger & {
    error: ReturnType<typeof vi.fn>;
    warn: ReturnType<typeof vi.fn>;
  };
}

describe('background work (issue 13 §7: user-dependent work after the answer)', () => {
  it('does not run the work before run returns, runs it one piece at a time, and idle waits for all', async () => {
    const background = createBackgroundWork(fakeLog());
    const order: string[] = [];
    const piece = (name: string) => async () => {
      order.push(`${name} start`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push(`${name} end`);
    };
    background.run(piece('a'));
    background.run(piece('b'));
    expect(order).toEqual([]);
    await background.idle();
    expect(order).toEqual(['a start', 'a end', 'b start', 'b end']);
  });

  it('logs a failure and goes on with the next piece', async () => {
    const log = fakeLog();
    const background = createBackgroundWork(log);
    const done = vi.fn(async () => {});
    background.run(async () => {
      throw new Error('boom');
    });
    background.run(done);
    await background.idle();
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('drops work past the queue limit, with a warning', async () => {
    const log = fakeLog();
    const background = createBackgroundWork(log);
    const work = vi.fn(async () => {});
    for (let i = 0; i <= BACKGROUND_QUEUE_LIMIT; i += 1) background.run(work);
    await background.idle();
    expect(work).toHaveBeenCalledTimes(BACKGROUND_QUEUE_LIMIT);
    expect(log.warn).toHaveBeenCalledTimes(1);
  });

  it('starts work at once beside the queue, logs its failure, and idle waits for it too', async () => {
    const log = fakeLog();
    const background = createBackgroundWork(log);
    const order: string[] = [];
    let release = () => {};
    background.run(
      () =>
        new Promise<void>((resolve) => {
          order.push('queued start');
          release = () => {
            order.push('queued end');
            resolve();
          };
        }),
    );
    background.start(async () => {
      order.push('started');
      await Promise.resolve();
      order.push('started end');
    });
    background.start(async () => {
      throw new Error('export failed');
    });
    let idle = false;
    const waiting = background.idle().then(() => {
      idle = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(order).toEqual(['queued start', 'started', 'started end']);
    expect(idle).toBe(false);
    release();
    await waiting;
    expect(order).toEqual(['queued start', 'started', 'started end', 'queued end']);
    expect(log.error).toHaveBeenCalledTimes(1);
  });
});
