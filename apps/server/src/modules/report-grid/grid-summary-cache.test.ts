import type { GridSummary } from '@paybook/contracts';
import { describe, expect, it } from 'vitest';
import { SLOW_SUMMARY_MS, SummaryCache } from './grid-summary-cache.ts';

// Decision 195: only a slow summary is kept, for at most 30 s, per merchant, grid and filters.

const summary = (count: number): GridSummary => ({
  total_item_count: count,
  totals: {},
  chart: null,
  computed_at: '2026-11-29T12:00:00.000Z',
});
const scope = { merchantId: 1, entity: 'order', timeZone: 'America/Denver', filters: [] };

function setUp() {
  let now = 0;
  let work = 0;
  const cache = new SummaryCache({ now: () => now, clock: () => now + work });
  return {
    cache,
    advance: (ms: number) => {
      now += ms;
    },
    taking: (ms: number, count: number) => async () => {
      work += ms;
      return summary(count);
    },
  };
}

describe('SummaryCache', () => {
  it('a quick summary is computed every time (always live)', async () => {
    const { cache, taking } = setUp();
    expect((await cache.summary(scope, taking(1, 1))).total_item_count).toBe(1);
    expect((await cache.summary(scope, taking(1, 2))).total_item_count).toBe(2);
  });

  it('a slow one is kept for 30 s, then computed again', async () => {
    const { cache, taking, advance } = setUp();
    await cache.summary(scope, taking(SLOW_SUMMARY_MS, 1));
    advance(29_999);
    expect((await cache.summary(scope, taking(1, 2))).total_item_count).toBe(1);
    advance(1);
    expect((await cache.summary(scope, taking(1, 3))).total_item_count).toBe(3);
  });

  it('other filters, grids or merchants are their own entries', async () => {
    const { cache, taking } = setUp();
    await cache.summary(scope, taking(SLOW_SUMMARY_MS, 1));
    const filtered = {
      ...scope,
      filters: [{ field: 'payment_status', op: 'in' as const, values: ['paid'] }],
    };
    expect((await cache.summary(filtered, taking(1, 2))).total_item_count).toBe(2);
    expect((await cache.summary({ ...scope, merchantId: 2 }, taking(1, 3))).total_item_count).toBe(3);
    expect((await cache.summary({ ...scope, entity: 'invoice' }, taking(1, 4))).total_item_count).toBe(4);
  });
});
