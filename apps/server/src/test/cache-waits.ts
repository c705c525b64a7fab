import type { InvalidationBus, InvalidationTopic } from '../cache/invalidation-bus.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

/**
 * Repeats a read until this node's cache serves it (`statements` 0): right after a write, the node holds
 * the written keys until its own notification comes back (cache/invalidation-bus.ts), a few ms.
 */
export async function untilCached<T extends { statements: number }>(read: () => Promise<T>, cache: string) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const run = await read();
    if (run.statements === 0) return run;
    await settle();
  }
  throw new Error(`the ${cache} cache never served the request`);
}

/**
 * Waits until this node has heard its own notifications of `keys`, so the next read is served by what the
 * invalidation left (while a key is held, reads bypass the cache and would pass anyway).
 */
export async function notificationsHeard(
  bus: InvalidationBus,
  keys: readonly (readonly [InvalidationTopic, string])[],
) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (keys.every(([topic, key]) => bus.mayCache(topic, key))) return;
    await settle();
  }
  throw new Error('a notification never came back');
}
