import type { GridSummary } from '@paybook/contracts';
import type { GridFilter } from '@paybook/domain';
import { TtlCache } from '../../cache/ttl-cache.ts';

// Decision 195: a summary (the totals row and the chart) reads every matching row. A small merchant's is
// computed on every call, so it is always live; one that took at least SLOW_SUMMARY_MS to compute (hundreds
// of thousands of rows) is kept by the node for at most 30 s per merchant, grid and filters, and says when
// it was computed (computed_at). The rows of a page are always read live.

export const SLOW_SUMMARY_MS = 50;
const MAX_AGE_MS = 30_000;

export class SummaryCache {
  readonly #entries: TtlCache<string, GridSummary>;
  readonly #clock: () => number;

  constructor(options: { now?: () => number; clock?: () => number } = {}) {
    this.#entries = new TtlCache({
      maxAgeMs: MAX_AGE_MS,
      maxEntries: 500,
      ...(options.now ? { now: options.now } : {}),
    });
    this.#clock = options.clock ?? (() => performance.now());
  }

  /** The cached summary of these filters, or a new one (kept when it was slow to compute). */
  async summary(
    scope: { merchantId: number; entity: string; timeZone: string; filters: readonly GridFilter[] },
    compute: () => Promise<GridSummary>,
  ): Promise<GridSummary> {
    const key = JSON.stringify([scope.merchantId, scope.entity, scope.timeZone, scope.filters]);
    const kept = this.#entries.get(key);
    if (kept) return kept;
    const started = this.#clock();
    const computed = await compute();
    if (this.#clock() - started >= SLOW_SUMMARY_MS) this.#entries.set(key, computed);
    return computed;
  }
}

export const summaryCache = new SummaryCache();
