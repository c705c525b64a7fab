import type { CheckoutBody, CheckoutResponse } from '@paybook/contracts';
import type { Database } from '../../db/client.ts';
import { withTenant, withTenantRead, withTenantReadOne, withTenantWriteOne } from '../../db/tenant.ts';
import { inObjectTurn, turnOf } from '../../db/turns.ts';
import type { UserContext } from '../../plugins/auth.ts';
import { enqueueJob } from '../jobs/job-queue.ts';
import type { PaymentProcessor } from '../processor/processor.ts';
import {
  type CheckoutOptions,
  type Completion,
  completeDeskIntent,
  completeIntent,
  finishLockedIntent,
  isPlainDeskPlan,
} from './checkout-completion.ts';
import {
  type CheckoutIntentRow,
  drawDeskNumbers,
  findIntent,
  insertIntent,
  isIntentKeyTaken,
  retireIntent,
} from './checkout-intents.repository.ts';
import { usesProcessor } from './checkout-payment.ts';
import type { CheckoutPlan } from './checkout-plan.ts';
import { clockOf, planCheckout, readCheckout } from './checkout-read.ts';
import { CHECKOUT_RECONCILE_QUEUE, RECONCILE_AFTER_MS, reconcileJobKey } from './checkout-reconcile.ts';
import { type CheckoutRequest, isPaidAtTheDesk, keyReused, readCheckoutRequest } from './checkout-request.ts';

// Issue 15 points 2, 3, 6 and 8; issue 24 point 5: POST cart/check_out. Read the request once
// (checkout-request.ts) → read what it names, price it from the catalogue once and check it once
// (checkout-read.ts) → write and COMMIT the intent (with its reconcile job) → in a new tenant transaction lock it, charge with its key,
// write the order and complete the intent (checkout-completion.ts). Cash and checks, which move nothing
// outside the database, read, price and write the intent and the order in one transaction (issue 15
// point 10: the checkout-speed decision, docs/decisions.md).

export interface CheckoutDeps {
  db: Database;
  processor: PaymentProcessor;
  options: CheckoutOptions;
}

/** spec 3 §8 / §4.8: the processor did not answer; a retry with the same token never charges twice. */
export const UNKNOWN_RESPONSE: CheckoutResponse = {
  payment_status: 'unknown',
  order: null,
  transaction: null,
  amount_paid: '0.00',
  change_due: null,
  failure_reason:
    'The payment processor did not answer. Submit the order again to finish it: the customer will not be charged twice.',
};

/**
 * Requests of one (merchant, user, key) on this node run one after another: the later ones find the
 * intent finished and answer its response, without holding a pooled connection while they wait for the
 * intent's row lock (the first one's processor call may need a connection too). Across nodes the row lock
 * alone serialises them.
 */
const inFlight = new Map<string, Promise<unknown>>();

export async function oneAtATime<T>(scope: string, work: () => Promise<T>): Promise<T> {
  const before = inFlight.get(scope) ?? Promise.resolve();
  const run = before.then(work, work);
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  inFlight.set(scope, settled);
  try {
    return await run;
  } finally {
    if (inFlight.get(scope) === settled) inFlight.delete(scope);
  }
}

/** A new intent's plan, and the declined or abandoned intent of the sale it follows (decision 94). */
interface NewAttempt {
  plan: CheckoutPlan;
  retiring: number | null;
}

type Prepared = { existing: CheckoutIntentRow } | NewAttempt;

/**
 * The intent this key already has, or the plan of a new one: checked and priced from the catalogue in one
 * read transaction, then tokenised outside it (a retry with the key skips the pricing).
 */
async function prepare(deps: CheckoutDeps, user: UserContext, request: CheckoutRequest): Promise<Prepared> {
  const clock = clockOf(user, deps.options.now?.());
  const read = await withTenantRead(deps.db, user.merchantId, (tx) => readCheckout(tx, user, request, clock));
  if (read.kind === 'existing') return { existing: read.existing };
  return { plan: await planCheckout(deps.processor, user, request, clock, read), retiring: read.retiring };
}

