import { describe, expect, it } from 'vitest';
import { toggled, toggledAll } from './selection';

describe('row selection for merge (spec 2 §4 step 1)', () => {
  it('toggles one row', () => {
    expect([...toggled(new Set([1]), 2)]).toEqual([1, 2]);
    expect([...toggled(new Set([1, 2]), 1)]).toEqual([2]);
  });

  it('selects the whole page, or clears it when all were selected', () => {
    const rows = [{ id: 1 }, { id: 2 }];
    expect([...toggledAll(new Set([9]), rows)].sort()).toEqual([1, 2, 9]);
    expect([...toggledAll(new Set([1, 2, 9]), rows)]).toEqual([9]);
  });
});
