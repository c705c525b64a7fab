import type { GridRow } from '@paybook/contracts';
import { centsToPrice, type GridColumn, type GridEntity, gridColumn } from '@paybook/domain';
import { safeCell } from '../../lib/csv-cell.ts';
import type { RawRow } from './grid.repository.ts';

// Issue 28: a grid cell as the API answers it (ruling 9: money as a decimal string) and as a CSV shows it.

const isNull = (value: unknown) => value === null || value === undefined;

/** PostgreSQL's int8 and numeric arrive as text. */
const asNumber = (value: unknown): number => (typeof value === 'number' ? value : Number(value));

const asInstant = (value: unknown): string =>
  (value instanceof Date ? value : new Date(String(value))).toISOString();

export function apiCell(column: GridColumn, value: unknown): GridRow[string] {
  if (isNull(value)) return null;
  switch (column.kind) {
    case 'id':
    case 'number':
      return asNumber(value);
    case 'money':
      return centsToPrice(asNumber(value));
    case 'datetime':
      return asInstant(value);
    case 'boolean':
      return value === true || value === 't';
    default:
      return String(value);
  }
}

/** A cell of a CSV row: amounts plain, enumerations in words, text defused against formulas. */
export function csvCell(column: GridColumn, value: unknown): string {
  if (isNull(value)) return '';
  switch (column.kind) {
    case 'money':
      return centsToPrice(asNumber(value));
    case 'id':
    case 'number':
      return String(asNumber(value));
    case 'boolean':
      return value === true || value === 't' ? 'Yes' : 'No';
    case 'enum':
      return safeCell(
        column.values?.find((entry) => entry.value === String(value))?.description ?? String(value),
      );
    case 'text':
      return safeCell(String(value));
    default:
      return String(value);
  }
}

/** The columns of these keys (known: the query was checked). */
export function columnsOf(entity: GridEntity, keys: readonly string[]): GridColumn[] {
  return keys.map((key) => {
    const column = gridColumn(entity, key);
    if (!column) throw new Error(`The grid ${entity} has no column ${key}`);
    return column;
  });
}

export function apiRow(columns: readonly GridColumn[], row: RawRow): GridRow {
  return Object.fromEntries(columns.map((column) => [column.key, apiCell(column, row[column.key])]));
}
