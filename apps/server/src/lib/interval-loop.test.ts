import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startIntervalLoop } from './interval-loop.ts';

function fakeLog() {
  const info = vi.fn();
  const error = vi.fn();
  return { log: { info, error } as unknown as FastifyBaseLogger, info, error };
}

describe('startIntervalLoop', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs at once and then every interval, logging only what the task answers', async () => {
    const { log, info } = fakeLog();
    const task = vi.fn().mockResolvedValueOnce(null).mockResolvedValue({ sent: 2 });
    const stop = startIntervalLoop(log, 'outbox delivery', 10, task);
    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(1);
    expect(info).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(task).toHaveBeenCalledTimes(2);
    expect(info).toHaveBeenCalledWith({ sent: 2 }, 'outbox delivery');
    stop();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('never runs twice at once, and a failed run is logged and tried again', async () => {
    const { log, error } = fakeLog();
    let finish: () => void = () => undefined;
    const task = vi
      .fn()
      .mockImplementationOnce(() => new Promise<null>((resolve) => (finish = () => resolve(null))))
      .mockRejectedValueOnce(new Error('database away'))
      .mockResolvedValue(null);
    const stop = startIntervalLoop(log, 'reminders', 1, task);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(task).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(task).toHaveBeenCalledTimes(2);
    expect(error).toHaveBeenCalledWith({ err: expect.any(Error) }, 'reminders failed');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(task).toHaveBeenCalledTimes(3);
    stop();
  });
});
