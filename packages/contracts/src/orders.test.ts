import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { checkoutResponse } from './checkout-response.ts';
import {
  customerOrderPage,
  customerOrdersQuery,
  type Order,
  order,
  orderSellerAnswer,
  receipt,
  saleType,
  sendReceiptBody,
} from './orders.ts';
import { cardPayment } from './test-transaction.ts';

const issues = (result: z.ZodSafeParseResult<unknown>) =>
  (result.error?.issues ?? []).map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

const noFees = { discounts: [], amount_discount: '0.00', fees: [], amount_fee: '0.00' };

const sold: Order = {
  id: 90,
  order_id: 90,
  order_number: 1042,
  order_status: { code: 1, name: 'Created' },
  payment_status: 'paid',
  sale_type: { code: 2, name: 'Point of Sale' },
  billing_method: 'immediate',
  customer: { id: 7, first_name: 'Ada', last_name: 'Lopez', email: 'ada@example.com', alt_email: '' },
  addresses: [],
  items: [
    {
      offering_id: 11,
      name: 'Court rental',
      price_structure: 'per_unit',
      unit_name: 'hour',
      unit_price: '20.00',
      quantity: '2.5',
      start_date: null,
      custom_fields: [],
      amount_subtotal: '50.00',
      ...noFees,
      taxes: [{ fee_structure_id: 5, name: 'Sales tax', amount: '4.13' }],
      amount_tax: '4.13',
      amount_total: '54.13',
    },
  ],
  order_fees: [],
  discounts: [],
  discounts_dropped: false,
  taxes: [
    {
      fee_structure_id: 5,
      name: 'Sales tax',
      amount: '4.13',
      is_percent: true,
      percent: '8.25',
      amount_taxable: '50.00',
    },
  ],
  amount_subtotal: '50.00',
  amount_discount: '0.00',
  amount_fee: '0.00',
  amount_tax: '4.13',
  amount_total: '54.13',
  transactions: [cardPayment],
  amount_paid: '54.13',
  amount_refunded: '0.00',
  amount_charged: '54.13',
  amount_due: '0.00',
  deposit_credit: '0.00',
  deposit_order_id: null,
  pending_ach_order: false,
  is_past_due: false,
  contains_subscription: false,
  created_at: '2026-11-26T17:12:00.000Z',
};

describe('order answer (spec 3 §3.2, §4.2; spec 2 §3 code tables)', () => {
  it('describes a priced point-of-sale order with its transactions', () => {
    expect(order.parse(sold)).toEqual(sold);
  });

  it('holds only the spec 2 §3 sale types and order statuses, and the spec 3 §4.2 payment statuses', () => {
    expect(saleType.safeParse({ code: 24, name: 'Payment Link' }).success).toBe(true);
    expect(issues(saleType.safeParse({ code: 13, name: 'None' })).map((i) => i.path)).toEqual(['code']);
    expect(
      issues(order.safeParse({ ...sold, order_status: { code: 3, name: 'Done' } })).map((i) => i.path),
    ).toEqual(['order_status.code']);
    expect(issues(order.safeParse({ ...sold, payment_status: 'refunded' })).map((i) => i.path)).toEqual([
      'payment_status',
    ]);
  });

  it('carries the receipt with what a recurring item will charge and when (issue 15 point 6)', () => {
    const value = {
      merchant: {
        company_name: 'Northwind Tennis',
        phone: '3035550100',
        company_email: 'desk@northwind.example',
        address1: '1 Court St',
        address2: '',
        city: 'Denver',
        state: 'CO',
        zip_code: '80202',
        website_url: '',
      },
      order: { ...sold, contains_subscription: true },
      schedules: [
        {
          subscription_number: 3,
          offering_id: 12,
          offering_name: 'Monthly membership',
          price: '40.00',
          recurrence_text: 'every month on the 1st, 12 times',
          next_bill_date: '2026-12-01',
          final_bill_date: '2027-11-01',
          occurrences: 12,
        },
      ],
    };
    expect(receipt.parse(value)).toEqual(value);
  });
});

describe('send receipt and the checkout answer (spec 3 §2.6, §4.8)', () => {
  it('needs the e-mail to send the receipt to', () => {
    expect(sendReceiptBody.parse({ email: ' ada@example.com ' })).toEqual({ email: 'ada@example.com' });
    expect(issues(sendReceiptBody.safeParse({ email: '' }))).toEqual([
      { path: 'email', message: 'Enter the e-mail to send the receipt to' },
    ]);
    expect(issues(sendReceiptBody.safeParse({ email: 'ada' }))).toEqual([
      { path: 'email', message: 'Enter a valid e-mail address.' },
    ]);
  });

  it('answers the order when the payment went through, and no order when it failed', () => {
    const paid = {
      payment_status: 'processed',
      order: sold,
      transaction: cardPayment,
      amount_paid: '54.13',
      change_due: null,
      failure_reason: null,
    };
    expect(checkoutResponse.parse(paid)).toEqual(paid);
    const declined = {
      payment_status: 'failed',
      order: null,
      transaction: {
        ...cardPayment,
        status: { code: 3, name: 'Failed' },
        processor_status: 'failed',
        failure_reason: 'Card declined',
      },
      amount_paid: '0.00',
      change_due: null,
      failure_reason: 'Card declined',
    };
    expect(checkoutResponse.parse(declined)).toEqual(declined);
    expect(issues(checkoutResponse.safeParse({ ...paid, payment_status: 'ok' })).map((i) => i.path)).toEqual([
      'payment_status',
    ]);
  });
});

describe("who sold it and a customer's orders (issue 15 point 5)", () => {
  it('names the seller, or null when no one placed the order', () => {
    expect(orderSellerAnswer.parse({ sold_by: { id: 4, name: 'Sam Seller' } })).toEqual({
      sold_by: { id: 4, name: 'Sam Seller' },
    });
    expect(orderSellerAnswer.parse({ sold_by: null })).toEqual({ sold_by: null });
    expect(issues(orderSellerAnswer.safeParse({ sold_by: { id: 4 } })).map((i) => i.path)).toEqual([
      'sold_by.name',
    ]);
  });

  it("pages a customer's orders ten at a time by default, at most 50", () => {
    expect(customerOrdersQuery.parse({})).toEqual({ page: 1, items_per_page: 10 });
    expect(customerOrdersQuery.parse({ page: '3', items_per_page: '5' })).toEqual({
      page: 3,
      items_per_page: 5,
    });
    expect(issues(customerOrdersQuery.safeParse({ items_per_page: '51' })).map((i) => i.path)).toEqual([
      'items_per_page',
    ]);
    expect(issues(customerOrdersQuery.safeParse({ page: '0' })).map((i) => i.path)).toEqual(['page']);
  });

  it('answers summaries with the total count', () => {
    const page = {
      data: [
        {
          id: 90,
          order_number: 1042,
          order_status: { code: 1, name: 'Created' },
          payment_status: 'partially_paid',
          sale_type: { code: 2, name: 'Point of Sale' },
          amount_total: '54.13',
          amount_paid: '20.00',
          amount_refunded: '0.00',
          created_at: '2026-11-26T17:12:00.000Z',
        },
      ],
      total_item_count: 11,
    };
    expect(customerOrderPage.parse(page)).toEqual(page);
  });
});
