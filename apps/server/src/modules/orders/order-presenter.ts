import type { Order, Transaction } from '@paybook/contracts';
import {
  cardBrandName,
  centsToPrice,
  codeName,
  ORDER_STATUSES,
  orderAmountDueCents,
  type PricedAmount,
  type PricedFee,
  type PricedTax,
  quantityText,
  SALE_TYPES,
  summarizeOrderPayments,
  TRANSACTION_STATUSES,
} from '@paybook/domain';
import type { customers, orderLines, orders, transactions } from '../../db/schema/index.ts';
import { thousandthsToPercent } from '../fee-structures/fee-structure-amount.ts';

// spec 3 §3.2 Order and Transaction on the wire (packages/contracts orders.ts, transactions.ts): the stored
// priceOrder answer (orders.priced) with the lines' names, money as decimal text (decision 1).

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type TransactionRow = typeof transactions.$inferSelect;
export type OrderCustomerRow = Pick<
  typeof customers.$inferSelect,
  'id' | 'firstName' | 'lastName' | 'email' | 'altEmail'
>;

/** Issue 15 point 7: a deposit credited against the order (`orders.deposit_credit`, decision 76). */
export interface OrderDepositCredit {
  cents: number;
  deposit_order_id: number;
}

export const depositCreditOf = (
  order: Pick<OrderRow, 'depositCredit' | 'depositOrderId'>,
): OrderDepositCredit | null =>
  order.depositOrderId === null
    ? null
    : { cents: order.depositCredit, deposit_order_id: order.depositOrderId };

/** The order columns of a credit (none: 0 and null, as the orders_deposit_credit_check holds). */
export const depositCreditColumns = (credit: OrderDepositCredit | null) => ({
  depositCredit: credit?.cents ?? 0,
  depositOrderId: credit?.deposit_order_id ?? null,
});

const money = centsToPrice;
const iso = (value: Date | null) => (value ? value.toISOString() : null);

const amountOf = (amount: PricedAmount) => ({
  fee_structure_id: amount.fee_structure_id,
  name: amount.name,
  amount: money(amount.amount_cents),
});

const feeOf = (fee: PricedFee) => ({
  ...amountOf(fee),
  is_taxable: fee.is_taxable,
  taxes: fee.taxes.map(amountOf),
  amount_tax: money(fee.tax_cents),
});

const taxOf = (tax: PricedTax) => ({
  ...amountOf(tax),
  is_percent: tax.is_percent,
  percent: tax.percent_thousandths === null ? null : thousandthsToPercent(tax.percent_thousandths),
  amount_taxable: money(tax.taxable_cents),
});

export function presentTransaction(row: TransactionRow): Transaction {
  const cents = (value: number | null) => (value === null ? null : money(value));
  return {
    id: row.id,
    order_id: row.orderId,
    status: { code: row.status, name: codeName(TRANSACTION_STATUSES, row.status) ?? '' },
    processor_status: row.processorStatus as Transaction['processor_status'],
    funding: row.funding,
    payment_type: row.paymentType,
    payment_mode: row.paymentMode,
    is_refund: row.isRefund,
    amount: money(row.amount),
    can_void_until: iso(row.canVoidUntil),
    ref_payment_id: row.refPaymentId,
    email: row.email,
    account:
      row.accountKind === 'card' || row.accountKind === 'bank'
        ? {
            id: row.paymentAccountId,
            kind: row.accountKind,
            last_four: row.accountLastFour ?? '',
            // Issue 24 point 1: a card's brand in full, also for a transaction written as 'Master'.
            label: row.accountKind === 'card' ? cardBrandName(row.accountLabel) : (row.accountLabel ?? ''),
          }
        : null,
    amount_tendered: cents(row.amountTendered),
    change_due: cents(row.changeDue),
    check_number: row.checkNumber,
    failure_reason: row.failureReason,
    ach_return_code: row.achReturnCode,
    ach_authorization_type: row.achAuthorizationType,
    company_name: row.companyName,
    created_at: row.createdAt.toISOString(),
    settled_at: iso(row.settledAt),
  };
}

export interface OrderRecord {
  order: OrderRow;
  lines: readonly OrderLineRow[];
  transactions: readonly TransactionRow[];
  customer: OrderCustomerRow | null;
}

