import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `task` now and every `intervalSeconds` on this node, never twice at once; a run that fails is
 * logged and the next one tries again. `task` answers what to log, or null when there was nothing to do.
 * Answers the function that stops the loop. The work itself must be safe on any number of nodes (each
 * loop claims its rows in the database).
 */
export function startIntervalLoop(
  log: FastifyBaseLogger,
  label: string,
  intervalSeconds: number,
  task: () => Promise<object | null>,
): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const result = await task();
      if (result) log.info(result, label);
    } catch (err) {
      log.error({ err }, `${label} failed`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(run, intervalSeconds * 1000);
  timer.unref();
  void run();
  return () => clearInterval(timer);
}
