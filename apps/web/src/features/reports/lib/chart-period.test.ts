import { describe, expect, it } from 'vitest';
import { chartPeriodLabel } from './chart-period';

describe('chartPeriodLabel (issue 28 point 4)', () => {
  it.each([
    ['2026-11-29', 'day', '11/29'],
    ['2026-11-23', 'week', '11/23'],
    ['2026-11-01', 'month', 'Nov 2026'],
    ['2026-11', 'month', 'Nov 2026'],
    ['2026-11-01T00:00:00.000Z', 'day', '11/1'],
    ['Q4', 'month', 'Q4'],
  ] as const)('%s by %s → %s', (period, bucket, label) => {
    expect(chartPeriodLabel(period, bucket)).toBe(label);
  });
});
