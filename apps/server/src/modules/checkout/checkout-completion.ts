import type { CheckoutResponse } from '@paybook/contracts';
import { discountCodeMessages } from '@paybook/domain';
import { invalidateProviderCalendar } from '../../cache/calendar-keys.ts';
import type { Database } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import { inMoneyCallPlace } from '../../db/turns.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { depositCreditFor, markDepositCredited } from '../deposits/deposit-credit.ts';
import type { MoneyProcessor, ProcessorPayment } from '../processor/processor.ts';
import { checkAppointmentUnderLock } from './checkout-appointment.ts';
import {
  type CheckoutIntentRow,
  finishIntent,
  lockIntent,
  releaseDiscountUse,
  reserveDiscountUse,
} from './checkout-intents.repository.ts';
import type { IntentValues } from './checkout-order-insert.ts';
import { finishOrderPayment } from './checkout-order-payment.ts';
import { checkoutStatusOf, failedResponse, writeOrder } from './checkout-order-writer.ts';
import { chargePlan, usesProcessor } from './checkout-payment.ts';
import { type CheckoutPlan, paymentKeyOf } from './checkout-plan.ts';

// Issue 15 point 8 (the checkout decision in docs/decisions.md): finishing a committed intent. In one
// tenant transaction the intent is locked, the money call made (the checkout) or looked up (the reconcile
// job) with the intent's key, and the order written and the intent completed — or the intent failed or
// abandoned — before the COMMIT. Whoever holds the lock finishes the intent; whoever comes after it
// answers the stored response.

export interface CheckoutOptions {
  /**
   * Test-only fault injection (issue 15 point 5): runs after the processor answered and before the order
   * is written; throwing there is a node dying between the charge and the order.
   */
  afterCharge?: () => void | Promise<void>;
  /** The clock; tests pass a fixed one. */
  now?: () => Date;
}

export type Completion =
  /** `ended`: how this call finished the intent, or 'before' when it was finished already. */
  | { kind: 'answered'; response: CheckoutResponse; ended: 'before' | 'completed' | 'failed' | 'abandoned' }
  /** The processor did not answer: the intent stays started and the key is kept (spec 3 §4.8). */
  | { kind: 'unknown' }
  /** Another transaction holds the intent (the reconcile job passes over it). */
  | { kind: 'locked' }
  /** Refused before any money moved; the intent is abandoned with this error's words. */
  | { kind: 'refused'; error: AppError };

export class PaymentOutcomeUnknown extends Error {
  constructor(cause: unknown) {
    super('The processor did not answer the money call', { cause });
    this.name = 'PaymentOutcomeUnknown';
  }
}

/** Issue 15 point 7: the appointment's deposit was credited (or given back) after the plan was made. */
export const DEPOSIT_CREDIT_CHANGED_MESSAGE =
  'The appointment’s deposit was already credited or returned. Review the amount due and submit the order again.';
export const DEPOSIT_CREDIT_CHANGED = 'DEPOSIT_CREDIT_CHANGED';
const depositCreditChanged = () =>
  new AppError(409, DEPOSIT_CREDIT_CHANGED, DEPOSIT_CREDIT_CHANGED_MESSAGE, [
    { property: 'appointment_id', message: DEPOSIT_CREDIT_CHANGED_MESSAGE },
  ]);

/** spec 3 §8: the words of an intent that never reached the processor. */
export const ABANDONED_MESSAGE =
  'The payment was not completed. Please review the order and submit it again.';

/**
 * Finishes a started intent. `how`: 'charge' (the checkout: make the money call with the intent's key,
 * waiting for the intent's lock) or 'find' (the reconcile job: ask the processor what the key did,
 * passing over a locked intent). A finished intent answers its stored response.
 */
export async function completeIntent(
  db: Database,
  processor: MoneyProcessor,
  merchantId: number,
  intentId: number,
  how: 'charge' | 'find',
  options: CheckoutOptions = {},
): Promise<Completion> {
  try {
    return await inMoneyCallPlace(db, () =>
      withTenant(db, merchantId, async (tx): Promise<Completion> => {
        const intent = await lockIntent(tx, merchantId, intentId, how === 'find');
        if (!intent) return { kind: 'locked' };
        return finishLockedIntent(tx, processor, merchantId, intent, how, options);
      }),
    );
  } catch (error) {
    if (error instanceof PaymentOutcomeUnknown) return { kind: 'unknown' };
    throw error;
  }
}

/**
 * Whether a new intent's plan is completed by completeDeskIntent: nothing goes through the processor and
 * nothing is to be checked under a lock first (no discount use to count, no deposit to credit).
 */
export const isPlainDeskPlan = (plan: CheckoutPlan) =>
  !usesProcessor(plan) && plan.discount_fee_structure_id === null && (plan.deposit_credit ?? null) === null;

/**
 * Issue 15 point 10: a new cash or check intent whose plan isPlainDeskPlan, completed in the caller's
 * transaction as finishLockedIntent completes it, with the intent inserted by the order's own statement
 * (one round trip less). Its id was drawn beforehand (drawDeskNumbers), so the payment's key is known,
 * and so was the order's number, so the merchant's counter row is not locked until this COMMIT. When the key
 * has an intent already, that statement fails (isIntentKeyTaken) and nothing is written.
 */
