import { recurrence as recurrenceSchema, type Subscription } from '@paybook/contracts';
import {
  centsToPrice,
  type Recurrence,
  remainingExecutions,
  resumeBillDates,
  type ScheduleProgress,
  tomorrowOf,
  upcomingBillDates,
} from '@paybook/domain';
import type { BillingScheduleStatus } from '../../db/schema/index.ts';
import { thousandthsToPercent } from '../fee-structures/fee-structure-amount.ts';
import type { FeeStructureRow } from '../fee-structures/fee-structures.repository.ts';
import type { PaymentAccountRow } from '../payment-accounts/payment-accounts.repository.ts';
import { recurrenceText } from '../receipts/receipt-loader.ts';
import { type ScheduleRow, saleOrderIdOf } from './subscriptions.repository.ts';

// spec 3 §3.2 Subscription on the wire (GET subscription/{id} and every action's answer).

/** How many coming bills the page lists. */
const UPCOMING_BILLS = 12;

/** The stored recurrence (the checkout stored the catalogue's checked one). */
/**
 * A subscription's (or recurring payment's) stored status. Only an invoice schedule is ever a draft (decision
 * 149; the database's billing_schedules_draft_check), so the other kinds never meet it.
 */
export function chargingStatusOf(status: BillingScheduleStatus): Exclude<BillingScheduleStatus, 'draft'> {
  if (status === 'draft') throw new Error('Only a scheduled invoice is a draft');
  return status;
}

export function recurrenceOf(row: Pick<ScheduleRow, 'recurrence'>): Recurrence {
  return recurrenceSchema.parse(row.recurrence);
}

export function progressOf(row: ScheduleRow): ScheduleProgress {
  return {
    recurrence: recurrenceOf(row),
    start_at: row.startAt,
    number_of_active_executions: row.numberOfActiveExecutions,
    next_bill_date: row.nextBillDate,
    occurrences: row.occurrences,
  };
}

/** spec 3 §9: the activate offer, from tomorrow in the merchant's zone (decision 129). */
export const projectedDatesOf = (row: ScheduleRow, today: string): string[] =>
  resumeBillDates(recurrenceOf(row), row.startAt, tomorrowOf(today));

export function accountLabel(account: PaymentAccountRow): string {
  if (account.kind === 'card') return `${account.issuer ?? 'Card'} ending ${account.lastFour}`;
  const type = account.isCheckingAccount ? 'Checking' : 'Savings';
  return `${account.bankName ? `${account.bankName} ` : ''}${type} ending ${account.lastFour}`;
}

function feeOf(row: FeeStructureRow): Subscription['fees'][number] {
  return {
    fee_structure_id: row.id,
    type: row.type,
    name: row.name,
    amount: row.isPercent
      ? thousandthsToPercent(row.percentThousandths ?? 0)
      : centsToPrice(row.amountCents ?? 0),
    is_percent: row.isPercent,
    is_recurring: row.isRecurring,
  };
}

export interface ScheduleRecord {
  row: ScheduleRow;
  orderNumber: number;
  customer: { id: number; firstName: string; lastName: string; email: string | null };
  account: PaymentAccountRow | null;
  fees: FeeStructureRow[];
  bills: {
    id: number;
    billDate: string;
    kind: 'regular' | 'final';
    state: 'due' | 'retrying' | 'paid' | 'past_due' | 'skipped';
    amount: number | null;
    orderId: number | null;
    orderNumber: number | null;
  }[];
}

/** The subscription as the page reads it; `today` is the merchant's date (ruling 8). */
export function presentSubscription(record: ScheduleRecord, today: string): Subscription {
  const { row } = record;
  const progress = progressOf(row);
  const byType = (types: readonly FeeStructureRow['type'][]) =>
    record.fees.filter((fee) => types.includes(fee.type)).map(feeOf);
  return {
    id: row.id,
    subscription_number: row.subscriptionNumber,
    subscription_status: chargingStatusOf(row.status),
    subscription_count: 1,
    suspend_at: row.suspendAt,
    resume_at: row.resumeAt,
    recurrence: progress.recurrence,
    recurrence_text: recurrenceText(row.recurrence),
    price: centsToPrice(row.price),
    quantity: String(row.quantityThousandths / 1000),
    occurrences: row.occurrences,
    number_of_active_executions: row.numberOfActiveExecutions,
    number_of_remaining_executions: remainingExecutions(row.occurrences, row.numberOfActiveExecutions),
    start_at: row.startAt,
    next_bill_date: row.nextBillDate,
    final_bill_date: row.finalBillDate,
    // Only an active schedule bills; a suspended one's dates come from the activate it waits for.
    next_bill_dates:
      row.status === 'active'
        ? upcomingBillDates(progress, UPCOMING_BILLS).map((fire_date) => ({ fire_date }))
        : [],
    projected_bill_dates: row.status === 'suspended' ? projectedDatesOf(row, today) : [],
    proration_setting: row.lastPaymentOption,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    is_past_due: row.isPastDue,
    notes: row.notes,
    fee_structure_ids: row.feeStructureIds,
    fees: byType(['fee', 'order_fee']),
    taxes: byType(['tax']),
    discounts: byType(['line_item_discount']),
    offering_id: row.offeringId,
    offering_name: row.offeringName,
    order: { id: saleOrderIdOf(row), order_number: record.orderNumber },
    customer: {
      id: record.customer.id,
      first_name: record.customer.firstName,
      last_name: record.customer.lastName,
      email: record.customer.email ?? '',
    },
    account: record.account
      ? { id: record.account.id, kind: record.account.kind, label: accountLabel(record.account) }
      : null,
    bills: record.bills.map((bill) => ({
      id: bill.id,
      bill_date: bill.billDate,
      kind: bill.kind,
      state: bill.state,
      amount: bill.amount === null ? null : centsToPrice(bill.amount),
      order_id: bill.orderId,
      order_number: bill.orderNumber,
    })),
  };
}
