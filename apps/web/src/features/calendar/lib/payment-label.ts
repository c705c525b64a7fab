// Issue 24 point 1: what a calendar block and its popover say of the visit's payment. The state is the
// domain's appointmentPaymentState, answered by the server with the week (and GET appointment/{id}); this
// only words it ("Paid $50.00", "Partly paid $20.00", "Deposit paid", …).
import type { AppointmentPayment } from '@paybook/contracts';
import { i18n } from '@/lib/i18n';
import { formatMoneyText } from '@/lib/money-format';

/** The payment's label, or null for a visit with nothing paid and no order. */
export function paymentLabel(payment: AppointmentPayment | undefined): string | null {
  if (!payment || payment.state === 'unpaid') return null;
  const amount = payment.amount === null ? '' : formatMoneyText(payment.amount);
  return i18n.t(`calendar.payment.${payment.state}`, { amount });
}
