// spec 3 §2.2 (issue 28 point 1): the filter bar of a report screen, one control per parameter its route
// has, and how a control's value is written back into the parameter (report-params.ts reads it).
import { type GridColumn, type GridEnumValue, gridColumn } from './grid-columns.ts';
import type { GridFilter, GridQuery } from './grid-query.ts';
import { type GridReportType, REPORT_PARAMS, REPORT_SCREENS, type ReportParam } from './report-screens.ts';

/**
 * How a parameter is chosen: `customer` the ci chip (set from a link, removed here), `text` a part of a
 * name, `number` an order or schedule number, `choices` some of an enumeration, `stores` some of the
 * merchant's stores and forms, `days` a from..to range of calendar days.
 */
export type ReportFilterKind = 'customer' | 'text' | 'number' | 'choices' | 'stores' | 'days';

export interface ReportFilterControl {
  readonly param: ReportParam;
  readonly column: GridColumn;
  readonly kind: ReportFilterKind;
  /** The choices of a `choices` control (the column's enumeration). */
  readonly values: readonly GridEnumValue[];
}

function kindOf(param: ReportParam, column: GridColumn): ReportFilterKind | null {
  if (param === 'ci') return 'customer';
  if (column.key === 'store_id') return 'stores';
  if (column.kind === 'enum' && column.filters.includes('in')) return 'choices';
  if (column.filters.includes('between')) return 'days';
  if (column.filters.includes('contains')) return 'text';
  if (column.filters.includes('eq') && column.kind === 'number') return 'number';
  return null;
}

/** The controls of a report's filter bar, in the route's parameter order (spec 3 §2.2). */
export function reportFilterControls(type: GridReportType): ReportFilterControl[] {
  const screen = REPORT_SCREENS[type];
  const controls: ReportFilterControl[] = [];
  for (const param of REPORT_PARAMS) {
    const field = screen.params[param];
    const column = field === undefined ? undefined : gridColumn(screen.entity, field);
    const kind = column && kindOf(param, column);
    if (column && kind) controls.push({ param, column, kind, values: column.values ?? [] });
  }
  return controls;
}

/** A `days` parameter's value: from..to, either side empty; '' for neither. */
export function dayRangeParam(from: string | null, to: string | null): string {
  if (!from && !to) return '';
  return `${from ?? ''}..${to ?? ''}`;
}

/** A `choices` or `stores` parameter's value: the chosen values, comma separated. */
export const choicesParam = (values: readonly string[]): string => values.join(',');

/** The filter a report's query holds for a column (the parameter's value as report-params.ts read it). */
export function filterOfColumn(query: GridQuery, field: string): GridFilter | undefined {
  return query.filters.find((filter) => filter.field === field);
}

/** A `days` control's two sides, from the query's filter. */
export function dayRangeOf(filter: GridFilter | undefined): { from: string | null; to: string | null } {
  if (filter?.op !== 'between') return { from: null, to: null };
  return { from: filter.from ?? null, to: filter.to ?? null };
}

/** A `choices` or `stores` control's chosen values, from the query's filter. */
export const choicesOf = (filter: GridFilter | undefined): string[] =>
  filter?.op === 'in' ? [...filter.values] : [];
