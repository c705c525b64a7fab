import { beforeAll, describe, expect, it } from 'vitest';
import { calendarKey } from '../../cache/calendar-keys.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CalendarFeedCache, type FeedEntry } from './calendar-feed-cache.ts';

// Issue 26 point 5: the feed cache, on a listening bus (ARCHITECTURE.md "Stateless API nodes").

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The bus listens a moment after the app starts; the cache serves only then.
  for (let attempt = 0; attempt < 200 && !t.app.invalidation.isListening; attempt += 1)
    await new Promise((resolve) => setTimeout(resolve, 10));
});

const entryOf = (providerId: number, text: string): FeedEntry => ({
  merchantId: 7,
  providerId,
  userId: 70 + providerId,
  body: Buffer.from(text),
  gzipped: Buffer.from(text),
  etag: `"${text}"`,
});

describe('CalendarFeedCache (issue 26 point 5)', () => {
  it('shares one load among requests that miss together, then serves the kept feed', async () => {
    expect(t.app.invalidation.isListening).toBe(true);
    const cache = new CalendarFeedCache(t.app.invalidation);
    let loads = 0;
    let finish: (entry: FeedEntry) => void = () => undefined;
    const load = () => {
      loads += 1;
      return new Promise<FeedEntry>((resolve) => {
        finish = resolve;
      });
    };
    const together = [cache.entry('hash-a', load), cache.entry('hash-a', load), cache.entry('hash-a', load)];
    finish(entryOf(1, 'first'));
    const answers = await Promise.all(together);
    expect(loads).toBe(1);
    expect(answers.map((answer) => answer.etag)).toEqual(['"first"', '"first"', '"first"']);
    const kept = await cache.entry('hash-a', () => Promise.reject(new Error('not loaded again')));
    expect(kept.etag).toBe('"first"');
  });

  it("drops a provider's feed on its 'calendar' key (a token reset) and keeps another provider's", async () => {
    const cache = new CalendarFeedCache(t.app.invalidation);
    await cache.entry('hash-1', async () => entryOf(1, 'one'));
    await cache.entry('hash-2', async () => entryOf(2, 'two'));
    t.app.invalidation.invalidateLocal('calendar', calendarKey.provider(7, 1));
    const reloaded = await cache.entry('hash-1', async () => entryOf(1, 'one again'));
    expect(reloaded.etag).toBe('"one again"');
    const kept = await cache.entry('hash-2', () => Promise.reject(new Error('not loaded again')));
    expect(kept.etag).toBe('"two"');
    // A load that began before a removal is not kept: the next request loads again.
    let finish: (entry: FeedEntry) => void = () => undefined;
    const pending = cache.entry('hash-3', () => new Promise<FeedEntry>((resolve) => (finish = resolve)));
    t.app.invalidation.invalidateLocal('user', 73);
    finish(entryOf(3, 'stale'));
    expect((await pending).etag).toBe('"stale"');
    const fresh = await cache.entry('hash-3', async () => entryOf(3, 'fresh'));
    expect(fresh.etag).toBe('"fresh"');
  });
});
