// spec 2 §3 code tables, spec 3 §3.2, §3.4, §4.2, §4.4, §4.8: the codes orders and transactions carry,
// in the spec's own words, so the server, the reports and the point of sale name them alike.

/** spec 2 §3: "Sale type: 0 Online Store, 1 Other, 2 Point of Sale, … 24 Payment Link" (no 13 to 23). */
export const SALE_TYPES = {
  0: 'Online Store',
  1: 'Other',
  2: 'Point of Sale',
  3: 'Recurring Payment',
  4: 'Payment Plan',
  5: 'Payment Form',
  6: 'Invoice',
  7: 'API Payment',
  8: 'iOS',
  9: 'Android',
  10: 'Batch Import',
  11: 'Billing Schedule',
  12: 'Order Details',
  24: 'Payment Link',
} as const;
export type SaleTypeCode = keyof typeof SALE_TYPES;

/** spec 2 §3: "Order status: 1 Created, 2 Cancelled." */
export const ORDER_STATUSES = { 1: 'Created', 2: 'Cancelled' } as const;
export type OrderStatusCode = keyof typeof ORDER_STATUSES;

/**
 * spec 2 §3: "Transaction status: 1 Processed, 2 Voided, 3 Failed, 4 Refunded, 5 Refund Voided, 6 Refund
 * Failed." A payment shows 1 to 3 and a refund (a transaction with is_refund) 4 to 6: spec 2 §3 "Transaction
 * codes 1, 2, 3 count as payments".
 */
export const TRANSACTION_STATUSES = {
  1: 'Processed',
  2: 'Voided',
  3: 'Failed',
  4: 'Refunded',
  5: 'Refund Voided',
  6: 'Refund Failed',
} as const;
export type TransactionStatusCode = keyof typeof TRANSACTION_STATUSES;

/** spec 2 §3: "Transaction codes 1, 2, 3 count as payments". */
export const PAYMENT_TRANSACTION_STATUSES: readonly TransactionStatusCode[] = [1, 2, 3];
/** spec 2 §3: "3 and 6 (or a negative payment) show in red". */
export const RED_TRANSACTION_STATUSES: readonly TransactionStatusCode[] = [3, 6];

/**
 * spec 3 §4.2: the order's payment state as the order pages and the customer statement read it (the
 * statement's labels: Paid, Unpaid, Partially Paid, Cancelled, and past_due).
 */
export const ORDER_PAYMENT_STATUSES = [
  'scheduled',
  'paid',
  'unpaid',
  'cancelled',
  'partially_paid',
  'pending',
  'past_due',
  'requires_action',
] as const;
export type OrderPaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number];

/**
 * spec 3 §4.4 "Statuses seen": the processor's word for a transaction. The life-cycle machines
 * (payment.ts, refund.ts) use these and add 'voided' and 'returned', which the spec's list lacks;
 * 'reverse_posted' is listed for completeness and no machine reaches it (the spec does not say when).
 */
export const PROCESSOR_STATUSES = [
  'failed',
  'posted',
  'authorized',
  'settled',
  'reverse_posted',
  'requires_action',
] as const;
export type ProcessorStatus = (typeof PROCESSOR_STATUSES)[number];

/** spec 3 §3.2: a transaction's funding; only a payment can be refunded (spec 3 §4.4). */
export const TRANSACTION_FUNDINGS = ['payment', 'credit'] as const;
export type TransactionFunding = (typeof TRANSACTION_FUNDINGS)[number];

/** spec 3 §3.2: a transaction's payment_type. */
export const TRANSACTION_PAYMENT_TYPES = ['credit_card', 'ach', 'cash'] as const;
export type TransactionPaymentType = (typeof TRANSACTION_PAYMENT_TYPES)[number];

/** spec 2 §7 (update_default_account): payment_type_id "1 card, 2 bank". */
export const ACCOUNT_PAYMENT_TYPE_IDS = { 1: 'card', 2: 'bank' } as const;
export type AccountPaymentTypeId = keyof typeof ACCOUNT_PAYMENT_TYPE_IDS;

/**
 * spec 3 §4.8 checkout modes (issue 15 point 3's names; the spec's ccSwipeSuccess is ccSwipe once the
 * track data is read, and 'stored' is a stored account). The flow's other modes, ccSwipeInput and confirm,
 * are screens, not ways to pay. 'none' completes a sale with nothing to pay (the deposit paid at booking
 * covers it, or it comes to 0.00; nothing-due.ts): it takes no money, so no transaction ever carries it.
 */
export const CHECKOUT_PAYMENT_MODES = [
  'ach',
  'ccKeyEnter',
  'ccSwipe',
  'cash',
  'check',
  'stored',
  'none',
] as const;
export type CheckoutPaymentMode = (typeof CHECKOUT_PAYMENT_MODES)[number];

/**
 * spec 3 §3.4 authorization_type, in the spec's order: spec 3 §5's default "the fifth type (index 4) when
 * present, otherwise the last" is therefore Ccd.
 */
export const ACH_AUTHORIZATION_TYPES = ['Ppd', 'Tel', 'Web', 'Ccd'] as const;
export type AchAuthorizationType = (typeof ACH_AUTHORIZATION_TYPES)[number];

/**
 * ACH return reasons a returned debit carries (NACHA's codes; beyond the spec, which names no reasons).
 * The sandbox's test accounts return with these.
 */
export const ACH_RETURN_CODES = {
  R01: 'Insufficient Funds',
  R02: 'Account Closed',
  R03: 'No Account/Unable to Locate Account',
  R04: 'Invalid Account Number',
  R10: 'Customer Advises Not Authorized',
  R29: 'Corporate Customer Advises Not Authorized',
} as const;
export type AchReturnCode = keyof typeof ACH_RETURN_CODES;

/** The spec's name of a code, or null for a code the table does not hold. */
export function codeName<T extends Record<number, string>>(table: T, code: number): T[keyof T] | null {
  return Object.hasOwn(table, code) ? (table[code as keyof T] ?? null) : null;
}
