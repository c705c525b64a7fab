import type { CheckoutBody, CheckoutResponse } from '@paybook/contracts';
import { todayInTimeZone } from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { withTenant, withTenantRead, withTenantReadOne } from '../../db/tenant.ts';
import type { UserContext } from '../../plugins/auth.ts';
import { enqueueJob } from '../jobs/job-queue.ts';
import type { PaymentProcessor } from '../processor/processor.ts';
import { planDepositCredit } from './checkout-appointment.ts';
import { priceCart } from './checkout-cart.ts';
import {
  type CheckoutOptions,
  type Completion,
  completeIntent,
  finishLockedIntent,
} from './checkout-completion.ts';
import { type CheckoutIntentRow, findIntent, insertIntent } from './checkout-intents.repository.ts';
import { resolvePayment, usesProcessor } from './checkout-payment.ts';
import { checkMerchantTakes, checkPayment, checkRecurring, checkTender } from './checkout-payment-source.ts';
import { type CheckoutPlan, chargeCentsOf, hasRecurringLine } from './checkout-plan.ts';
import { CHECKOUT_RECONCILE_QUEUE, RECONCILE_AFTER_MS, reconcileJobKey } from './checkout-reconcile.ts';
import { keyReused, requestHashOf } from './checkout-request.ts';

// Issue 15 points 2, 3, 6 and 8: POST cart/check_out. Validate → price from the catalogue → write and
// COMMIT the intent (with its reconcile job) → in a new tenant transaction lock it, charge with its key,
// write the order and complete the intent (checkout-completion.ts). Cash and checks, which move nothing
// outside the database, write the intent and the order in one transaction.

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

async function oneAtATime<T>(scope: string, work: () => Promise<T>): Promise<T> {
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

type Prepared = { existing: CheckoutIntentRow } | { plan: CheckoutPlan };

/**
 * The intent this key already has, or the plan of a new one: checked, priced from the catalogue and
 * tokenised, in one read transaction (a retry with the key skips the pricing).
 */
async function prepare(
  deps: CheckoutDeps,
  user: UserContext,
  body: CheckoutBody,
  key: string,
): Promise<Prepared> {
  const now = deps.options.now?.() ?? new Date();
  const timeZone = user.merchant.timeZone;
  const today = todayInTimeZone(timeZone, now);
  const read = await withTenantRead(deps.db, user.merchantId, async (tx) => {
    const existing = await findIntent(tx, user.merchantId, user.userId, key);
    if (existing) return { kind: 'existing' as const, existing };
    const checked = await checkPayment(tx, user, body);
    const cart = await priceCart(tx, user.merchantId, body, today, now, timeZone);
    const credit =
      body.appointment_id === null
        ? null
        : await planDepositCredit(
            tx,
            user.merchantId,
            body.appointment_id,
            checked.customer.id,
            cart.priced.total_cents,
          );
    return { kind: 'new' as const, checked, cart, credit };
  });
  if (read.kind === 'existing') return { existing: read.existing };
  const { checked, cart, credit } = read;
  const recurring = hasRecurringLine(cart);
  if (recurring) checkRecurring(body, checked.customer);
  // Issue 15 point 7: the charge is decided here, once, and kept in the plan.
  const charge = chargeCentsOf({ priced: cart.priced, deposit_credit: credit });
  checkTender(checked.source, charge);
  const store = recurring && (checked.source.kind === 'new_card' || checked.source.kind === 'new_bank');
  const payment = await resolvePayment(deps.processor, user, checked.source, charge, store);
  return {
    plan: {
      user_id: user.userId,
      time_zone: timeZone,
      today,
      payment_mode: body.payment_mode,
      customer: checked.customer,
      addresses: body.addresses,
      discount_code: body.discount_code,
      discount_fee_structure_id: cart.discount_fee_structure_id,
      priced: cart.priced,
      lines: cart.lines,
      payment,
      appointment_id: body.appointment_id,
      deposit_credit: credit,
    },
  };
}

const intentValues = (user: UserContext, key: string, hash: string, plan: CheckoutPlan) => ({
  merchantId: user.merchantId,
  userId: user.userId,
  idempotencyKey: key,
  requestHash: hash,
  plan,
  amountTotal: plan.priced.total_cents,
});

/**
 * A payment through the processor: the intent (and its reconcile job, due a minute later) is committed
 * before the money call. Answers the intent, or the one a concurrent request with the key wrote.
 */
function commitIntent(deps: CheckoutDeps, user: UserContext, key: string, hash: string, plan: CheckoutPlan) {
  const now = deps.options.now?.() ?? new Date();
  return withTenant(deps.db, user.merchantId, async (tx) => {
    const inserted = await insertIntent(tx, intentValues(user, key, hash, plan));
    if (!inserted) return findIntent(tx, user.merchantId, user.userId, key);
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
 * Cash, a check or nothing to charge (an order of 0.00, or a deposit credit covering it): nothing outside the database moves, so the intent and the order are
 * written in one transaction (nothing to reconcile). Undefined when a concurrent request with the key
 * wrote the intent first (the insert waited for its COMMIT).
 */
function writeAtTheDesk(
  deps: CheckoutDeps,
  user: UserContext,
  key: string,
  hash: string,
  plan: CheckoutPlan,
) {
  return withTenant(deps.db, user.merchantId, async (tx) => {
    const inserted = await insertIntent(tx, intentValues(user, key, hash, plan));
    if (!inserted) return undefined;
    return finishLockedIntent(tx, deps.processor, user.merchantId, inserted, 'charge', deps.options);
  });
}

function answer(completion: Completion): CheckoutResponse {
  switch (completion.kind) {
    case 'answered':
      return completion.response;
    case 'refused':
      throw completion.error;
    case 'unknown':
      return UNKNOWN_RESPONSE;
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
): Promise<CheckoutResponse> {
  checkMerchantTakes(user, body);
  const hash = requestHashOf(body);
  return oneAtATime(`${user.merchantId}|${user.userId}|${key}`, async () => {
    const prepared = await prepare(deps, user, body, key);
    let intent: CheckoutIntentRow | undefined;
    if ('existing' in prepared) {
      intent = prepared.existing;
    } else if (usesProcessor(prepared.plan)) {
      intent = await commitIntent(deps, user, key, hash, prepared.plan);
    } else {
      const completion = await writeAtTheDesk(deps, user, key, hash, prepared.plan);
      if (completion) return answer(completion);
      intent = await withTenantReadOne(deps.db, user.merchantId, (tx) =>
        findIntent(tx, user.merchantId, user.userId, key),
      );
    }
    if (!intent) throw new Error('The checkout intent was neither written nor found');
    if (intent.requestHash !== hash) throw keyReused();
    return answer(
      await completeIntent(deps.db, deps.processor, user.merchantId, intent.id, 'charge', deps.options),
    );
  });
}
