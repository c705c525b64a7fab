import type { CustomerListColumn } from '@paybook/contracts';
import { stringify } from 'csv-stringify/sync';
import { safeCell } from '../../lib/csv-cell.ts';

export interface CsvCustomer {
  customerNumber: number;
  firstName: string;
  lastName: string;
  company: string;
  userName: string;
  email: string;
  phone: string;
  billingZipCode: string;
  createdAt: Date;
  /** Issue 25 point 8: read only when the export has the column (orderColumns). */
  orderCount: number;
  lastOrderAt: Date | null;
}

const HEADERS: Record<CustomerListColumn, string> = {
  name: 'Name',
  company_name: 'Company',
  customer_number: 'Customer #',
  user_name: 'User name',
  email: 'E-mail',
  phone: 'Phone',
  billing_zip_code: 'Billing zip',
  order_count: 'Orders',
  created_at: 'Created',
  last_order_date: 'Last order',
};

const VALUES: Record<CustomerListColumn, (row: CsvCustomer) => string> = {
  name: (row) => `${row.firstName} ${row.lastName}`.trim(),
  company_name: (row) => row.company,
  customer_number: (row) => String(row.customerNumber),
  user_name: (row) => row.userName,
  email: (row) => row.email,
  phone: (row) => row.phone,
  billing_zip_code: (row) => row.billingZipCode,
  order_count: (row) => String(row.orderCount),
  created_at: (row) => row.createdAt.toISOString(),
  last_order_date: (row) => row.lastOrderAt?.toISOString() ?? '',
};

export const csvHeader = (columns: readonly CustomerListColumn[]) =>
  stringify([columns.map((column) => HEADERS[column])], { record_delimiter: 'windows' });

export const csvRows = (columns: readonly CustomerListColumn[], rows: readonly CsvCustomer[]) =>
  stringify(
    rows.map((row) => columns.map((column) => safeCell(VALUES[column](row)))),
    { record_delimiter: 'windows' },
  );
