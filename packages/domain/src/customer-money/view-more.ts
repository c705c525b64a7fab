// spec 2 §2.1 "Profile widgets: statement table (first 15 rows, 'view more' beyond), billing schedules table
// (view more above 10), invoices, recurring invoices and recurring payments tables (view more above 5)".
import { STATEMENT_PAGE_SIZE } from './statement.ts';

export const PROFILE_MONEY_WIDGETS = [
  'statement',
  'billing_schedules',
  'invoices',
  'recurring_invoices',
  'recurring_payments',
] as const;
export type ProfileMoneyWidget = (typeof PROFILE_MONEY_WIDGETS)[number];

/** How many rows each widget shows before 'view more'. */
export const VIEW_MORE_AFTER: Record<ProfileMoneyWidget, number> = {
  statement: STATEMENT_PAGE_SIZE,
  billing_schedules: 10,
  invoices: 5,
  recurring_invoices: 5,
  recurring_payments: 5,
};

/** Whether a widget holding `total` rows offers 'view more' (only above its threshold). */
export const showsViewMore = (widget: ProfileMoneyWidget, total: number): boolean =>
  total > VIEW_MORE_AFTER[widget];

/** The rows a widget shows: its first rows until 'view more' is chosen, then all it holds. */
export const visibleRowCount = (widget: ProfileMoneyWidget, total: number, isExpanded: boolean): number =>
  isExpanded ? total : Math.min(total, VIEW_MORE_AFTER[widget]);
