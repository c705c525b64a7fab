import {
  READ_SUBSCRIPTION_REQUIREMENT,
  SUBSCRIPTION_ACTION_REQUIREMENT,
} from '@paybook/domain/subscriptions/subscription-actions';
import { defineEndpoint, requires } from '../endpoint.ts';
import {
  activateSubscriptionBody,
  cancellationProration,
  cancelSubscriptionBody,
  editSubscriptionBody,
  projectedFinalBillDate,
  projectFinalBillDateBody,
  resumeAtBody,
  subscription,
  subscriptionDiscounts,
  subscriptionDiscountsBody,
  subscriptionIdParams,
  subscriptionIndex,
  subscriptionPaymentAccountBody,
  subscriptionSearchBody,
  subscriptionSearchPage,
  suspendSubscriptionBody,
} from '../subscriptions.ts';

// spec 3 §7 subscription calls (paths under /api; ruling 1), spec 3 §4.5 rules (packages/domain/src/
// subscriptions). Issue 25 point 5.
const tags = ['Subscriptions'];
const read = requires(READ_SUBSCRIPTION_REQUIREMENT);
const act = requires(SUBSCRIPTION_ACTION_REQUIREMENT);

const ACTION_ANSWERS = [
  'Needs modify_orders. The Idempotency-Key header is required; a repeat with the same key and body answers',
  'the first response (422 with another body). 200: the subscription as GET subscription/{id} answers it,',
  "with its new subscription_status. 404 for another merchant's id; 409 SUBSCRIPTION_ACTION_REFUSED when",
  'spec 3 §4.5 refuses the action now.',
].join(' ');

export const getSubscription = defineEndpoint({
  method: 'GET',
  path: '/subscription/:subscriptionId',
  access: read,
  tags,
  summary: 'One billing schedule with its dates, fees, customer, account and bills',
  params: subscriptionIdParams,
  responses: { 200: subscription },
  errors: [404],
});

export const activateSubscription = defineEndpoint({
  method: 'PUT',
  path: '/subscription/:subscriptionId/activate',
  access: act,
  tags,
  summary: 'Activate a suspended schedule from a projected bill date (spec 3 §4.5, §9)',
  description: `resume_at must be one of projected_bill_dates (400 otherwise). ${ACTION_ANSWERS}`,
  params: subscriptionIdParams,
  body: activateSubscriptionBody,
  responses: { 200: subscription },
  idempotency: 'required',
  errors: [404, 409],
});

export const suspendSubscription = defineEndpoint({
  method: 'PUT',
  path: '/subscription/:subscriptionId/suspend',
  access: act,
  tags,
  summary: 'Suspend an active schedule now or from suspend_at, until resume_at or no specified end',
  description: ACTION_ANSWERS,
  params: subscriptionIdParams,
  body: suspendSubscriptionBody,
  responses: { 200: subscription },
  idempotency: 'required',
  errors: [404, 409],
});

export const setSubscriptionResumeAt = defineEndpoint({
  method: 'PUT',
  path: '/subscription/:subscriptionId/resume_at',
  access: act,
  tags,
  summary: "Change a suspension's reactivation day (null: no specified end)",
  description: `Only while suspended or with a suspension planned. ${ACTION_ANSWERS}`,
  params: subscriptionIdParams,
  body: resumeAtBody,
  responses: { 200: subscription },
  idempotency: 'required',
  errors: [404, 409],
});

export const cancelSubscription = defineEndpoint({
  method: 'PUT',
  path: '/subscription/:subscriptionId/cancel',
  access: act,
  tags,
  summary: 'Cancel a schedule, with a last payment of the full amount or prorated (decision 127)',
  description: `A last payment is a final bill due today that the billing engine charges. ${ACTION_ANSWERS}`,
  params: subscriptionIdParams,
  body: cancelSubscriptionBody,
  responses: { 200: subscription },
  idempotency: 'required',
  errors: [404, 409],
});

export const editSubscription = defineEndpoint({
  method: 'PUT',
  path: '/subscription/:subscriptionId',
  access: act,
  tags,
  summary: 'Edit price, remaining occurrences, fees and the next bill date (spec 3 §4.5, §5)',
  description: ACTION_ANSWERS,
  params: subscriptionIdParams,
  body: editSubscriptionBody,
  responses: { 200: subscription },
  idempotency: 'required',
  errors: [404, 409],
});

export const changeSubscriptionPaymentAccount = defineEndpoint({
  method: 'PUT',
  path: '/subscription/:subscriptionId/payment_account',
  access: act,
  tags,
  summary: "Bill one of the customer's stored cards or bank accounts (the modify payment method modal)",
  description: ACTION_ANSWERS,
  params: subscriptionIdParams,
  body: subscriptionPaymentAccountBody,
  responses: { 200: subscription },
  idempotency: 'required',
  errors: [404, 409],
});

export const projectFinalBillDate = defineEndpoint({
  method: 'PUT',
  path: '/project_final_bill_date',
  access: act,
  tags,
  summary: 'The final bill date and coming bills of a recurrence from start_at (the edit form preview)',
  body: projectFinalBillDateBody,
  responses: { 200: projectedFinalBillDate },
});

export const subscriptionDiscountsFor = defineEndpoint({
  method: 'PUT',
  path: '/subscription/:subscriptionId/discounts',
  access: act,
  tags,
  summary: 'The active discounts of these offerings, each with its price violation against the bill',
  params: subscriptionIdParams,
  body: subscriptionDiscountsBody,
  responses: { 200: subscriptionDiscounts },
  errors: [404],
});

export const calculateCancellationProration = defineEndpoint({
  method: 'GET',
  path: '/subscription/:subscriptionId/cancellation/calculate_proration',
  access: act,
  tags,
  summary: 'What a cancel today would charge as its last payment, full amount or prorated',
  params: subscriptionIdParams,
  responses: { 200: cancellationProration },
  errors: [404],
});

export const searchSubscriptions = defineEndpoint({
  method: 'POST',
  path: '/subscription/search',
  access: read,
  tags,
  summary: "A page of the merchant's schedules, newest first, by customer and status",
  body: subscriptionSearchBody,
  responses: { 200: subscriptionSearchPage },
});

export const subscriptionIndexLists = defineEndpoint({
  method: 'GET',
  path: '/subscription/index',
  access: read,
  tags,
  summary: 'The subscription enumerations, each with value and description',
  responses: { 200: subscriptionIndex },
});
