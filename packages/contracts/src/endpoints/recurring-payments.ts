import { RECURRING_PAYMENT_REQUIREMENT } from '@paybook/domain/recurring/schedule-rules';
import { defineEndpoint, requires } from '../endpoint.ts';
import {
  recurringPayment,
  recurringPaymentBody,
  recurringPaymentCustomerParams,
  recurringPaymentIdParams,
  recurringPaymentListQuery,
  recurringPaymentPage,
  suspendRecurringPaymentBody,
} from '../recurring-payments.ts';

// spec 3 §2.4 Payment/ListRecurring, CustomerPaymentRecurringList, EditRecurring; §4.6 rules; §7 PUT
// recurring_payment/{id}/suspend. Decision 142: a recurring payment is a billing schedule of its own kind.
const tags = ['Recurring payments'];
const access = requires(RECURRING_PAYMENT_REQUIREMENT);

const ACTION_ANSWERS = [
  'Needs modify_orders; refused to impersonated users. The Idempotency-Key header is required. 200: the',
  "recurring payment after the change. 404 for another merchant's id; 409 RECURRING_SCHEDULE_REFUSED when",
  'spec 3 §4.6 refuses the action in its status.',
].join(' ');

export const listRecurringPayments = defineEndpoint({
  method: 'GET',
  path: '/recurring_payments',
  access,
  tags,
  summary: 'The merchant’s recurring payments, newest first, a page at a time',
  query: recurringPaymentListQuery,
  responses: { 200: recurringPaymentPage },
});

export const listCustomerRecurringPayments = defineEndpoint({
  method: 'GET',
  path: '/customer/:customerId/recurring_payments',
  access,
  tags,
  summary: 'One customer’s recurring payments, newest first',
  params: recurringPaymentCustomerParams,
  query: recurringPaymentListQuery,
  responses: { 200: recurringPaymentPage },
  errors: [404],
});

export const getRecurringPayment = defineEndpoint({
  method: 'GET',
  path: '/recurring_payment/:id',
  access,
  tags,
  summary: 'One recurring payment',
  params: recurringPaymentIdParams,
  responses: { 200: recurringPayment },
  errors: [404],
});

export const createRecurringPayment = defineEndpoint({
  method: 'POST',
  path: '/recurring_payment',
  access,
  tags,
  summary: 'Charge a customer’s stored account a fixed amount on a recurrence from start_at',
  description: ACTION_ANSWERS,
  body: recurringPaymentBody,
  responses: { 201: recurringPayment },
  idempotency: 'required',
  errors: [404],
});

export const editRecurringPayment = defineEndpoint({
  method: 'PUT',
  path: '/recurring_payment/:id',
  access,
  tags,
  summary: 'Change a recurring payment’s account, amount, recurrence or next date',
  description: ACTION_ANSWERS,
  params: recurringPaymentIdParams,
  body: recurringPaymentBody,
  responses: { 200: recurringPayment },
  idempotency: 'required',
  errors: [404, 409],
});

export const suspendRecurringPayment = defineEndpoint({
  method: 'PUT',
  path: '/recurring_payment/:id/suspend',
  access,
  tags,
  summary: 'Suspend an active recurring payment, until resume_at (pause_until) or with no end',
  description: ACTION_ANSWERS,
  params: recurringPaymentIdParams,
  body: suspendRecurringPaymentBody,
  responses: { 200: recurringPayment },
  idempotency: 'required',
  errors: [404, 409],
});

export const activateRecurringPayment = defineEndpoint({
  method: 'PUT',
  path: '/recurring_payment/:id/activate',
  access,
  tags,
  summary: 'Resume a suspended or paused recurring payment from its next date after today',
  description: ACTION_ANSWERS,
  params: recurringPaymentIdParams,
  responses: { 200: recurringPayment },
  idempotency: 'required',
  errors: [404, 409],
});
