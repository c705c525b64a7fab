import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  type CheckoutBodyInput,
  cartLine,
  checkoutBody,
  MAX_CART_LINES,
  ORDER_FEE_MISSING_MESSAGE,
  QUANTITY_MESSAGE,
} from './checkout.ts';

// The body's shape. The checkout's rules (e-mail for dated carts, cash and check disabled for them, the
// cash minimum, a readable swipe, business-checking ACH, nothing to pay) are the domain's checkoutProblems,
// tested row by row in packages/domain/src/checkout/checkout-problems.test.ts.

const issues = (result: z.ZodSafeParseResult<unknown>) =>
  (result.error?.issues ?? []).map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

/** A body as a test sends it: fields it leaves out or adds beyond the mode are the test's point. */
type Loose = Record<string, unknown>;
const parse = (body: Loose) => checkoutBody.safeParse(body);

const cart = [{ offering_id: 11, quantity: '2' }];
const dated = [{ offering_id: 12, start_date: '2026-12-01' }];
const base = { cart, customer: { id: 7, first_name: 'Ada', last_name: 'Lopez', email: 'ada@example.com' } };

const card = {
  card_number: '4242 4242 4242 4242',
  cvv: '123',
  expiration: '04/28',
  billing_zip_code: '80202',
};
const bank = { routing_number: '102000021', account_number: '123456789', account_type: 'checking' as const };
const track1 = '%B4242424242424242^LOPEZ/ADA^2804101000000000000000?';

describe('checkout body: one valid example per payment mode (spec 3 §4.8)', () => {
  it.each<[string, CheckoutBodyInput]>([
    ['ccKeyEnter', { ...base, payment_mode: 'ccKeyEnter', card }],
    ['ccSwipe', { ...base, payment_mode: 'ccSwipe', track_data: track1 }],
    ['cash', { ...base, payment_mode: 'cash', amount_tendered: '50' }],
    ['check', { ...base, payment_mode: 'check', check_number: '1045' }],
    ['stored', { ...base, payment_mode: 'stored', account_id: 31 }],
    ['ach', { ...base, payment_mode: 'ach', bank_account: bank }],
  ])('%s', (mode, body) => {
    const parsed = checkoutBody.parse(body);
    expect(parsed.payment_mode).toBe(mode);
    expect(parsed.cart).toEqual([{ offering_id: 11, quantity: '2', start_date: null, price: null }]);
    expect(parsed.discount_code).toBe('');
    expect(parsed.order_fees).toEqual([]);
    expect(parsed.addresses).toEqual([]);
  });

  it('fills a walk-in customer and a business-checking ACH', () => {
    const parsed = checkoutBody.parse({
      cart: dated,
      customer: { email: ' ada@example.com ' },
      payment_mode: 'ach',
      bank_account: { ...bank, account_type: 'business_checking' },
      company_name: ' Lopez Design LLC ',
      authorization_type: 'Ccd',
    });
    expect(parsed.customer).toEqual({ id: null, first_name: '', last_name: '', email: 'ada@example.com' });
    if (parsed.payment_mode !== 'ach') throw new Error('expected ach');
    expect(parsed.company_name).toBe('Lopez Design LLC');
    expect(parsed.authorization_type).toBe('Ccd');
  });

  it('answers the cash tendered, the check number and the swipe as sent (trimmed)', () => {
    const cash = checkoutBody.parse({ ...base, payment_mode: 'cash', amount_tendered: ' 0.01 ' });
    expect(cash.payment_mode === 'cash' && cash.amount_tendered).toBe('0.01');
    const swipe = checkoutBody.parse({
      ...base,
      payment_mode: 'ccSwipe',
      track_data: ';4242424242424242=2804?\r',
    });
    expect(swipe.payment_mode === 'ccSwipe' && swipe.track_data).toBe(';4242424242424242=2804?');
  });
});

