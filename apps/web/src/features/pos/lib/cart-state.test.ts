import { describe, expect, it } from 'vitest';
import {
  amountDue,
  type CartAction,
  type CartState,
  cartReducer,
  emptyCart,
  hasDatedItems,
  hasFutureDatedItems,
  isLinePriceValid,
  isLineQuantityValid,
  isNothingDue,
  neededAddressTypes,
  steppedQuantity,
} from './cart-state';
import { COURT, DONATION, MEMBERSHIP, posCustomer, SHAKE, TOWEL } from './test-items';

// Issue 15 point 3, spec 3 §2.6, §3.4, §4.8: the point of sale's cart, action by action.
const TODAY = '2026-11-26';
const run = (...actions: CartAction[]) => actions.reduce(cartReducer, emptyCart);
const add = (item = SHAKE, start_date?: string | null): CartAction => ({
  type: 'add_item',
  item,
  today: TODAY,
  start_date,
});

describe('cartReducer', () => {
  it('adds a line per item; the same fixed item again adds one to its quantity', () => {
    const cart = run(add(SHAKE), add(TOWEL), add(SHAKE));
    expect(cart.lines.map((line) => [line.item.name, line.quantity])).toEqual([
      ['Protein Shake', '2'],
      ['Gym Towel', '1'],
    ]);
  });

  it.each([
    ['a per-unit item (its own measure)', COURT],
    ['a manual-price item (its own price)', DONATION],
    ['a recurring item (its own start date)', MEMBERSHIP],
  ])('%s gets a new line each time', (_, item) => {
    expect(run(add(item), add(item)).lines).toHaveLength(2);
  });

  it('a recurring item starts today; spec 3 §4.8: it makes the cart dated', () => {
    const cart = run(add(MEMBERSHIP));
    expect(cart.lines[0]?.start_date).toBe(TODAY);
    expect(hasDatedItems(cart)).toBe(true);
    expect(hasFutureDatedItems(cart, TODAY)).toBe(false);
  });

  it('a future date makes any item future-dated; clearing it pays today, except a recurring item', () => {
    let cart = run(add(SHAKE), add(MEMBERSHIP));
    const [shake, membership] = cart.lines;
    cart = cartReducer(cart, {
      type: 'set_start_date',
      key: shake!.key,
      start_date: '2026-12-05',
      today: TODAY,
    });
    expect(hasFutureDatedItems(cart, TODAY)).toBe(true);
    cart = cartReducer(cart, { type: 'set_start_date', key: shake!.key, start_date: null, today: TODAY });
    cart = cartReducer(cart, {
      type: 'set_start_date',
      key: membership!.key,
      start_date: null,
      today: TODAY,
    });
    expect(cart.lines.map((line) => line.start_date)).toEqual([null, TODAY]);
  });

  it('a date before today is read as today', () => {
    const cart = run(add(SHAKE, '2026-11-01'));
    expect(cart.lines[0]?.start_date).toBe(TODAY);
  });

  it('a manual-price line takes a price; a preset one ignores it', () => {
    let cart = run(add(DONATION), add(SHAKE));
    const [donation, shake] = cart.lines;
    cart = cartReducer(cart, { type: 'set_price', key: donation!.key, price: '20' });
    cart = cartReducer(cart, { type: 'set_price', key: shake!.key, price: '1' });
    expect(cart.lines.map((line) => line.price)).toEqual(['20', null]);
  });

  it('removing the last line empties the cart but keeps the customer; clear drops everything', () => {
    const customer = posCustomer(7, 'Ann', 'Lee', 'ann@example.com');
    let cart: CartState = run(
      add(SHAKE),
      { type: 'set_customer', customer },
      { type: 'set_discount_code', code: ' SAVE10 ' },
    );
    expect(cart.discount_code).toBe('SAVE10');
    cart = cartReducer(cart, { type: 'remove_line', key: cart.lines[0]!.key });
    expect(cart.lines).toEqual([]);
    expect(cart.customer).toEqual(customer);
    expect(cart.discount_code).toBe('');
    cart = cartReducer(run(add(SHAKE), { type: 'set_customer', customer }), { type: 'clear' });
    expect(cart.lines).toEqual([]);
    expect(cart.customer).toBeNull();
  });

  it('line keys stay unique after lines are removed', () => {
    let cart = run(add(COURT), add(COURT));
    cart = cartReducer(cart, { type: 'remove_line', key: cart.lines[0]!.key });
    cart = cartReducer(cart, add(COURT));
    expect(new Set(cart.lines.map((line) => line.key)).size).toBe(2);
  });

  it('spec 2 §4: the address types the items ask for', () => {
    expect(neededAddressTypes(run(add(SHAKE)))).toEqual([]);
    expect(neededAddressTypes(run(add(TOWEL)))).toEqual(['shipping']);
  });
});

