import type { InvoiceBody, ScheduledInvoiceBody } from '@paybook/contracts';
import { addDays } from '@paybook/domain';
import type { InvoiceScheduleTemplate } from '../../db/schema/index.ts';
import type { PricedInvoice } from '../invoices/invoice-pricing.ts';

// Decision 149: a scheduled invoice's template is the invoice builder's body less the invoice's date. The
// same body prices it when it is saved (its amounts in the lists) and makes each invoice on its send date
// (billing-engine/invoice-biller.ts), through the invoices module's pricing and writer.

/** The builder's body of the invoice a template makes on `invoiceDate`, sent at once. */
export function invoiceBodyOf(
  customerId: number,
  template: Omit<InvoiceScheduleTemplate, 'priced'>,
  invoiceDate: string,
): InvoiceBody {
  return {
    customer_id: customerId,
    lines: template.lines,
    discount_code: template.discount_code,
    order_fees: template.order_fees,
    invoice_date: invoiceDate,
    terms: template.terms,
    due_date: template.terms === 'custom' ? addDays(invoiceDate, template.days_until_due ?? 0) : null,
    notes: template.notes,
    terms_of_sale: template.terms_of_sale,
    additional_to_emails: template.additional_to_emails,
    allow_partial_payment: template.allow_partial_payment,
    send: 'now',
    scheduled_send_at: null,
  };
}

/** The template's fields from the body of POST or PUT scheduled_invoice (its lines from the priced builder). */
export function templateFieldsOf(body: ScheduledInvoiceBody): Omit<InvoiceScheduleTemplate, 'priced'> {
  return {
    lines: body.lines,
    discount_code: body.discount_code,
    order_fees: body.order_fees.map((fee) => ({
      fee_structure_id: fee.fee_structure_id,
      amount: fee.amount,
    })),
    terms: body.terms,
    days_until_due: body.terms === 'custom' ? body.days_until_due : null,
    notes: body.notes,
    terms_of_sale: body.terms_of_sale,
    additional_to_emails: body.additional_to_emails,
    allow_partial_payment: body.allow_partial_payment,
  };
}

/** The template as kept: the builder's lines as entered, and the amounts the one pricing function gave. */
export function templateOf(
  fields: Omit<InvoiceScheduleTemplate, 'priced'>,
  priced: PricedInvoice,
): InvoiceScheduleTemplate {
  const order = priced.cart.priced;
  return {
    ...fields,
    ...priced.builder,
    priced: {
      subtotal_cents: order.subtotal_cents,
      discount_cents: order.discount_cents,
      fee_cents: order.fee_cents,
      tax_cents: order.tax_cents,
      total_cents: order.total_cents,
      lines: order.lines.map((line, index) => ({
        name: priced.cart.lines[index]?.name ?? '',
        quantity_thousandths: line.quantity_thousandths,
        unit_price_cents: line.unit_price_cents,
        amount_cents: line.subtotal_cents,
      })),
    },
  };
}
