import { errorCodes, type PublicStorePayAnswer, type publicStorePayBody } from '@paybook/contracts';
import { type SaleTypeCode, todayInTimeZone } from '@paybook/domain';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { withTenant, withTenantRead } from '../../db/tenant.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { hashRequest, PUBLIC_VISITOR_USER_ID } from '../../plugins/idempotency.ts';
import { oneAtATime } from '../checkout/checkout.service.ts';
import { loadCartCatalogue } from '../checkout/checkout-cart.ts';
import { type CheckoutOptions, completeIntent } from '../checkout/checkout-completion.ts';
import { findIntent } from '../checkout/checkout-intents.repository.ts';
import { type CheckoutPlan, hasRecurringLine } from '../checkout/checkout-plan.ts';
import {
  commitPublicIntent,
  publicPaymentOutcome,
  tokenisePublicPayment,
} from '../checkout/public-payment.ts';
import type { PaymentProcessor } from '../processor/processor.ts';
import { findOrCreateCustomer } from '../public-booking/public-booking.repository.ts';
import { customFieldAnswersOf, dueNowCents, priceStoreCart, storePageEntry } from './public-store.service.ts';
import type { StorePageCache } from './store-page-cache.ts';

// Ruling 4; issue 27 point 4 (decision 165): buying on a store's hosted page. The checkout's intent is
// committed before the money call, keyed by the page's Idempotency-Key within the store, so a double
// click or a retry never charges twice; the checkout's completion writes the order, its billing schedules
// and the receipt e-mail from the plan, exactly as a sale at the point of sale (decision 124's path).

type PayBody = z.output<typeof publicStorePayBody>;

/** spec 2 §3 sale types: a store's page sells as Online Store (0), a payment form or button as 5. */
const saleTypeOf = (storeType: string): SaleTypeCode => (storeType === 'store' ? 0 : 5);

function readKey(request: FastifyRequest): string {
  const header = String(request.headers['idempotency-key'] ?? '');
  // As runIdempotent reads a key (ARCHITECTURE.md "Idempotency").
  if (header.length < 1 || header.length > 255 || !/^[\x21-\x7e]+$/.test(header))
    throw badRequest('Idempotency-Key', 'Idempotency-Key must be 1 to 255 visible ASCII characters.');
  return header;
}

/** What makes two sends the same purchase: everything but the card's or account's secrets. */
function requestHashOf(urlName: string, body: PayBody): string {
  const lastFour =
    body.method === 'card'
      ? body.card.card_number.replace(/\D/g, '').slice(-4)
      : body.bank_account.account_number.slice(-4);
  return hashRequest({
    url_name: urlName.toLowerCase(),
    lines: body.lines,
    discount_code: body.discount_code,
    address: body.address,
    customer: { ...body.customer, email: body.customer.email.toLowerCase() },
    method: body.method,
    last_four: lastFour,
  });
}

const keyReused = () =>
  new AppError(
    422,
    errorCodes.idempotencyMismatch,
    'This payment was already sent with other details. Reload the page to pay again.',
    [{ property: 'Idempotency-Key', message: 'Reload the page to pay again.' }],
  );

/** POST public/store/{url_subdomain}/{url_name}/pay. */
export async function payPublicStore(
  db: Database,
  cache: StorePageCache,
  processor: PaymentProcessor,
  request: FastifyRequest,
  params: { url_subdomain: string; url_name: string },
  body: PayBody,
  options: CheckoutOptions = {},
): Promise<PublicStorePayAnswer> {
  const now = options.now?.() ?? new Date();
  const header = readKey(request);
  const requestHash = requestHashOf(params.url_name, body);
  const email = body.customer.email;
  const { merchantId, facts } = await storePageEntry(db, cache, params.url_subdomain, params.url_name);
  const key = `store-${facts.storeId}:${header}`;
  const completion = await oneAtATime(`${merchantId}|${key}`, async () => {
    // The cart's catalogue first: its two reads share the tenant transaction's set-up (loadCartCatalogue).
    const read = await withTenantRead(db, merchantId, async (tx) => {
      const catalogue = await loadCartCatalogue(tx, merchantId, { cart: body.lines });
      const existing = await findIntent(tx, merchantId, PUBLIC_VISITOR_USER_ID, key);
      // A known key answers as it did, even if the store's prices changed since.
      return { existing, cart: existing ? null : priceStoreCart(facts, catalogue, body, now) };
    });
    let intent = read.existing;
    if (intent && intent.requestHash !== requestHash) throw keyReused();
    if (!intent) {
      const { cart } = read;
      if (!cart) throw new Error('A new purchase is priced');
      const answers = customFieldAnswersOf(facts, body);
      const today = todayInTimeZone(facts.timeZone, now);
      const charge = dueNowCents(cart, today);
      // Issue 15 point 6: the card or account of a recurring item (or one charged later) is kept for its bills.
      const keep = hasRecurringLine(cart) || charge < cart.priced.total_cents;
      const payment = await tokenisePublicPayment(
        processor,
        body,
        {
          merchantId,
          timeZone: facts.timeZone,
          features: facts.features,
          acceptsCard: facts.accepts.card,
          acceptsBank: facts.accepts.bank,
        },
        keep,
      );
      intent = await withTenant(db, merchantId, async (tx) => {
        const customerId = await findOrCreateCustomer(tx, merchantId, {
          firstName: body.customer.first_name,
          lastName: body.customer.last_name,
          email,
          phone: body.customer.phone,
        });
        const plan: CheckoutPlan = {
          user_id: PUBLIC_VISITOR_USER_ID,
          time_zone: facts.timeZone,
          today,
          payment_mode: body.method === 'card' ? 'ccKeyEnter' : 'ach',
          customer: {
            id: customerId,
            first_name: body.customer.first_name,
            last_name: body.customer.last_name,
            email,
            alt_email: '',
          },
          addresses: body.address ? [body.address] : [],
          discount_code: body.discount_code,
          discount_fee_structure_id: cart.discount_fee_structure_id,
          priced: cart.priced,
          lines: cart.lines.map((line, index) => {
            const custom = answers[index] ?? [];
            return custom.length === 0 ? line : { ...line, custom_fields: custom };
          }),
          payment,
          later_cents: cart.priced.total_cents - charge,
          sale_type: saleTypeOf(facts.storeType),
          store_id: facts.storeId,
          receipt_email: email,
        };
        return commitPublicIntent(
          tx,
          { merchantId, key, requestHash, plan, amountTotal: cart.priced.total_cents },
          now,
        );
      });
      if (!intent) throw new Error('The purchase’s intent was neither written nor found');
      if (intent.requestHash !== requestHash) throw keyReused();
    }
    return completeIntent(db, processor, merchantId, intent.id, 'charge', options);
  });
  const { status, response } = publicPaymentOutcome(completion);
  return {
    payment_status: status,
    failure_reason: response.failure_reason,
    order_number: response.order?.order_number ?? null,
    amount_paid: response.amount_paid,
    receipt_email: email,
  };
}
