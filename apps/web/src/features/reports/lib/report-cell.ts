import type { GridColumn, GridEntity } from '@paybook/domain';
import { formatShortDate } from '@/features/customers/components/customer-format';
import { i18n } from '@/lib/i18n';
import { formatMoneyText } from '@/lib/money-format';

/** A grid cell as the search answers it (contracts report-grid.ts gridCell). */
export type ReportCell = string | number | boolean | null | undefined;

/** The translation keys of a column's label and of an enumeration's value (locales/en/reports.json). */
export const columnLabelKey = (entity: GridEntity, column: string) =>
  `reportGrid.columns.${entity}.${column}`;
export const enumValueKey = (entity: GridEntity, column: string, value: string) =>
  `reportGrid.values.${entity}.${column}.${value}`;

/**
 * A cell as the grid shows it (spec 3 §9): money with the currency format, dates M/d/yy (an instant on the
 * merchant's clock, a calendar day as that day), an enumeration by its description, yes or no, and
 * counts with their thousands separators. An empty cell is ''.
 */
export function formatReportCell(
  entity: GridEntity,
  column: GridColumn,
  value: ReportCell,
  timeZone: string,
  translate: (key: string) => string = (key) => i18n.t(key),
): string {
  if (value === null || value === undefined || value === '') return '';
  switch (column.kind) {
    case 'money':
      return formatMoneyText(String(value));
    case 'date':
      // A calendar day is that day wherever the merchant is: read at noon UTC, shown in UTC.
      return /^\d{4}-\d{2}-\d{2}$/.test(String(value))
        ? formatShortDate(`${value}T12:00:00Z`, 'UTC')
        : String(value);
    case 'datetime':
      return formatShortDate(String(value), timeZone) || String(value);
    case 'enum':
      return column.values?.some((entry) => entry.value === String(value))
        ? translate(enumValueKey(entity, column.key, String(value)))
        : String(value);
    case 'boolean':
      return translate(value === true || value === 'true' ? 'reportGrid.cell.yes' : 'reportGrid.cell.no');
    case 'number':
      return typeof value === 'number' && !isIdentifier(column)
        ? value.toLocaleString(i18n.language)
        : String(value);
    case 'id':
    case 'text':
      return String(value);
  }
}

/** A number the report looks up one by one (an order or schedule number) names a record: as written. */
const isIdentifier = (column: GridColumn): boolean =>
  column.kind === 'id' || (column.kind === 'number' && column.filters.includes('eq'));

/** Whether a column's cells read right-aligned (amounts and counts). */
export const isNumeric = (column: GridColumn): boolean =>
  column.kind === 'money' || (column.kind === 'number' && !isIdentifier(column));
