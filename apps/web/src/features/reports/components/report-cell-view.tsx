import { Anchor } from '@mantine/core';
import type { GridColumn, GridEntity } from '@paybook/domain';
import { type ReportRow, rowId } from '@paybook/domain/reports/report-row-link';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CustomerNameLink } from '@/features/orders/components/customer-name-link';
import { formatReportCell } from '../lib/report-cell';

interface ReportCellViewProps {
  entity: GridEntity;
  column: GridColumn;
  row: ReportRow;
  timeZone: string;
  /** The row's detail page when this cell opens it. */
  link: string | null;
  /** Words before the link's text (a card's heading names its number: "Order # 1093"). */
  linkPrefix?: string;
}

/**
 * One cell: the row's link cell opens its detail page (a real link, reachable by keyboard); a customer's
 * name links by spec 3 §2.2's rule; any other cell is its formatted text.
 */
export function ReportCellView({ entity, column, row, timeZone, link, linkPrefix }: ReportCellViewProps) {
  const { t } = useTranslation();
  const text = formatReportCell(entity, column, row[column.key], timeZone);
  if (link !== null)
    return (
      <Anchor component={Link} to={link} fw={600} data-testid="report-row-link">
        {linkPrefix && text
          ? t('reportGrid.cell.named', { label: linkPrefix, value: text })
          : text || t('reportGrid.cell.open')}
      </Anchor>
    );
  if (column.key === 'customer_name')
    return (
      <CustomerNameLink customerId={rowId(row, 'customer_id')} name={text || t('reportGrid.cell.noName')} />
    );
  return <>{text}</>;
}
