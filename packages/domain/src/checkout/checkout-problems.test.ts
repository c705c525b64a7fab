import type { AcceptedPaymentType, ProductName } from '@paybook/contracts';
import { describe, expect, it } from 'vitest';
import type { AchAuthorizationType } from '../payments/codes.ts';
import {
  CHECKOUT_PROBLEM_MESSAGES,
  type CheckoutCart,
  type CheckoutMerchant,
  type CheckoutPayment,
  checkoutProblems,
  isDatedCart,
} from './checkout-problems.ts';

// spec 3 §4.8 Checkout, §5 Checkout, §6; issue 15 points 6 and 7; decisions 79 and 111: one row a rule.
const TODAY_LINE = { price_structure: 'fixed', start_date: null } as const;
const RECURRING_LINE = { price_structure: 'recurring', start_date: '2039-01-01' } as const;
const FUTURE_LINE = { price_structure: 'fixed', start_date: '2039-01-01' } as const;
const SWIPE = '%B4111111111111111^DOE/JANE^3004101?';

const cart = (extra: Partial<CheckoutCart> = {}): CheckoutCart => ({
  lines: [TODAY_LINE],
  customer: { id: 7, email: 'jane@example.test' },
  charge_cents: 1000,
  ...extra,
});
const walkIn = (extra: Partial<CheckoutCart> = {}) => cart({ customer: { id: null, email: '' }, ...extra });
const merchant = (
  productName: ProductName = 'full_product',
  types: AcceptedPaymentType[] = ['CC', 'ACH'],
): CheckoutMerchant => ({ productName, acceptedPaymentTypes: new Set(types) });

const card: CheckoutPayment = { mode: 'ccKeyEnter' };
const cash = (tendered_cents: number | null): CheckoutPayment => ({ mode: 'cash', tendered_cents });
const ach = (extra: Partial<Extract<CheckoutPayment, { mode: 'ach' }>> = {}): CheckoutPayment => ({
  mode: 'ach',
  account_type: 'checking',
  company_name: '',
  authorization_type: null,
  ...extra,
});
const storedBank = (
  company_name: string,
  authorization_type: AchAuthorizationType | null,
): CheckoutPayment => ({
  mode: 'stored',
  account: { kind: 'bank', account_type: 'business_checking', company_name },
  authorization_type,
});

const codes = (c: CheckoutCart, p: CheckoutPayment, m: CheckoutMerchant = merchant()) =>
  checkoutProblems(c, p, m).map((problem) => `${problem.code}@${problem.field}`);

