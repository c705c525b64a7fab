import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Work a public call does after its answer (lib/background-work.ts). */
    background: BackgroundWork;
  }
}

export type BackgroundWork = {
  /** Queues `work` without waiting for it; a failure is logged. */
  run: (work: () => Promise<void>) => void;
  /**
   * Starts `work` at once, beside the queue: a job this node begins on after accepting it (an export, a
   * merge), which every node's worker would otherwise pick up later. A failure is logged.
   */
  start: (work: () => Promise<unknown>) => void;
  /** Resolves when every queued and started piece of work has ended (shutdown, tests). */
  idle: () => Promise<void>;
};

/** More waiting work than this is dropped (and logged): a flood of public calls cannot fill the memory. */
export const BACKGROUND_QUEUE_LIMIT = 1000;

/**
 * issue 13 §7: the public calls that must answer the same whether a user exists (password reset, unlock
 * and sign-up e-mails) do their user-dependent work after the answer, so neither the answer nor its
 * timing tells the two cases apart. The work runs one piece at a time, so a per-user limit counted
 * inside it holds exactly. It is in-process: a crash before it ends loses an e-mail the person can ask
 * for again, never a change they were told about.
 */
export function createBackgroundWork(log: FastifyBaseLogger): BackgroundWork {
  let tail: Promise<void> = Promise.resolve();
  let waiting = 0;
  const started = new Set<Promise<void>>();
  return {
    run(work) {
      if (waiting >= BACKGROUND_QUEUE_LIMIT) {
        log.warn('background work dropped: the queue is full');
        return;
      }
      waiting += 1;
      tail = tail
        .then(work)
        .catch((error: unknown) => log.error({ err: error }, 'background work failed'))
        .finally(() => {
          waiting -= 1;
        });
    },
    start(work) {
      const running: Promise<void> = Promise.resolve()
        .then(work)
        .then(
          () => undefined,
          (error: unknown) => log.error({ err: error }, 'background work failed'),
        )
        .finally(() => started.delete(running));
      started.add(running);
    },
    async idle() {
      let seen: Promise<void> | undefined;
      while (seen !== tail || started.size > 0) {
        seen = tail;
        await Promise.all([seen, ...started]);
      }
    },
  };
}

export function registerBackgroundWork(app: FastifyInstance): void {
  const background = createBackgroundWork(app.log);
  app.decorate('background', background);
  // The database closes after the app; work already started finishes first.
  app.addHook('onClose', () => background.idle());
}
