import { Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type AriaSort = 'ascending' | 'descending' | 'none';

function SortIcon({ direction }: { direction: AriaSort }) {
  if (direction === 'ascending') return <IconArrowUp size={14} aria-hidden />;
  if (direction === 'descending') return <IconArrowDown size={14} aria-hidden />;
  return <IconArrowsSort size={14} aria-hidden opacity={0.5} />;
}

interface SortHeaderProps {
  /** The grid's current sort: this column's direction when it is the one sorted by. */
  direction: 'asc' | 'desc' | null;
  onSort: () => void;
  children: ReactNode;
}

/** A grid header cell that sorts by its column when clicked, announcing the sort (aria-sort). */
export function SortHeader({ direction, onSort, children }: SortHeaderProps) {
  const aria: AriaSort = direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none';
  return (
    <Table.Th aria-sort={aria}>
      <UnstyledButton
        onClick={onSort}
        fw={700}
        fz="sm"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' }}
      >
        {children}
        <SortIcon direction={aria} />
      </UnstyledButton>
    </Table.Th>
  );
}