/** The order's customer: the record's, or a walk-in's typed name and e-mail; null when neither was given. */
function presentCustomer(order: OrderRow, customer: OrderCustomerRow | null): Order['customer'] {
  const walkIn =
    order.customerFirstName !== '' || order.customerLastName !== '' || order.customerEmail !== '';
  if (order.customerId === null && !walkIn) return null;
  return {
    id: order.customerId,
    first_name: customer?.firstName ?? order.customerFirstName,
    last_name: customer?.lastName ?? order.customerLastName,
    email: order.customerEmail || (customer?.email ?? ''),
    alt_email: customer?.altEmail ?? '',
  };
}

/** GET order/{id} and a checkout's order. */
export function presentOrder({ order, lines, transactions, customer }: OrderRecord): Order {
  const priced = order.priced;
  const credit = depositCreditOf(order);
  const items = priced.lines.map((line, index) => {
    const row = lines.find((candidate) => candidate.lineNumber === index + 1);
    return {
      offering_id: line.offering_id,
      name: row?.name ?? '',
      price_structure: line.price_structure,
      unit_name: row?.unitName ?? null,
      unit_price: money(line.unit_price_cents),
      quantity: quantityText(line.quantity_thousandths),
      start_date: row?.startDate ?? null,
      custom_fields: row?.customFields ?? [],
      amount_subtotal: money(line.subtotal_cents),
      discounts: line.discounts.map(amountOf),
      amount_discount: money(line.discount_cents),
      fees: line.fees.map(feeOf),
      amount_fee: money(line.fee_cents),
      taxes: line.taxes.map(amountOf),
      amount_tax: money(line.tax_cents),
      amount_total: money(line.total_cents),
    };
  });
  const { amount_refunded_cents: refundedCents, amount_charged_cents: chargedCents } = summarizeOrderPayments(
    order.amountTotal,
    transactions.map((t) => ({
      is_refund: t.isRefund,
      status: t.status,
      processor_status: t.processorStatus,
      amount_cents: t.amount,
    })),
    credit?.cents ?? 0,
  );
  const hasPendingAch = transactions.some(
    (t) => !t.isRefund && t.paymentType === 'ach' && t.status === 1 && t.processorStatus === 'posted',
  );
  return {
    id: order.id,
    order_id: order.id,
    order_number: order.orderNumber,
    order_status: { code: order.orderStatus, name: codeName(ORDER_STATUSES, order.orderStatus) ?? '' },
    payment_status: order.orderStatus === 2 ? 'cancelled' : order.paymentStatus,
    sale_type: { code: order.saleType, name: codeName(SALE_TYPES, order.saleType) ?? '' },
    billing_method: order.billingMethod,
    customer: presentCustomer(order, customer),
    addresses: order.addresses.map((address) => ({
      ...address,
      country: address.country === 'CA' ? 'CA' : 'US',
      address_types: address.address_types.filter(
        (type): type is 'shipping' | 'service' => type === 'shipping' || type === 'service',
      ),
    })),
    transactions: transactions.map(presentTransaction),
    items,
    order_fees: priced.order_fees.map(feeOf),
    discounts: priced.discounts.map(amountOf),
    discounts_dropped: priced.discounts_dropped,
    taxes: priced.taxes.map(taxOf),
    amount_subtotal: money(order.amountSubtotal),
    amount_discount: money(order.amountDiscount),
    amount_fee: money(order.amountFee),
    amount_tax: money(order.amountTax),
    amount_total: money(order.amountTotal),
    amount_paid: money(order.amountPaid),
    amount_refunded: money(refundedCents),
    amount_charged: money(chargedCents),
    // Decision 82: money refunded is not owed again; decision 113: a cancelled order owes nothing.
    amount_due: money(
      orderAmountDueCents({
        order_status: order.orderStatus,
        amount_total_cents: order.amountTotal,
        amount_paid_cents: order.amountPaid,
        amount_refunded_cents: refundedCents,
      }),
    ),
    deposit_credit: money(credit?.cents ?? 0),
    deposit_order_id: credit?.deposit_order_id ?? null,
    // spec 3 §3.2: an ACH debit waiting on approval; an approved one (decision 116) no longer is.
    pending_ach_order: hasPendingAch && order.paymentStatus === 'pending',
    // spec 3 §4.2: past_due needs an invoice; a point-of-sale order has none.
    is_past_due: false,
    contains_subscription: order.containsSubscription,
    created_at: order.createdAt.toISOString(),
  };
}