describe('cart lines (spec 3 §3.4; decision 65)', () => {
  it('takes a per-unit quantity as text, whole items by default, a start date and a typed price', () => {
    expect(cartLine.parse({ offering_id: 1 })).toEqual({
      offering_id: 1,
      quantity: '1',
      start_date: null,
      price: null,
    });
    expect(
      cartLine.parse({ offering_id: 1, quantity: ' 2.5 ', start_date: '2026-12-01', price: '40.5' }),
    ).toEqual({
      offering_id: 1,
      quantity: '2.5',
      start_date: '2026-12-01',
      price: '40.5',
    });
  });

  it.each(['0', '0.000', '-1', '1.2345', 'abc', '1,5', '', '1e3', '1234567'])(
    'refuses the quantity %j',
    (quantity) => {
      expect(
        issues(
          parse({ ...base, cart: [{ offering_id: 1, quantity }], payment_mode: 'stored', account_id: 1 }),
        ),
      ).toEqual([{ path: 'cart.0.quantity', message: QUANTITY_MESSAGE }]);
    },
  );

  it.each([
    ['price', '', 'Enter a price.'],
    ['price', '10,00', 'Enter a price like 25 or 25.50, without thousands separators.'],
    ['start_date', '2026-02-30', 'Enter a real date.'],
    ['start_date', '12/01/2026', 'Enter a date as yyyy-MM-dd.'],
  ])('refuses the %s %j naming it', (field, value, message) => {
    // The date primitive goes on to name every rule a malformed date breaks; the first is its format.
    expect(issues(cartLine.safeParse({ offering_id: 1, [field]: value }))[0]).toEqual({
      path: field,
      message,
    });
  });

  it('refuses an offering id that is not an id', () => {
    expect(issues(cartLine.safeParse({ offering_id: 0 })).map((issue) => issue.path)).toEqual([
      'offering_id',
    ]);
  });

  it('needs one line and takes at most the maximum', () => {
    const stored = { payment_mode: 'stored', account_id: 1 };
    expect(issues(parse({ ...base, ...stored, cart: [] }))).toEqual([
      { path: 'cart', message: 'Add at least one item to the cart' },
    ]);
    const many = Array.from({ length: MAX_CART_LINES + 1 }, () => ({ offering_id: 1 }));
    expect(issues(parse({ ...base, ...stored, cart: many }))).toEqual([
      { path: 'cart', message: `A cart can hold at most ${MAX_CART_LINES} lines` },
    ]);
  });
});

describe('discount code and order fees (spec 3 §2.6, §5 Checkout)', () => {
  const stored = { ...base, payment_mode: 'stored', account_id: 1 };

  it('trims the discount code and refuses one too long for any code', () => {
    expect(checkoutBody.parse({ ...stored, discount_code: ' SPRING10 ' }).discount_code).toBe('SPRING10');
    expect(issues(parse({ ...stored, discount_code: 'x'.repeat(51) }))).toEqual([
      { path: 'discount_code', message: 'Please provide a valid discount code.' },
    ]);
  });

  it('takes each chosen order fee once, with its own amount or an edited one', () => {
    const fees = [{ fee_structure_id: 3 }, { fee_structure_id: 4, amount: '2.50' }];
    expect(checkoutBody.parse({ ...stored, order_fees: fees }).order_fees).toEqual([
      { fee_structure_id: 3, amount: null },
      { fee_structure_id: 4, amount: '2.50' },
    ]);
    expect(issues(parse({ ...stored, order_fees: [{ fee_structure_id: 3, amount: ' ' }] }))).toEqual([
      { path: 'order_fees.0.amount', message: ORDER_FEE_MISSING_MESSAGE },
    ]);
    expect(
      issues(parse({ ...stored, order_fees: [{ fee_structure_id: 3 }, { fee_structure_id: 3 }] })),
    ).toEqual([{ path: 'order_fees.1.fee_structure_id', message: 'Choose each order fee once' }]);
  });
});

describe('receipt e-mail (spec 3 §3.4 Customer)', () => {
  it('refuses an e-mail that is not one', () => {
    expect(
      issues(parse({ cart: dated, payment_mode: 'stored', account_id: 1, customer: { email: 'ada@' } })),
    ).toEqual([{ path: 'customer.email', message: 'Enter a valid e-mail address.' }]);
  });
});

