import type { CheckoutBodyInput, NewBankAccountFields, NewCardFields } from '@paybook/contracts';
import type { AchAuthorizationType } from '@paybook/domain';
import { type CartState, hasFutureDatedItems } from './cart-state';

// spec 3 §7 POST cart/check_out: the cart, the customer and how it is paid; never a total (the server
// re-prices the order with priceOrder). The retry token goes in the Idempotency-Key header.

export type PaymentChoice =
  | { payment_mode: 'ccKeyEnter'; card: NewCardFields }
  | { payment_mode: 'ccSwipe'; track_data: string }
  | { payment_mode: 'cash'; amount_tendered: string }
  | { payment_mode: 'check'; check_number: string }
  | { payment_mode: 'stored'; account_id: number; authorization_type: AchAuthorizationType | null }
  /** Nothing to pay (decision 79): the deposit paid at booking covers the sale, or it comes to 0.00. */
  | { payment_mode: 'none' }
  | {
      payment_mode: 'ach';
      bank_account: Omit<NewBankAccountFields, 'customer_company_name'>;
      company_name: string;
      authorization_type: AchAuthorizationType | null;
    };

export interface CheckoutPayer {
  first_name: string;
  last_name: string;
  email: string;
}

export function buildCheckoutBody(
  state: CartState,
  payer: CheckoutPayer,
  payment: PaymentChoice,
  today: string,
): CheckoutBodyInput {
  return {
    ...payment,
    cart: state.lines.map((line) => ({
      offering_id: line.item.offering_id,
      quantity: line.quantity.trim(),
      start_date: line.start_date,
      price: line.price === null ? null : line.price.trim(),
    })),
    // spec 3 §4.8: a future-dated item drops the discount, so it is not sent.
    discount_code: hasFutureDatedItems(state, today) ? '' : state.discount_code,
    order_fees: state.order_fees,
    customer: {
      id: state.customer?.id ?? null,
      first_name: payer.first_name.trim(),
      last_name: payer.last_name.trim(),
      email: payer.email.trim(),
    },
    addresses: state.addresses,
    appointment_id: state.appointment?.id ?? null,
  };
}
