import type {
  FeeStructure,
  Invoice,
  InvoiceBodyInput,
  InvoiceLineInput,
  InvoiceTerms,
  PosItem,
} from '@paybook/contracts';
import {
  invoiceDueDate,
  type PricedOrder,
  type PricingLine,
  priceOrder,
  priceToCents,
  pricingInputProblem,
  quantityTextToThousandths,
} from '@paybook/domain';
import { toPricingFeeStructure } from '@/lib/fee-structure-pricing';

// Issue 25 point 3: the invoice builder's fields, the body they send (packages/contracts invoiceBody), and
// their live totals from priceOrder, the function the server prices the invoice with (decision 65).

export interface BuilderLine {
  kind: 'item' | 'custom';
  /** The catalogue item (kind 'item'); 0 for a free-text line. */
  offering_id: number;
  name: string;
  quantity: string;
  /** A free-text line's price, or a manual-entry item's; a priced item's own price otherwise. */
  price: string;
  is_taxable: boolean;
  is_price_manual_entry: boolean;
  price_structure: PosItem['price_structure'];
  unit_name: string | null;
}

export interface BuilderForm {
  lines: BuilderLine[];
  discount_code: string;
  invoice_date: string;
  terms: InvoiceTerms;
  due_date: string;
  notes: string;
  terms_of_sale: string;
  /** Comma-separated, as typed. */
  additional_to_emails: string;
  allow_partial_payment: boolean;
  /** 'YYYY-MM-DDTHH:mm' in the browser's zone (the schedule field). */
  scheduled_send_at: string;
}

export const emptyForm = (today: string): BuilderForm => ({
  lines: [],
  discount_code: '',
  invoice_date: today,
  terms: 'due_on_receipt',
  due_date: '',
  notes: '',
  terms_of_sale: '',
  additional_to_emails: '',
  allow_partial_payment: false,
  scheduled_send_at: '',
});

export const itemLine = (item: PosItem): BuilderLine => ({
  kind: 'item',
  offering_id: item.id,
  name: item.name,
  quantity: '1',
  price: item.is_price_manual_entry ? '' : item.price,
  is_taxable: item.is_taxable,
  is_price_manual_entry: item.is_price_manual_entry,
  price_structure: item.price_structure,
  unit_name: item.unit_name,
});

export const customLine = (): BuilderLine => ({
  kind: 'custom',
  offering_id: 0,
  name: '',
  quantity: '1',
  price: '',
  is_taxable: false,
  is_price_manual_entry: true,
  price_structure: 'fixed',
  unit_name: null,
});

/** What the builder shows of a stored line: its catalogue name, price and how it is sold. */
export interface ShownLine {
  name: string;
  unit_price: string;
  is_taxable: boolean;
  price_structure: PosItem['price_structure'];
  unit_name: string | null;
}

/** The builder's lines from the lines as entered (an invoice's or a scheduled invoice's template). */
export function builderLinesOf(
  entered: readonly InvoiceLineInput[],
  shownAt: (index: number) => ShownLine | undefined,
): BuilderLine[] {
  return entered.map((line, index): BuilderLine => {
    if (line.kind === 'custom')
      return {
        ...customLine(),
        name: line.name,
        quantity: line.quantity ?? '1',
        price: line.price,
        is_taxable: line.is_taxable ?? false,
      };
    const shown = shownAt(index);
    return {
      kind: 'item',
      offering_id: line.offering_id,
      name: shown?.name ?? '',
      quantity: line.quantity ?? '1',
      price: line.price ?? shown?.unit_price ?? '',
      is_taxable: shown?.is_taxable ?? false,
      is_price_manual_entry: line.price !== null && line.price !== undefined,
      price_structure: shown?.price_structure ?? 'fixed',
      unit_name: shown?.unit_name ?? null,
    };
  });
}

