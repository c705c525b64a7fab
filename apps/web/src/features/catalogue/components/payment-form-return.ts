import { findRoute } from '@paybook/domain';

// spec 2 §2.2: the payment form wizard's 'Create item' goes to the add page with isPaymentFormProduct, the
// buy-now button wizard's with isBuyButtonFormProduct (spec 2 §2.3); spec 2 §4 Offering: "'save' leads … to
// payment form or buy button creation". The add page then returns to that wizard (of formId, when editing
// one) with the new item chosen (query offering).

const positiveId = (value: string | null) => {
  const id = Number(value);
  return value !== null && Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** The wizard the add page was opened from, by its query flag. */
function wizardRoute(search: URLSearchParams) {
  if (search.get('isPaymentFormProduct') === 'true') return 'ecommerce.create-payment-form';
  if (search.get('isBuyButtonFormProduct') === 'true') return 'ecommerce.create-buy-button';
  return null;
}

/** Where the add page goes back to after saving (with the item) or cancelling; null when not asked. */
export function paymentFormReturnPath(search: URLSearchParams, savedItemId: number | null): string | null {
  const routeId = wizardRoute(search);
  const wizard = routeId && findRoute(routeId)?.path;
  if (!wizard) return null;
  const query = new URLSearchParams();
  const formId = positiveId(search.get('formId'));
  if (formId !== null) query.set('formId', String(formId));
  if (savedItemId !== null) query.set('offering', String(savedItemId));
  const text = query.toString();
  return text ? `${wizard}?${text}` : wizard;
}