describe('line quantities and prices (decision 65)', () => {
  const lineOf = (item = SHAKE, quantity = '1', price: string | null = null) => ({
    key: 'line-1',
    item,
    quantity,
    start_date: null,
    price,
  });

  it.each([
    [COURT, '2.5', true],
    [COURT, '0.125', true],
    [COURT, '2.5555', false],
    [COURT, '0', false],
    [SHAKE, '2', true],
    [SHAKE, '2.5', false],
    [MEMBERSHIP, '1', true],
    [SHAKE, '', false],
    [SHAKE, '-1', false],
    [SHAKE, 'two', false],
  ])('%# %s quantity "%s" → %s', (item, quantity, valid) => {
    expect(isLineQuantityValid(lineOf(item, quantity))).toBe(valid);
  });

  it.each([
    [null, true],
    ['20', true],
    ['20.5', true],
    ['20.555', false],
    ['', false],
    ['abc', false],
  ])('a price of %s → %s', (price, valid) => {
    expect(isLinePriceValid(lineOf(DONATION, '1', price))).toBe(valid);
  });
});

describe('issue 15 point 7: the appointment checked out and its deposit', () => {
  const appointment = { id: 41, customer_id: 7, deposit_credit: '20.00', refusal: null, sold_on: null };
  const ann = posCustomer(7, 'Ann', 'Lee', 'ann@example.com');
  const bob = { ...ann, id: 8, first_name: 'Bob' };
  const withAppointment = (...actions: CartAction[]) =>
    run(add(SHAKE), { type: 'set_appointment', appointment }, ...actions);

  it('keeps the appointment with its own customer or a walk-in, and drops it for another customer', () => {
    expect(withAppointment({ type: 'set_customer', customer: ann }).appointment).toEqual(appointment);
    expect(withAppointment({ type: 'set_customer', customer: null }).appointment).toEqual(appointment);
    expect(withAppointment({ type: 'set_customer', customer: bob }).appointment).toBeNull();
  });

  it('clearing the cart forgets it; removing the last line keeps it with the customer', () => {
    expect(withAppointment({ type: 'clear' }).appointment).toBeNull();
    const cart = withAppointment({ type: 'set_customer', customer: ann });
    const emptied = cartReducer(cart, { type: 'remove_line', key: cart.lines[0]!.key });
    expect([emptied.lines.length, emptied.customer, emptied.appointment]).toEqual([0, ann, appointment]);
  });

  it.each<[string, string | null, number, number, number]>([
    ['no appointment', null, 5000, 0, 5000],
    ['a $20.00 deposit on a $50.00 sale', '20.00', 5000, 2000, 3000],
    ['a deposit equal to the total', '50.00', 5000, 5000, 0],
    ['a deposit above the total credits the total only', '20.00', 600, 600, 0],
    ['a deposit already credited or returned', '0.00', 5000, 0, 5000],
    ['an empty cart', '20.00', 0, 0, 0],
    ['unreadable text credits nothing', 'abc', 5000, 0, 5000],
  ])('amountDue: %s', (_, credit, total, creditCents, dueCents) => {
    const state = { appointment: credit === null ? null : { ...appointment, deposit_credit: credit } };
    expect(amountDue(state, total)).toEqual({ creditCents, dueCents });
  });

  it.each<[string, string | null, number, number, number, number]>([
    ['a line charged later is not due now', null, 5000, 3000, 0, 2000],
    ['only lines charged later: nothing due now', null, 3000, 3000, 0, 0],
    ['a deposit is credited against what is due now', '10.00', 5000, 3000, 1000, 1000],
  ])('amountDue, decision 133: %s', (_, credit, total, later, creditCents, dueCents) => {
    const state = { appointment: credit === null ? null : { ...appointment, deposit_credit: credit } };
    expect(amountDue(state, total, later)).toEqual({ creditCents, dueCents });
  });
});

describe('decision 79: nothing to pay', () => {
  it.each<[string, CartAction[], number, boolean]>([
    ['the deposit covers a one-time sale', [add(SHAKE)], 0, true],
    ['a cent is still due', [add(SHAKE)], 1, false],
    ['a recurring line bills later', [add(MEMBERSHIP)], 0, false],
    ['a future-dated line bills later', [add(SHAKE, '2026-12-10')], 0, false],
    ['something is due on a recurring cart', [add(MEMBERSHIP)], 5900, false],
  ])('isNothingDue: %s', (_, actions, dueCents, expected) => {
    expect(isNothingDue(run(...actions), dueCents)).toBe(expected);
  });
});

// Issue 24 point 2: the quantity stepper of a cart line.
describe('steppedQuantity', () => {
  it.each<[string, typeof SHAKE, string, 1 | -1, string | null]>([
    ['one more shake', SHAKE, '1', 1, '2'],
    ['one fewer of two', SHAKE, '2', -1, '1'],
    ['never below one item', SHAKE, '1', -1, null],
    ['a measure keeps its decimals', COURT, '2.5', 1, '3.5'],
    ['a measure steps down to a part', COURT, '1.5', -1, '0.5'],
    ['never to nothing of a measure', COURT, '1', -1, null],
    ['text being typed steps from 0', SHAKE, '', 1, '1'],
    ['text that is no number cannot step down', SHAKE, 'x', -1, null],
    ['spaces around it are ignored', SHAKE, ' 3 ', -1, '2'],
  ])('%s', (_, item, quantity, delta, expected) => {
    expect(steppedQuantity({ item, quantity }, delta)).toBe(expected);
  });
});
