import { describe, expect, it } from 'vitest';
import { makeSubject } from '../testing/subjects.ts';
import {
  builtInReportName,
  canDeleteReport,
  canOverwriteReport,
  isReportType,
  REPORT_TYPES,
  reportNameError,
} from './saved-reports.ts';

describe('saved reports (spec 3 §2.2, §5; spec 2 §2.1)', () => {
  it("names the nine report types; the customers' built-in report is 'All Customers'", () => {
    expect(REPORT_TYPES).toHaveLength(9);
    expect(builtInReportName('customers')).toBe('All Customers');
    expect(isReportType('customers')).toBe(true);
    expect(isReportType('people')).toBe(false);
  });

  it('a name is required, at most 60 characters, and unique within its type ignoring case', () => {
    expect(reportNameError('  ', 'customers', [])).toBe('Enter a name for the report.');
    expect(reportNameError('x'.repeat(61), 'customers', [])).toMatch(/at most 60/);
    expect(reportNameError('VIP', 'customers', ['vip'])).toBe('A report with this name already exists.');
    expect(reportNameError('all customers', 'customers', [])).toBe('A report with this name already exists.');
    expect(reportNameError('VIP', 'customers', ['Regulars'])).toBeNull();
  });

  it('built-in reports are never overwritten or deleted; impersonated users overwrite none', () => {
    const owner = makeSubject({ rights: ['manage_customers'] });
    const support = makeSubject({ rights: ['manage_customers'], impersonated: true });
    expect(canOverwriteReport(owner, 'customers', { is_built_in: false })).toBe(true);
    expect(canOverwriteReport(owner, 'customers', { is_built_in: true })).toBe(false);
    expect(canOverwriteReport(support, 'customers', { is_built_in: false })).toBe(false);
    expect(canDeleteReport(owner, 'customers', { is_built_in: true })).toBe(false);
    expect(canDeleteReport(owner, 'customers', { is_built_in: false })).toBe(true);
  });
});
