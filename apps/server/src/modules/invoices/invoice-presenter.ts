import type { Invoice, InvoiceSummary } from '@paybook/contracts';
import {
  centsToPrice,
  invoiceStatusOf,
  isInvoicePastDue,
  orderAmountDueCents,
  priceToCents,
  todayInTimeZone,
} from '@paybook/domain';
import { type OrderRecord, presentOrder } from '../orders/order-presenter.ts';
import type { InvoiceListRow, InvoiceRow, listOrderEvents } from './invoices.repository.ts';

// Issue 25 points 3 and 4: an invoice on the wire (packages/contracts invoices.ts). Its status and past-due
// flag are the domain's (invoiceStatusOf, isInvoicePastDue) on the merchant's date (ruling 8).

export const PUBLIC_INVOICE_PATH = '/pay/invoice';
export const publicPathOf = (token: string) => `${PUBLIC_INVOICE_PATH}/${token}`;

export interface InvoiceSettings {
  timeZone: string;
  invoicePastDueDays: number;
}

type EventRow = Awaited<ReturnType<typeof listOrderEvents>>[number];

/** The invoice's status facts from its row and its order's amounts. */
export function invoiceStatusFacts(
  invoice: Pick<InvoiceRow, 'state' | 'dueDate'>,
  order: { paymentStatus: InvoiceListRow['paymentStatus']; amountDueCents: number },
  settings: InvoiceSettings,
  now: Date,
) {
  const isPastDue = isInvoicePastDue({
    state: invoice.state,
    payment_status: order.paymentStatus,
    due_date: invoice.dueDate,
    amount_due_cents: order.amountDueCents,
    past_due_days: settings.invoicePastDueDays,
    today: todayInTimeZone(settings.timeZone, now),
  });
  const status = invoiceStatusOf({
    state: invoice.state,
    payment_status: order.paymentStatus,
    is_past_due: isPastDue,
  });
  return { isPastDue, status };
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function presentInvoice(
  invoice: InvoiceRow,
  record: OrderRecord,
  events: readonly EventRow[],
  settings: InvoiceSettings,
  now: Date,
): Invoice {
  const order = presentOrder(record);
  const amountDueCents = priceToCents(order.amount_due) ?? 0;
  const { isPastDue, status } = invoiceStatusFacts(
    invoice,
    { paymentStatus: record.order.paymentStatus, amountDueCents },
    settings,
    now,
  );
  return {
    id: record.order.id,
    order_id: record.order.id,
    invoice_number: record.order.orderNumber,
    status,
    state: invoice.state,
    customer: order.customer
      ? {
          id: order.customer.id,
          first_name: order.customer.first_name,
          last_name: order.customer.last_name,
          email: order.customer.email,
        }
      : null,
    invoice_date: invoice.invoiceDate,
    terms: invoice.terms,
    due_date: invoice.dueDate,
    notes: invoice.notes,
    terms_of_sale: invoice.termsOfSale,
    additional_to_emails: invoice.additionalToEmails,
    allow_partial_payment: invoice.allowPartialPayment,
    scheduled_send_at: iso(invoice.scheduledSendAt),
    sent_at: iso(invoice.sentAt),
    viewed_at: iso(invoice.viewedAt),
    public_path: publicPathOf(invoice.publicToken),
    is_past_due: isPastDue,
    amount_total: order.amount_total,
    amount_paid: order.amount_paid,
    amount_due: order.amount_due,
    builder: invoice.builder,
    order: { ...order, is_past_due: isPastDue },
    events: events.map((event) => ({
      id: event.id,
      kind: event.kind,
      detail: event.detail,
      by: event.firstName === null ? null : `${event.firstName} ${event.lastName ?? ''}`.trim(),
      created_at: event.createdAt.toISOString(),
    })),
  };
}

export function presentInvoiceSummary(
  row: InvoiceListRow,
  settings: InvoiceSettings,
  now: Date,
): InvoiceSummary {
  const amountDueCents = orderAmountDueCents({
    order_status: row.orderStatus === 2 ? 2 : 1,
    amount_total_cents: row.amountTotal,
    amount_paid_cents: row.amountPaid,
    amount_refunded_cents: 0,
  });
  const { status } = invoiceStatusFacts(
    row,
    { paymentStatus: row.paymentStatus, amountDueCents },
    settings,
    now,
  );
  return {
    id: row.orderId,
    invoice_number: row.orderNumber,
    status,
    customer_id: row.customerId,
    customer_name: row.customerName,
    invoice_date: row.invoiceDate,
    due_date: row.dueDate,
    amount_total: centsToPrice(row.amountTotal),
    amount_due: centsToPrice(amountDueCents),
  };
}
