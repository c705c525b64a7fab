import type { RecurringPayment } from '@paybook/contracts';
import { centsToPrice, recurringPaymentStatusOf } from '@paybook/domain';
import type { PaymentAccountRow } from '../payment-accounts/payment-accounts.repository.ts';
import { recurrenceText } from '../receipts/receipt-loader.ts';
import { accountLabel, recurrenceOf } from '../subscriptions/subscription-presenter.ts';
import type { RecurringScheduleRow } from './recurring-payments.repository.ts';

// spec 3 §3.2 Scheduled invoice and recurring payment (id, schedule_status, next_send_date) on the wire.

export interface RecurringRecord {
  schedule: RecurringScheduleRow;
  customer: { id: number; firstName: string; lastName: string };
  account: PaymentAccountRow | null;
}

export function presentRecurringPayment({ schedule, customer, account }: RecurringRecord): RecurringPayment {
  const recurrence = recurrenceOf(schedule);
  const status = recurringPaymentStatusOf(schedule.status, schedule.resumeAt);
  return {
    id: schedule.id,
    schedule_number: schedule.subscriptionNumber,
    schedule_status: status,
    next_send_date: status === 'active' ? schedule.nextBillDate : schedule.resumeAt,
    resume_at: schedule.resumeAt,
    description: schedule.offeringName,
    amount: centsToPrice(schedule.price),
    recurrence,
    recurrence_text: recurrenceText(recurrence),
    start_at: schedule.startAt,
    customer: { id: customer.id, first_name: customer.firstName, last_name: customer.lastName },
    payment_account_id: schedule.paymentAccountId,
    account_label: account ? accountLabel(account) : null,
  };
}
