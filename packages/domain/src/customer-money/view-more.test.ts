import { describe, expect, it } from 'vitest';
import { PROFILE_MONEY_WIDGETS, showsViewMore, VIEW_MORE_AFTER, visibleRowCount } from './view-more.ts';

describe('view more thresholds (spec 2 §2.1)', () => {
  it('statement 15, billing schedules 10, invoices and recurring lists 5', () => {
    expect(VIEW_MORE_AFTER).toEqual({
      statement: 15,
      billing_schedules: 10,
      invoices: 5,
      recurring_invoices: 5,
      recurring_payments: 5,
    });
  });
  for (const widget of PROFILE_MONEY_WIDGETS) {
    const limit = VIEW_MORE_AFTER[widget];
    const table: [total: number, more: boolean, shown: number][] = [
      [0, false, 0],
      [limit - 1, false, limit - 1],
      [limit, false, limit],
      [limit + 1, true, limit],
      [limit * 3, true, limit],
    ];
    for (const [total, more, shown] of table) {
      it(`${widget} with ${total} rows: view more ${more}, shows ${shown} (all when expanded)`, () => {
        expect(showsViewMore(widget, total)).toBe(more);
        expect(visibleRowCount(widget, total, false)).toBe(shown);
        expect(visibleRowCount(widget, total, true)).toBe(total);
      });
    }
  }
});
