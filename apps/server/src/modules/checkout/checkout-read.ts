import type { CheckoutBody } from '@paybook/contracts';
import { todayInTimeZone } from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import type { UserContext } from '../../plugins/auth.ts';
import type { TokenProcessor } from '../processor/processor.ts';
import { planDepositCredit } from './checkout-appointment.ts';
import { loadCartCatalogue, type PricedCart, priceLoadedCart } from './checkout-cart.ts';
import { type CheckoutIntentRow, findIntent, hasDefinitelyFailed } from './checkout-intents.repository.ts';
import { resolvePayment } from './checkout-payment.ts';
import { type CheckedPayment, checkPayment, checkRecurring, checkTender } from './checkout-payment-source.ts';
import {
  type CheckoutPlan,
  chargeCentsOf,
  hasRecurringLine,
  type PlanDepositCredit,
} from './checkout-plan.ts';

// Issue 15 points 2, 3 and 10: what a checkout reads and plans before anything is written — the key's
// intent, the payment checked, the cart priced from the catalogue with priceOrder — shared by the card
// path (a read transaction of its own) and the cash and check path (the first round trip of its one
// transaction).

export type CheckoutRead =
  | { kind: 'existing'; existing: CheckoutIntentRow }
  | {
      kind: 'new';
      checked: CheckedPayment;
      cart: PricedCart;
      credit: PlanDepositCredit | null;
      /** The failed or abandoned intent this attempt follows (retired when the new one is written). */
      retiring: number | null;
    };

const ignore = () => undefined;

/**
 * The intent this key already has, or what a new one is planned from: the payment checked and the cart
 * priced from the catalogue. The intent, the customer (or stored account) and the catalogue are asked for
 * at once, so that sent first in a tenant transaction they share its set-up's round trip; the cart is
 * priced only for a key not seen before (a retry with the key answers even if the catalogue changed), or
 * for the next attempt of a sale whose intent was declined or abandoned (decision 94: the same body sent
 * again is the cashier's "submit it again", planned afresh).
 */
export async function readCheckout(
  tx: Database,
  user: UserContext,
  body: CheckoutBody,
  key: string,
  hash: string,
  clock: { now: Date; today: string },
): Promise<CheckoutRead> {
  const intent = findIntent(tx, user.merchantId, user.userId, key);
  const payment = checkPayment(tx, user, body);
  const catalogue = loadCartCatalogue(tx, user.merchantId, body);
  // Used below unless the key has an intent already; their failures then do not matter.
  payment.catch(ignore);
  catalogue.catch(ignore);
  const existing = await intent;
  const isNextAttempt = existing && hasDefinitelyFailed(existing) && existing.requestHash === hash;
  if (existing && !isNextAttempt) {
    // Their answers are still awaited, so the transaction's COMMIT never overlaps them on the connection.
    await Promise.allSettled([payment, catalogue]);
    return { kind: 'existing', existing };
  }
  const checked = await payment;
  const timeZone = user.merchant.timeZone;
  const cart = priceLoadedCart(await catalogue, body, clock.today, clock.now, timeZone);
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
  return { kind: 'new', checked, cart, credit, retiring: existing?.id ?? null };
}

/** The plan of a new intent: the payment decided and, for a typed card or bank account, tokenised. */
export async function planCheckout(
  processor: TokenProcessor,
  user: UserContext,
  body: CheckoutBody,
  clock: { today: string },
  { checked, cart, credit }: Extract<CheckoutRead, { kind: 'new' }>,
): Promise<CheckoutPlan> {
  const recurring = hasRecurringLine(cart);
  if (recurring) checkRecurring(body, checked.customer);
  // Issue 15 point 7: the charge is decided here, once, and kept in the plan.
  const charge = chargeCentsOf({ priced: cart.priced, deposit_credit: credit });
  checkTender(checked.source, charge);
  const store = recurring && (checked.source.kind === 'new_card' || checked.source.kind === 'new_bank');
  const payment = await resolvePayment(processor, user, checked.source, charge, store);
  return {
    user_id: user.userId,
    time_zone: user.merchant.timeZone,
    today: clock.today,
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
  };
}

/** The checkout's time and the merchant's date (ruling 8); `now` from the options' clock in tests. */
export const clockOf = (user: UserContext, now: Date = new Date()) => ({
  now,
  today: todayInTimeZone(user.merchant.timeZone, now),
});
