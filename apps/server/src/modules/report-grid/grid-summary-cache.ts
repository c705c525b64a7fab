import type { GridSummary } from '@paybook/contracts';
import type { GridFilter } from '@paybook/domain';
import { TtlCache } from '../../cache/ttl-cache.ts';

// Decision 195: a summary (the totals row and the chart) reads every matching row. One over fewer than
// CACHED_SUMMARY_MIN_ROWS rows is computed on every call, so a small merchant's totals are always live (a
// refund shows in them at once); one over more (a summary of 20,000 orders or more costs tens to thousands
// of milliseconds) is kept by the node for at most 30 s per merchant, grid and filters, and says when it
// was computed (computed_at). The rows of a page are always read live.

export const CACHED_SUMMARY_MIN_ROWS = 20_000;
const MAX_AGE_MS = 30_000;

export class SummaryCache {
  readonly #entries: TtlCache<string, GridSummary>;

  constructor(options: { now?: () => number } = {}) {
    this.#entries = new TtlCache({
      maxAgeMs: MAX_AGE_MS,
      maxEntries: 500,
      ...(options.now ? { now: options.now } : {}),
    });
  }

  /** The cached summary of these filters, or a new one (kept when it summed many rows). */
  async summary(
    scope: { merchantId: number; entity: string; timeZone: string; filters: readonly GridFilter[] },
    compute: () => Promise<GridSummary>,
  ): Promise<GridSummary> {
    const key = JSON.stringify([scope.merchantId, scope.entity, scope.timeZone, scope.filters]);
    const kept = this.#entries.get(key);
    if (kept) return kept;
    const computed = await compute();
    if (computed.total_item_count >= CACHED_SUMMARY_MIN_ROWS) this.#entries.set(key, computed);
    return computed;
  }
}

export const summaryCache = new SummaryCache();
