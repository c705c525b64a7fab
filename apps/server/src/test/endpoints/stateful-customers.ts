import {
  addComment,
  createCustomer,
  deleteCustomer,
  getCustomer,
  listTimeline,
  updateCustomer,
} from '@paybook/contracts/endpoints/customers';
import fc from 'fast-check';
import { expect } from 'vitest';
import { answerOf, call, expectRefusal, expectReplay, expectStatus } from './stateful-call.ts';
import { customerBodies, expectedCustomer } from './stateful-customer-bodies.ts';
import {
  type CustomersModel,
  expectCustomer,
  expectCustomerList,
  isEmailTaken,
} from './stateful-customer-model.ts';
import type { SequenceMerchant } from './stateful-merchant.ts';
import { pick, pickOf, type Step, step, type WeightedSteps } from './stateful-steps.ts';

// Issue 23 point 4, stateful sequences: add, read, edit, delete and read again a customer (spec 2 §5,
// §7); a keyed add repeated later; the list, whole and searched, after each delete and in a step of its own.

type CustomerStep = Step<CustomersModel, SequenceMerchant>;
const always = () => true;
const hasCustomer = (model: Readonly<CustomersModel>) => model.customers.size > 0;
const liveIds = (model: Readonly<CustomersModel>) => [...model.customers.keys()];

/** Now and then with an Idempotency-Key, which a later step repeats. */
const create = fc.record({ body: customerBodies, key: fc.option(fc.uuid()) }).map(
  ({ body, key }): CustomerStep =>
    step('add customer', { body, key }, always, async (model, real) => {
      const expected = expectedCustomer(createCustomer, body);
      const idempotencyKey = key ?? undefined;
      const response = await call(real.client, createCustomer, { body, idempotencyKey });
      if (expected === null) expectStatus(createCustomer, response, 400);
      else if (isEmailTaken(model, expected.email)) expectStatus(createCustomer, response, 409);
      else {
        const answer = answerOf(createCustomer, response, 201);
        model.customers.set(answer.id, expected);
        if (idempotencyKey) model.keyedAdds.push({ params: {}, body, key: idempotencyKey, answer });
        await expectCustomer(real, answer.id, expected);
      }
    }),
);

/** A keyed add repeated, also after the customer was edited or deleted: the first answer, no new customer. */
const repeat = pick().map(
  (which): CustomerStep =>
    step(
      'repeat keyed add',
      { which },
      (model) => model.keyedAdds.length > 0,
      async (model, real) => {
        const added = pickOf(model.keyedAdds, which)!;
        const other = { ...added.body, first_name: `${added.body.first_name} 2` };
        await expectReplay(real.client, createCustomer, added, 201, other);
        await expectCustomerList(model, real);
      },
    ),
);

const update = fc.tuple(pick(), customerBodies).map(
  ([which, body]): CustomerStep =>
    step('edit customer', { which, body }, hasCustomer, async (model, real) => {
      const id = pickOf(liveIds(model), which)!;
      const expected = expectedCustomer(updateCustomer, body);
      const response = await call(real.client, updateCustomer, { params: { id }, body });
      if (expected === null) expectStatus(updateCustomer, response, 400);
      else if (isEmailTaken(model, expected.email, id)) expectStatus(updateCustomer, response, 409);
      else {
        answerOf(updateCustomer, response, 200);
        model.customers.set(id, expected);
      }
      await expectCustomer(real, id, model.customers.get(id)!);
    }),
);

const remove = pick().map(
  (which): CustomerStep =>
    step('delete customer', { which }, hasCustomer, async (model, real) => {
      const id = pickOf(liveIds(model), which)!;
      const response = await call(real.client, deleteCustomer, { params: { id } });
      // No appointment or order refers to it: it is removed, not only marked (spec 2 §8).
      expect(answerOf(deleteCustomer, response, 200)).toEqual({ outcome: 'deleted' });
      model.customers.delete(id);
      model.goneCustomers.push(id);
      const [dropped, kept] = partition(model.comments, (comment) => comment.customerId === id);
      model.comments = kept;
      model.goneComments.push(...dropped.map((comment) => comment.id));
      await expectRefusal(real.client, getCustomer, { params: { id } }, 404);
      await expectCustomerList(model, real);
    }),
);

/** A deleted customer is gone everywhere: read, edit, delete again, its timeline, a new comment. */
const gone = pick().map(
  (which): CustomerStep =>
    step(
      'use deleted customer',
      { which },
      (model) => model.goneCustomers.length > 0,
      async (model, real) => {
        const id = pickOf(model.goneCustomers, which)!;
        const params = { id };
        await expectRefusal(real.client, getCustomer, { params }, 404);
        const body = { first_name: 'Back', last_name: 'Again' };
        await expectRefusal(real.client, updateCustomer, { params, body }, 404);
        await expectRefusal(real.client, deleteCustomer, { params }, 404);
        await expectRefusal(real.client, listTimeline, { params }, 404);
        await expectRefusal(real.client, addComment, { body: { customer_id: id, content: 'Hello' } }, 404);
      },
    ),
);

/** Searches: whole e-mails, parts of names (other scripts, other case), LIKE's `%` and `_` as text. */
const searches = ['ada@example.test', 'Lin@Example.test', 'nobody@example.test', 'ada', 'LOVE', 'øster'];
const list = fc
  .constantFrom('', ...searches, 'ZOË', " o'b", 'acme & s', 'EXAMPLE', '%', '_', '李')
  .map(
    (search): CustomerStep =>
      step('list customers', search, always, (model, real) => expectCustomerList(model, real, search)),
  );

function partition<T>(items: readonly T[], test: (item: T) => boolean): [T[], T[]] {
  return [items.filter(test), items.filter((item) => !test(item))];
}

export const customerSteps: WeightedSteps<CustomersModel, SequenceMerchant> = [
  { arbitrary: create, weight: 3 },
  { arbitrary: update, weight: 2 },
  { arbitrary: remove, weight: 1 },
  { arbitrary: gone, weight: 1 },
  { arbitrary: list, weight: 1 },
  { arbitrary: repeat, weight: 1 },
];
