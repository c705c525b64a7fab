import { Anchor, Badge, Checkbox, Table, Text } from '@mantine/core';
import type { CatalogueItem } from '@paybook/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ServiceStatusSwitch } from '@/features/services/components/service-status-switch';
import { formatDate } from '@/lib/date-format';
import { SortHeader } from '@/ui/sort-header';
import type { CatalogueListQuery, CatalogueSort } from './catalogue-list-params';
import { paymentFormsQuestion } from './payment-forms-question';

export const catalogueEditPath = (id: number) => `/products-and-services/edit/${id}`;

interface CatalogueTableProps {
  rows: CatalogueItem[];
  query: CatalogueListQuery;
  onSort: (column: CatalogueSort) => void;
  /** Bulk actions (manage_configuration): the selected ids and how to change them. */
  selection?: { ids: ReadonlySet<number>; onToggle: (id: number) => void; onToggleAll: () => void };
  canEdit: boolean;
}

/** spec 2 §2.3 the catalogue grid (dates in the one format, issue 16 point 9): name, kind, price text (spec 2 §9), category, created, status. */
export function CatalogueTable({ rows, query, onSort, selection, canEdit }: CatalogueTableProps) {
  const { t } = useTranslation();
  const sorted = (column: CatalogueSort) => (query.sortBy === column ? query.sortDirection : null);
  const allSelected = selection !== undefined && rows.every((row) => selection.ids.has(row.id));
  return (
    <Table.ScrollContainer minWidth={820} type="native">
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {selection && (
              <Table.Th w={40}>
                <Checkbox
                  aria-label={t('catalogue.list.selectAll')}
                  checked={rows.length > 0 && allSelected}
                  indeterminate={!allSelected && rows.some((row) => selection.ids.has(row.id))}
                  onChange={selection.onToggleAll}
                />
              </Table.Th>
            )}
            <SortHeader direction={sorted('name')} onSort={() => onSort('name')}>
              {t('catalogue.columns.name')}
            </SortHeader>
            <Table.Th>{t('catalogue.columns.kind')}</Table.Th>
            <SortHeader direction={sorted('price')} onSort={() => onSort('price')}>
              {t('catalogue.columns.price')}
            </SortHeader>
            <Table.Th>{t('catalogue.columns.category')}</Table.Th>
            <SortHeader direction={sorted('created_at')} onSort={() => onSort('created_at')}>
              {t('catalogue.columns.created')}
            </SortHeader>
            <Table.Th>{t('catalogue.columns.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              {selection && (
                <Table.Td>
                  <Checkbox
                    aria-label={t('catalogue.list.select', { name: row.name })}
                    checked={selection.ids.has(row.id)}
                    onChange={() => selection.onToggle(row.id)}
                  />
                </Table.Td>
              )}
              <Table.Td>
                {canEdit ? (
                  <Anchor component={Link} to={catalogueEditPath(row.id)} fw={600}>
                    {row.name}
                  </Anchor>
                ) : (
                  <Text fw={600}>{row.name}</Text>
                )}
              </Table.Td>
              <Table.Td>
                <Badge
                  variant="outline"
                  color={row.is_bookable ? 'grape.9' : 'blue.9'}
                  bg="var(--mantine-color-body)"
                >
                  {t(row.is_bookable ? 'catalogue.kind.service' : 'catalogue.kind.product')}
                </Badge>
              </Table.Td>
              <Table.Td>{row.price_text}</Table.Td>
              <Table.Td>{row.offering_category?.name ?? '—'}</Table.Td>
              <Table.Td>{formatDate(row.created_at)}</Table.Td>
              <Table.Td>
                {/* spec 2 §4 Offering: a product's active payment forms are named before it is deactivated. */}
                <ServiceStatusSwitch
                  service={row}
                  deactivationQuestion={row.is_bookable ? undefined : paymentFormsQuestion}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
