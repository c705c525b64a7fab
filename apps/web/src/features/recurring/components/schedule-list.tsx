import { Alert, Card, Group, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

/** A column of the wide table: its header and what a row shows in it. */
export interface ScheduleColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Money and counts are right-aligned. */
  numeric?: boolean;
}

/** A row as a card on a phone: the lines on the left, the amount and status on the right. */
export interface ScheduleCard<T> {
  lines: (row: T) => ReactNode;
  amount: (row: T) => string;
  status: (row: T) => ReactNode;
}

interface ScheduleListProps<T extends { id: number }> {
  query: { isPending: boolean; isError: boolean; error: Error | null };
  rows: readonly T[];
  /** The rows' test ids: `${testId}-row` and the wide table's `${testId}-table`. */
  testId: string;
  loadingLabel: string;
  /** Shown when the list has no rows. */
  empty: ReactNode;
  columns: readonly ScheduleColumn<T>[];
  card: ScheduleCard<T>;
  actions: (row: T) => ReactNode;
  actionsLabel: string;
}

/**
 * spec 3 §2.4: the recurring payments' and scheduled invoices' lists drawn alike: a skeleton while loading,
 * the error, the empty state, then a table on a wide screen and one card per row on a phone (below 768 px),
 * each row with its actions.
 */
export function ScheduleList<T extends { id: number }>(props: ScheduleListProps<T>) {
  const { query, rows, testId, columns, card, actions } = props;
  const isNarrow = useMediaQuery('(max-width: 767px)') ?? false;
  if (query.isPending) return <Skeleton height={240} aria-label={props.loadingLabel} />;
  if (query.isError) return <Alert color="red">{query.error?.message}</Alert>;
  if (rows.length === 0) return props.empty;
  if (isNarrow)
    return (
      <Stack gap="sm">
        {rows.map((row) => (
          <Card key={row.id} withBorder padding="sm" data-testid={`${testId}-row`}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2}>{card.lines(row)}</Stack>
              <Stack gap={4} align="flex-end">
                <Text fw={600}>{card.amount(row)}</Text>
                {card.status(row)}
              </Stack>
            </Group>
            <Group mt="xs" justify="flex-end">
              {actions(row)}
            </Group>
          </Card>
        ))}
      </Stack>
    );
  return (
    <Card withBorder padding={0}>
      <Table verticalSpacing="sm" horizontalSpacing="md" data-testid={`${testId}-table`}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header} ta={column.numeric ? 'right' : undefined}>
                {column.header}
              </Table.Th>
            ))}
            <Table.Th>
              <VisuallyHidden>{props.actionsLabel}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid={`${testId}-row`}>
              {columns.map((column) => (
                <Table.Td key={column.header} ta={column.numeric ? 'right' : undefined}>
                  {column.cell(row)}
                </Table.Td>
              ))}
              <Table.Td>{actions(row)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}