/**
 * Writes a new attempt's intent, retiring the failed one it follows in the same transaction (decision 94).
 * Undefined when the key has a current intent already (a concurrent request's, or its next attempt's).
 */
async function insertAttempt(tx: Database, user: UserContext, request: CheckoutRequest, next: NewAttempt) {
  if (next.retiring !== null) await retireIntent(tx, user.merchantId, next.retiring);
  return insertIntent(tx, intentValues(user, request, next.plan));
}

const intentValues = (user: UserContext, request: CheckoutRequest, plan: CheckoutPlan) => ({
  merchantId: user.merchantId,
  userId: user.userId,
  idempotencyKey: request.key,
  requestHash: request.hash,
  plan,
  amountTotal: plan.priced.total_cents,
});

/**
 * A payment through the processor: the intent (and its reconcile job, due a minute later) is committed
 * before the money call. Answers the intent, or the one a concurrent request with the key wrote.
 */
function commitIntent(deps: CheckoutDeps, user: UserContext, request: CheckoutRequest, next: NewAttempt) {
  const now = deps.options.now?.() ?? new Date();
  return withTenant(deps.db, user.merchantId, async (tx) => {
    const inserted = await insertAttempt(tx, user, request, next);
    if (!inserted) return findIntent(tx, user.merchantId, user.userId, request.key);
    await enqueueJob(
      tx,
      CHECKOUT_RECONCILE_QUEUE,
      reconcileJobKey(inserted.id),
      { merchant_id: user.merchantId, intent_id: inserted.id },
      new Date(now.getTime() + RECONCILE_AFTER_MS),
    );
    return inserted;
  });
}

/**
 * A card or bank account with nothing to charge (an order of 0.00, or a deposit credit covering it; the
 * account is kept for later bills): nothing outside the database moves, so the intent and the order are written in one transaction (nothing
 * to reconcile). Undefined when a concurrent request with the key wrote the intent first (the insert
 * waited for its COMMIT).
 */
function writeAtTheDesk(deps: CheckoutDeps, user: UserContext, request: CheckoutRequest, next: NewAttempt) {
  return withTenant(deps.db, user.merchantId, async (tx) => {
    const inserted = await insertAttempt(tx, user, request, next);
    if (!inserted) return undefined;
    return finishLockedIntent(tx, deps.processor, user.merchantId, inserted, 'charge', deps.options);
  });
}

type DeskOutcome = { existing: CheckoutIntentRow } | { completion: Completion } | { raced: true };

/**
 * Cash, a check or nothing to pay (issue 15 point 10): read, price, write the intent and the order, and complete the intent
 * in one tenant transaction, as nothing outside the database moves. `existing` when the key has an intent
 * already; `raced` when a concurrent request with the key wrote it first (the insert waited for its COMMIT).
 */
async function checkOutAtTheDesk(
  deps: CheckoutDeps,
  user: UserContext,
  request: CheckoutRequest,
): Promise<DeskOutcome> {
  const clock = clockOf(user, deps.options.now?.());
  // A sale with no discount code and no appointment is plain (isPlainDeskPlan): its order number is drawn
  // first, in a transaction of its own, so the merchant's counter row is not locked until the order's
  // COMMIT. It is drawn before the order's transaction takes a pooled connection (never two at once).
  const drawn =
    request.cart.discount_code === '' && request.appointment_id === null
      ? await withTenantWriteOne(deps.db, user.merchantId, (tx) => drawDeskNumbers(tx, user.merchantId))
      : null;
  try {
    return await withTenant(deps.db, user.merchantId, async (tx): Promise<DeskOutcome> => {
      const read = await readCheckout(tx, user, request, clock);
      if (read.kind === 'existing') return { existing: read.existing };
      const plan = await planCheckout(deps.processor, user, request, clock, read);
      if (usesProcessor(plan)) throw new Error('A cash or check checkout never calls the processor');
      const values = intentValues(user, request, plan);
      if (drawn !== null && isPlainDeskPlan(plan)) {
        if (read.retiring !== null) await retireIntent(tx, user.merchantId, read.retiring);
        const intent = { ...values, id: drawn.intentId };
        const completion = await completeDeskIntent(
          tx,
          user.merchantId,
          intent,
          drawn.orderNumber,
          deps.options,
        );
        return { completion };
      }
      const inserted = await insertAttempt(tx, user, request, { plan, retiring: read.retiring });
      if (!inserted) return { raced: true };
      const completion = await finishLockedIntent(
        tx,
        deps.processor,
        user.merchantId,
        inserted,
        'charge',
        deps.options,
      );
      return { completion };
    });
  } catch (error) {
    // completeDeskIntent's statement met an intent a concurrent request with the key committed first.
    if (isIntentKeyTaken(error)) return { raced: true };
    throw error;
  }
}

