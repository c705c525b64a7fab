import { describe, expect, it } from 'vitest';
import { HOLD_MS, KeyHolds } from './key-holds.ts';

describe('KeyHolds (the writing node’s held keys, issue 14 point 2)', () => {
  it('holds a key until each of its notifications returns', () => {
    const holds = new KeyHolds();
    holds.add('user\u00007', 'a');
    holds.add('user\u00007', 'b');
    expect(holds.has('user\u00007')).toBe(true);
    expect(holds.has('user\u00008')).toBe(false);
    holds.release('a');
    expect(holds.has('user\u00007')).toBe(true);
    holds.release('b');
    expect(holds.has('user\u00007')).toBe(false);
    expect(holds.isEmpty).toBe(true);
  });

  it('lets a hold whose notification never comes (a rolled-back transaction) expire', () => {
    const clock = { now: 0 };
    const holds = new KeyHolds(() => clock.now);
    holds.add('merchant\u00001', 'rolled-back');
    clock.now = HOLD_MS - 1;
    expect(holds.has('merchant\u00001')).toBe(true);
    clock.now = HOLD_MS;
    expect(holds.has('merchant\u00001')).toBe(false);
    expect(holds.isEmpty).toBe(true);
  });
});
