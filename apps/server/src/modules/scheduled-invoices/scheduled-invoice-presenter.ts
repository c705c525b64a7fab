import type { ScheduledInvoice } from '@paybook/contracts';
import { centsToPrice, quantityText, type ScheduledInvoiceStatus, shownNextSendDate } from '@paybook/domain';
import type { InvoiceScheduleTemplate } from '../../db/schema/index.ts';
import { recurrenceText } from '../receipts/receipt-loader.ts';
import { recurrenceOf } from '../subscriptions/subscription-presenter.ts';
import type { InvoiceScheduleRecord, InvoiceScheduleRow } from './scheduled-invoices.repository.ts';

// spec 3 §3.2 Scheduled invoice (id, schedule_status, next_send_date), §4.6, on the wire (decision 150).

/**
 * spec 3 §4.6 names three statuses. A schedule that has sent all its invoices (stored 'expired') sends no
 * more, so it reads as suspended (it has left the lists); a cancelled one does not occur for this kind.
 */
export function scheduledInvoiceStatusOf(stored: InvoiceScheduleRow['status']): ScheduledInvoiceStatus {
  if (stored === 'draft' || stored === 'active') return stored;
  return 'suspended';
}

export const templateOfRow = (row: InvoiceScheduleRow): InvoiceScheduleTemplate => {
  if (!row.invoiceTemplate) throw new Error(`Scheduled invoice ${row.id} has no template`);
  return row.invoiceTemplate;
};

export function presentScheduledInvoice({
  schedule,
  customer,
  invoicesSent,
}: InvoiceScheduleRecord): ScheduledInvoice {
  const recurrence = recurrenceOf(schedule);
  const status = scheduledInvoiceStatusOf(schedule.status);
  const { priced, ...template } = templateOfRow(schedule);
  return {
    id: schedule.id,
    schedule_number: schedule.subscriptionNumber,
    schedule_status: status,
    next_send_date: shownNextSendDate(status, schedule.status === 'active' ? schedule.nextBillDate : null),
    first_send_date: schedule.startAt,
    customer: {
      id: customer.id,
      first_name: customer.firstName,
      last_name: customer.lastName,
      email: customer.email,
    },
    customer_name: `${customer.firstName} ${customer.lastName}`.trim(),
    recurrence,
    recurrence_text: recurrenceText(recurrence),
    number_of_invoices: schedule.occurrences,
    invoices_sent: invoicesSent,
    invoices_remaining:
      schedule.occurrences === null
        ? null
        : Math.max(0, schedule.occurrences - schedule.numberOfActiveExecutions),
    amount_subtotal: centsToPrice(priced.subtotal_cents),
    amount_discount: centsToPrice(priced.discount_cents),
    amount_fee: centsToPrice(priced.fee_cents),
    amount_tax: centsToPrice(priced.tax_cents),
    amount_total: centsToPrice(priced.total_cents),
    template: {
      lines: template.lines,
      discount_code: template.discount_code,
      order_fees: template.order_fees,
      terms: template.terms,
      days_until_due: template.days_until_due,
      notes: template.notes,
      terms_of_sale: template.terms_of_sale,
      additional_to_emails: template.additional_to_emails,
      allow_partial_payment: template.allow_partial_payment,
    },
    priced_lines: priced.lines.map((line) => ({
      name: line.name,
      quantity: quantityText(line.quantity_thousandths),
      unit_price: centsToPrice(line.unit_price_cents),
      amount: centsToPrice(line.amount_cents),
    })),
    created_at: schedule.createdAt.toISOString(),
  };
}
