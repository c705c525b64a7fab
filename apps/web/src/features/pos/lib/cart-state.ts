import type {
  AddressOption,
  CheckoutAddressInput,
  OrderFeeChoice,
  PosCustomer,
  PriceStructure,
} from '@paybook/contracts';
import {
  type AppointmentCheckoutRefusal,
  isDatedCart,
  isQuantityAllowed,
  moneyTextToCents,
  nothingDueRefusal,
  QUANTITY_THOUSANDTHS_PER_UNIT,
  quantityText,
  quantityTextToThousandths,
} from '@paybook/domain';

// spec 3 §2.6, §3.4: the point of sale's cart. Pure: the page keeps it in a reducer, the tests drive it
// action by action. Quantities stay as typed ("2.5") until they are priced (decision 65).

/** What the cart needs of a catalogue item (spec 3 §3.4 Offering). */
export interface CartItemInfo {
  offering_id: number;
  name: string;
  price_structure: PriceStructure;
  unit_name: string | null;
  /** The preset price ("25.00"); a manual-entry item's price is typed on its line. */
  price: string;
  is_price_manual_entry: boolean;
  is_taxable: boolean;
  address_option: AddressOption;
  /** spec 2 §9 price text ("$59.00 every month"), for recurring items. */
  price_text: string;
}

export interface CartLineState {
  /** Stable per line, for React keys and actions. */
  key: string;
  item: CartItemInfo;
  quantity: string;
  /** First payment or start date ('yyyy-MM-dd'); null when paid today. Recurring items always have one. */
  start_date: string | null;
  /** A manual-entry item's price as typed; null for a preset price. */
  price: string | null;
}

/** spec 3 §3.4 Customer as the cart holds it: the point of sale's customer with the stats. */
export type { PosCustomer };

/**
 * Issue 15 point 7: the appointment checked out (/pos?appointmentId=), with the deposit its customer paid
 * online that the checkout credits ("0.00" when none is left to credit).
 */
export interface PosAppointment {
  id: number;
  customer_id: number | null;
  deposit_credit: string;
  /**
   * Issue 24 point 1: why the server would refuse this checkout (appointmentCheckoutRefusal), said when the
   * point of sale opens rather than only at Charge; with the order a paid visit was sold on.
   */
  refusal: AppointmentCheckoutRefusal | null;
  sold_on: { order_id: number; order_number: number } | null;
}

export interface CartState {
  lines: CartLineState[];
  customer: PosCustomer | null;
  /** The discount code added (spec 3 §2.6 add-discount); '' for none. */
  discount_code: string;
  /** The order fees chosen in edit-order-fees; none until chosen (decision 73: a sale starts without fees). */
  order_fees: OrderFeeChoice[];
  addresses: CheckoutAddressInput[];
  appointment: PosAppointment | null;
  /** Counts lines added, so each line's key is new. */
  next_key: number;
}

export const emptyCart: CartState = {
  lines: [],
  customer: null,
  discount_code: '',
  order_fees: [],
  addresses: [],
  appointment: null,
  next_key: 1,
};

export type CartAction =
  | { type: 'add_item'; item: CartItemInfo; today: string; start_date?: string | null }
  | { type: 'set_quantity'; key: string; quantity: string }
  | { type: 'set_start_date'; key: string; start_date: string | null; today: string }
  | { type: 'set_price'; key: string; price: string }
  | { type: 'remove_line'; key: string }
  | { type: 'clear' }
  | { type: 'set_customer'; customer: PosCustomer | null }
  | { type: 'set_appointment'; appointment: PosAppointment | null }
  | { type: 'set_discount_code'; code: string }
  | { type: 'set_order_fees'; order_fees: OrderFeeChoice[] }
  | { type: 'set_addresses'; addresses: CheckoutAddressInput[] };

/** A recurring item starts today unless told otherwise; other items are paid today (no date). */
function startDateOf(item: CartItemInfo, today: string, wanted: string | null | undefined): string | null {
  if (wanted) return wanted < today ? today : wanted;
  return item.price_structure === 'recurring' ? today : null;
}

/** Adding an item already in the cart, paid today at its preset price, adds one to its quantity. */
function mergeableLine(state: CartState, item: CartItemInfo, startDate: string | null) {
  if (item.is_price_manual_entry || startDate !== null || item.price_structure === 'per_unit')
    return undefined;
  return state.lines.find(
    (line) => line.item.offering_id === item.offering_id && line.start_date === null && line.price === null,
  );
}

