import { Badge } from '@mantine/core';
import type { AppointmentPayment, CalendarItem } from '@paybook/contracts';
import { paymentLabel } from '../lib/payment-label';

const COLORS: Record<AppointmentPayment['state'], string> = {
  paid: 'green',
  partly_paid: 'orange',
  awaiting_payment: 'orange',
  refunded: 'gray',
  deposit_paid: 'teal',
  unpaid: 'gray',
};

/**
 * Issue 24 point 1, in the appointment's popover: what its checkout made of it ("Paid $50.00", "Partly paid
 * $20.00"). A deposit alone is AppointmentDeposit's badge ("Deposit paid"), so it is not said twice.
 */
export function AppointmentPaymentBadge({ item }: { item: CalendarItem }) {
  const { payment } = item;
  const label = paymentLabel(payment);
  if (!payment || !label || payment.state === 'deposit_paid') return null;
  return (
    // The dot variant keeps the text dark: the light green badge's text is 3.8:1 on its tint.
    <Badge variant="dot" color={COLORS[payment.state]} data-testid="appointment-payment">
      {label}
    </Badge>
  );
}