describe('each payment mode needs its own fields (spec 3 §3.4, §5 Checkout)', () => {
  it('refuses an unknown mode naming payment_mode', () => {
    expect(issues(parse({ ...base, payment_mode: 'bitcoin' })).map((issue) => issue.path)).toEqual([
      'payment_mode',
    ]);
    expect(issues(parse(base)).map((issue) => issue.path)).toEqual(['payment_mode']);
  });

  it.each(['0.001', 'abc', '1,000', '-5'])('refuses cash tendered %j that is not an amount', (tendered) => {
    expect(issues(parse({ ...base, payment_mode: 'cash', amount_tendered: tendered }))).toContainEqual({
      path: 'amount_tendered',
      message: expect.stringMatching(/^Enter an amount like 25 or 25\.50/),
    });
  });

  it('refuses a check number too long for one', () => {
    expect(issues(parse({ ...base, payment_mode: 'check', check_number: 'x'.repeat(31) }))).toEqual([
      { path: 'check_number', message: 'Enter at most 30 characters.' },
    ]);
  });

  it('refuses track data too long for a card reader', () => {
    expect(
      issues(parse({ ...base, payment_mode: 'ccSwipe', track_data: 'x'.repeat(1001) })).map((i) => i.path),
    ).toEqual(['track_data']);
  });

  it('needs the stored account id', () => {
    expect(issues(parse({ ...base, payment_mode: 'stored' })).map((issue) => issue.path)).toEqual([
      'account_id',
    ]);
    expect(
      issues(parse({ ...base, payment_mode: 'stored', account_id: 0 })).map((issue) => issue.path),
    ).toEqual(['account_id']);
    expect(
      issues(parse({ ...base, payment_mode: 'stored', account_id: 1, authorization_type: 'Xyz' })).map(
        (i) => i.path,
      ),
    ).toEqual(['authorization_type']);
  });

  it('needs the key-entered card fields', () => {
    expect(issues(parse({ ...base, payment_mode: 'ccKeyEnter' })).map((issue) => issue.path)).toEqual([
      'card',
    ]);
    const noCvv = { card_number: card.card_number, expiration: card.expiration };
    expect(
      issues(parse({ ...base, payment_mode: 'ccKeyEnter', card: noCvv })).map((issue) => issue.path),
    ).toEqual(['card.cvv']);
  });

  it('needs the bank account, and an authorization type of the spec’s four', () => {
    expect(issues(parse({ ...base, payment_mode: 'ach' })).map((issue) => issue.path)).toEqual([
      'bank_account',
    ]);
    const business = {
      ...base,
      payment_mode: 'ach',
      bank_account: { ...bank, account_type: 'business_checking' },
    };
    expect(
      issues(parse({ ...business, company_name: 'Lopez Design LLC', authorization_type: 'Xyz' })).map(
        (i) => i.path,
      ),
    ).toEqual(['authorization_type']);
    expect(
      parse({ ...base, payment_mode: 'ach', bank_account: { ...bank, account_type: 'savings' } }).success,
    ).toBe(true);
  });
});

describe('nothing to pay (decision 79)', () => {
  it('takes payment_mode none with no payment fields, for a known customer or a walk-in with an appointment', () => {
    const known = checkoutBody.parse({ ...base, payment_mode: 'none', appointment_id: 5 });
    expect(known).toMatchObject({ payment_mode: 'none', appointment_id: 5, customer: { id: 7 } });
    const walkIn = checkoutBody.parse({ cart, payment_mode: 'none' });
    // Issue 24 point 1: a sale is not a confirmed second sale of a visit unless it says so.
    expect(walkIn).toMatchObject({
      payment_mode: 'none',
      appointment_id: null,
      allow_second_sale: false,
      customer: { id: null },
    });
    expect(Object.keys(walkIn).sort()).toEqual(
      [
        'addresses',
        'allow_second_sale',
        'appointment_id',
        'cart',
        'customer',
        'discount_code',
        'order_fees',
        'payment_mode',
      ].sort(),
    );
  });
});
