import { ORDER_PAYMENT_STATUSES, ORDER_STATUSES, SALE_TYPES } from '@paybook/domain/payments/codes';
import { z } from 'zod';
import { priceStructure } from './catalogue.ts';
import { orderAddress } from './checkout-address.ts';
import { codeWithName } from './code-name.ts';
import { customerEmail } from './customer-fields.ts';
import { idParam, intParam } from './primitives.ts';
import { transaction } from './transactions.ts';

// spec 3 §3.2 Order ("id (also order_id), order_number, order_status, billing_method, invoice, customer
// (id, email, alt_email), transactions, order_fees, amount_total, amount_tax, amount_due,
// pending_ach_order, is_past_due"), spec 3 §4.2 statuses and spec 2 §3 code tables. The priced parts are
// priceOrder's answer (packages/domain/src/pricing/pricing-types.ts) on the wire: money as decimal text
// with two decimals (decision 1), quantities as text ("2.5"), percentages as text ("8.375").

const amount = z.string().describe('Decimal string with two decimals, e.g. "45.00"');

/** spec 2 §3 "Sale type: 0 Online Store, 1 Other, 2 Point of Sale, … 24 Payment Link". */
export const saleType = codeWithName(SALE_TYPES);
/** spec 2 §3 "Order status: 1 Created, 2 Cancelled". */
export const orderStatus = codeWithName(ORDER_STATUSES);
/** spec 3 §4.2 "scheduled, paid, unpaid, cancelled, partially_paid, pending, past_due, requires_action". */
export const orderPaymentStatus = z.enum(ORDER_PAYMENT_STATUSES);

/** An amount a fee, tax or discount adds or takes off (priceOrder's PricedAmount). */
export const pricedAmount = z.object({ fee_structure_id: z.number().int(), name: z.string(), amount });
export type PricedAmountValue = z.infer<typeof pricedAmount>;

/** A fee with the tax charged on it (PricedFee). */
export const pricedFee = pricedAmount.extend({
  is_taxable: z.boolean(),
  taxes: z.array(pricedAmount),
  amount_tax: amount,
});

/** A line item (spec 3 §3.4 Order items; PricedLine) with the item's name and unit. */
export const orderItem = z.object({
  offering_id: z.number().int(),
  name: z.string(),
  price_structure: priceStructure,
  /** spec 2 §3 unit_name of a per-unit item ('hour'); null otherwise. */
  unit_name: z.string().nullable(),
  unit_price: amount,
  quantity: z.string(),
  /** First payment or start date of a recurring or future-dated item ('yyyy-MM-dd'). */
  start_date: z.string().nullable(),
  /** Issue 27: the buyer's answers to the item's custom fields on a store's page (spec 2 §3). */
  custom_fields: z.array(z.object({ label: z.string(), value: z.string() })),
  amount_subtotal: amount,
  discounts: z.array(pricedAmount),
  amount_discount: amount,
  fees: z.array(pricedFee),
  amount_fee: amount,
  taxes: z.array(pricedAmount),
  amount_tax: amount,
  amount_total: amount,
});
export type OrderItem = z.infer<typeof orderItem>;

/** One tax rate of the order (PricedTax). */
export const pricedTax = pricedAmount.extend({
  is_percent: z.boolean(),
  /** The rate as text ('8.375'); null for a dollar-amount tax. */
  percent: z.string().nullable(),
  amount_taxable: amount,
});

/** priceOrder's answer for a cart or an order: every total is the exact sum of its parts (decision 65). */
export const pricedOrder = z.object({
  items: z.array(orderItem),
  order_fees: z.array(pricedFee),
  discounts: z.array(pricedAmount),
  /** spec 3 §4.8 "A discount is dropped if any item has a future payment or start date". */
  discounts_dropped: z.boolean(),
  taxes: z.array(pricedTax),
  amount_subtotal: amount,
  amount_discount: amount,
  amount_fee: amount,
  amount_tax: amount,
  amount_total: amount,
});
export type PricedOrderValue = z.infer<typeof pricedOrder>;

/** spec 3 §3.2 customer (id, email, alt_email) with the name the order pages show. */
export const orderCustomer = z.object({
  /** null for a walk-in: the name and e-mail typed at checkout, with no customer record. */
  id: z.number().int().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  alt_email: z.string(),
});

