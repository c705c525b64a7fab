import { ACH_AUTHORIZATION_TYPES, CHECKOUT_PAYMENT_MODES } from '@paybook/domain/payments/codes';
import { quantityTextToThousandths } from '@paybook/domain/pricing/quantity';
import { z } from 'zod';
import { checkoutAddresses } from './checkout-address.ts';
import { customerEmail, nameField } from './customer-fields.ts';
import { feeAmountText, moneyText, priceText } from './money.ts';
import { newBankAccountFields, newCardFields } from './payment-accounts.ts';
import { entityId, isoDate, lineText } from './primitives.ts';

// POST cart/check_out (spec 3 §7 Point of sale: "account_id, customer {id, first_name, last_name, email},
// cart, payment_token, retry_token, plus cash, check or ACH extras"), with the rules of spec 3 §4.8 and
// §5 Checkout. The body's shape only: the rules of a checkout (spec 3 §4.8, §5, §6) need the customer, the
// stored account and the priced cart, so they are the domain's checkoutProblems (packages/domain/src/
// checkout), which the server refuses with and the point of sale shows. The body carries what priceOrder needs and never a total: the server re-prices every order
// (issue 15 point 2). The retry token travels as the Idempotency-Key header (issue 15 point 3), not here.
// Money is decimal text (decision 1).

/** spec 3 §4.8 modes, in the domain's names (packages/domain/src/payments/codes.ts). */
export const checkoutPaymentMode = z.enum(CHECKOUT_PAYMENT_MODES);
export type CheckoutPaymentModeValue = z.infer<typeof checkoutPaymentMode>;

/** spec 3 §3.4 authorization_type (Ppd, Tel, Web, Ccd). */
export const achAuthorizationType = z.enum(ACH_AUTHORIZATION_TYPES);

export const QUANTITY_MESSAGE = 'Enter a quantity above 0, like 2 or 2.5, with at most three decimals';
export const MAX_CART_LINES = 200;

/**
 * One cart line (spec 3 §3.4 Order items; spec 2 §3 Offering). `quantity` is text so a per-unit item can
 * sell 2.5 hours (decision 65); whether it must be whole depends on the item, which only the server knows.
 * `start_date` is the first payment or start date of a recurring or future-dated item, null for an item
 * paid today. `price` is the price typed at checkout for an item with is_price_manual_entry (spec 2 §3,
 * "Price type: manual or preset"), null otherwise; the server refuses it for a preset-price item.
 */
export const cartLine = z.object({
  offering_id: entityId,
  quantity: lineText
    .trim()
    .max(20, QUANTITY_MESSAGE)
    .default('1')
    .refine((text) => (quantityTextToThousandths(text) ?? 0) > 0, QUANTITY_MESSAGE),
  start_date: isoDate.nullable().default(null),
  price: priceText
    .refine((text) => text !== '', 'Enter a price.')
    .nullable()
    .default(null),
});
export type CartLineInput = z.input<typeof cartLine>;
export type CartLine = z.output<typeof cartLine>;

/** spec 3 §5 Checkout, edit order fees: the message for a chosen fee with a field left empty. */
export const ORDER_FEE_MISSING_MESSAGE =
  "Oops, looks like you're missing some information. Please fill out the required fields.";

/**
 * An order fee chosen in edit-order-fees (spec 3 §2.6; spec 3 §3.3 type order_fee). `amount` replaces the
 * fee's own amount for this order (dollars, or a percentage when the fee is a percent); null keeps it.
 */
export const orderFeeChoice = z.object({
  fee_structure_id: entityId,
  amount: feeAmountText
    .refine((text) => text !== '', ORDER_FEE_MISSING_MESSAGE)
    .nullable()
    .default(null),
});
export type OrderFeeChoice = z.output<typeof orderFeeChoice>;

/**
 * The cart as priceOrder reads it: lines, the discount code (spec 3 §2.6 add-discount; '' for none) and
 * the order fees (the whole list chosen for this order; a sale starts with none, decision 73).
 */
export const cartBody = z.object({
  cart: z
    .array(cartLine)
    .min(1, 'Add at least one item to the cart')
    .max(MAX_CART_LINES, `A cart can hold at most ${MAX_CART_LINES} lines`),
  discount_code: lineText.trim().max(50, 'Please provide a valid discount code.').default(''),
  order_fees: z
    .array(orderFeeChoice)
    .max(50)
    .default([])
    .superRefine((fees, context) => {
      const seen = new Set<number>();
      fees.forEach((fee, index) => {
        if (seen.has(fee.fee_structure_id)) {
          context.addIssue({
            code: 'custom',
            path: [index, 'fee_structure_id'],
            message: 'Choose each order fee once',
          });
        }
        seen.add(fee.fee_structure_id);
      });
    }),
});
export type CartBodyInput = z.input<typeof cartBody>;

