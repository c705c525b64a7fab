import { findRoute } from '@paybook/domain';

// spec 2 §2.2: the payment form wizard's 'Create item' goes to the add page with isPaymentFormProduct; spec
// 2 §4 Offering: "'save' leads … to payment form … creation". The add page then returns to the wizard (of
// formId, when editing one) with the new item chosen (query offering).

const positiveId = (value: string | null) => {
  const id = Number(value);
  return value !== null && Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** Where the add page goes back to after saving (with the item) or cancelling; null when not asked. */
export function paymentFormReturnPath(search: URLSearchParams, savedItemId: number | null): string | null {
  if (search.get('isPaymentFormProduct') !== 'true') return null;
  const wizard = findRoute('ecommerce.create-payment-form')?.path;
  if (!wizard) return null;
  const query = new URLSearchParams();
  const formId = positiveId(search.get('formId'));
  if (formId !== null) query.set('formId', String(formId));
  if (savedItemId !== null) query.set('offering', String(savedItemId));
  const text = query.toString();
  return text ? `${wizard}?${text}` : wizard;
}