/** GET order/{id} and the order of a checkout. */
export const order = pricedOrder.extend({
  id: z.number().int(),
  order_id: z.number().int(),
  /** Numbered per merchant (issue 15 point 2). */
  order_number: z.number().int(),
  order_status: orderStatus,
  payment_status: orderPaymentStatus,
  sale_type: saleType,
  /** spec 3 §3.2 billing_method: 'invoice' for an order billed by invoice (its page is the invoice's). */
  billing_method: z.enum(['immediate', 'invoice']),
  customer: orderCustomer.nullable(),
  addresses: z.array(orderAddress),
  transactions: z.array(transaction),
  /** Includes a deposit credited from the appointment (`deposit_credit`). */
  amount_paid: amount,
  /** Decision 82: refunds posted or settled; they leave nothing due. */
  amount_refunded: amount,
  /**
   * Issue 24 point 1: what this order's own payments took before refunds, the deposit credit apart (a
   * deposit sale's "Charged today" beside its "Deposit credited").
   */
  amount_charged: amount,
  /** Nothing on a cancelled order (a voided sale, decision 113). */
  amount_due: amount,
  /**
   * Issue 15 point 7: the appointment's online deposit credited against this order ("0.00" when none).
   */
  deposit_credit: amount,
  /** The deposit's own order (sale type 1 Other), where the deposit's payment is; null without a credit. */
  deposit_order_id: z.number().int().nullable(),
  pending_ach_order: z.boolean(),
  is_past_due: z.boolean(),
  /** spec 3 §2.6 send-receipt's containsSubscription: a recurring item sold starts a billing schedule. */
  contains_subscription: z.boolean(),
  created_at: z.string(),
});
export type Order = z.infer<typeof order>;

export const orderIdParams = z.object({ orderId: idParam });

/** The staff user who placed an order (issue 15 point 5: the order page says who sold it). */
export const orderSeller = z.object({ id: z.number().int(), name: z.string() });

/**
 * GET order/{id}/seller: who sold it, null when no user placed the order (an online sale) or the user is
 * gone. Its own call, so the order itself stays one shape for the checkout, GET order/{id} and the receipt.
 */
export const orderSellerAnswer = z.object({ sold_by: orderSeller.nullable() });
export type OrderSellerAnswer = z.infer<typeof orderSellerAnswer>;

/**
 * A recurring item's billing schedule as the receipt states it (issue 15 point 6: "the receipt says what
 * will be charged and when"): spec 3 §3.2 Subscription's subscription_number, price, next_bill_date,
 * final_bill_date, occurrences.
 */
export const receiptSchedule = z.object({
  subscription_number: z.number().int(),
  offering_id: z.number().int(),
  offering_name: z.string(),
  /** What each bill charges, fees and taxes included. */
  price: amount,
  /** spec 2 §9 wording, e.g. "every 2 weeks on Monday, 6 times". */
  recurrence_text: z.string(),
  next_bill_date: z.string(),
  final_bill_date: z.string().nullable(),
  occurrences: z.number().int().nullable(),
});

/** The merchant as a receipt heads it (spec 3 §3.3 business settings). */
export const receiptMerchant = z.object({
  company_name: z.string(),
  phone: z.string(),
  company_email: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  zip_code: z.string(),
  website_url: z.string(),
});

/** GET order/{id}/receipt: what the PDF and the e-mailed receipt show (spec 3 §2.6, §4.2). */
export const receipt = z.object({
  merchant: receiptMerchant,
  order,
  schedules: z.array(receiptSchedule),
});
export type Receipt = z.infer<typeof receipt>;

/** POST order/{id}/send_receipt (spec 3 §2.6 send-receipt, §4.2 "Send receipt"). */
export const sendReceiptBody = z.object({
  email: customerEmail.refine((email) => email !== '', 'Enter the e-mail to send the receipt to'),
});
export type SendReceiptBody = z.input<typeof sendReceiptBody>;

/** GET customer/{customerId}/orders?page&items_per_page: the customer's orders, newest first. */
export const customerOrdersParams = z.object({ customerId: idParam });
export const customerOrdersQuery = z.object({
  page: intParam(1, 10_000).default(1),
  items_per_page: intParam(1, 50).default(10),
});
export type CustomerOrdersQuery = z.input<typeof customerOrdersQuery>;

/** One row of a customer's orders (the profile's Recent orders card). */
export const orderSummary = z.object({
  id: z.number().int(),
  order_number: z.number().int(),
  order_status: orderStatus,
  payment_status: orderPaymentStatus,
  sale_type: saleType,
  amount_total: amount,
  amount_paid: amount,
  /** Issue 24 point 1: refunds posted or settled, for the badge's "Partly refunded" and "Refunded". */
  amount_refunded: amount,
  created_at: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummary>;

export const customerOrderPage = z.object({
  data: z.array(orderSummary),
  total_item_count: z.number().int(),
});
export type CustomerOrderPage = z.infer<typeof customerOrderPage>;