/**
 * spec 3 §7 "customer {id, first_name, last_name, email}": a known customer (id), or a walk-in with no id.
 * A swipe prefills the names (spec 3 §4.8). The e-mail is where the receipt goes.
 */
export const checkoutCustomer = z.object({
  id: entityId.nullable().default(null),
  first_name: nameField.default(''),
  last_name: nameField.default(''),
  email: customerEmail.default(''),
});

const checkoutBase = cartBody.extend({
  customer: checkoutCustomer.prefault({}),
  addresses: checkoutAddresses.default([]),
  /**
   * Issue 15 point 7: the appointment checked out (/pos?appointmentId=). Its paid online deposit is
   * credited against the order once; the appointment's customer must be the checkout's when one is given.
   */
  appointment_id: entityId.nullable().default(null),
  /**
   * Issue 24 point 1: the cashier confirmed selling a visit already checked out once more (without it a
   * second checkout of the appointment is refused with 409 APPOINTMENT_CHECKED_OUT).
   */
  allow_second_sale: z.boolean().default(false),
});

/** spec 3 §4.8 ccKeyEnter: the card as stored cards are added (checked, then tokenised by the server). */
export const keyEnteredCardPayment = z.object({
  payment_mode: z.literal('ccKeyEnter'),
  card: newCardFields,
});
const keyEnteredCard = checkoutBase.extend(keyEnteredCardPayment.shape);

/**
 * spec 3 §4.8 ccSwipe (the spec's ccSwipeSuccess): a keyboard-wedge reader's track data, which the
 * server reads with the domain's parseCardSwipe (an unreadable one is a checkoutProblems problem).
 */
export const swipedCardPayment = z.object({
  payment_mode: z.literal('ccSwipe'),
  // Trimmed before the control-character rule: a keyboard-wedge reader ends a swipe with Enter.
  track_data: z.string().trim().pipe(lineText.max(1000)).prefault(''),
});
const swipedCard = checkoutBase.extend(swipedCardPayment.shape);

/** spec 3 §3.4 amount_tendered (at least 0.01 and covering the charge: checkoutProblems). */
export const cashPayment = z.object({
  payment_mode: z.literal('cash'),
  amount_tendered: moneyText.prefault(''),
});
const cash = checkoutBase.extend(cashPayment.shape);

/** spec 3 §3.4 check_number (required: checkoutProblems). */
export const paperCheckPayment = z.object({
  payment_mode: z.literal('check'),
  check_number: lineText.trim().max(30).prefault(''),
});
const check = checkoutBase.extend(paperCheckPayment.shape);

/**
 * spec 3 §7 account_id: a stored card or bank account of the customer. A stored business-checking account
 * needs an authorization type too (spec 3 §5); only the server knows the account's type.
 */
export const storedAccountPayment = z.object({
  payment_mode: z.literal('stored'),
  account_id: entityId,
  authorization_type: achAuthorizationType.nullable().default(null),
});
const storedAccount = checkoutBase.extend(storedAccountPayment.shape);

/**
 * spec 3 §3.4 ACH account (routing_number, account_number, type) with company_name and authorization_type;
 * the bank account is checked and tokenised by the server as stored bank accounts are.
 */
export const achPayment = z.object({
  payment_mode: z.literal('ach'),
  bank_account: newBankAccountFields.omit({ customer_company_name: true }),
  company_name: lineText.trim().max(200).default(''),
  authorization_type: achAuthorizationType.nullable().default(null),
});
const ach = checkoutBase.extend(achPayment.shape);

/**
 * Nothing to pay (decision 79): the deposit paid at booking covers the sale, or it comes to 0.00. No
 * payment method; the server accepts it only when the charge it computes is 0.00 (422 naming payment_mode
 * otherwise) and the cart has no recurring or future-dated line (nothing-due.ts in packages/domain).
 */
const nothingDue = checkoutBase.extend({
  payment_mode: z.literal('none'),
});

/** POST cart/check_out. Accepts Idempotency-Key (the point of sale's retry token). */
export const checkoutBody = z.discriminatedUnion('payment_mode', [
  keyEnteredCard,
  swipedCard,
  cash,
  check,
  storedAccount,
  ach,
  nothingDue,
]);
export type CheckoutBodyInput = z.input<typeof checkoutBody>;
export type CheckoutBody = z.output<typeof checkoutBody>;
