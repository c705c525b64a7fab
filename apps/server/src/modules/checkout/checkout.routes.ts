import { checkoutBody, checkoutResponse } from '@paybook/contracts';
import { allOf, needFeature, needRight, type Requirement } from '@paybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { requireUser } from '../../plugins/auth.ts';
import { REPLAYED_HEADER } from '../../plugins/idempotency.ts';
import type { PaymentProcessor } from '../processor/processor.ts';
import { checkOut } from './checkout.service.ts';
import type { CheckoutOptions } from './checkout-completion.ts';
import { requireIdempotencyKey } from './checkout-request.ts';

const tags = ['Point of sale'];

/** spec 3 §2.6: the point of sale needs create_orders and the feature s_p_o_s. */
export const CHECKOUT_REQUIREMENT: Requirement = allOf(needRight('create_orders'), needFeature('s_p_o_s'));

const description = [
  'spec 3 §7 POST cart/check_out. The Idempotency-Key header (the retry token) is required.',
  'The server prices the cart itself; no total is read from the request.',
  '200 answers every payment outcome in payment_status: processed, pending, requires_action (an order was',
  'made), failed (declined: no order) or unknown (the processor did not answer: resend with the same key;',
  'it never charges twice). Decision 94: the same key and body after a failed answer (declined, or',
  'abandoned by the reconcile job) is the sale’s next attempt, priced again and asked of the processor;',
  'once an order is written the key replays it with Idempotent-Replayed: true.',
  '400 names the field; 403 UPGRADE_REQUIRED for a free-trial merchant paying by card or ACH; 404 for a',
  "customer, account or appointment that is not this merchant's (or not the customer's); 422",
  'IDEMPOTENCY_KEY_REUSED for a key sent before with another body.',
  "appointment_id (issue 15 point 7): the appointment's paid online deposit is credited once, and only the",
  'rest is charged; 400 names appointment_id for another customer’s appointment; 409 DEPOSIT_CREDIT_CHANGED',
  'when the deposit was credited or returned after the checkout was planned (nothing was charged).',
].join(' ');

export const checkoutRoutes =
  (db: Database, processor: PaymentProcessor, options: CheckoutOptions = {}): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/cart/check_out',
      {
        config: { requirement: CHECKOUT_REQUIREMENT },
        schema: {
          tags,
          summary: 'Check out the cart: price it, take the payment, write the order',
          description,
          body: checkoutBody,
          response: { 200: checkoutResponse },
        },
      },
      async (request, reply) => {
        const { response, replayed } = await checkOut(
          { db, processor, options },
          requireUser(request),
          request.body,
          requireIdempotencyKey(request.headers['idempotency-key']),
        );
        // ARCHITECTURE.md "Idempotency": a finished sale's stored answer says it is one.
        if (replayed) reply.header(REPLAYED_HEADER, 'true');
        return response;
      },
    );
  };
