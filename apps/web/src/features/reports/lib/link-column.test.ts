import type { GridReportType } from '@paybook/domain';
import { describe, expect, it } from 'vitest';
import { linkColumnOf } from './link-column';

describe('linkColumnOf (spec 3 §2.2)', () => {
  it.each<[GridReportType, string[], string | null]>([
    ['items', ['item_name', 'order_number', 'created_at'], 'order_number'],
    ['items', ['item_name', 'created_at'], 'item_name'],
    ['transactions', ['created_at', 'customer_name', 'order_number', 'id'], 'order_number'],
    ['xenon_transactions', ['created_at', 'id'], 'id'],
    ['subscriptions', ['customer_name', 'subscription_number'], 'subscription_number'],
    ['orders', ['customer_name', 'amount_total'], 'amount_total'],
    ['orders', ['customer_name'], 'customer_name'],
    ['orders_by_customer', ['order_count', 'customer_name'], 'customer_name'],
    ['orders_by_customer', ['order_count'], null],
    ['orders_by_item', ['quantity_sold', 'item_name'], 'item_name'],
    ['orders_by_item', ['quantity_sold', 'total_amount'], 'quantity_sold'],
  ])('%s %j → %s', (type, columns, link) => {
    expect(linkColumnOf(type, columns)).toBe(link);
  });
});
