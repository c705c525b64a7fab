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

/** The wizard on a saved payment form (query formId). */
export const paymentFormEditPath = (id: number) => `${PAYMENT_FORM_WIZARD_PATH}?formId=${id}`;

/** The catalogue's add page for a payment form's new product; it returns to the wizard (of `formId`). */
export function createItemPath(formId: number | null): string {
  const query = new URLSearchParams({ isPaymentFormProduct: 'true' });
  if (formId !== null) query.set('formId', String(formId));
  return `${CREATE_ITEM_PATH}?${query}`;
}
