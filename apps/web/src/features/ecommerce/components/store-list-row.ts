import type { Store } from '@paybook/contracts';
import type { StoreToggle } from '@paybook/domain';
import type { StoreActionAbilities } from './store-actions-menu';

/** What the table and the cards need beside the stores: the abilities, the switch's state, the actions. */
export interface StoreListProps {
  stores: readonly Store[];
  abilities: StoreActionAbilities & { toggle: boolean };
  /** The store whose switch is being confirmed or saved, and where it points. */
  toggling: { id: number; active: boolean } | null;
  onToggle: (store: Store, target: StoreToggle) => void;
  onShare: (store: Store) => void;
  /** A buy-now button's embed code. */
  onEmbed: (store: Store) => void;
  onDuplicate: (store: Store) => void;
  onDelete: (store: Store) => void;
}

/** The switch's shown state for a row: the pending target while confirming or saving, else the saved one. */
export const shownActive = (toggling: StoreListProps['toggling'], store: Store) =>
  toggling?.id === store.id ? toggling.active : null;
