// spec 2 §2.2: eCommerce (needs feature online_store or payment_forms).
import { anyFeature, needClaim, needFeature } from '../../access/requirement.ts';
import { type AppRoute, defineRoute, type RouteGuard } from '../route-types.ts';

const ECOMMERCE = anyFeature('online_store', 'payment_forms');
const MAIN_PATH = '/ecommerce';
const MANAGE_PATH = '/ecommerce/manage';
const EDIT_STORE: RouteGuard = { requirement: needClaim('ecommerce.edit-store'), otherwise: MANAGE_PATH };
const PAYMENT_FORMS: RouteGuard = { requirement: needFeature('payment_forms'), otherwise: MAIN_PATH };

export const STORE_ROUTES: readonly AppRoute[] = [
  defineRoute('ecommerce.teaser', '/ecommerce/teaser', 'eCommerce'),
  // Query saveMsg. The layout of the create and manage tabs; its index shows manage.
  defineRoute('ecommerce.main', MAIN_PATH, 'eCommerce', { requirement: ECOMMERCE }),
  defineRoute('ecommerce.create', '/ecommerce/create', 'eCommerce', {
    requirement: ECOMMERCE,
    guards: [EDIT_STORE],
  }),
  defineRoute('ecommerce.manage', MANAGE_PATH, 'eCommerce', { requirement: ECOMMERCE }),
  // Query formId. Both wizards return to ecommerce.main without payment_forms.
  defineRoute('ecommerce.create-payment-form', '/ecommerce/create-payment-form', 'Create Payment Form', {
    requirement: ECOMMERCE,
    guards: [PAYMENT_FORMS, EDIT_STORE],
  }),
  // Query formId, offering, displayItemOption. Decided: also needs feature buy_button (spec 2 §6).
  defineRoute('ecommerce.create-buy-button', '/ecommerce/create-buy-now-button', 'Buy Now Button', {
    requirement: ECOMMERCE,
    guards: [PAYMENT_FORMS, { requirement: needFeature('buy_button'), otherwise: MAIN_PATH }, EDIT_STORE],
  }),
];
