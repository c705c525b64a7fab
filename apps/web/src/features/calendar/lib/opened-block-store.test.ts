import { describe, expect, it } from 'vitest';
import { createOpenedBlockStore } from './opened-block-store';

// Issue 14 point 7: opening a popover re-renders the block it opens and the one it closes, not the week's
// 350. A block re-renders when its snapshot (store.get() === its key) changes and a listener runs.
describe('opened block store', () => {
  const snapshots = (store: ReturnType<typeof createOpenedBlockStore>, keys: string[]) =>
    keys.map((key) => store.get() === key);

  it('changes the answer of the block opened and the block closed, and no other', () => {
    const keys = Array.from({ length: 350 }, (_, i) => `appointment-${i}`);
    const store = createOpenedBlockStore();
    const before = snapshots(store, keys);
    store.set('appointment-7');
    const opened = snapshots(store, keys);
    expect(keys.filter((_, i) => before[i] !== opened[i])).toEqual(['appointment-7']);
    store.set('appointment-9');
    const moved = snapshots(store, keys);
    expect(keys.filter((_, i) => opened[i] !== moved[i])).toEqual(['appointment-7', 'appointment-9']);
  });

  it('tells its listeners of a change only, and stops when they unsubscribe', () => {
    const store = createOpenedBlockStore('break-3-2026-11-26');
    let calls = 0;
    const unsubscribe = store.subscribe(() => {
      calls += 1;
    });
    store.set('break-3-2026-11-26');
    expect(calls).toBe(0);
    store.set(null);
    expect(store.get()).toBeNull();
    expect(calls).toBe(1);
    unsubscribe();
    store.set('appointment-1');
    expect(calls).toBe(1);
  });
});
