import { VIEW_CUSTOMER_PROFILE_REQUIREMENT } from '@paybook/domain/access/customer-viewing';
import { allOf } from '@paybook/domain/access/requirement';
import { CALENDAR_REQUIREMENT } from '@paybook/domain/calendar/calendar-access';
import {
  ADD_CUSTOMER_REQUIREMENT,
  DELETE_CUSTOMER_REQUIREMENT,
  EDIT_CUSTOMER_REQUIREMENT,
  TIMELINE_COMMENT_REQUIREMENT,
  TIMELINE_EMAIL_REQUIREMENT,
  TIMELINE_REQUIREMENT,
  VIEW_CUSTOMERS_REQUIREMENT,
} from '@paybook/domain/customers/permissions';
import { z } from 'zod';
import { okResponse } from '../auth.ts';
import {
  createCustomerBody,
  customer,
  customerAppointmentPage,
  customerAppointmentsQuery,
  customerCustomFields,
  customerCustomFieldsBody,
  customerDedupeBody,
  customerDedupeResult,
  customerDeleted,
  customerList,
  customerListBody,
  customerListQuery,
  outstandingItems,
  saveCustomerBody,
  timelineCommentBody,
  timelineEvent,
  timelinePage,
  timelineQuery,
} from '../customers.ts';
import { defineEndpoint, requires } from '../endpoint.ts';
import { entityId, idParam } from '../primitives.ts';
import { timelineEmail } from '../timeline-email.ts';

// spec 2 §7 Customer calls and Timeline (paths under /api; ruling 1: snake_case).
const tags = ['Customers'];
const idParams = z.object({ id: idParam });
// spec 1 §6: every user reads the list and profiles (default viewing claims), as the navigation offers them.
const profile = requires(VIEW_CUSTOMER_PROFILE_REQUIREMENT);
// 409 DUPLICATE_CUSTOMER (the e-mail is on file) also carries existing_customer_id at the top level
// (customers-errors.ts on the server).

export const createCustomer = defineEndpoint({
  method: 'POST',
  path: '/customer',
  access: requires(ADD_CUSTOMER_REQUIREMENT),
  tags,
  summary: 'Add a customer (409 DUPLICATE_CUSTOMER when the e-mail is on file)',
  body: createCustomerBody,
  responses: { 201: customer },
  errors: [409],
  idempotency: 'optional',
});

export const getCustomer = defineEndpoint({
  method: 'GET',
  path: '/customer/:id/full',
  access: profile,
  tags,
  summary: 'One customer',
  params: idParams,
  responses: { 200: customer },
  errors: [404],
});

export const listCustomerAppointments = defineEndpoint({
  method: 'GET',
  path: '/customer/:id/appointments',
  // Issue 16 point 7: the customer's visits also need the calendar's feature and claim (spec 1 §2.3).
  access: requires(allOf(VIEW_CUSTOMER_PROFILE_REQUIREMENT, CALENDAR_REQUIREMENT)),
  tags,
  summary: "The customer's upcoming or past appointments (only the user's own without manage_appointments)",
  params: idParams,
  query: customerAppointmentsQuery,
  responses: { 200: customerAppointmentPage },
  errors: [404],
});

export const updateCustomer = defineEndpoint({
  method: 'PUT',
  path: '/customer/:id',
  access: requires(EDIT_CUSTOMER_REQUIREMENT),
  tags,
  summary: 'Save a customer',
  params: idParams,
  body: saveCustomerBody,
  responses: { 200: customer },
  errors: [404, 409],
});

export const getCustomerCustomFields = defineEndpoint({
  method: 'GET',
  path: '/customer/:id/customfields',
  access: profile,
  tags,
  summary: "A customer's custom fields",
  params: idParams,
  responses: { 200: customerCustomFields },
  errors: [404],
});

export const updateCustomerCustomFields = defineEndpoint({
  method: 'PUT',
  path: '/customer/:id/customfields',
  access: requires(EDIT_CUSTOMER_REQUIREMENT),
  tags,
  summary: "Replace a customer's custom fields",
  params: idParams,
  body: customerCustomFieldsBody,
  responses: { 200: customerCustomFields },
  errors: [404],
});

export const deleteCustomer = defineEndpoint({
  method: 'DELETE',
  path: '/customer/:id',
  access: requires(DELETE_CUSTOMER_REQUIREMENT),
  tags,
  summary: 'Delete a customer, or mark one with history (409 CUSTOMER_DELETE_BLOCKED)',
  params: idParams,
  responses: { 200: customerDeleted },
  errors: [404, 409],
});

export const getOutstandingItems = defineEndpoint({
  method: 'GET',
  path: '/customer/:id/outstandingitems',
  access: profile,
  tags,
  summary: 'What blocks deleting the customer',
  params: idParams,
  responses: { 200: outstandingItems },
  errors: [404],
});

export const listCustomers = defineEndpoint({
  method: 'PUT',
  path: '/customer/search',
  access: requires(VIEW_CUSTOMERS_REQUIREMENT),
  tags,
  summary: 'The customer list: search, sort, page and projections',
  query: customerListQuery,
  body: customerListBody,
  responses: { 200: customerList },
});

export const findDuplicateCustomers = defineEndpoint({
  method: 'POST',
  path: '/customer/search',
  access: requires(VIEW_CUSTOMERS_REQUIREMENT),
  tags,
  summary: 'Duplicate search: by e-mail, else exact first and last name',
  body: customerDedupeBody,
  responses: { 200: customerDedupeResult },
});

// spec 2 §7 Timeline. event_type filters on the event's event_type (customer_notes_event, …); the value
// 'comment' filters on timeline_event_type comment (comments' own event_type is also 'comment'). Every
// user reads the timeline (spec 1 §6 viewing claims); writing comments needs a customer right.
const comments = requires(TIMELINE_COMMENT_REQUIREMENT);

export const listTimeline = defineEndpoint({
  method: 'GET',
  path: '/customer/timeline/:id',
  access: requires(TIMELINE_REQUIREMENT),
  tags,
  summary: "A customer's timeline, newest first",
  params: idParams,
  query: timelineQuery,
  responses: { 200: timelinePage },
  errors: [404],
});

// spec 2 §2 view customer email (issue 26 point 8): the timeline's readers who may act for the customer.
export const getTimelineEmail = defineEndpoint({
  method: 'GET',
  path: '/customer/timeline/:id/email',
  access: requires(TIMELINE_EMAIL_REQUIREMENT),
  tags,
  summary: 'The e-mail a timeline line records (404 for another kind of line or a message no longer kept)',
  params: idParams,
  responses: { 200: timelineEmail },
  errors: [404],
});

export const addComment = defineEndpoint({
  method: 'POST',
  path: '/customer/timeline/comment',
  access: comments,
  tags,
  summary: 'Add a comment',
  // The customer beside the comment's content.
  body: timelineCommentBody.extend({ customer_id: entityId }),
  responses: { 201: timelineEvent },
  errors: [404],
});

export const editComment = defineEndpoint({
  method: 'PUT',
  path: '/customer/timeline/comment/:id',
  access: comments,
  tags,
  summary: 'Edit a comment (its author, or with customers.edit-timeline-comment)',
  params: idParams,
  body: timelineCommentBody,
  responses: { 200: timelineEvent },
  errors: [404],
});

export const deleteComment = defineEndpoint({
  method: 'DELETE',
  path: '/customer/timeline/comment/:id',
  access: comments,
  tags,
  summary: 'Delete a comment (its author, or with customers.delete-timeline-comment)',
  params: idParams,
  responses: { 200: okResponse },
  errors: [404],
});