const updateLine = (state: CartState, key: string, change: (line: CartLineState) => CartLineState) => ({
  ...state,
  lines: state.lines.map((line) => (line.key === key ? change(line) : line)),
});

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'add_item': {
      const startDate = startDateOf(action.item, action.today, action.start_date);
      const same = mergeableLine(state, action.item, startDate);
      if (same) {
        const thousandths = quantityTextToThousandths(same.quantity);
        if (thousandths !== null) {
          return updateLine(state, same.key, (line) => ({
            ...line,
            quantity: String(Math.trunc(thousandths / 1000) + 1),
          }));
        }
      }
      const line: CartLineState = {
        key: `line-${state.next_key}`,
        item: action.item,
        quantity: '1',
        start_date: startDate,
        price: action.item.is_price_manual_entry ? '' : null,
      };
      return { ...state, lines: [...state.lines, line], next_key: state.next_key + 1 };
    }
    case 'set_quantity':
      return updateLine(state, action.key, (line) => ({ ...line, quantity: action.quantity }));
    case 'set_start_date':
      return updateLine(state, action.key, (line) => ({
        ...line,
        // A recurring item always has a first payment date; nothing starts before today.
        start_date: startDateOf(line.item, action.today, action.start_date),
      }));
    case 'set_price':
      return updateLine(state, action.key, (line) =>
        line.item.is_price_manual_entry ? { ...line, price: action.price } : line,
      );
    case 'remove_line': {
      const lines = state.lines.filter((line) => line.key !== action.key);
      return lines.length === 0
        ? { ...emptyCart, customer: state.customer, appointment: state.appointment, next_key: state.next_key }
        : { ...state, lines };
    }
    case 'clear':
      return { ...emptyCart, next_key: state.next_key };
    case 'set_customer': {
      // The appointment is its customer's: choosing another customer sells without it (and its deposit).
      const other =
        action.customer !== null &&
        state.appointment !== null &&
        state.appointment.customer_id !== action.customer.id;
      return { ...state, customer: action.customer, appointment: other ? null : state.appointment };
    }
    case 'set_appointment':
      return { ...state, appointment: action.appointment };
    case 'set_discount_code':
      return { ...state, discount_code: action.code.trim() };
    case 'set_order_fees':
      return { ...state, order_fees: action.order_fees };
    case 'set_addresses':
      return { ...state, addresses: action.addresses };
  }
}

/** Whether a line's quantity can be sold: above 0, at most 3 decimals, whole unless per unit. */
export function isLineQuantityValid(line: CartLineState): boolean {
  const thousandths = quantityTextToThousandths(line.quantity.trim());
  return thousandths !== null && isQuantityAllowed(line.item.price_structure, thousandths);
}

/**
 * Issue 24 point 2: the quantity one unit up or down (the line's stepper), or null when that leaves nothing
 * the item can sell (below one whole item, or 0 of a measure). Text that is not a quantity steps from 0.
 */
export function steppedQuantity(
  line: Pick<CartLineState, 'quantity' | 'item'>,
  delta: 1 | -1,
): string | null {
  const current = quantityTextToThousandths(line.quantity.trim()) ?? 0;
  const next = current + delta * QUANTITY_THOUSANDTHS_PER_UNIT;
  return isQuantityAllowed(line.item.price_structure, next) ? quantityText(next) : null;
}

/** Whether a manual-entry line has a price typed. */
export function isLinePriceValid(line: CartLineState): boolean {
  return line.price === null || /^\d{1,9}(\.\d{1,2})?$/.test(line.price.trim());
}

/** spec 3 §4.8: the cart has a recurring or future-dated item (cash and check off, e-mail required). */
export function hasDatedItems(state: Pick<CartState, 'lines'>): boolean {
  return isDatedCart(checkoutLines(state));
}

/** The cart's lines as the domain's checkout rules read them. */
export const checkoutLines = (state: Pick<CartState, 'lines'>) =>
  state.lines.map((line) => ({ price_structure: line.item.price_structure, start_date: line.start_date }));

/** spec 3 §4.8 "a discount is dropped if any item has a future payment or start date". */
export function hasFutureDatedItems(state: Pick<CartState, 'lines'>, today: string): boolean {
  return state.lines.some((line) => line.start_date !== null && line.start_date > today);
}

/** spec 2 §4: the address types the cart's items ask for (collect-addresses). */
export function neededAddressTypes(state: Pick<CartState, 'lines'>): ('shipping' | 'service')[] {
  const options = new Set(state.lines.map((line) => line.item.address_option));
  return [
    ...(options.has('shipping_address') ? (['shipping'] as const) : []),
    ...(options.has('service_address') ? (['service'] as const) : []),
  ];
}

export function isCartPopulated(state: Pick<CartState, 'lines'>): boolean {
  return state.lines.length > 0;
}

/**
 * Issue 15 point 7: the deposit the checkout credits (never above the total) and what is left to pay. The
 * server decides the credit again when it takes the payment.
 */
export function amountDue(
  state: Pick<CartState, 'appointment'>,
  totalCents: number,
  /** Decision 133: the lines starting after today, charged on their dates (chargedLaterCents). */
  laterCents = 0,
): { creditCents: number; dueCents: number } {
  const deposit = moneyTextToCents(state.appointment?.deposit_credit ?? '0.00') ?? 0;
  const nowCents = Math.max(0, totalCents - laterCents);
  const creditCents = Math.max(0, Math.min(deposit, nowCents));
  return { creditCents, dueCents: nowCents - creditCents };
}

/**
 * Decision 76: the sale completes with nothing to pay (no payment method) when nothing is due and no line
 * bills later; the server refuses payment_mode 'none' by the same rule.
 */
export function isNothingDue(state: Pick<CartState, 'lines'>, dueCents: number): boolean {
  return nothingDueRefusal({ charge_cents: dueCents, has_dated_lines: hasDatedItems(state) }) === null;
}