/** The fields of an invoice (to edit it) or of a copy (to duplicate it, dated `today`). */
export function formOfInvoice(invoice: Invoice, copyDatedOn: string | null): BuilderForm {
  const lines = builderLinesOf(invoice.builder.lines, (index) => {
    const shown = invoice.order.items[index];
    return (
      shown && {
        name: shown.name,
        unit_price: shown.unit_price,
        is_taxable: shown.taxes.length > 0,
        price_structure: shown.price_structure,
        unit_name: shown.unit_name,
      }
    );
  });
  return {
    lines,
    discount_code: invoice.builder.discount_code,
    invoice_date: copyDatedOn ?? invoice.invoice_date,
    terms: invoice.terms,
    due_date: invoice.terms === 'custom' && copyDatedOn === null ? invoice.due_date : '',
    notes: invoice.notes,
    terms_of_sale: invoice.terms_of_sale,
    additional_to_emails: invoice.additional_to_emails.join(', '),
    allow_partial_payment: invoice.allow_partial_payment,
    scheduled_send_at: '',
  };
}

export const emailsOf = (text: string): string[] =>
  text
    .split(/[,;\s]+/)
    .map((email) => email.trim())
    .filter((email) => email !== '');

/** The lines as the builder's body (and a scheduled invoice's) sends them. */
export const bodyLinesOf = (lines: readonly BuilderLine[]): InvoiceBodyInput['lines'] =>
  lines.map((line) =>
    line.kind === 'custom'
      ? {
          kind: 'custom',
          name: line.name,
          quantity: line.quantity,
          price: line.price,
          is_taxable: line.is_taxable,
        }
      : {
          kind: 'item',
          offering_id: line.offering_id,
          quantity: line.quantity,
          price: line.is_price_manual_entry ? line.price : null,
        },
  );

/** The body the builder sends for `send`. */
export function bodyOf(
  form: BuilderForm,
  customerId: number,
  send: 'draft' | 'now' | 'schedule',
): InvoiceBodyInput {
  return {
    customer_id: customerId,
    lines: bodyLinesOf(form.lines),
    discount_code: form.discount_code.trim(),
    invoice_date: form.invoice_date,
    terms: form.terms,
    due_date: form.terms === 'custom' && form.due_date !== '' ? form.due_date : null,
    notes: form.notes,
    terms_of_sale: form.terms_of_sale,
    additional_to_emails: emailsOf(form.additional_to_emails),
    allow_partial_payment: form.allow_partial_payment,
    send,
    scheduled_send_at:
      send === 'schedule' && form.scheduled_send_at !== ''
        ? new Date(form.scheduled_send_at).toISOString()
        : null,
  };
}

/** The due date the terms give (shown beside the terms). */
export function dueDateOf(form: BuilderForm): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(form.invoice_date)) return null;
  if (form.terms === 'custom') return form.due_date || null;
  return invoiceDueDate(form.invoice_date, form.terms, null);
}

/**
 * The live totals (decision 65's priceOrder with the merchant's active fees and taxes), or null while a
 * line's quantity or price is not a number yet. A discount code is applied by the server when saved.
 */
export function priceForm(
  form: Pick<BuilderForm, 'lines'>,
  fees: readonly FeeStructure[],
  today: string,
): PricedOrder | null {
  const lines: PricingLine[] = [];
  for (const line of form.lines) {
    const quantity = quantityTextToThousandths(line.quantity);
    const price = priceToCents(line.price);
    if (quantity === null || quantity <= 0 || price === null) return null;
    lines.push({
      offering_id: line.offering_id,
      price_structure:
        line.kind === 'custom' ? (quantity % 1000 === 0 ? 'fixed' : 'per_unit') : line.price_structure,
      unit_price_cents: price,
      quantity_thousandths: quantity,
      is_taxable: line.is_taxable,
      start_date: null,
    });
  }
  const input = {
    today,
    lines,
    fee_structures: fees
      .filter((fee) => fee.is_active && (fee.type === 'fee' || fee.type === 'tax'))
      .map((fee) => toPricingFeeStructure(fee)),
    order_fees: [],
    discounts: [],
  };
  if (lines.length === 0 || pricingInputProblem(input)) return null;
  return priceOrder(input);
}
