// spec 3 §2.2 saved-reports editor, §4 Saved report, §5 ("names are validated; default built-in reports
// cannot be overwritten; impersonated users cannot overwrite saved reports"); spec 2 §2.1 'All Customers'.
import type { AccessSubject } from '../access/subject.ts';

export const REPORT_TYPES = [
  'transactions',
  'xenon_transactions',
  'items',
  'orders',
  'orders_by_customer',
  'orders_by_item',
  'subscriptions',
  'invoices',
  'customers',
] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** Every type's first entry is a built-in default, number 1 (spec 2 §2.1: 'All Customers', report 1). */
export const BUILT_IN_REPORT_NUMBER = 1;

const BUILT_IN_NAMES: Record<ReportType, string> = {
  transactions: 'All Transactions',
  xenon_transactions: 'All Transactions',
  items: 'All Items',
  orders: 'All Orders',
  orders_by_customer: 'Sales by Customer',
  orders_by_item: 'Sales by Item',
  subscriptions: 'All Billing Schedules',
  invoices: 'All Invoices',
  customers: 'All Customers',
};

export const builtInReportName = (type: ReportType): string => BUILT_IN_NAMES[type];

export const isReportType = (value: string): value is ReportType =>
  (REPORT_TYPES as readonly string[]).includes(value);

export const REPORT_NAME_MAX = 60;

/**
 * The problem with a report name, or null: required, at most 60 characters, and unique within the type
 * ignoring case (the built-in name included). `others` are the type's other names.
 */
export function reportNameError(name: string, type: ReportType, others: readonly string[]): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'Enter a name for the report.';
  if (trimmed.length > REPORT_NAME_MAX) return `A report name can be at most ${REPORT_NAME_MAX} characters.`;
  const taken = [builtInReportName(type), ...others].some(
    (other) => other.trim().toLowerCase() === trimmed.toLowerCase(),
  );
  return taken ? 'A report with this name already exists.' : null;
}

/** spec 3 §5: built-in reports are never overwritten, and impersonated users overwrite none. */
export function canOverwriteReport(subject: AccessSubject, report: { is_built_in: boolean }): boolean {
  return !report.is_built_in && !subject.impersonated;
}

/** The built-in report cannot be deleted; any saved one can (the editor's delete). */
export const canDeleteReport = (report: { is_built_in: boolean }): boolean => !report.is_built_in;