const findCommittedIntent = (deps: CheckoutDeps, user: UserContext, key: string) =>
  withTenantReadOne(deps.db, user.merchantId, (tx) => findIntent(tx, user.merchantId, user.userId, key));

/** The checkout's answer; `replayed` when it is a finished intent's stored response (Idempotent-Replayed). */
export interface CheckoutAnswer {
  response: CheckoutResponse;
  replayed: boolean;
}

function answer(completion: Completion): CheckoutAnswer {
  switch (completion.kind) {
    case 'answered':
      return { response: completion.response, replayed: completion.ended === 'before' };
    case 'refused':
      throw completion.error;
    case 'unknown':
      return { response: UNKNOWN_RESPONSE, replayed: false };
    case 'locked':
      throw new Error('A checkout waits for its intent’s lock and never passes over it');
  }
}

/** POST cart/check_out: the checkout response (200 for every payment outcome; the checkout decision in docs/decisions.md). */
export function checkOut(
  deps: CheckoutDeps,
  user: UserContext,
  body: CheckoutBody,
  key: string,
): Promise<CheckoutAnswer> {
  const request = readCheckoutRequest(body, key);
  return oneAtATime(`${user.merchantId}|${user.userId}|${key}`, () =>
    inAppointmentTurn(deps.db, user.merchantId, request.appointment_id, () =>
      checkOutInTurn(deps, user, request),
    ),
  );
}

/**
 * Issue 24 point 1: checkouts of one appointment take turns on this node before they take a pooled
 * connection (decision 90's turns), so ten at once never hold ten connections waiting for its row lock:
 * each finds the appointment as the one before left it (sold: 409). Across nodes the row lock decides.
 */
function inAppointmentTurn<T>(
  db: Database,
  merchantId: number,
  appointmentId: number | null,
  work: () => Promise<T>,
): Promise<T> {
  if (appointmentId === null) return work();
  return inObjectTurn(db, turnOf.appointment(merchantId, appointmentId), work);
}

async function checkOutInTurn(
  deps: CheckoutDeps,
  user: UserContext,
  request: CheckoutRequest,
): Promise<CheckoutAnswer> {
  const { key } = request;
  let intent: CheckoutIntentRow | undefined;
  if (isPaidAtTheDesk(request.payment.payment_mode)) {
    const outcome = await checkOutAtTheDesk(deps, user, request);
    if ('completion' in outcome) return answer(outcome.completion);
    intent = 'existing' in outcome ? outcome.existing : await findCommittedIntent(deps, user, key);
  } else {
    const prepared = await prepare(deps, user, request);
    if ('existing' in prepared) {
      intent = prepared.existing;
    } else if (usesProcessor(prepared.plan)) {
      intent = await commitIntent(deps, user, request, prepared);
    } else {
      const completion = await writeAtTheDesk(deps, user, request, prepared);
      if (completion) return answer(completion);
      intent = await findCommittedIntent(deps, user, key);
    }
  }
  if (!intent) throw new Error('The checkout intent was neither written nor found');
  if (intent.requestHash !== request.hash) throw keyReused();
  return answer(
    await completeIntent(deps.db, deps.processor, user.merchantId, intent.id, 'charge', deps.options),
  );
}
