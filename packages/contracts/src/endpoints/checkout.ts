import type { Requirement } from '@paybook/domain/access/requirement';
import { POS_REQUIREMENT } from '@paybook/domain/checkout/pos-access';
import { z } from 'zod';
import { checkoutBody } from '../checkout.ts';
import { checkoutResponse } from '../checkout-response.ts';
import { defineEndpoint, requires } from '../endpoint.ts';
import { appointmentCheckedOutBody, errorBody } from '../errors.ts';

/** spec 3 §2.6: the point of sale needs create_orders and the feature s_p_o_s. */
export const CHECKOUT_REQUIREMENT: Requirement = POS_REQUIREMENT;

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
  'Issue 24 point 1: 409 APPOINTMENT_CHECKED_OUT (with order_id and order_number beside error) when the',
  'appointment was checked out already on an order that is not cancelled, unless allow_second_sale is',
  'true; 409 APPOINTMENT_CANCELLED for a cancelled appointment. Nothing is charged on either.',
].join(' ');

export const checkOut = defineEndpoint({
  method: 'POST',
  path: '/cart/check_out',
  access: requires(CHECKOUT_REQUIREMENT),
  tags: ['Point of sale'],
  summary: 'Check out the cart: price it, take the payment, write the order',
  description,
  body: checkoutBody,
  responses: { 200: checkoutResponse },
  idempotency: 'required',
  // 409 DEPOSIT_CREDIT_CHANGED, APPOINTMENT_CHECKED_OUT, APPOINTMENT_CANCELLED; 422 AMOUNT_DUE beside the reused key's.
  errors: [404, 409, 422],
  // Issue 24 point 1: APPOINTMENT_CHECKED_OUT names the order the visit was sold on beside the error.
  errorBodies: { 409: z.union([appointmentCheckedOutBody, errorBody]) },
});
