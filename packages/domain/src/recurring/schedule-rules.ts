// spec 3 §4.6 Scheduled invoices and recurring payments, spec 3 §6 (modify_orders suspends; impersonated
// users do nothing with either). One rule for the server (409 or 403) and the web (show or hide).
// - Scheduled invoice (draft, suspended, active): edit in all three; suspend from active only; view its
//   invoices from active only; copy and print always. A draft shows no next send date.
// - Recurring payment (active, suspended, pause_until): edit in all three; suspend from active only.
// - Both: nothing while impersonating. Decision 142: pause_until is a suspended schedule with a resume date.

import { allOf, anyRight, hasRight, needClaim, needRight, type Requirement } from '../access/requirement.ts';
import type { AccessSubject } from '../access/subject.ts';

export const SCHEDULED_INVOICE_STATUSES = ['draft', 'suspended', 'active'] as const;
export type ScheduledInvoiceStatus = (typeof SCHEDULED_INVOICE_STATUSES)[number];
/** Decision 150: activate (ours, as the recurring payments') starts a draft or resumes a suspended one. */
export const SCHEDULED_INVOICE_ACTIONS = [
  'edit',
  'suspend',
  'activate',
  'view_invoices',
  'copy',
  'print',
] as const;
export type ScheduledInvoiceAction = (typeof SCHEDULED_INVOICE_ACTIONS)[number];

export const RECURRING_PAYMENT_STATUSES = ['active', 'suspended', 'pause_until'] as const;
export type RecurringPaymentStatus = (typeof RECURRING_PAYMENT_STATUSES)[number];
/** Activate resumes a suspended (or paused) recurring payment; spec 3 names no more actions. */
export const RECURRING_PAYMENT_ACTIONS = ['edit', 'suspend', 'activate'] as const;
export type RecurringPaymentAction = (typeof RECURRING_PAYMENT_ACTIONS)[number];

/** spec 3 §6, spec 1 §6: the claim holds the feature and the impersonation block; modify_orders allows them. */
export const RECURRING_PAYMENT_REQUIREMENT: Requirement = allOf(
  needClaim('recurring-payments.manage'),
  needRight('modify_orders'),
);
export const SCHEDULED_INVOICE_REQUIREMENT: Requirement = needClaim('scheduled-invoices.manage');
/** The route table's copy (create_orders) and edit (create_orders or modify_orders) pages; spec 3 §6 suspend. */
export const CREATE_SCHEDULED_INVOICE_REQUIREMENT: Requirement = allOf(
  SCHEDULED_INVOICE_REQUIREMENT,
  needRight('create_orders'),
);
export const EDIT_SCHEDULED_INVOICE_REQUIREMENT: Requirement = allOf(
  SCHEDULED_INVOICE_REQUIREMENT,
  anyRight('create_orders', 'modify_orders'),
);
/** spec 1 §6, spec 3 §6: modify_orders suspends (and, as for subscriptions, activates). */
export const SUSPEND_SCHEDULED_INVOICE_REQUIREMENT: Requirement = allOf(
  SCHEDULED_INVOICE_REQUIREMENT,
  needRight('modify_orders'),
);

export type ScheduleRefusalReason = 'impersonated' | 'no_right' | 'status';
export interface ScheduleRefusal {
  reason: ScheduleRefusalReason;
  message: string;
}

type Subject = Pick<AccessSubject, 'rights' | 'impersonated'>;

const SCHEDULED_INVOICE_FROM: Readonly<Record<ScheduledInvoiceAction, readonly ScheduledInvoiceStatus[]>> = {
  edit: ['draft', 'suspended', 'active'],
  suspend: ['active'],
  activate: ['draft', 'suspended'],
  view_invoices: ['active'],
  copy: ['draft', 'suspended', 'active'],
  print: ['draft', 'suspended', 'active'],
};

const RECURRING_PAYMENT_FROM: Readonly<Record<RecurringPaymentAction, readonly RecurringPaymentStatus[]>> = {
  edit: ['active', 'suspended', 'pause_until'],
  suspend: ['active'],
  activate: ['suspended', 'pause_until'],
};

const IMPERSONATED: ScheduleRefusal = {
  reason: 'impersonated',
  message: 'Scheduled invoices and recurring payments cannot be changed while signed in as support.',
};

/** spec 3 §4.6, §6: why `subject` may not take `action` on a scheduled invoice now, or null. */
export function scheduledInvoiceRefusal(
  action: ScheduledInvoiceAction,
  status: ScheduledInvoiceStatus,
  subject: Subject,
): ScheduleRefusal | null {
  if (subject.impersonated) return IMPERSONATED;
  if (action === 'suspend' && !hasRight(subject, 'modify_orders')) {
    return { reason: 'no_right', message: 'Suspending a scheduled invoice needs the Modify Orders right.' };
  }
  if (action === 'activate' && !hasRight(subject, 'modify_orders')) {
    return { reason: 'no_right', message: 'Activating a scheduled invoice needs the Modify Orders right.' };
  }
  if (!SCHEDULED_INVOICE_FROM[action].includes(status)) {
    return { reason: 'status', message: `This scheduled invoice is ${status}.` };
  }
  return null;
}

/** spec 3 §4.6, §6: why `subject` may not take `action` on a recurring payment now, or null. */
export function recurringPaymentRefusal(
  action: RecurringPaymentAction,
  status: RecurringPaymentStatus,
  subject: Subject,
): ScheduleRefusal | null {
  if (subject.impersonated) return IMPERSONATED;
  // spec 1 §6: modify_orders allows recurring payments (every action on them).
  if (!hasRight(subject, 'modify_orders')) {
    return { reason: 'no_right', message: 'Changing a recurring payment needs the Modify Orders right.' };
  }
  if (!RECURRING_PAYMENT_FROM[action].includes(status)) {
    const shown = status === 'pause_until' ? 'paused' : status;
    return { reason: 'status', message: `This recurring payment is ${shown}.` };
  }
  return null;
}

/** spec 3 §4.6 colours: active teal, suspended red, paused orange, draft gray. */
export type ScheduleColor = 'teal' | 'red' | 'orange' | 'gray';
export function scheduleStatusColor(status: ScheduledInvoiceStatus | RecurringPaymentStatus): ScheduleColor {
  switch (status) {
    case 'active':
      return 'teal';
    case 'suspended':
      return 'red';
    case 'pause_until':
      return 'orange';
    case 'draft':
      return 'gray';
  }
}

/** spec 3 §4.6: a draft shows no next send date. */
export const shownNextSendDate = (
  status: ScheduledInvoiceStatus,
  nextSendDate: string | null,
): string | null => (status === 'draft' ? null : nextSendDate);

/** Decision 142: a recurring payment's status from its schedule's stored status and resume date. */
export function recurringPaymentStatusOf(
  stored: 'active' | 'suspended' | 'expired' | 'cancelled' | 'draft',
  resumeAt: string | null,
): RecurringPaymentStatus {
  if (stored === 'active') return 'active';
  return resumeAt === null ? 'suspended' : 'pause_until';
}
