import { useSyncExternalStore } from 'react';

// Issue 14 point 7: which block's popover is open, held outside React's props so that opening one
// re-renders that block (and the one it replaces) instead of every block of the week.

type Listener = () => void;

export interface OpenedBlockStore {
  /** The key (week-events itemKey) of the block whose popover is open. */
  get(): string | null;
  set(key: string | null): void;
  subscribe(listener: Listener): () => void;
}

export function createOpenedBlockStore(initial: string | null = null): OpenedBlockStore {
  let opened = initial;
  const listeners = new Set<Listener>();
  return {
    get: () => opened,
    set(key) {
      if (key === opened) return;
      opened = key;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Whether the block `key` is open: a block re-renders only when its own answer changes. */
export function useIsBlockOpened(store: OpenedBlockStore, key: string): boolean {
  return useSyncExternalStore(store.subscribe, () => store.get() === key);
}
