import { CATALOGUE_REQUIREMENT, CATALOGUE_WRITE_REQUIREMENT } from '@paybook/domain/offerings/permissions';
import {
  STORE_DELETE_REQUIREMENT,
  STORE_EDIT_REQUIREMENT,
  STORE_STATUS_REQUIREMENT,
  STORES_REQUIREMENT,
} from '@paybook/domain/stores/permissions';
import { defineEndpoint, requires } from '../endpoint.ts';
import {
  achEnabled,
  merchantOperationParams,
  offeringFormsParams,
  offeringPaymentForms,
  operationCompleted,
  storeAnswer,
  storeBody,
  storeDeleted,
  storeIdParams,
  storeList,
  storeListQuery,
  storeStatusParams,
} from '../stores.ts';

// spec 2 §7 Stores and payment forms, and the catalogue's two payment-form calls (spec 2 §4 Offering);
// decision 164. The hosted pages' public calls are in endpoints/public-stores.ts.
const tags = ['Stores'];
const read = requires(STORES_REQUIREMENT);
const edit = requires(STORE_EDIT_REQUIREMENT);
const configure = requires(STORE_STATUS_REQUIREMENT);

export const listStores = defineEndpoint({
  method: 'GET',
  path: '/stores',
  access: read,
  tags,
  summary: 'The merchant’s stores, payment forms and buy-now buttons, newest first',
  query: storeListQuery,
  responses: { 200: storeList },
});

export const getStore = defineEndpoint({
  method: 'GET',
  path: '/store/:id/with_images',
  access: read,
  tags,
  summary: 'One store or payment form with its design settings, items and images',
  params: storeIdParams,
  responses: { 200: storeAnswer },
  errors: [404],
});

const SAVE_ANSWERS = [
  '400 names the field: a taken url_name is property name with "Store name must be unique" (spec 2 §8);',
  'an item, logo or banner that is not the merchant’s, a bookable item on a payment form, or a payment',
  'form or buy button without exactly one item names offering_ids. 403 without feature payment_forms',
  '(buy_button for a buy button).',
].join(' ');

export const createStore = defineEndpoint({
  method: 'POST',
  path: '/store',
  access: edit,
  tags,
  summary: 'Create a store, payment form or buy-now button (a draft until activated)',
  description: `Answers 201 with data.url_name (spec 2 §7). ${SAVE_ANSWERS}`,
  body: storeBody,
  responses: { 201: storeAnswer },
  idempotency: 'optional',
});

export const updateStore = defineEndpoint({
  method: 'PUT',
  path: '/store/:id',
  access: edit,
  tags,
  summary: 'Save a store’s design settings and items',
  description: `${SAVE_ANSWERS} An active store keeps at least one item (400 naming offering_ids).`,
  params: storeIdParams,
  body: storeBody,
  responses: { 200: storeAnswer },
  errors: [404],
  idempotency: 'optional',
});

export const setStoreStatus = defineEndpoint({
  method: 'PUT',
  path: '/store/:id/:status',
  access: configure,
  tags,
  summary: 'Activate or deactivate a store or payment form',
  description: [
    'spec 2 §4 Store status. Activating a payment form also activates its item when inactive.',
    '409 STORE_CHANGE_REFUSED with "Your store must have at least one offering before it can be',
    'activated." for a store without items. Setting the status it has already answers 200 unchanged.',
  ].join(' '),
  params: storeStatusParams,
  responses: { 200: storeAnswer },
  errors: [404, 409],
  idempotency: 'optional',
});

export const deleteStore = defineEndpoint({
  method: 'DELETE',
  path: '/stores/:id',
  access: requires(STORE_DELETE_REQUIREMENT),
  tags,
  summary: 'Delete a store or payment form (its orders keep its name; its url_name is free again)',
  params: storeIdParams,
  responses: { 200: storeDeleted },
  errors: [404],
});

export const requestCardPayments = defineEndpoint({
  method: 'POST',
  path: '/merchant_config/request_cc_payment',
  access: configure,
  tags,
  summary: 'Ask for card payments to be enabled (recorded once; is_op_completed then answers true)',
  description: '409 STORE_CHANGE_REFUSED when the merchant takes cards already.',
  responses: { 200: operationCompleted },
  errors: [409],
});

export const isOperationCompleted = defineEndpoint({
  method: 'GET',
  path: '/merchant_config/is_op_completed/:op',
  access: read,
  tags,
  summary: 'Whether the merchant has done a one-off eCommerce operation',
  params: merchantOperationParams,
  responses: { 200: operationCompleted },
});

export const setEnableAchShown = defineEndpoint({
  method: 'PUT',
  path: '/merchant/setEnableEcommerceAchShown',
  access: configure,
  tags,
  summary: 'Record that the enable-bank-payments prompt was shown (it is not shown again)',
  responses: { 200: operationCompleted },
});

export const enableStoresAch = defineEndpoint({
  method: 'PUT',
  path: '/stores/enableAch',
  access: configure,
  tags,
  summary: 'Take bank payments on every store and payment form',
  description: '409 STORE_CHANGE_REFUSED when the merchant does not accept ACH (spec 2 §6).',
  responses: { 200: achEnabled },
  errors: [409],
});

export const listOfferingPaymentForms = defineEndpoint({
  method: 'GET',
  path: '/catalog/offering/:offeringId/active_payment_forms',
  access: requires(CATALOGUE_REQUIREMENT),
  tags,
  summary: 'The active payment forms and buy buttons that sell an item (asked before it is deactivated)',
  params: offeringFormsParams,
  responses: { 200: offeringPaymentForms },
  errors: [404],
});

export const deactivateOfferingPaymentForms = defineEndpoint({
  method: 'PUT',
  path: '/catalog/offering/:offeringId/deactivate_payment_forms',
  access: requires(CATALOGUE_WRITE_REQUIREMENT),
  tags,
  summary: 'Deactivate the payment forms and buy buttons that sell an item; answers those it deactivated',
  params: offeringFormsParams,
  responses: { 200: offeringPaymentForms },
  errors: [404],
});
