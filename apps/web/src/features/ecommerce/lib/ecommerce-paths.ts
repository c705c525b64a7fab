// spec 2 §2.2: the eCommerce addresses (packages/domain/src/shell/route-table/stores.ts holds the same
// paths with their guards).

export const ECOMMERCE_PATH = '/ecommerce';
export const ECOMMERCE_CREATE_PATH = '/ecommerce/create';
export const ECOMMERCE_MANAGE_PATH = '/ecommerce/manage';
export const PAYMENT_FORM_WIZARD_PATH = '/ecommerce/create-payment-form';
/** The buy-now button wizard (its own screen, ecommerce.create-buy-button). */
export const BUY_BUTTON_WIZARD_PATH = '/ecommerce/create-buy-now-button';
/** The catalogue's add page, told to come back to the payment form wizard (spec 2 §2.2 'Create item'). */
export const CREATE_ITEM_PATH = '/products-and-services/add';

/** spec 2 §2.2: ecommerce.main's saveMsg after the wizard's Finish. */
export const SAVE_MESSAGE_PARAM = 'saveMsg';
export const PAYMENT_FORM_SAVED = 'save_payment_form';
/** The buy-now button wizard's Done (the app's own value; the spec names only the payment form's). */
export const BUY_BUTTON_SAVED = 'save_buy_button';

/** The wizard on a saved payment form (query formId). */
export const paymentFormEditPath = (id: number) => `${PAYMENT_FORM_WIZARD_PATH}?formId=${id}`;

/** The buy-now button wizard on a saved button (query formId). */
export const buyButtonEditPath = (id: number) => `${BUY_BUTTON_WIZARD_PATH}?formId=${id}`;

/**
 * The catalogue's add page for a wizard's new product (spec 2 §2.3 isPaymentFormProduct,
 * isBuyButtonFormProduct); it returns to that wizard (of `formId`).
 */
export function createItemPath(
  formId: number | null,
  wizard: 'payment_form' | 'buy_button' = 'payment_form',
) {
  const query = new URLSearchParams({
    [wizard === 'buy_button' ? 'isBuyButtonFormProduct' : 'isPaymentFormProduct']: 'true',
  });
  if (formId !== null) query.set('formId', String(formId));
  return `${CREATE_ITEM_PATH}?${query}`;
}
