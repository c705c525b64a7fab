import type { CustomerSchedule, StatementRow, StatementTransaction } from '@paybook/contracts';
import {
  cardBrandName,
  cardExpiresBeforeNextBill,
  centsToPrice,
  codeName,
  formatCardExpiry,
  ORDER_STATUSES,
  orderAmountDueCents,
  SALE_TYPES,
  type StatementOrderFacts,
  statementStatus,
  statementTransactionView,
  summarizeOrderPayments,
} from '@paybook/domain';
import { presentTransaction, type TransactionRow } from '../orders/order-presenter.ts';
import { chargingStatusOf } from '../subscriptions/subscription-presenter.ts';
import type { CustomerScheduleRow, StatementOrderRow } from './customer-money.repository.ts';

/** Signed cents as wire text (centsToPrice is for amounts that are never negative). */
const signedMoney = (cents: number) => (cents < 0 ? `-${centsToPrice(-cents)}` : centsToPrice(cents));

/** spec 3 §4.2: the statement's facts of an order. An invoice's order has sale type 6 (spec 2 §3). */
export const statementFactsOf = (
  row: StatementOrderRow | Omit<StatementOrderRow, 'total'>,
): StatementOrderFacts => ({
  order_status: row.orderStatus,
  payment_status: row.paymentStatus,
  has_invoice: row.saleType === 6,
  is_past_due: row.isPastDue,
});

function presentLine(row: TransactionRow): StatementTransaction {
  const { id, created_at, status, payment_type, account } = presentTransaction(row);
  // A refund is money given back: negative on the statement.
  const cents = row.isRefund ? -row.amount : row.amount;
  return {
    id,
    created_at,
    status,
    payment_type,
    account,
    amount: signedMoney(cents),
    ...statementTransactionView({ status: row.status, amount_cents: cents }),
  };
}

/** One statement row: the order, its label and amounts, and its payment and refund lines. */
export function presentStatementRow(row: StatementOrderRow, moves: readonly TransactionRow[]): StatementRow {
  const summary = summarizeOrderPayments(
    row.amountTotal,
    moves.map((move) => ({
      is_refund: move.isRefund,
      status: move.status,
      processor_status: move.processorStatus,
      amount_cents: move.amount,
    })),
    row.depositCredit,
  );
  const due = orderAmountDueCents({
    order_status: row.orderStatus,
    amount_total_cents: row.amountTotal,
    amount_paid_cents: row.amountPaid,
    amount_refunded_cents: summary.amount_refunded_cents,
  });
  return {
    order_id: row.id,
    order_number: row.orderNumber,
    created_at: row.createdAt.toISOString(),
    sale_type: { code: row.saleType, name: codeName(SALE_TYPES, row.saleType) ?? '' },
    order_status: { code: row.orderStatus, name: codeName(ORDER_STATUSES, row.orderStatus) ?? '' },
    status: statementStatus(statementFactsOf(row)),
    amount_total: centsToPrice(row.amountTotal),
    amount_paid: centsToPrice(row.amountPaid),
    amount_due: centsToPrice(due),
    transactions: moves.map(presentLine),
  };
}

/** The schedule's card expiry; null for a bank account or no account. */
const cardExpiryOf = (row: CustomerScheduleRow) =>
  row.accountKind === 'card' && row.expirationMonth !== null && row.expirationYear !== null
    ? { month: row.expirationMonth, year: row.expirationYear }
    : null;

function presentAccount(row: CustomerScheduleRow): CustomerSchedule['account'] {
  if (row.accountId === null || row.accountKind === null) return null;
  const isCard = row.accountKind === 'card';
  const expiry = cardExpiryOf(row);
  return {
    id: row.accountId,
    kind: row.accountKind,
    last_four: row.lastFour ?? '',
    label: isCard ? cardBrandName(row.issuer) : (row.bankName ?? ''),
    expiration: expiry ? formatCardExpiry(expiry) : null,
  };
}

/** One billing schedule of the profile, with the warning of a card that runs out before the next bill. */
export function presentSchedule(row: CustomerScheduleRow): CustomerSchedule {
  const billsAgain = row.status === 'active' || row.status === 'suspended';
  return {
    id: row.id,
    subscription_number: row.subscriptionNumber,
    status: chargingStatusOf(row.status),
    offering: { id: row.offeringId, name: row.offeringName },
    amount: centsToPrice(row.price),
    next_bill_date: row.nextBillDate,
    start_at: row.startAt,
    is_past_due: row.isPastDue,
    account: presentAccount(row),
    card_expires_before_next_bill:
      billsAgain && cardExpiresBeforeNextBill(cardExpiryOf(row), row.nextBillDate),
  };
}
