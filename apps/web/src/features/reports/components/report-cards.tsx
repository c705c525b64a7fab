import { ActionIcon, Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import type { GridSummary } from '@paybook/contracts';
import type { GridColumn, GridEntity, GridSort } from '@paybook/domain';
import { IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatMoneyText } from '@/lib/money-format';
import { columnLabelKey } from '../lib/report-cell';
import { ReportCellView } from './report-cell-view';
import type { ReportRowView } from './report-table';

interface ReportCardsProps {
  entity: GridEntity;
  columns: readonly GridColumn[];
  linkColumn: string | null;
  rows: readonly ReportRowView[];
  totals: GridSummary['totals'] | null;
  sort: GridSort;
  /** A column to sort by: another column, or the same one to flip its direction (toggledSort). */
  onSort: (field: string) => void;
  timeZone: string;
  label: string;
}

/**
 * A report on a phone (spec 3 §2.2 mobile variants; spec 3 §9: mobile is at most 767 px): one card per
 * row, its link on top and the other shown columns as label and value, rather than a table that scrolls
 * sideways; the totals in a card of their own after them.
 */
export function ReportCards({
  entity,
  columns,
  linkColumn,
  rows,
  totals,
  sort,
  onSort,
  timeZone,
  label,
}: ReportCardsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const head = columns.find((column) => column.key === linkColumn) ?? columns[0];
  const rest = columns.filter((column) => column !== head);
  const shownTotals = columns.filter((column) => totals?.[column.key] !== undefined);
  const sortable = columns.filter((column) => column.sortable);
  const isSortShown = sortable.some((column) => column.key === sort.field);
  return (
    <Stack gap="xs">
      {sortable.length > 0 && (
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <Select
            label={t('reportGrid.sort.by')}
            data={sortable.map((column) => ({
              value: column.key,
              label: t(columnLabelKey(entity, column.key)),
            }))}
            value={isSortShown ? sort.field : null}
            placeholder={t('reportGrid.sort.choose')}
            onChange={(field) => {
              if (field && field !== sort.field) onSort(field);
            }}
            allowDeselect={false}
            style={{ flex: 1 }}
            comboboxProps={{ withinPortal: true }}
          />
          <ActionIcon
            variant="default"
            size="input-sm"
            onClick={() => onSort(sort.field)}
            aria-label={t(
              sort.direction === 'asc' ? 'reportGrid.sort.ascending' : 'reportGrid.sort.descending',
            )}
          >
            {sort.direction === 'asc' ? (
              <IconSortAscending size={18} aria-hidden />
            ) : (
              <IconSortDescending size={18} aria-hidden />
            )}
          </ActionIcon>
        </Group>
      )}
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
        {rows.map(({ key, row, link }) => (
          <Paper
            key={key}
            component="li"
            withBorder
            p="sm"
            radius="md"
            data-testid="report-card"
            style={link ? { cursor: 'pointer' } : undefined}
            onClick={(event) => {
              if (link && !(event.target instanceof HTMLElement && event.target.closest('a, button')))
                navigate(link);
            }}
          >
            <Stack gap={6}>
              {head && (
                <Text fw={600} component="div" style={{ overflowWrap: 'anywhere' }}>
                  <ReportCellView
                    entity={entity}
                    column={head}
                    row={row}
                    timeZone={timeZone}
                    link={head.key === linkColumn ? link : null}
                    linkPrefix={
                      head.kind === 'number' || head.kind === 'id'
                        ? t(columnLabelKey(entity, head.key))
                        : undefined
                    }
                  />
                </Text>
              )}
              <SimpleGrid cols={2} spacing={4} verticalSpacing={2}>
                {rest.map((column) => (
                  <CardField key={column.key} label={t(columnLabelKey(entity, column.key))}>
                    <ReportCellView
                      entity={entity}
                      column={column}
                      row={row}
                      timeZone={timeZone}
                      link={null}
                    />
                  </CardField>
                ))}
              </SimpleGrid>
            </Stack>
          </Paper>
        ))}
      </Stack>
      {shownTotals.length > 0 && (
        <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-gray-0)" data-testid="report-totals">
          <Text fw={700} size="sm" mb={4}>
            {t('reportGrid.totals.allRows')}
          </Text>
          <SimpleGrid cols={2} spacing={4} verticalSpacing={2}>
            {shownTotals.map((column) => (
              <CardField key={column.key} label={t(columnLabelKey(entity, column.key))}>
                <span data-testid={`report-total-${column.key}`}>
                  {formatMoneyText(totals?.[column.key] ?? '')}
                </span>
              </CardField>
            ))}
          </SimpleGrid>
        </Paper>
      )}
    </Stack>
  );
}

function CardField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}
