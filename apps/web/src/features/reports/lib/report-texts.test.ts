import { GRID_SPECS, type GridReportType, REPORT_SCREENS } from '@paybook/domain';
import { describe, expect, it } from 'vitest';
import texts from '@/locales/en/reports.json';
import { columnLabelKey, enumValueKey } from './report-cell';

// Issue 28 point 1: every column and enumeration value a report screen shows has its words in
// locales/en/reports.json (the grid's labels are the domain's; a new column needs its text here too).
const lookup = (key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);

const entities = [...new Set(Object.values(REPORT_SCREENS).map((screen) => screen.entity))];

describe('reportGrid.json', () => {
  it.each(entities)('has the label of every %s column and of every value it shows', (entity) => {
    for (const column of GRID_SPECS[entity].columns) {
      expect(lookup(columnLabelKey(entity, column.key)), `${entity}.${column.key}`).toBeTypeOf('string');
      for (const value of column.values ?? [])
        expect(
          lookup(enumValueKey(entity, column.key, value.value)),
          `${entity}.${column.key}=${value.value}`,
        ).toBeTypeOf('string');
    }
  });

  it.each(Object.keys(REPORT_SCREENS) as GridReportType[])('names report %s and its empty states', (type) => {
    expect(lookup(`reportGrid.builtIn.${type}`)).toBeTypeOf('string');
    expect(lookup(`reportGrid.empty.filtered.${type}`)).toBeTypeOf('string');
    expect(lookup(`reportGrid.empty.none.${type}`)).toBeTypeOf('string');
    expect(lookup(`reportGrid.classic.reports.${type}.name`)).toBeTypeOf('string');
  });
});
