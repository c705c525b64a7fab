import type { GridSummary } from '@paybook/contracts';
import { describe, expect, it } from 'vitest';
import { CACHED_SUMMARY_MIN_ROWS, SummaryCache } from './grid-summary-cache.ts';

// Decision 195: only a summary of many rows is kept, for at most 30 s, per merchant, grid and filters.

const summary = (count: number, computedAt = 'first'): GridSummary => ({
  total_item_count: count,
  totals: {},
  chart: null,
  computed_at: computedAt,
});
const scope = { merchantId: 1, entity: 'order', timeZone: 'America/Denver', filters: [] };
const BIG = CACHED_SUMMARY_MIN_ROWS;

function setUp() {
  let now = 0;
  return {
    cache: new SummaryCache({ now: () => now }),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('SummaryCache', () => {
  it('a summary of fewer rows is computed every time (always live)', async () => {
    const { cache } = setUp();
    expect((await cache.summary(scope, async () => summary(BIG - 1, 'a'))).computed_at).toBe('a');
    expect((await cache.summary(scope, async () => summary(BIG - 1, 'b'))).computed_at).toBe('b');
  });

  it('one of many rows is kept for 30 s, then computed again', async () => {
    const { cache, advance } = setUp();
    await cache.summary(scope, async () => summary(BIG, 'a'));
    advance(29_999);
    expect((await cache.summary(scope, async () => summary(BIG, 'b'))).computed_at).toBe('a');
    advance(1);
    expect((await cache.summary(scope, async () => summary(BIG, 'c'))).computed_at).toBe('c');
  });

  it('other filters, grids or merchants are their own entries', async () => {
    const { cache } = setUp();
    await cache.summary(scope, async () => summary(BIG, 'a'));
    const filtered = {
      ...scope,
      filters: [{ field: 'payment_status', op: 'in' as const, values: ['paid'] }],
    };
    expect((await cache.summary(filtered, async () => summary(BIG, 'b'))).computed_at).toBe('b');
    expect(
      (await cache.summary({ ...scope, merchantId: 2 }, async () => summary(BIG, 'c'))).computed_at,
    ).toBe('c');
    expect(
      (await cache.summary({ ...scope, entity: 'invoice' }, async () => summary(BIG, 'd'))).computed_at,
    ).toBe('d');
  });
});
