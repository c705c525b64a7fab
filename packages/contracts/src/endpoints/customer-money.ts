import { VIEW_CUSTOMER_PROFILE_REQUIREMENT } from '@paybook/domain/access/customer-viewing';
import { allOf } from '@paybook/domain/access/requirement';
import { READ_ORDER_REQUIREMENT } from '@paybook/domain/receipts/receipt-access';
import {
  customerMoneyParams,
  customerScheduledItems,
  customerSchedulePage,
  customerSchedulesQuery,
  customerStatement,
  customerStatementQuery,
  orderIndex,
} from '../customer-money.ts';
import { defineEndpoint, requires } from '../endpoint.ts';

// Issue 25 point 8, spec 2 §7 (paths under /api, ruling 1). The profile's money widgets read a customer
// (GET customer/{id}/full) and their orders (GET order/{id}), as GET customer/{id}/orders does.
const tags = ['Customers'];
const money = requires(allOf(VIEW_CUSTOMER_PROFILE_REQUIREMENT, READ_ORDER_REQUIREMENT));

export const getCustomerStatement = defineEndpoint({
  method: 'GET',
  path: '/customer/:id/statement',
  access: money,
  tags,
  summary: 'The customer’s statement: orders of the last 180 days with their payments, 15 at a time',
  params: customerMoneyParams,
  query: customerStatementQuery,
  responses: { 200: customerStatement },
  errors: [404],
});

export const listCustomerSchedules = defineEndpoint({
  method: 'GET',
  path: '/customer/:id/paymentschedules',
  access: money,
  tags,
  summary: 'The customer’s billing schedules, those that still bill first',
  params: customerMoneyParams,
  query: customerSchedulesQuery,
  responses: { 200: customerSchedulePage },
  errors: [404],
});

export const getCustomerScheduledItems = defineEndpoint({
  method: 'GET',
  path: '/customer_has_scheduled_items/:id',
  access: requires(VIEW_CUSTOMER_PROFILE_REQUIREMENT),
  tags,
  summary: 'Whether the customer has billing schedules that still bill',
  params: customerMoneyParams,
  responses: { 200: customerScheduledItems },
  errors: [404],
});

export const getOrderIndex = defineEndpoint({
  method: 'GET',
  path: '/order/index',
  access: requires(READ_ORDER_REQUIREMENT),
  tags: ['Orders'],
  summary: 'The option lists of order filters: statuses, sale types, transaction statuses',
  responses: { 200: orderIndex },
});
