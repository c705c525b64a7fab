import { describe, expect, it } from 'vitest';
import { nextPageOffset } from './next-page-offset';

describe('nextPageOffset (spec 2 §2.1: the profile cards page by 5)', () => {
  const next = nextPageOffset(5);
  it('asks for the next offset while rows are left', () => {
    expect(next({ total_item_count: 12 }, [{}])).toBe(5);
    expect(next({ total_item_count: 12 }, [{}, {}])).toBe(10);
  });
  it('stops once every row is loaded', () => {
    expect(next({ total_item_count: 10 }, [{}, {}])).toBeUndefined();
    expect(next({ total_item_count: 0 }, [{}])).toBeUndefined();
  });
});