describe('checkoutProblems', () => {
  it.each<[string, CheckoutCart, CheckoutPayment, CheckoutMerchant, string[]]>([
    // Nothing wrong.
    ['a typed card for a walk-in', walkIn(), card, merchant(), []],
    ['a readable swipe', walkIn(), { mode: 'ccSwipe', track_data: SWIPE }, merchant(), []],
    ['cash covering the charge', walkIn(), cash(1000), merchant(), []],
    ['a check with its number', walkIn(), { mode: 'check', check_number: '1042' }, merchant(), []],
    ['personal ACH', walkIn(), ach(), merchant(), []],
    [
      'a stored card',
      cart(),
      { mode: 'stored', account: { kind: 'card' }, authorization_type: null },
      merchant(),
      [],
    ],
    ['nothing to pay, nothing due', walkIn({ charge_cents: 0 }), { mode: 'none' }, merchant(), []],
    [
      'a recurring item paid by card with a customer and e-mail',
      cart({ lines: [RECURRING_LINE] }),
      card,
      merchant(),
      [],
    ],
    // spec 3 §4.8 free trial, spec 3 §6 / spec 2 §6 accepted payment types.
    ['free trial, card', walkIn(), card, merchant('free_trial'), ['upgrade_required@payment_mode']],
    ['free trial, ACH', walkIn(), ach(), merchant('free_trial'), ['upgrade_required@payment_mode']],
    [
      'free trial, stored card',
      cart(),
      { mode: 'stored', account: { kind: 'card' }, authorization_type: null },
      merchant('free_trial'),
      ['upgrade_required@payment_mode'],
    ],
    ['free trial, cash', walkIn(), cash(1000), merchant('free_trial'), []],
    [
      'cards not accepted',
      walkIn(),
      card,
      merchant('full_product', ['ACH']),
      ['cards_not_accepted@payment_mode'],
    ],
    [
      'ACH not accepted',
      walkIn(),
      ach(),
      merchant('full_product', ['CC']),
      ['ach_not_accepted@payment_mode'],
    ],
    [
      'no list accepts no ACH',
      walkIn(),
      ach(),
      merchant('full_product', []),
      ['ach_not_accepted@payment_mode'],
    ],
    [
      'a stored bank account when ACH is not accepted',
      cart(),
      {
        mode: 'stored',
        account: { kind: 'bank', account_type: 'checking', company_name: '' },
        authorization_type: null,
      },
      merchant('full_product', ['CC']),
      ['ach_not_accepted@payment_mode'],
    ],
    // Customers: recurring items are billed to one; a stored account is one's.
    [
      'a recurring item for a walk-in',
      walkIn({ lines: [RECURRING_LINE] }),
      card,
      merchant(),
      ['customer_required@customer.id', 'email_required@customer.email'],
    ],
    [
      'a stored account without a customer',
      walkIn(),
      { mode: 'stored', account: { kind: 'card' }, authorization_type: null },
      merchant(),
      ['customer_required@customer.id'],
    ],
    [
      'no stored account chosen',
      cart(),
      { mode: 'stored', account: null, authorization_type: null },
      merchant(),
      ['account_required@account_id'],
    ],
    // spec 3 §4.8 "Cash and check are disabled for carts with recurring or future-dated items"; §5 e-mail.
    [
      'cash for a recurring item',
      cart({ lines: [RECURRING_LINE] }),
      cash(5000),
      merchant(),
      ['cash_check_disabled@payment_mode'],
    ],
    [
      'a check for a future-dated item',
      cart({ lines: [TODAY_LINE, FUTURE_LINE] }),
      { mode: 'check', check_number: '1' },
      merchant(),
      ['cash_check_disabled@payment_mode'],
    ],
    [
      // Decision 133: charged on its date to the customer's account, so a customer is needed.
      'a future-dated item for a walk-in without an e-mail',
      walkIn({ lines: [FUTURE_LINE] }),
      card,
      merchant(),
      ['customer_required@customer.id', 'email_required@customer.email'],
    ],
    [
      'an e-mail of spaces is none',
      cart({ lines: [FUTURE_LINE], customer: { id: 7, email: '  ' } }),
      card,
      merchant(),
      ['email_required@customer.email'],
    ],
    // Decision 79: nothing to pay.
    [
      'nothing to pay while something is due',
      walkIn(),
      { mode: 'none' },
      merchant(),
      ['amount_due@payment_mode'],
    ],
    [
      'nothing to pay for a dated cart',
      cart({ lines: [RECURRING_LINE], charge_cents: 0 }),
      { mode: 'none' },
      merchant(),
      ['needs_account@payment_mode'],
    ],
    ['nothing to pay before pricing', walkIn({ charge_cents: null }), { mode: 'none' }, merchant(), []],
    // spec 3 §4.8 ccSwipeInput; §5 cash minimum; check number.
    [
      'an unreadable swipe',
      walkIn(),
      { mode: 'ccSwipe', track_data: 'hello' },
      merchant(),
      ['swipe_unreadable@track_data'],
    ],
    ['cash of 0.00', walkIn(), cash(0), merchant(), ['tender_below_minimum@amount_tendered']],
    ['cash not typed', walkIn(), cash(null), merchant(), ['tender_below_minimum@amount_tendered']],
    ['cash of 0.01 on a 0.00 sale', walkIn({ charge_cents: 0 }), cash(1), merchant(), []],
    ['cash short of the charge', walkIn(), cash(999), merchant(), ['tender_short@amount_tendered']],
    ['cash before pricing', walkIn({ charge_cents: null }), cash(1), merchant(), []],
    [
      'a check without its number',
      walkIn(),
      { mode: 'check', check_number: ' ' },
      merchant(),
      ['check_number_required@check_number'],
    ],
    // spec 3 §5 business-checking ACH; decision 111 Ccd.
    [
      'business checking without company or type',
      walkIn(),
      ach({ account_type: 'business_checking' }),
      merchant(),
      ['company_name_required@company_name', 'authorization_required@authorization_type'],
    ],
    [
      'business checking, Ccd without a company',
      walkIn(),
      ach({ account_type: 'business_checking', authorization_type: 'Ccd' }),
      merchant(),
      ['company_name_required@company_name', 'authorization_unavailable@authorization_type'],
    ],
    [
      'business checking with company and Ccd',
      walkIn(),
      ach({ account_type: 'business_checking', company_name: 'Acme LLC', authorization_type: 'Ccd' }),
      merchant(),
      [],
    ],
    ['savings needs neither', walkIn(), ach({ account_type: 'savings' }), merchant(), []],
    [
      'a stored business account without a type',
      cart(),
      storedBank('Acme LLC', null),
      merchant(),
      ['authorization_required@authorization_type'],
    ],
    ['a stored business account with Ccd', cart(), storedBank('Acme LLC', 'Ccd'), merchant(), []],
    [
      'a stored business account with no company on file, Ccd',
      cart(),
      storedBank('', 'Ccd'),
      merchant(),
      ['authorization_unavailable@authorization_type'],
    ],
    ['a stored business account with no company on file, Web', cart(), storedBank('', 'Web'), merchant(), []],
  ])('%s', (_, c, p, m, expected) => {
    expect(codes(c, p, m)).toEqual(expected);
  });

  it('says each problem in the spec’s words', () => {
    const problems = checkoutProblems(walkIn({ lines: [RECURRING_LINE] }), cash(0), merchant());
    expect(problems.map((problem) => problem.message)).toEqual([
      CHECKOUT_PROBLEM_MESSAGES.customer_for_recurring,
      CHECKOUT_PROBLEM_MESSAGES.cash_check_disabled,
      CHECKOUT_PROBLEM_MESSAGES.email_required,
      CHECKOUT_PROBLEM_MESSAGES.tender_below_minimum,
    ]);
    expect(checkoutProblems(walkIn(), { mode: 'none' }, merchant())[0]?.message).toBe(
      'Choose how the customer pays: $10.00 is due.',
    );
  });
});

describe('isDatedCart: spec 3 §4.8 recurring or future-dated items', () => {
  it.each([
    [[TODAY_LINE], false],
    [[TODAY_LINE, FUTURE_LINE], true],
    [[{ price_structure: 'recurring', start_date: null } as const], true],
    [[], false],
  ])('%j → %s', (lines, dated) => {
    expect(isDatedCart(lines)).toBe(dated);
  });
});
