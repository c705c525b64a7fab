/**
 * Resolves as `work` does, or fails once `ms` have passed: a test of a path that could hang (issue 23
 * point 1: a server stuck on its own pool) fails with `what` instead of hanging the run. The bound is
 * never the assertion: it only turns "never" into a failure.
 */
export function settlesWithin<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const stuck = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not settle within ${ms} ms (hung)`)), ms);
  });
  return Promise.race([work, stuck]).finally(() => clearTimeout(timer));
}
