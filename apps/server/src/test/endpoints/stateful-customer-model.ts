import type { Customer } from '@paybook/contracts';
import {
  type createCustomer,
  getCustomer,
  listCustomers,
  listTimeline,
} from '@paybook/contracts/endpoints/customers';
import { expect } from 'vitest';
import { answerOf, call, type KeyedAdd } from './stateful-call.ts';
import type { SequenceMerchant } from './stateful-merchant.ts';

// Issue 23 point 4, stateful sequences of customers (spec 2 §5) and their timeline comments (spec 2 §4):
// the model, and the reads that compare the API with it.

export const CUSTOMER_FIELDS = [
  'first_name',
  'last_name',
  'company',
  'email',
  'phone',
  'website',
  'customer_account',
  'billing_address',
  'shipping_address',
  'shipping_same_as_billing',
  'shipping_first_name',
  'shipping_middle_name',
  'shipping_last_name',
  'shipping_company',
  'custom_fields',
] as const;
/** A customer as the model expects it to read back: what was sent, as the declared body reads it. */
export type CustomerFields = Pick<Customer, (typeof CUSTOMER_FIELDS)[number]>;
export type Comment = { id: number; customerId: number; content: string };

export type CustomersModel = {
  /** Live customers by id, in the order they were added. */
  customers: Map<number, CustomerFields>;
  goneCustomers: number[];
  /** Live comments (of live customers), oldest first. */
  comments: Comment[];
  /** Deleted comments, and the comments of deleted customers. */
  goneComments: number[];
  /** Adds sent with an Idempotency-Key, to repeat later. */
  keyedAdds: KeyedAdd<typeof createCustomer>[];
};

export const emptyCustomersModel = (): CustomersModel => ({
  customers: new Map(),
  goneCustomers: [],
  comments: [],
  goneComments: [],
  keyedAdds: [],
});

/** spec 2 §5: an e-mail another customer holds (ignoring case) is a duplicate. */
export function isEmailTaken(model: CustomersModel, email: string, exceptId?: number): boolean {
  if (email === '') return false;
  return [...model.customers].some(
    ([id, customer]) => id !== exceptId && customer.email.toLowerCase() === email.toLowerCase(),
  );
}

const fieldsOf = (customer: Customer): CustomerFields =>
  Object.fromEntries(CUSTOMER_FIELDS.map((field) => [field, customer[field]])) as CustomerFields;

/** The customer reads back as the model holds it. */
export async function expectCustomer(real: SequenceMerchant, id: number, expected: CustomerFields) {
  const customer = answerOf(getCustomer, await call(real.client, getCustomer, { params: { id } }), 200);
  expect(fieldsOf(customer), `customer ${id}`).toEqual(expected);
}

/**
 * spec 2 §2.1 search, for terms without digits (those also match phone digits and customer numbers): a
 * whole e-mail address finds that e-mail, other text a part of the names and company or of the e-mail,
 * ignoring case; LIKE's own characters (`%`, `_`) stand for themselves.
 */
function matchesSearch(customer: CustomerFields, search: string): boolean {
  const term = search.trim().toLowerCase();
  const email = customer.email.toLowerCase();
  if (/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(term)) return email === term;
  const names = `${customer.first_name} ${customer.last_name} ${customer.company}`.toLowerCase();
  return names.includes(term) || email.includes(term);
}

/** The list, whole or searched, holds exactly the model's customers (that the search matches). */
export async function expectCustomerList(model: CustomersModel, real: SequenceMerchant, search = '') {
  const response = await call(real.client, listCustomers, {
    query: { items_per_page: 50 },
    body: { projections: ['name', 'email', 'phone'], query: { search } },
  });
  const list = answerOf(listCustomers, response, 200);
  const expected = [...model.customers]
    .filter(([, customer]) => matchesSearch(customer, search))
    .map(([id, customer]) => ({
      id,
      name: `${customer.first_name} ${customer.last_name}`.trim(),
      email: customer.email,
      phone: customer.phone,
    }));
  const rows = list.data.map(({ id, name, email, phone }) => ({ id, name, email, phone }));
  const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;
  expect(rows.sort(byId), `customer list "${search}"`).toEqual(expected.sort(byId));
  expect(list.total_item_count).toBe(expected.length);
}

/** The customer's comments on the timeline are exactly the model's, newest first. */
export async function expectComments(model: CustomersModel, real: SequenceMerchant, customerId: number) {
  const response = await call(real.client, listTimeline, {
    params: { id: customerId },
    query: { event_type: 'comment', limit: 100 },
  });
  const page = answerOf(listTimeline, response, 200);
  const expected = model.comments
    .filter((comment) => comment.customerId === customerId)
    .reverse()
    .map(({ id, content }) => ({ id, content, entity_id: customerId, timeline_event_type: 'comment' }));
  const events = page.data.map(({ id, content, entity_id, timeline_event_type }) => ({
    id,
    content,
    entity_id,
    timeline_event_type,
  }));
  expect(events, `comments of customer ${customerId}`).toEqual(expected);
}
