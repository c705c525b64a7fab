// spec 3 §2.2 saved-reports editor, §4 Saved report, §5 ("names are validated; default built-in reports
// cannot be overwritten; impersonated users cannot overwrite saved reports"); spec 2 §2.1 'All Customers'.
import { ALWAYS, allOf, meets, NEVER, needRight, type Requirement } from '../access/requirement.ts';
import type { AccessSubject } from '../access/subject.ts';
import { findRoute } from '../shell/routes.ts';

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

/**
 * The screen each report type's saved reports belong to (spec 3 §2.2 report routes; spec 2 §2.1 the
 * customer list's saved reports), and the right that manages them there: view_reports for the reports
 * (spec 1 §6 "reports.*", spec 3 §6 "view_reports: reports"), manage_customers for the customer list
 * (spec 3 §6 "manage_customers: customer list actions").
 */
export const SAVED_REPORT_AREAS: Readonly<Record<ReportType, { routeId: string; manager: Requirement }>> = {
  transactions: { routeId: 'reports.view.transactions', manager: needRight('view_reports') },
  xenon_transactions: { routeId: 'reports.view.xenon-transactions', manager: needRight('view_reports') },
  items: { routeId: 'reports.view.items', manager: needRight('view_reports') },
  orders: { routeId: 'reports.view.orders', manager: needRight('view_reports') },
  orders_by_customer: { routeId: 'reports.view.grouped-customer', manager: needRight('view_reports') },
  orders_by_item: { routeId: 'reports.view.grouped-offering', manager: needRight('view_reports') },
  subscriptions: { routeId: 'reports.view.subscriptions', manager: needRight('view_reports') },
  invoices: { routeId: 'reports.view.invoices', manager: needRight('view_reports') },
  customers: { routeId: 'customer.list', manager: needRight('manage_customers') },
};

/** What a saved-reports call does: read the list, or change it (save, overwrite, default, reorder, delete). */
export type SavedReportsAccess = 'read' | 'change';

/**
 * spec 3 §2.2, §6: whoever may open a report's screen reads its saved reports (the default one shapes
 * the screen); changing them, which every user of the merchant shares, also needs the area's right.
 */
export function savedReportsRequirement(type: ReportType, access: SavedReportsAccess): Requirement {
  const area = SAVED_REPORT_AREAS[type];
  const route = findRoute(area.routeId);
  const read = route ? (route.requirement ?? ALWAYS) : NEVER;
  return access === 'read' ? read : allOf(read, area.manager);
}

/**
 * The same for a call's raw path (`/saved_reports/{reportType}/…`), as the endpoint declares it: the
 * server's auth check and the access matrix read it. An unknown type is left to validation (400).
 */
export const savedReportsPathRequirement =
  (access: SavedReportsAccess) =>
  (params: Readonly<Record<string, string>>): Requirement => {
    const type = params.reportType ?? '';
    return isReportType(type) ? savedReportsRequirement(type, access) : ALWAYS;
  };

export const canReadSavedReports = (subject: AccessSubject, type: ReportType): boolean =>
  meets(subject, savedReportsRequirement(type, 'read'));

export const canChangeSavedReports = (subject: AccessSubject, type: ReportType): boolean =>
  meets(subject, savedReportsRequirement(type, 'change'));

/**
 * spec 3 §5: built-in reports are never overwritten, and impersonated users overwrite none; nor does a
 * user who may not change the type's saved reports.
 */
export function canOverwriteReport(
  subject: AccessSubject,
  type: ReportType,
  report: { is_built_in: boolean },
): boolean {
  return canChangeSavedReports(subject, type) && !report.is_built_in && !subject.impersonated;
}

/** The built-in report cannot be deleted; any saved one can, by a user who may change them. */
export const canDeleteReport = (
  subject: AccessSubject,
  type: ReportType,
  report: { is_built_in: boolean },
): boolean => canChangeSavedReports(subject, type) && !report.is_built_in;
