import { describe, expect, it } from 'vitest';
import { addressOfReport, moved, reportQueryOf } from './report-query';

describe('saved report queries (spec 2 §2.1, spec 3 §2.2)', () => {
  it('saves the search and sort but not the report, page or notices', () => {
    const params = new URLSearchParams('reportId=3&page=4&sort_by=email&search=ann&deletedId=9');
    expect(reportQueryOf(params)).toBe('search=ann&sort_by=email');
  });

  it('an address for a report carries its number and query', () => {
    expect(addressOfReport(5, 'search=ann').toString()).toBe('search=ann&reportId=5');
    expect(addressOfReport(1, '').toString()).toBe('reportId=1');
  });

  it('reorders one step at a time, never past the ends', () => {
    expect(moved([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
    expect(moved([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moved([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });
});
