import { defineEndpoint, PUBLIC } from '../endpoint.ts';
import {
  publicStore,
  publicStoreCart,
  publicStoreParams,
  publicStorePayAnswer,
  publicStorePayBody,
  publicStoreQuote,
} from '../public-stores.ts';

// Ruling 4; issue 27 point 4 (decision 165): the hosted page of a store, payment form or buy-now button.
const tags = ['Public stores'];

export const getPublicStore = defineEndpoint({
  method: 'GET',
  path: '/public/store/:url_subdomain/:url_name',
  access: PUBLIC,
  tags,
  summary: 'An active store’s or payment form’s page: its design, items and prices',
  description: '404 for an unknown, inactive or deleted store (the page says it is not available).',
  params: publicStoreParams,
  responses: { 200: publicStore },
  errors: [404],
});

export const quotePublicStore = defineEndpoint({
  method: 'POST',
  path: '/public/store/:url_subdomain/:url_name/quote',
  access: PUBLIC,
  tags,
  summary: 'Price a cart of the store’s items (fees, taxes, discount code); nothing is written',
  description: '400 names the field: an item the store does not sell, a quantity, a discount code.',
  params: publicStoreParams,
  body: publicStoreCart,
  responses: { 200: publicStoreQuote },
  errors: [404],
});

export const payPublicStore = defineEndpoint({
  method: 'POST',
  path: '/public/store/:url_subdomain/:url_name/pay',
  access: PUBLIC,
  tags,
  summary: 'Buy: price the cart, take the card or bank payment, write the order, e-mail the receipt',
  description: [
    'The Idempotency-Key header is required: a double click or a retry never charges twice, and the same',
    'key answers the same order. The customer is matched by e-mail or created. A recurring item starts its',
    'billing schedule on the card or account, which is kept for it. 200 for every payment outcome',
    '(payment_status failed: declined, nothing written); 400 names the field; 503 PROCESSOR_UNAVAILABLE',
    'when the processor did not answer (send again with the same key).',
  ].join(' '),
  params: publicStoreParams,
  body: publicStorePayBody,
  responses: { 200: publicStorePayAnswer },
  idempotency: 'required',
  errors: [404, 503],
});
