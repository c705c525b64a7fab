import { describe, expect, it } from 'vitest';
import { JOB_RETRY_MAX_SECONDS, jobAfterFailure, retryBackoffSeconds } from './retry-backoff.ts';

describe('issue 15 point 1, decision 70: a failed job waits 5 s × 2^(attempts − 1), at most an hour', () => {
  it.each([
    // failed attempts, seconds to wait
    [1, 5],
    [2, 10],
    [3, 20],
    [4, 40],
    [5, 80],
    [6, 160],
    [7, 320],
    [8, 640],
    [9, 1280],
    [10, 2560],
    [11, 3600],
    [12, 3600],
    [1000, 3600],
  ])('after %i failed attempts: %i s', (attempts, seconds) => {
    expect(retryBackoffSeconds(attempts)).toBe(seconds);
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses %s attempts', (attempts) => {
    expect(() => retryBackoffSeconds(attempts)).toThrow(RangeError);
  });

  it('never waits longer than the cap', () => {
    expect(JOB_RETRY_MAX_SECONDS).toBe(3600);
  });
});

describe('issue 15 point 1: after the last allowed attempt the job is dead (dead-letter)', () => {
  const now = new Date('2026-03-10T12:00:00.000Z');
  it.each([
    // attempts, max attempts, outcome
    [1, 8, { state: 'queued', run_at: '2026-03-10T12:00:05.000Z' }],
    [3, 8, { state: 'queued', run_at: '2026-03-10T12:00:20.000Z' }],
    [7, 8, { state: 'queued', run_at: '2026-03-10T12:05:20.000Z' }],
    [8, 8, { state: 'dead' }],
    [1, 1, { state: 'dead' }],
    [9, 8, { state: 'dead' }],
  ])('attempt %i of %i → %o', (attempts, maxAttempts, outcome) => {
    expect(jobAfterFailure(attempts, maxAttempts, now)).toEqual(outcome);
  });
});
