import { and, count, eq, inArray, max, ne, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from '../db/client.ts';
import {
  billingSchedules,
  customers,
  invoices,
  merchants,
  orderLines,
  orders,
  transactions,
} from '../db/schema/index.ts';
import { createMerchant } from '../test/factories.ts';
import { createTestApp } from '../test/test-app.ts';
import { type LargeSeedOptions, seedLarge } from './large.ts';
import { plannedTransactionsPerOrder } from './large-orders.ts';

let db: Database;
beforeAll(async () => {
  db = (await createTestApp()).handle.db;
});

const small = (urlSubdomain: string): LargeSeedOptions => ({
  urlSubdomain,
  customers: 300,
  otherMerchants: 2,
  customersPerOther: 50,
  orderMerchants: 2,
  // 80 orders are one whole cycle of the order classes and their variants (large-orders.ts).
  ordersPerMerchant: 160,
});

describe('seed:large (issue 5 point 9, issue 28 point 6)', () => {
  it('adds the customers, then orders whose rows hold together, and adds nothing the second time', async () => {
    const merchant = await createMerchant(db, { urlSubdomain: `large-${Date.now()}` });
    const added = await seedLarge(db, small(merchant.urlSubdomain));
    expect(added.customers).toBe(400);
    const [own] = await db
      .select({ n: count(), highest: max(customers.customerNumber) })
      .from(customers)
      .where(eq(customers.merchantId, merchant.id));
    expect(own).toEqual({ n: 300, highest: 300 });
    const emails = await db
      .select({ email: customers.email, phone: customers.phone })
      .from(customers)
      .where(eq(customers.merchantId, merchant.id));
    expect(new Set(emails.map((row) => row.email)).size).toBe(300);
    expect(emails.every((row) => /^[2-9]\d{9}$/.test(row.phone))).toBe(true);
    const others = await db
      .select({ id: merchants.id })
      .from(merchants)
      .where(
        and(ne(merchants.id, merchant.id), eq(merchants.urlSubdomain, `${merchant.urlSubdomain}-scale-1`)),
      );
    expect(others.length).toBe(1);

    // 160 orders in the merchant and the first other, 2 transactions each on average, 5 % invoiced.
    expect(plannedTransactionsPerOrder()).toBe(2);
    expect(added.orderMerchantIds).toEqual([merchant.id, others[0]?.id]);
    expect(added).toMatchObject({ orders: 320, transactions: 640, invoices: 16 });
    const ids = added.orderMerchantIds;
    const [orderCount] = await db.select({ n: count() }).from(orders).where(inArray(orders.merchantId, ids));
    const [txCount] = await db
      .select({ n: count() })
      .from(transactions)
      .where(inArray(transactions.merchantId, ids));
    const [lineCount] = await db
      .select({ n: count() })
      .from(orderLines)
      .where(inArray(orderLines.merchantId, ids));
    const [invoiceCount] = await db
      .select({ n: count() })
      .from(invoices)
      .where(inArray(invoices.merchantId, ids));
    expect(orderCount?.n).toBe(320);
    expect(txCount?.n).toBe(640);
    expect(lineCount?.n).toBe(added.orderLines);
    expect(lineCount?.n).toBeGreaterThanOrEqual(320);
    expect(invoiceCount?.n).toBe(16);
    const [scheduleCount] = await db
      .select({ n: count() })
      .from(billingSchedules)
      .where(inArray(billingSchedules.merchantId, ids));
    expect(scheduleCount?.n).toBe(added.billingSchedules);

    // Order numbers from the merchant's counter, 1001 on; every order's total is its lines', and what it
    // has paid is its payments less its refunds, as the domain counts them (order-payment.ts).
    const [numbers] = await db
      .select({ n: count(), highest: max(orders.orderNumber) })
      .from(orders)
      .where(eq(orders.merchantId, merchant.id));
    expect(numbers).toEqual({ n: 160, highest: 1160 });
    const mismatched = await queryRows<{ id: number }>(
      db,
      sql`select o.id from orders o
           where o.merchant_id = any (${`{${ids.join(',')}}`}::bigint[])
             and (o.amount_total <> (select sum(l.amount_total) from order_lines l
                                      where l.merchant_id = o.merchant_id and l.order_id = o.id)
               or o.amount_paid <> (select greatest(0, coalesce(sum(t.amount) filter (
                                       where not t.is_refund and t.status = 1
                                         and t.processor_status in ('settled', 'authorized', 'posted')), 0)
                                     - coalesce(sum(t.amount) filter (
                                       where t.is_refund and t.status = 4 and t.processor_status in ('posted', 'settled')), 0))
                                     from transactions t where t.merchant_id = o.merchant_id and t.order_id = o.id))`,
    );
    expect(mismatched).toEqual([]);
    const types = await queryRows<{ payment_type: string }>(
      db,
      sql`select distinct payment_type from transactions where merchant_id = ${merchant.id}::bigint order by 1`,
    );
    expect(types.map((row) => row.payment_type)).toEqual(['ach', 'cash', 'credit_card']);
    const [refunds] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from transactions r
           join transactions p on p.merchant_id = r.merchant_id and p.id = r.ref_payment_id and p.order_id = r.order_id
          where r.merchant_id = ${merchant.id}::bigint and r.is_refund`,
    );
    expect(refunds?.n).toBeGreaterThan(0);

    const again = await seedLarge(db, small(merchant.urlSubdomain));
    expect(again).toMatchObject({ customers: 0, orders: 0, transactions: 0, invoices: 0 });
  });

  it('needs the merchant to exist', async () => {
    await expect(
      seedLarge(db, {
        urlSubdomain: 'no-such-merchant',
        customers: 1,
        otherMerchants: 0,
        customersPerOther: 0,
        orderMerchants: 0,
        ordersPerMerchant: 0,
      }),
    ).rejects.toThrow(/seed the demo data first/);
  });
});
