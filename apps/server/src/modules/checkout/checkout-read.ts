import { chargedLaterCents, todayInTimeZone } from '@paybook/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import type { UserContext } from '../../plugins/auth.ts';
import { findAccount } from '../payment-accounts/payment-accounts.repository.ts';
import type { TokenProcessor } from '../processor/processor.ts';
import { planDepositCredit } from './checkout-appointment.ts';
import { loadCartCatalogue, type PricedCart, priceLoadedCart } from './checkout-cart.ts';
import { type CheckoutIntentRow, findIntent, hasDefinitelyFailed } from './checkout-intents.repository.ts';
import { resolvePayment } from './checkout-payment.ts';
import { type CheckedPayment, checkPayment, type PaymentReads } from './checkout-payment-source.ts';
import {
  type CheckoutPlan,
  chargeCentsOf,
  hasRecurringLine,
  type PlanDepositCredit,
} from './checkout-plan.ts';
import type { CheckoutRequest } from './checkout-request.ts';

// Issue 15 points 2, 3 and 10; issue 24 point 5: what a checkout reads and plans before anything is
// written. One read (the key's intent, the customer, the stored account and the cart's catalogue, asked
// for at once), one pricing (priceOrder, through priceLoadedCart), one check (checkPayment, the domain's
// checkoutProblems): shared by the card path (a read transaction of its own) and the cash and check path
// (the first round trip of its one transaction).

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

/** The customer the checkout names (this merchant's, not deleted; else 404); null for a walk-in. */
async function readCustomer(tx: Database, user: UserContext, id: number | null) {
  if (id === null) return null;
  const [row] = await tx
    .select({
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
      altEmail: customers.altEmail,
    })
    .from(customers)
    .where(and(eq(customers.merchantId, user.merchantId), eq(customers.id, id), isNull(customers.deletedAt)));
  if (!row) throw notFound('The customer');
  return row;
}

/** The stored account that pays: this merchant's and the customer's own (else 404). */
async function readAccount(tx: Database, user: UserContext, request: CheckoutRequest) {
  const { payment } = request;
  if (payment.payment_mode !== 'stored') return null;
  const account = await findAccount(tx, user.merchantId, payment.account_id);
  const customerId = request.customer.id;
  if (!account || (customerId !== null && account.customerId !== customerId))
    throw notFound('The payment account');
  return account;
}

async function readPaymentReads(tx: Database, user: UserContext, request: CheckoutRequest) {
  const [customer, account] = await Promise.all([
    readCustomer(tx, user, request.customer.id),
    readAccount(tx, user, request),
  ]);
  return { customer, account } satisfies PaymentReads;
}

/**
 * The intent this key already has, or what a new one is planned from. The intent, the customer (and
 * stored account) and the catalogue are asked for at once, so that sent first in a tenant transaction
 * they share its set-up's round trip; the cart is priced only for a key not seen before (a retry with the
 * key answers even if the catalogue changed), or for the next attempt of a sale whose intent was declined
 * or abandoned (decision 94: the same body sent again is the cashier's "submit it again", planned afresh).
 */
export async function readCheckout(
  tx: Database,
  user: UserContext,
  request: CheckoutRequest,
  clock: { now: Date; today: string },
): Promise<CheckoutRead> {
  const intent = findIntent(tx, user.merchantId, user.userId, request.key);
  const reads = readPaymentReads(tx, user, request);
  const catalogue = loadCartCatalogue(tx, user.merchantId, request.cart);
  // Used below unless the key has an intent already; their failures then do not matter.
  reads.catch(ignore);
  catalogue.catch(ignore);
  const existing = await intent;
  const isNextAttempt = existing && hasDefinitelyFailed(existing) && existing.requestHash === request.hash;
  if (existing && !isNextAttempt) {
    // Their answers are still awaited, so the transaction's COMMIT never overlaps them on the connection.
    await Promise.allSettled([reads, catalogue]);
    return { kind: 'existing', existing };
  }
  const read = await reads;
  const timeZone = user.merchant.timeZone;
  const cart = priceLoadedCart(await catalogue, request.cart, clock.today, clock.now, timeZone);
  const credit =
    request.appointment_id === null
      ? null
      : await planDepositCredit(
          tx,
          user.merchantId,
          request.appointment_id,
          request.customer.id,
          cart.priced.total_cents,
          request.allow_second_sale,
        );
  // Issue 15 point 7: the charge is decided here, once, and kept in the plan.
  const checked = checkPayment(
    user,
    request,
    read,
    cart,
    chargeCentsOf({
      priced: cart.priced,
      deposit_credit: credit,
      later_cents: laterCentsOf(cart, clock.today),
    }),
  );
  return { kind: 'new', checked, cart, credit, retiring: existing?.id ?? null };
}

/** Decision 133: the cents of the cart's lines charged on their start dates, not now. */
const laterCentsOf = (cart: Pick<CheckoutPlan, 'priced' | 'lines'>, today: string) =>
  chargedLaterCents(cart.priced.lines, cart.lines, today);

/** The plan of a new intent: the payment decided and, for a typed card or bank account, tokenised. */
export async function planCheckout(
  processor: TokenProcessor,
  user: UserContext,
  request: CheckoutRequest,
  clock: { today: string },
  { checked, cart, credit }: Extract<CheckoutRead, { kind: 'new' }>,
): Promise<CheckoutPlan> {
  const laterCents = laterCentsOf(cart, clock.today);
  const charge = chargeCentsOf({ priced: cart.priced, deposit_credit: credit, later_cents: laterCents });
  // Issue 15 point 6: a card or bank account paying for recurring items is kept for the later bills, and
  // for lines charged on their dates (decision 133).
  const source = checked.source.kind;
  const store =
    (hasRecurringLine(cart) || laterCents > 0) && (source === 'new_card' || source === 'new_bank');
  const payment = await resolvePayment(processor, user, checked.source, charge, store);
  return {
    user_id: user.userId,
    time_zone: user.merchant.timeZone,
    today: clock.today,
    payment_mode: request.payment.payment_mode,
    customer: checked.customer,
    addresses: request.cart.addresses,
    discount_code: request.cart.discount_code,
    discount_fee_structure_id: cart.discount_fee_structure_id,
    priced: cart.priced,
    lines: cart.lines,
    payment,
    appointment_id: request.appointment_id,
    deposit_credit: credit,
    ...(request.allow_second_sale ? { allow_second_sale: true } : {}),
    later_cents: laterCents,
  };
}

/** The checkout's time and the merchant's date (ruling 8); `now` from the options' clock in tests. */
export const clockOf = (user: UserContext, now: Date = new Date()) => ({
  now,
  today: todayInTimeZone(user.merchant.timeZone, now),
});
