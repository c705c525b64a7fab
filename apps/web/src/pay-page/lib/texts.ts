// Issue 27 point 4 (decision 167): the hosted store page's English texts, without i18next (its 40 KB would
// be the page's largest part). The store's texts were the `public-store` namespace, word for word; the
// payment fields' are `public-pay`'s (the invoice page keeps that file: texts.test.ts holds both equal), and
// the two of `common` the page shows. `{{name}}` marks a value, filled by `fill`.

export const storeTexts = {
  documentTitle: '{{name}} · {{business}}',
  notFoundTitle: 'This page is not available',
  notFoundBody:
    'This store or payment form is not taking orders right now. Check the link, or contact the business.',
  items: 'Items',
  quantity: 'Quantity of {{name}}',
  quantityLabel: 'Quantity',
  price: 'Price of {{name}}',
  priceLabel: 'Your price',
  noItems: 'Choose at least one item to continue.',
  discountCode: 'Discount code',
  apply: 'Apply',
  summary: 'Order summary',
  subtotal: 'Subtotal',
  discount: 'Discount',
  fees: 'Fees',
  tax: 'Tax',
  total: 'Total',
  dueNow: 'Due today',
  yourDetails: 'Your details',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  emailHint: 'Your receipt goes here.',
  phone: 'Phone (optional)',
  shippingAddress: 'Shipping address',
  serviceAddress: 'Service address',
  address1: 'Street address',
  address2: 'Apartment, suite (optional)',
  city: 'City',
  state: 'State',
  zip: 'ZIP code',
  payment: 'Payment',
  pay: '{{button}} {{amount}}',
  declined: 'The payment did not go through. Try another card or account.',
  pendingTitle: 'Payment received, pending',
  pendingBody:
    'Your bank payment is on its way. Order #{{number}} is placed; the receipt is in your inbox at {{email}}.',
  paidTitle: 'Thank you!',
  paidBody: 'Order #{{number}} is paid: {{amount}}. A receipt is on its way to {{email}}.',
  buyAgain: 'Place another order',
  contact: 'Questions? Contact {{name}}',
  instructions: 'Special instructions',
  fixFields: 'Check the fields marked in red.',
  choose: 'Choose…',
} as const;

/** locales/en/public-pay.json's `publicPay`, which the invoice page shows. */
export const payTexts = {
  card: 'Card',
  bank: 'Bank account',
  cardNumber: 'Card number',
  expiration: 'Expiry',
  cvv: 'CVV',
  zip: 'Zip code',
  routing: 'Routing number',
  account: 'Account number',
  accountType: 'Account type',
  checking: 'Checking',
  savings: 'Savings',
  testMode: 'Test mode: payments go through the sandbox processor. No money moves.',
} as const;

/** locales/en/common.json's `common.loading` and `errors.unknown`. */
export const commonTexts = {
  loading: 'Loading…',
  unknownError: 'An unknown error occurred.',
} as const;

/** A text with its `{{name}}`s filled in. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
