import { z } from 'zod';
import { cartLine } from './checkout.ts';
import { checkoutAddress } from './checkout-address.ts';
import { customerPhone } from './customer-fields.ts';
import { newBankAccountFields, newCardFields } from './payment-accounts.ts';
import { lineText, multilineText } from './primitives.ts';
import { publicBookingCustomer } from './public-booking.ts';
import { buyButtonFields, storeType } from './stores.ts';

// Ruling 4; issue 27 point 4 (decision 165): a store's or payment form's hosted page
// /pay/{url_subdomain}/{url_name}. No sign-in and no back-office ids but the items' (which the cart
// names). Prices come from the server: the page sends items and quantities, never an amount.

const amount = z.string().describe('Decimal string with two decimals, e.g. "45.00"');

export const publicStoreParams = z.object({
  url_subdomain: lineText.max(100),
  url_name: lineText.max(100),
});

export const publicStoreItem = z.object({
  offering_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** spec 2 §9 price text, e.g. "$90.00" or "$25.00 every month". */
  price_text: z.string(),
  /** The preset price; null when the buyer types it (is_price_manual_entry). */
  price: amount.nullable(),
  price_structure: z.enum(['fixed', 'per_unit', 'recurring']),
  unit_name: z.string().nullable(),
  image_url: z.string().nullable(),
  /** spec 2 §4 address options: the item needs a shipping or a service address. */
  address: z.enum(['none', 'shipping', 'service']),
  /** spec 2 §3 Custom field: what the buyer fills in for the item (type codes of packages/domain). */
  custom_fields: z.array(
    z.object({
      name: z.string(),
      label: z.string(),
      type: z.number().int(),
      hint_text: z.string().nullable(),
      options: z.array(z.string()),
      is_required: z.boolean(),
    }),
  ),
});
export type PublicStoreItem = z.infer<typeof publicStoreItem>;

/** GET public/store/{url_subdomain}/{url_name}: an active store's page; anything else is 404. */
export const publicStore = z.object({
  name: z.string(),
  store_type: storeType,
  logo_url: z.string().nullable(),
  banner_url: z.string().nullable(),
  foreground_color: z.string(),
  background_color: z.string(),
  button_text: z.string(),
  special_instructions: z.string(),
  /** spec 2 §3 "Merchant contact shown on a form", as the form's show_* switches allow. */
  business: z.object({
    name: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    address_lines: z.array(z.string()),
  }),
  accepts_card: z.boolean(),
  accepts_ach: z.boolean(),
  return_button: z.object({ show: z.boolean(), url: z.string(), text: z.string() }),
  items: z.array(publicStoreItem),
  /** A buy-now button's look (spec 2 §3 Buy-button fields); null for a store or a payment form. */
  buy_button: buyButtonFields.nullable(),
  /** The sandbox processor: no money moves (receipts say the same). */
  is_test_mode: z.boolean(),
});
export type PublicStore = z.infer<typeof publicStore>;

/** A chosen item: the cart line, with the buyer's answers to the item's custom fields (by field name). */
export const publicStoreLine = cartLine.extend({
  custom_fields: z
    .array(z.object({ name: lineText.max(100), value: multilineText.max(2000) }))
    .max(50)
    .default([]),
});

/** What the buyer chose: items and quantities (a manual-entry item's typed price), and a discount code. */
export const publicStoreCart = z.object({
  lines: z.array(publicStoreLine).min(1, 'Choose at least one item').max(100),
  discount_code: lineText.trim().max(50, 'Please provide a valid discount code.').default(''),
  /** Needed when an item needs a shipping or service address (400 naming address). */
  address: checkoutAddress.nullable().default(null),
});
export type PublicStoreCartInput = z.input<typeof publicStoreCart>;

/** POST public/store/{…}/quote: the server's prices for the cart (nothing is written). */
export const publicStoreQuote = z.object({
  lines: z.array(z.object({ offering_id: z.number().int(), name: z.string(), quantity: z.string(), amount })),
  amount_subtotal: amount,
  amount_discount: amount,
  amount_fee: amount,
  amount_tax: amount,
  amount_total: amount,
  /** What is charged today: a line starting later is charged on its date. */
  amount_due_now: amount,
});
export type PublicStoreQuote = z.infer<typeof publicStoreQuote>;

/** The buyer: a name and an e-mail (the receipt goes there, and the customer is matched by it). */
const buyer = publicBookingCustomer.extend({ phone: customerPhone.default('') });

/** POST public/store/{…}/pay, with Idempotency-Key: the cart, the buyer, and a card or a bank account. */
export const publicStorePayBody = z.discriminatedUnion('method', [
  publicStoreCart.extend({ customer: buyer, method: z.literal('card'), card: newCardFields }),
  publicStoreCart.extend({
    customer: buyer,
    method: z.literal('bank'),
    bank_account: newBankAccountFields.omit({ customer_company_name: true }),
  }),
]);
export type PublicStorePayBody = z.input<typeof publicStorePayBody>;

export const publicStorePayAnswer = z.object({
  payment_status: z.enum(['processed', 'pending', 'failed']),
  failure_reason: z.string().nullable(),
  /** The order made; null when the payment failed (nothing was written). */
  order_number: z.number().int().nullable(),
  amount_paid: amount,
  /** Where the receipt was sent. */
  receipt_email: z.string(),
});
export type PublicStorePayAnswer = z.infer<typeof publicStorePayAnswer>;
