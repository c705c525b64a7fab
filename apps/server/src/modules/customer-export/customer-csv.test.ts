import { describe, expect, it } from 'vitest';
import { safeCell } from '../../lib/csv-cell.ts';
import { csvHeader, csvRows } from './customer-csv.ts';

const row = {
  customerNumber: 7,
  firstName: 'Ann',
  lastName: 'Lee, Jr.',
  company: '=HYPERLINK("x")',
  userName: '',
  email: 'ann@example.com',
  phone: '3035550100',
  billingZipCode: '80202',
  createdAt: new Date('2026-11-25T10:00:00Z'),
  orderCount: 3,
  lastOrderAt: new Date('2026-11-27T18:30:00Z'),
};

describe('customer CSV (spec 2 §2.1 export)', () => {
  it('has a header of the chosen columns and quotes what needs it', () => {
    const columns = ['name', 'company_name', 'customer_number', 'email'] as const;
    expect(csvHeader(columns)).toBe('Name,Company,Customer #,E-mail\r\n');
    expect(csvRows(columns, [row])).toBe('"Ann Lee, Jr.","\'=HYPERLINK(""x"")",7,ann@example.com\r\n');
  });

  it('has the order count and last order date (issue 25 point 8)', () => {
    const columns = ['customer_number', 'order_count', 'last_order_date'] as const;
    expect(csvRows(columns, [row])).toBe('7,3,2026-11-27T18:30:00.000Z\r\n');
    expect(csvRows(columns, [{ ...row, orderCount: 0, lastOrderAt: null }])).toBe('7,0,\r\n');
  });

  it('defuses formulas', () => {
    expect(safeCell('+1 303')).toBe("'+1 303");
    expect(safeCell('@cmd')).toBe("'@cmd");
    expect(safeCell('Plain')).toBe('Plain');
  });
});
