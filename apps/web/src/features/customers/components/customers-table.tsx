import { Anchor, Checkbox, Table } from '@mantine/core';
import type { CustomerList } from '@paybook/contracts';
import { phoneAsWritten } from '@paybook/domain';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLoginContext } from '@/features/shell/api/get-login-context';
import { formatDate } from '@/lib/date-format';
import { SortHeader } from '@/ui/sort-header';
import { customerProfilePath, formatShortDate } from './customer-format';
import { type CustomerListQuery, SORTABLE_COLUMNS, type SortableColumn } from './customer-list-params';

interface CustomersTableProps {
  rows: CustomerList['data'];
  query: CustomerListQuery;
  onSort: (column: SortableColumn) => void;
  /** With merge (spec 2 §4 step 1): the selected rows' ids and how to change them; none without it. */
  selection?: { ids: ReadonlySet<number>; onToggle: (id: number) => void; onToggleAll: () => void };
}

/** The customer grid (spec 2 §2.1): a header click sorts by that column; a row opens the profile. */
export function CustomersTable({ rows, query, onSort, selection }: CustomersTableProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const timeZone = useLoginContext().merchant.time_zone;
  const cell = (row: CustomerList['data'][number], column: SortableColumn) => {
    if (column === 'created_at') return formatDate(row.created_at);
    // Issue 25 point 8: the last order's day on the merchant's clock, as M/d/yy.
    if (column === 'last_order_date') return formatShortDate(row.last_order_date, timeZone);
    if (column === 'order_count') return row.order_count ?? 0;
    if (column === 'phone') return phoneAsWritten(row.phone);
    if (column === 'customer_number') return row.customer_number;
    return row[column] ?? '';
  };
  return (
    <Table.ScrollContainer minWidth={1100} type="native">
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {selection && (
              <Table.Th w={40}>
                <Checkbox
                  aria-label={t('customers.merge.selectAll')}
                  checked={rows.length > 0 && rows.every((row) => selection.ids.has(row.id))}
                  indeterminate={
                    rows.some((row) => selection.ids.has(row.id)) &&
                    !rows.every((row) => selection.ids.has(row.id))
                  }
                  onChange={selection.onToggleAll}
                />
              </Table.Th>
            )}
            {SORTABLE_COLUMNS.map((column) => (
              <SortHeader
                key={column}
                direction={query.sortBy === column ? query.sortDirection : null}
                onSort={() => onSort(column)}
              >
                {t(`customers.columns.${column}`)}
              </SortHeader>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr
              key={row.id}
              style={{ cursor: 'pointer' }}
              onClick={(event) => {
                // The name link handles its own clicks (and keyboard use).
                if (!(event.target instanceof HTMLElement && event.target.closest('a, input')))
                  navigate(customerProfilePath(row.id));
              }}
            >
              {selection && (
                <Table.Td>
                  <Checkbox
                    aria-label={t('customers.merge.select', { name: row.name ?? '' })}
                    checked={selection.ids.has(row.id)}
                    onChange={() => selection.onToggle(row.id)}
                  />
                </Table.Td>
              )}
              {SORTABLE_COLUMNS.map((column) => (
                <Table.Td key={column}>
                  {column === 'name' ? (
                    <Anchor component={Link} to={customerProfilePath(row.id)} fw={600}>
                      {row.name || t('customers.noName')}
                    </Anchor>
                  ) : (
                    cell(row, column)
                  )}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
