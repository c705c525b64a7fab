import type { GridReportType } from '@paybook/domain';

/** The numbers that name a row's record, in the order a merchant looks for them. */
const NUMBER_COLUMNS = ['order_number', 'subscription_number', 'id'];

/**
 * The shown column whose cell links to the row's page (spec 3 §2.2 "every row opens its detail page"): its
 * number when shown (an item line's order number opens that order), a grouped customer's or item's name
 * (a customer's link is the customer's), else the first column that is not the customer's name, whose cell links to the customer.
 */
export function linkColumnOf(type: GridReportType, columns: readonly string[]): string | null {
  if (type === 'orders_by_customer') return columns.includes('customer_name') ? 'customer_name' : null;
  if (type === 'orders_by_item' && columns.includes('item_name')) return 'item_name';
  return (
    NUMBER_COLUMNS.find((key) => columns.includes(key)) ??
    columns.find((key) => key !== 'customer_name') ??
    columns[0] ??
    null
  );
}
