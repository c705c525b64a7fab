// spec 3 §4.2, §4.3; issue 25 point 3 (decision 121): an invoice is an order billed by invoice plus its
// invoice row. Its status is the order's payment status, except while it is a draft or waits for its
// scheduled send, and past_due when its due date has passed by the merchant's invoice_past_due_days.

import type { InvoiceState, InvoiceStatus, InvoiceTerms } from '@paybook/contracts/invoice-codes';
import { addDaysToDate } from '../availability/zoned-time.ts';
import type { OrderPaymentStatus } from '../payments/codes.ts';

export {
  type InvoiceState,
  type InvoiceStatus,
  type InvoiceTerms,
  invoiceStates,
  invoiceStatuses,
  invoiceTerms,
} from '@paybook/contracts/invoice-codes';

const TERM_DAYS: Record<Exclude<InvoiceTerms, 'custom'>, number> = {
  due_on_receipt: 0,
  net_15: 15,
  net_30: 30,
  net_60: 60,
};

/** The due date of the terms from the invoice date ('YYYY-MM-DD'); 'custom' keeps the date chosen. */
export function invoiceDueDate(
  invoiceDate: string,
  terms: InvoiceTerms,
  customDueDate: string | null,
): string {
  if (terms === 'custom') return customDueDate ?? invoiceDate;
  return addDaysToDate(invoiceDate, TERM_DAYS[terms]);
}

export interface InvoicePastDueFacts {
  state: InvoiceState;
  payment_status: OrderPaymentStatus;
  due_date: string;
  amount_due_cents: number;
  /** merchants.invoice_past_due_days (1 to 30, spec 3 §9). */
  past_due_days: number;
  /** The merchant's date (ruling 8). */
  today: string;
}

/**
 * spec 3 §3.2 is_past_due, §4.2: a sent invoice, not cancelled, with money due, whose due date has passed
 * by the merchant's invoice_past_due_days (1: the day after the due date) on the merchant's calendar.
 */
export function isInvoicePastDue(facts: InvoicePastDueFacts): boolean {
  if (facts.state !== 'sent' || facts.payment_status === 'cancelled') return false;
  if (facts.amount_due_cents <= 0) return false;
  return facts.today >= addDaysToDate(facts.due_date, facts.past_due_days);
}

/** The status shown for an invoice (spec 3 §4.3's statuses; past_due from isInvoicePastDue). */
export function invoiceStatusOf(facts: {
  state: InvoiceState;
  payment_status: OrderPaymentStatus;
  is_past_due: boolean;
}): InvoiceStatus {
  if (facts.payment_status === 'cancelled') return 'cancelled';
  if (facts.state === 'draft') return 'draft';
  if (facts.state === 'scheduled') return 'scheduled';
  if (facts.is_past_due && (facts.payment_status === 'unpaid' || facts.payment_status === 'partially_paid'))
    return 'past_due';
  if (facts.payment_status === 'scheduled') return 'unpaid';
  return facts.payment_status;
}
