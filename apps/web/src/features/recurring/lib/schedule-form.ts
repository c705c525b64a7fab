import type { InvoiceTerms, PosItem, ScheduledInvoice, ScheduledInvoiceBodyInput } from '@paybook/contracts';
import {
  type BuilderLine,
  bodyLinesOf,
  builderLinesOf,
  emailsOf,
} from '@/features/invoices/lib/builder-form';
import type { RecurrenceValues } from '../components/recurrence-fields';
import { recurrenceValuesOf, simpleRecurrence } from './recurring-format';

// spec 3 §2.4 EditSchedule and CopySchedule (decision 153): the invoice builder's template fields (customer,
// lines, terms, notes, terms of sale, more recipients, partial payment) and the recurrence, and the body
// POST scheduled_invoice / PUT scheduled_invoice/{id} take (packages/contracts scheduledInvoiceBody).

export interface ScheduleForm extends RecurrenceValues {
  lines: BuilderLine[];
  discount_code: string;
  terms: InvoiceTerms;
  /** With terms 'custom': each invoice is due this many days after it is sent. */
  days_until_due: number | null;
  notes: string;
  terms_of_sale: string;
  /** Comma-separated, as typed. */
  additional_to_emails: string;
  allow_partial_payment: boolean;
}

export const emptyScheduleForm = (): ScheduleForm => ({
  lines: [],
  discount_code: '',
  terms: 'due_on_receipt',
  days_until_due: null,
  notes: '',
  terms_of_sale: '',
  additional_to_emails: '',
  allow_partial_payment: false,
  frequency: 'monthly',
  interval: 1,
  occurrences: null,
  startAt: null,
});

/** A first send date must be after today (the contract's rule): an earlier one is asked again. */
const laterThan = (date: string | null, today: string) => (date !== null && date > today ? date : null);

/**
 * The form of a stored scheduled invoice, to edit it or (`isCopy`) to start a new one from it. A catalogue
 * line takes its name and price from the schedule's priced lines, and how it is sold and taxed from the
 * active items (`items`), so the live totals match the server's.
 */
export function formOfSchedule(
  schedule: ScheduledInvoice,
  items: readonly PosItem[],
  today: string,
  isCopy: boolean,
): ScheduleForm {
  const byId = new Map(items.map((item) => [item.id, item]));
  const template = schedule.template;
  const lines = builderLinesOf(template.lines, (index) => {
    const line = template.lines[index];
    const priced = schedule.priced_lines[index];
    const item = line?.kind === 'item' ? byId.get(line.offering_id) : undefined;
    if (!priced) return undefined;
    return {
      name: priced.name,
      unit_price: priced.unit_price,
      is_taxable: item?.is_taxable ?? false,
      price_structure: item?.price_structure ?? 'fixed',
      unit_name: item?.unit_name ?? null,
    };
  });
  const next = isCopy ? schedule.first_send_date : (schedule.next_send_date ?? schedule.first_send_date);
  return {
    lines,
    discount_code: template.discount_code,
    terms: template.terms,
    days_until_due: template.days_until_due,
    notes: template.notes,
    terms_of_sale: template.terms_of_sale,
    additional_to_emails: template.additional_to_emails.join(', '),
    allow_partial_payment: template.allow_partial_payment,
    ...recurrenceValuesOf(schedule.recurrence, laterThan(next, today)),
  };
}

/** The body to save `form` for `customerId`, as a draft or to send on its dates. */
export function scheduleBodyOf(
  form: ScheduleForm,
  customerId: number,
  draft: boolean,
): ScheduledInvoiceBodyInput {
  return {
    customer_id: customerId,
    lines: bodyLinesOf(form.lines),
    discount_code: form.discount_code.trim(),
    terms: form.terms,
    days_until_due: form.terms === 'custom' ? form.days_until_due : null,
    notes: form.notes,
    terms_of_sale: form.terms_of_sale,
    additional_to_emails: emailsOf(form.additional_to_emails),
    allow_partial_payment: form.allow_partial_payment,
    recurrence: simpleRecurrence(form.frequency, form.interval, form.occurrences),
    first_send_date: form.startAt ?? '',
    draft,
  };
}
