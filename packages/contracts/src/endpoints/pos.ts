import { POS_CUSTOMER_EDIT_REQUIREMENT, POS_REQUIREMENT } from '@paybook/domain/checkout/pos-access';
import { z } from 'zod';
import { defineEndpoint, requires } from '../endpoint.ts';
import {
  patchCustomerBody,
  posCustomer,
  posCustomerFindBody,
  posCustomerFindResult,
  posCustomerIdParams,
  posCustomerPage,
  posCustomerSearchBody,
  posCustomerSearchQuery,
  posItemPage,
  posItemsQuery,
} from '../pos.ts';
import { idParam } from '../primitives.ts';

// spec 3 §7 Point of sale: the customer and catalogue calls of the point of sale (issue 24 point 5). Each
// needs what the point of sale needs (spec 3 §2.6: create_orders and s_p_o_s); the customer's correction
// also lets the customer area's editors in (decision 111).
const tags = ['Point of sale'];
const pos = requires(POS_REQUIREMENT);

export const searchPosCustomers = defineEndpoint({
  method: 'PUT',
  path: '/customers_stats/search',
  access: pos,
  tags,
  summary: 'Customers matching the search (3 characters or more), with their stats, most paid first',
  query: posCustomerSearchQuery,
  body: posCustomerSearchBody,
  responses: { 200: posCustomerPage },
});

export const findPosCustomer = defineEndpoint({
  method: 'PUT',
  path: '/customer/stats/find',
  access: pos,
  tags,
  summary: 'The customer typed details name (by e-mail, else exact first and last name), with stats',
  body: posCustomerFindBody,
  responses: { 200: posCustomerFindResult },
});

export const matchPosCustomer = defineEndpoint({
  method: 'POST',
  path: '/customer/stats/matched/:customerId',
  access: pos,
  tags,
  summary: 'The customer the sale is matched to, with stats (writes nothing; a repeat answers the same)',
  params: posCustomerIdParams,
  responses: { 200: posCustomer },
  errors: [404],
});

export const patchCustomer = defineEndpoint({
  method: 'PATCH',
  path: '/customer/:id',
  access: requires(POS_CUSTOMER_EDIT_REQUIREMENT),
  tags,
  summary: "Correct a customer's name, e-mail or phone (409 DUPLICATE_CUSTOMER when the e-mail is taken)",
  params: z.object({ id: idParam }),
  body: patchCustomerBody,
  responses: { 200: posCustomer },
  errors: [404, 409],
});

export const listActivePosItems = defineEndpoint({
  method: 'GET',
  path: '/offerings/active',
  access: pos,
  tags,
  summary: 'Active items by name, a page at a time, searched and filtered by category',
  query: posItemsQuery,
  responses: { 200: posItemPage },
});
