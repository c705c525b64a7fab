import { Table, Text } from '@mantine/core';
import type { GridSummary } from '@paybook/contracts';
import type { GridColumn, GridEntity, GridSort } from '@paybook/domain';
import type { ReportRow } from '@paybook/domain/reports/report-row-link';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatMoneyText } from '@/lib/money-format';
import { SortHeader } from '@/ui/sort-header';
import { columnLabelKey, isNumeric } from '../lib/report-cell';
import { ReportCellView } from './report-cell-view';

export interface ReportRowView {
  key: string;
  row: ReportRow;
  /** The row's detail page, or null when it has none the user may open. */
  link: string | null;
}

interface ReportTableProps {
  entity: GridEntity;
  columns: readonly GridColumn[];
  /** The column whose cell is the row's link. */
  linkColumn: string | null;
  rows: readonly ReportRowView[];
  sort: GridSort;
  onSort: (field: string) => void;
  /** The totals of the money columns over every matching row (issue 28 point 4), when read. */
  totals: GridSummary['totals'] | null;
  timeZone: string;
  label: string;
}

/**
 * A report's grid (spec 3 §2.2): a header click sorts by that column, each row opens its detail page,
 * and the footer sums the money columns shown over every matching row, not only this page.
 */
export function ReportTable({
  entity,
  columns,
  linkColumn,
  rows,
  sort,
  onSort,
  totals,
  timeZone,
  label,
}: ReportTableProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hasTotals = totals !== null && columns.some((column) => totals[column.key] !== undefined);
  return (
    <Table.ScrollContainer minWidth={Math.max(720, columns.length * 130)} type="native">
      <Table verticalSpacing="sm" highlightOnHover aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) =>
              column.sortable ? (
                <SortHeader
                  key={column.key}
                  direction={sort.field === column.key ? sort.direction : null}
                  onSort={() => onSort(column.key)}
                >
                  {t(columnLabelKey(entity, column.key))}
                </SortHeader>
              ) : (
                <Table.Th key={column.key}>{t(columnLabelKey(entity, column.key))}</Table.Th>
              ),
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ key, row, link }) => (
            <Table.Tr
              key={key}
              data-testid="report-row"
              style={link ? { cursor: 'pointer' } : undefined}
              onClick={(event) => {
                // The row's links handle their own clicks (and keyboard use).
                if (link && !(event.target instanceof HTMLElement && event.target.closest('a, button')))
                  navigate(link);
              }}
            >
              {columns.map((column) => (
                <Table.Td
                  key={column.key}
                  ta={isNumeric(column) ? 'right' : undefined}
                  style={column.kind === 'money' ? { whiteSpace: 'nowrap' } : undefined}
                >
                  <ReportCellView
                    entity={entity}
                    column={column}
                    row={row}
                    timeZone={timeZone}
                    link={column.key === linkColumn ? link : null}
                  />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {hasTotals && (
          <Table.Tfoot data-testid="report-totals">
            <Table.Tr>
              {columns.map((column, index) => {
                const total = totals?.[column.key];
                return (
                  <Table.Th
                    key={column.key}
                    scope={index === 0 ? 'row' : undefined}
                    ta={isNumeric(column) ? 'right' : undefined}
                    style={{ whiteSpace: 'nowrap' }}
                    data-testid={total === undefined ? undefined : `report-total-${column.key}`}
                  >
                    {total !== undefined ? (
                      formatMoneyText(total)
                    ) : index === 0 ? (
                      <Text span fw={700} size="sm">
                        {t('reportGrid.totals.label')}
                      </Text>
                    ) : null}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </Table.ScrollContainer>
  );
}