export async function completeDeskIntent(
  tx: Database,
  merchantId: number,
  intent: IntentValues & { plan: CheckoutPlan },
  /** Drawn beforehand (checkout-intents.repository.ts drawDeskNumbers). */
  orderNumber: number,
  options: CheckoutOptions = {},
): Promise<Completion> {
  const { plan } = intent;
  if (!isPlainDeskPlan(plan)) throw new Error('Only a plain cash or check plan is completed at the desk');
  const now = options.now?.() ?? new Date();
  await options.afterCharge?.();
  const key = paymentKeyOf(intent.id);
  const response = await writeOrder(tx, merchantId, plan, key, null, now, null, { intent, orderNumber });
  await finishIntent(tx, merchantId, intent.id, 'completed', response, response.order?.id ?? null);
  return { kind: 'answered', response, ended: 'completed' };
}

/**
 * The same, inside the caller's transaction, for an intent it holds: locked, or inserted by this very
 * transaction (a cash or check checkout writes its intent and its order in one transaction). Throws
 * PaymentOutcomeUnknown when the processor did not answer.
 */
export async function finishLockedIntent(
  tx: Database,
  processor: MoneyProcessor,
  merchantId: number,
  intent: CheckoutIntentRow,
  how: 'charge' | 'find',
  options: CheckoutOptions = {},
): Promise<Completion> {
  if (intent.state !== 'started')
    return { kind: 'answered', response: intent.responseBody as CheckoutResponse, ended: 'before' };
  const plan = intent.plan as CheckoutPlan;
  if (plan.order_payment) return finishOrderPayment(tx, processor, merchantId, intent, how, options);
  const key = paymentKeyOf(intent.id);
  const now = options.now?.() ?? new Date();
  const discountId = plan.discount_fee_structure_id;
  const abandon = async (message: string) => {
    const response = failedResponse(message);
    await finishIntent(tx, merchantId, intent.id, 'abandoned', response, null);
    return response;
  };

  const planned = plan.deposit_credit ?? null;
  const appointmentId = plan.appointment_id ?? null;
  const reachedProcessor = async () =>
    usesProcessor(plan) &&
    (await processor.findPayment(key).catch((error: unknown) => {
      throw new PaymentOutcomeUnknown(error);
    })) !== null;
  // Issue 24 point 1: the appointment is locked, then checked: a checkout of a cancelled visit, or a second
  // sale not confirmed, is refused unless its payment went through already (then the order is written).
  let providerId: number | null = null;
  if (appointmentId !== null) {
    const allowSecondSale = plan.allow_second_sale ?? false;
    const checked = await checkAppointmentUnderLock(tx, merchantId, appointmentId, allowSecondSale);
    providerId = checked?.providerId ?? null;
    if (checked?.refused && how === 'charge' && !(await reachedProcessor())) {
      await abandon(checked.refused.message);
      return { kind: 'refused', error: checked.refused };
    }
  }
  // Issue 15 point 7: the deposit is credited at most as planned. A credit gone meanwhile (another
  // checkout of the appointment took it) refuses a checkout that never reached the processor; one whose
  // payment went through is written with the credit there still is (amount due).
  let creditCents = 0;
  if (planned !== null && appointmentId !== null) {
    const available = await depositCreditFor(tx, merchantId, appointmentId, plan.priced.total_cents);
    creditCents = Math.min(available?.cents ?? 0, planned.cents);
    if (how === 'charge' && creditCents < planned.cents && !(await reachedProcessor())) {
      await abandon(DEPOSIT_CREDIT_CHANGED_MESSAGE);
      return { kind: 'refused', error: depositCreditChanged() };
    }
  }

  let payment: ProcessorPayment | null = null;
  if (how === 'charge') {
    // spec 3 §4.7 exceeds_allowed_count: the use is counted before the charge, under the row's lock.
    if (discountId !== null && !(await reserveDiscountUse(tx, merchantId, discountId, false))) {
      await abandon(discountCodeMessages.invalid);
      return { kind: 'refused', error: badRequest('discount_code', discountCodeMessages.invalid) };
    }
    const charge = chargePlan(processor, plan, key, merchantId);
    if (charge) {
      payment = await charge.catch((error: unknown) => {
        throw new PaymentOutcomeUnknown(error);
      });
    }
  } else {
    // The processor never had a cash or check checkout; one it has no payment for never moved money.
    payment = usesProcessor(plan) ? await processor.findPayment(key) : null;
    if (payment === null)
      return { kind: 'answered', response: await abandon(ABANDONED_MESSAGE), ended: 'abandoned' };
    if (discountId !== null && checkoutStatusOf(payment) !== 'failed')
      await reserveDiscountUse(tx, merchantId, discountId, true);
  }
  await options.afterCharge?.();

  if (payment && checkoutStatusOf(payment) === 'failed') {
    if (discountId !== null && how === 'charge') await releaseDiscountUse(tx, merchantId, discountId);
    const response = failedResponse(payment.failureReason);
    await finishIntent(tx, merchantId, intent.id, 'failed', response, null);
    return { kind: 'answered', response, ended: 'failed' };
  }
  const credit = planned !== null && creditCents > 0 ? { ...planned, cents: creditCents } : null;
  const response = await writeOrder(tx, merchantId, plan, key, payment, now, credit);
  if (credit !== null && appointmentId !== null) await markDepositCredited(tx, merchantId, appointmentId);
  if (providerId !== null) await invalidateProviderCalendar(tx, merchantId, providerId);
  await finishIntent(tx, merchantId, intent.id, 'completed', response, response.order?.id ?? null);
  return { kind: 'answered', response, ended: 'completed' };
}
