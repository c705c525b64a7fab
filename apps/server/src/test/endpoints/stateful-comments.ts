import { addComment, deleteComment, editComment } from '@paybook/contracts/endpoints/customers';
import fc from 'fast-check';
import { expect } from 'vitest';
import { answerOf, call, expectRefusal, expectStatus } from './stateful-call.ts';
import { type CustomersModel, expectComments } from './stateful-customer-model.ts';
import type { SequenceMerchant } from './stateful-merchant.ts';
import { mostly, pick, pickOf, type Step, step, typedText, type WeightedSteps } from './stateful-steps.ts';

// Issue 23 point 4, stateful sequences: a customer's timeline comments (spec 2 §4, §7) added, edited and
// deleted between the customer steps; the customer's comments are read back after each change.

type CommentStep = Step<CustomersModel, SequenceMerchant>;

/** Comment texts: mostly kept (trimmed), sometimes blank, which the declaration refuses. */
const contents = mostly(
  fc.oneof(fc.constantFrom('Called back', '  spaced  ', 'line one\nline two', '😀 <script>'), typedText(30)),
  fc.constantFrom(' ', '', '\n'),
);

/** What the comment reads back as, or null when the endpoint's declared body refuses it (400). */
function expectedContent(endpoint: typeof addComment | typeof editComment, body: object): string | null {
  const parsed = endpoint.body.safeParse(body);
  return parsed.success ? parsed.data.content : null;
}

const add = fc.tuple(pick(), contents).map(
  ([which, content]): CommentStep =>
    step(
      'add comment',
      { which, content },
      (model) => model.customers.size > 0,
      async (model, real) => {
        const customerId = pickOf([...model.customers.keys()], which)!;
        const body = { customer_id: customerId, content };
        const expected = expectedContent(addComment, body);
        const response = await call(real.client, addComment, { body });
        if (expected === null) expectStatus(addComment, response, 400);
        else {
          const event = answerOf(addComment, response, 201);
          expect(event.content).toBe(expected);
          model.comments.push({ id: event.id, customerId, content: expected });
        }
        await expectComments(model, real, customerId);
      },
    ),
);

const hasComment = (model: Readonly<CustomersModel>) => model.comments.length > 0;

const edit = fc.tuple(pick(), contents).map(
  ([which, content]): CommentStep =>
    step('edit comment', { which, content }, hasComment, async (model, real) => {
      const comment = pickOf(model.comments, which)!;
      const expected = expectedContent(editComment, { content });
      const response = await call(real.client, editComment, {
        params: { id: comment.id },
        body: { content },
      });
      if (expected === null) expectStatus(editComment, response, 400);
      else {
        expect(answerOf(editComment, response, 200).content).toBe(expected);
        comment.content = expected;
      }
      await expectComments(model, real, comment.customerId);
    }),
);

const remove = pick().map(
  (which): CommentStep =>
    step('delete comment', { which }, hasComment, async (model, real) => {
      const comment = pickOf(model.comments, which)!;
      const response = await call(real.client, deleteComment, { params: { id: comment.id } });
      expect(answerOf(deleteComment, response, 200)).toEqual({ ok: true });
      model.comments = model.comments.filter((other) => other !== comment);
      model.goneComments.push(comment.id);
      await expectComments(model, real, comment.customerId);
    }),
);

/** A deleted comment, or one of a deleted customer, can be neither edited nor deleted again. */
const gone = pick().map(
  (which): CommentStep =>
    step(
      'use deleted comment',
      { which },
      (model) => model.goneComments.length > 0,
      async (model, real) => {
        const params = { id: pickOf(model.goneComments, which)! };
        await expectRefusal(real.client, editComment, { params, body: { content: 'Again' } }, 404);
        await expectRefusal(real.client, deleteComment, { params }, 404);
      },
    ),
);

export const commentSteps: WeightedSteps<CustomersModel, SequenceMerchant> = [
  { arbitrary: add, weight: 3 },
  { arbitrary: edit, weight: 2 },
  { arbitrary: remove, weight: 2 },
  { arbitrary: gone, weight: 1 },
];
