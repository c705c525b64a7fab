// spec 3 §4.3 Invoice actions and §6 rights (decision 121): one function per action answers "may I?" for
// the server (409/403 with the words below) and "show it?" for the invoice page. The spec's lines read
// against the primary action rule: collect payment where money is due and none is in flight; edit until
// the invoice is paid, cancelled or has money in flight; cancel while nothing was paid (a paid one is
// cancelled with a refund on the order page); resend once it was sent (a paid or cancelled one is sent
// again as a copy, the primary action of those statuses).
import { anyRight, meets, needClaim, needRight, type Requirement } from '../access/requirement.ts';
import type { AccessSubject } from '../access/subject.ts';
import { type InvoiceStatus, invoiceStatuses } from './invoice-status.ts';

export const invoiceActionNames = ['collect_payment', 'edit', 'cancel', 'resend', 'duplicate'] as const;
export type InvoiceAction = (typeof invoiceActionNames)[number];
/** The primary button (spec 3 §4.3): an action, or approve (spec 3 §4.2's order action). */
export type InvoicePrimaryAction = Exclude<InvoiceAction, 'cancel' | 'duplicate'> | 'approve';

/** What the rules read of an invoice. */
export interface InvoiceActionFacts {
  status: InvoiceStatus;
  /** Whether any e-mail address receives it (the customer's or additional ones). */
  has_recipients: boolean;
}

export type InvoiceRefusal = { kind: 'right' | 'status' | 'recipients'; message: string };

const STATUSES: Record<InvoiceAction, readonly InvoiceStatus[]> = {
  collect_payment: ['unpaid', 'partially_paid', 'past_due'],
  edit: ['draft', 'scheduled', 'unpaid', 'partially_paid', 'past_due'],
  cancel: ['draft', 'scheduled', 'unpaid', 'past_due'],
  resend: ['unpaid', 'partially_paid', 'past_due', 'pending', 'requires_action', 'paid', 'cancelled'],
  // Any invoice may be copied into a new one.
  duplicate: invoiceStatuses,
};

/** spec 3 §6: create_orders collects and duplicates, create_orders or modify_orders edit (the claims keep
 * impersonated users out), modify_orders cancels; sending an invoice again is the sender's step. */
export const INVOICE_ACTION_REQUIREMENTS: Record<InvoiceAction, Requirement> = {
  collect_payment: needRight('create_orders'),
  edit: needClaim('invoices.edit-invoice'),
  cancel: needRight('modify_orders'),
  resend: anyRight('create_orders', 'modify_orders'),
  duplicate: needClaim('invoices.duplicate-invoice'),
};

const STATUS_WORDS: Record<InvoiceStatus, string> = {
  draft: 'a draft',
  scheduled: 'scheduled to be sent',
  unpaid: 'unpaid',
  partially_paid: 'partially paid',
  past_due: 'past due',
  pending: 'waiting for a bank payment to clear',
  requires_action: 'waiting for the customer’s bank',
  paid: 'paid',
  cancelled: 'cancelled',
};

const ACTION_WORDS: Record<InvoiceAction, string> = {
  collect_payment: 'collect a payment on',
  edit: 'edit',
  cancel: 'cancel',
  resend: 'send',
  duplicate: 'duplicate',
};

/** Why the subject may not take the action on the invoice; null when it may. */
export function invoiceActionRefusal(
  action: InvoiceAction,
  invoice: InvoiceActionFacts,
  subject: AccessSubject,
): InvoiceRefusal | null {
  if (!meets(subject, INVOICE_ACTION_REQUIREMENTS[action])) {
    const impersonationOnly = subject.impersonated && (action === 'edit' || action === 'duplicate');
    return {
      kind: 'right',
      message: impersonationOnly
        ? `Support staff signed in as a user cannot ${ACTION_WORDS[action]} invoices.`
        : `Your role does not allow you to ${ACTION_WORDS[action]} invoices.`,
    };
  }
  if (!STATUSES[action].includes(invoice.status)) {
    const hint =
      action === 'cancel' && ['partially_paid', 'pending', 'paid'].includes(invoice.status)
        ? ' Refund or void its payments on the order page first.'
        : '';
    return {
      kind: 'status',
      message: `You cannot ${ACTION_WORDS[action]} this invoice: it is ${STATUS_WORDS[invoice.status]}.${hint}`,
    };
  }
  if (action === 'resend' && !invoice.has_recipients)
    return { kind: 'recipients', message: 'Add at least one e-mail address to send the invoice to.' };
  return null;
}

export const canTakeInvoiceAction = (
  action: InvoiceAction,
  invoice: InvoiceActionFacts,
  subject: AccessSubject,
): boolean => invoiceActionRefusal(action, invoice, subject) === null;

/**
 * spec 3 §4.3 primary action: cancelled or paid → Resend; partially_paid, unpaid or past_due → Collect
 * Payment (create_orders); pending → Approve Order (modify_orders, spec 3 §6); scheduled (and a draft)
 * → Edit Invoice. Null when the subject may not take it (the page then shows no primary button).
 */
export function primaryInvoiceAction(
  invoice: InvoiceActionFacts,
  subject: AccessSubject,
): InvoicePrimaryAction | null {
  switch (invoice.status) {
    case 'cancelled':
    case 'paid':
      return canTakeInvoiceAction('resend', invoice, subject) ? 'resend' : null;
    case 'partially_paid':
    case 'unpaid':
    case 'past_due':
      return canTakeInvoiceAction('collect_payment', invoice, subject) ? 'collect_payment' : null;
    case 'pending':
      return meets(subject, needRight('modify_orders')) ? 'approve' : null;
    case 'scheduled':
    case 'draft':
      return canTakeInvoiceAction('edit', invoice, subject) ? 'edit' : null;
    case 'requires_action':
      return null;
  }
}
