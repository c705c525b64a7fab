import {
  CREATE_SCHEDULED_INVOICE_REQUIREMENT,
  EDIT_SCHEDULED_INVOICE_REQUIREMENT,
  SCHEDULED_INVOICE_REQUIREMENT,
  SUSPEND_SCHEDULED_INVOICE_REQUIREMENT,
} from '@paybook/domain/recurring/schedule-rules';
import { defineEndpoint, requires } from '../endpoint.ts';
import {
  customerScheduledInvoicesQuery,
  scheduledInvoice,
  scheduledInvoiceBody,
  scheduledInvoiceCustomerParams,
  scheduledInvoiceIdParams,
  scheduledInvoiceInvoicePage,
  scheduledInvoiceInvoicesQuery,
  scheduledInvoiceListQuery,
  scheduledInvoicePage,
} from '../scheduled-invoices.ts';

// spec 3 §2.4 Invoices/ListRecurring, CustomerInvoiceScheduleList, EditSchedule, CopySchedule (the web opens
// the edit form pre-filled from GET and POSTs), PrintSchedule (the web prints GET's template),
// InvoicesForSchedule; §4.6 rules; §7 PUT scheduled_invoices/{id}/suspend (that path kept, plural).
// Spec 2 §2.1: the profile's recurring invoices card, 5 a page. Decisions 149–152.
const tags = ['Scheduled invoices'];
const access = requires(SCHEDULED_INVOICE_REQUIREMENT);

const ACTION_ANSWERS = [
  'Refused to impersonated users. The Idempotency-Key header is required. 200: the scheduled invoice after',
  "the change. 404 for another merchant's id; 409 RECURRING_SCHEDULE_REFUSED when spec 3 §4.6 refuses the",
  'action in its status.',
].join(' ');

export const listScheduledInvoices = defineEndpoint({
  method: 'GET',
  path: '/scheduled_invoices',
  access,
  tags,
  summary: 'The merchant’s scheduled invoices, newest first, a page at a time',
  query: scheduledInvoiceListQuery,
  responses: { 200: scheduledInvoicePage },
});

export const listCustomerScheduledInvoices = defineEndpoint({
  method: 'GET',
  path: '/customer/:customerId/scheduled_invoices',
  access,
  tags,
  summary: 'One customer’s scheduled invoices, newest first, 5 a page by default',
  params: scheduledInvoiceCustomerParams,
  query: customerScheduledInvoicesQuery,
  responses: { 200: scheduledInvoicePage },
  errors: [404],
});

export const getScheduledInvoice = defineEndpoint({
  method: 'GET',
  path: '/scheduled_invoice/:id',
  access,
  tags,
  summary: 'One scheduled invoice with its template (edit, copy and print read it)',
  params: scheduledInvoiceIdParams,
  responses: { 200: scheduledInvoice },
  errors: [404],
});

export const listScheduledInvoiceInvoices = defineEndpoint({
  method: 'GET',
  path: '/scheduled_invoice/:id/invoices',
  access,
  tags,
  summary: 'The invoices a scheduled invoice has sent, newest first (spec 3 §4.6: active only)',
  params: scheduledInvoiceIdParams,
  query: scheduledInvoiceInvoicesQuery,
  responses: { 200: scheduledInvoiceInvoicePage },
  errors: [404, 409],
});

export const createScheduledInvoice = defineEndpoint({
  method: 'POST',
  path: '/scheduled_invoice',
  access: requires(CREATE_SCHEDULED_INVOICE_REQUIREMENT),
  tags,
  summary: 'Send an invoice from a template on a recurrence from first_send_date, or keep it as a draft',
  description: ACTION_ANSWERS,
  body: scheduledInvoiceBody,
  responses: { 201: scheduledInvoice },
  idempotency: 'required',
  errors: [404],
});

export const editScheduledInvoice = defineEndpoint({
  method: 'PUT',
  path: '/scheduled_invoice/:id',
  access: requires(EDIT_SCHEDULED_INVOICE_REQUIREMENT),
  tags,
  summary:
    'Change a scheduled invoice’s template, recurrence or first send date (a draft with draft false starts)',
  description: ACTION_ANSWERS,
  params: scheduledInvoiceIdParams,
  body: scheduledInvoiceBody,
  responses: { 200: scheduledInvoice },
  idempotency: 'required',
  errors: [404, 409],
});

export const suspendScheduledInvoice = defineEndpoint({
  method: 'PUT',
  path: '/scheduled_invoices/:id/suspend',
  access: requires(SUSPEND_SCHEDULED_INVOICE_REQUIREMENT),
  tags,
  summary: 'Suspend an active scheduled invoice: nothing is sent until it is activated',
  description: ACTION_ANSWERS,
  params: scheduledInvoiceIdParams,
  responses: { 200: scheduledInvoice },
  idempotency: 'required',
  errors: [404, 409],
});

export const activateScheduledInvoice = defineEndpoint({
  method: 'PUT',
  path: '/scheduled_invoice/:id/activate',
  access: requires(SUSPEND_SCHEDULED_INVOICE_REQUIREMENT),
  tags,
  summary: 'Start a draft, or resume a suspended scheduled invoice from its next send date after today',
  description: ACTION_ANSWERS,
  params: scheduledInvoiceIdParams,
  responses: { 200: scheduledInvoice },
  idempotency: 'required',
  errors: [404, 409],
});
