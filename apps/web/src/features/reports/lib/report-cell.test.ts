import { type GridEntity, gridColumn } from '@paybook/domain';
import { describe, expect, it } from 'vitest';
import { formatReportCell, type ReportCell } from './report-cell';

// spec 3 §9: "Date format in grids M/d/yy; currency shown with a currency format".
const CHICAGO = 'America/Chicago';
const echo = (key: string) => key;

describe('formatReportCell (spec 3 §9)', () => {
  it.each<[GridEntity, string, ReportCell, string]>([
    ['order', 'amount_total', '1234.5', '$1,234.50'],
    ['order', 'amount_total', '-5.00', '-$5.00'],
    ['order', 'amount_total', '0.00', '$0.00'],
    // An instant on the merchant's clock: 03:00 UTC on the 1st is still November 30 in Chicago.
    ['order', 'created_at', '2026-12-01T03:00:00.000Z', '11/30/26'],
    ['order', 'created_at', '2026-01-05T18:00:00Z', '1/5/26'],
    // A calendar day is that day anywhere.
    ['invoice', 'invoice_date', '2026-11-01', '11/1/26'],
    ['order', 'payment_status', 'past_due', 'reportGrid.values.order.payment_status.past_due'],
    ['order', 'payment_status', 'someday', 'someday'],
    ['transaction', 'is_refund', true, 'reportGrid.cell.yes'],
    ['transaction', 'is_refund', false, 'reportGrid.cell.no'],
    ['top_offerings', 'quantity_sold', 12345, '12,345'],
    // An order number names an order: no thousands separator.
    ['order', 'order_number', 1041, '1041'],
    ['subscription', 'subscription_number', 12034, '12034'],
    ['order', 'customer_name', 'Ann Lee', 'Ann Lee'],
    ['order', 'customer_name', null, ''],
    ['order', 'amount_due', '', ''],
  ])('%s.%s %j → %s', (entity, key, value, shown) => {
    const column = gridColumn(entity, key);
    if (!column) throw new Error(`no column ${entity}.${key}`);
    expect(formatReportCell(entity, column, value, CHICAGO, echo)).toBe(shown);
  });
});
