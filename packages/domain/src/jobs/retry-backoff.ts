// Issue 15 point 1 (decision 70): when a failed money job runs again. A job that throws is retried after
// an exponential back-off, 5 s doubled per attempt and capped at an hour, so a processor that is down for
// a while is asked a few times quickly and then once an hour, not in a tight loop; after its last allowed
// attempt the job is dead (the dead-letter state) and waits for a person.

/** The wait after the first failed attempt. */
export const JOB_RETRY_BASE_SECONDS = 5;
/** No wait is longer than this. */
export const JOB_RETRY_MAX_SECONDS = 60 * 60;

/**
 * Seconds to wait before the next attempt after `attempts` attempts have failed (1 = the first failure):
 * 5 × 2^(attempts − 1), at most an hour.
 */
export function retryBackoffSeconds(attempts: number): number {
  if (!Number.isSafeInteger(attempts) || attempts < 1) {
    throw new RangeError('attempts must be a whole number of at least 1');
  }
  // 2^10 × 5 s is already past the cap; stop doubling there so large counts stay exact.
  if (attempts > 11) return JOB_RETRY_MAX_SECONDS;
  return Math.min(JOB_RETRY_BASE_SECONDS * 2 ** (attempts - 1), JOB_RETRY_MAX_SECONDS);
}

/** What a failed attempt leaves: run again at an instant, or dead. */
export type JobFailureOutcome = { state: 'queued'; run_at: string } | { state: 'dead' };

/**
 * The job's next state after its `attempts`-th attempt failed at `now`: dead once `attempts` reaches
 * `maxAttempts`, otherwise queued to run after the back-off.
 */
export function jobAfterFailure(attempts: number, maxAttempts: number, now: Date): JobFailureOutcome {
  if (attempts >= maxAttempts) return { state: 'dead' };
  return {
    state: 'queued',
    run_at: new Date(now.getTime() + retryBackoffSeconds(attempts) * 1000).toISOString(),
  };
}
