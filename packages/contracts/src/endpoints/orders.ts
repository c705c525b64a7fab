import { allOf, VIEW_CUSTOMER_PROFILE_REQUIREMENT } from '@paybook/domain';
import { READ_ORDER_REQUIREMENT } from '@paybook/domain/receipts/receipt-access';
import { defineEndpoint, requires } from '../endpoint.ts';
import {
  customerOrderPage,
  customerOrdersParams,
  customerOrdersQuery,
  order,
  orderIdParams,
  orderSellerAnswer,
} from '../orders.ts';

// spec 3 §7 "get order" (paths under /api; ruling 1: snake_case).
const tags = ['Orders'];

export const getOrder = defineEndpoint({
  method: 'GET',
  path: '/order/:orderId',
  access: requires(READ_ORDER_REQUIREMENT),
  tags,
  summary: 'One order with its items, fees, taxes and transactions',
  params: orderIdParams,
  responses: { 200: order },
  errors: [404],
});

export const getOrderSeller = defineEndpoint({
  method: 'GET',
  path: '/order/:orderId/seller',
  access: requires(READ_ORDER_REQUIREMENT),
  tags,
  summary: 'Who sold the order (the staff user who placed it), null for none',
  params: orderIdParams,
  responses: { 200: orderSellerAnswer },
  errors: [404],
});

export const listCustomerOrders = defineEndpoint({
  method: 'GET',
  path: '/customer/:customerId/orders',
  // Reading a customer (GET customer/{id}/full) and reading orders (GET order/{id}).
  access: requires(allOf(VIEW_CUSTOMER_PROFILE_REQUIREMENT, READ_ORDER_REQUIREMENT)),
  tags,
  summary: 'A customer’s orders, newest first, a page at a time (the profile’s Recent orders)',
  params: customerOrdersParams,
  query: customerOrdersQuery,
  responses: { 200: customerOrderPage },
  errors: [404],
});
