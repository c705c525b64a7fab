import { buyButtonFields, type Store, storeBody } from '@paybook/contracts';
import { BUY_BUTTON_DEFAULTS, STORE_SAVE_MESSAGES } from '@paybook/domain';
import { describe, expect, it } from 'vitest';
import {
  type BuyButtonValues,
  buyButtonBody,
  buyButtonFieldFor,
  buyButtonSchemaFor,
  buyButtonValuesOf,
  newBuyButton,
} from './buy-button-values';

// spec 2 §2.2 buy-now button wizard; §3 Buy-button fields; §4 acceptance defaults; §5; §8; §9 defaults.

const look = {
  ...buyButtonFields.parse({}),
  button_text: 'Buy a gift card',
  button_background_color: '#0b7285',
  button_shape: 1,
} as const;

const saved: Store = {
  id: 9,
  name: 'Gift Card',
  url_name: 'gift-card',
  store_type: 'buy_button',
  status: 1,
  is_active: true,
  offerings_count: 1,
  items: [
    {
      id: '9_4',
      offering_id: 4,
      name: 'Gift Card',
      description: 'Any class.',
      price_text: '$50.00',
      image: null,
      is_active: true,
    },
  ],
  offering_ids: [4],
  logo_image: null,
  banner_image: null,
  full_url: 'http://localhost/pay/northwind/gift-card',
  foreground_color: '#ffffff',
  background_color: '#1864ab',
  show_phone: true,
  show_location: true,
  show_email: false,
  button_text: 'Pay',
  special_instructions: 'Printed at the desk.',
  customer_login: false,
  accept_cc: true,
  accept_ach: false,
  return_button: { show: false, url: '', text: 'Return to Site' },
  buy_button: look,
  created_at: '2026-11-02T10:00:00.000Z',
  is_deleted: false,
};

describe('newBuyButton (spec 2 §4, §9)', () => {
  it('starts with spec 2 §9’s defaults, each item detail shown', () => {
    expect(newBuyButton(['CC', 'ACH']).buy_button).toEqual({
      ...BUY_BUTTON_DEFAULTS,
      show_offering_name: true,
      show_offering_description: true,
      show_offering_image: true,
      show_offering_price: true,
    });
  });

  it.each([
    [['CC', 'ACH'], { accept_cc: true, accept_ach: true }],
    [['CC'], { accept_cc: true, accept_ach: false }],
    [['ACH'], { accept_cc: false, accept_ach: true }],
    [[], { accept_cc: false, accept_ach: false }],
  ] as const)('a merchant accepting %j takes %j', (accepts, expected) => {
    expect(newBuyButton(accepts)).toMatchObject({ name: '', ...expected });
  });
});

describe('buyButtonSchema (spec 2 §5, the domain’s storeSaveProblems)', () => {
  const problems = (values: Partial<BuyButtonValues>, accepts: readonly ('CC' | 'ACH')[] = ['CC', 'ACH']) => {
    const result = buyButtonSchemaFor(accepts).safeParse({
      ...newBuyButton(accepts),
      name: 'Gift Card',
      ...values,
    });
    // The first message of each field, as the form shows it.
    return result.success
      ? {}
      : Object.fromEntries(
          result.error.issues.toReversed().map((issue) => [issue.path.join('.'), issue.message]),
        );
  };

  it('passes a named button', () => {
    expect(problems({})).toEqual({});
  });

  it.each([
    ['an empty name', { name: ' ' }, 'name', 'Enter a name'],
    ['a name without letters or digits', { name: '!!!' }, 'name', STORE_SAVE_MESSAGES.nameWithoutLetters],
    [
      'a colour that is not hex',
      { buy_button: { ...look, button_text_color: 'white' } },
      'buy_button.button_text_color',
      'Enter a colour like #0088cc',
    ],
    [
      'an empty button text',
      { buy_button: { ...look, button_text: '  ' } },
      'buy_button.button_text',
      'Enter the button’s text',
    ],
  ])('refuses %s', (_case, values, path, message) => {
    expect(problems(values)).toMatchObject({ [path]: message });
  });

  it('refuses a button that takes neither cards nor bank payments (spec 2 §5)', () => {
    expect(problems({ accept_cc: false, accept_ach: false })).toEqual({
      accept_cc: STORE_SAVE_MESSAGES.noPayments,
    });
  });

  it('tells an account that takes neither that it cannot take payments yet', () => {
    expect(problems({}, [])).toEqual({ accept_cc: STORE_SAVE_MESSAGES.accountTakesNone });
  });

  it('takes #rgb and #rrggbb colours', () => {
    expect(
      problems({ buy_button: { ...look, button_text_color: '#FFF', details_text_color: '#212529' } }),
    ).toEqual({});
  });
});

describe('buyButtonBody (spec 2 §7 POST store, PUT store/{id})', () => {
  const values: BuyButtonValues = {
    name: 'Gift Card 2',
    accept_cc: true,
    accept_ach: false,
    buy_button: look,
  };

  it('makes a new button whose url_name comes from its name; the contract takes it', () => {
    const body = buyButtonBody(values, 4, ['CC', 'ACH'], null);
    expect(body).toEqual({
      name: 'Gift Card 2',
      url_name: '',
      store_type: 'buy_button',
      offering_ids: [4],
      accept_cc: true,
      accept_ach: false,
      buy_button: look,
    });
    expect(storeBody.safeParse(body).success).toBe(true);
  });

  it('keeps a saved button’s url_name (pasted snippets keep working) and its other settings', () => {
    const body = buyButtonBody({ ...values, name: 'Gift Card, any amount' }, 5, ['CC', 'ACH'], saved);
    expect(body).toMatchObject({
      name: 'Gift Card, any amount',
      url_name: 'gift-card',
      offering_ids: [5],
      special_instructions: 'Printed at the desk.',
      show_email: false,
    });
  });

  it('gives a merchant that accepts one type that type, whatever the switches say (spec 2 §4)', () => {
    expect(buyButtonBody({ ...values, accept_cc: false }, 4, ['ACH'], null)).toMatchObject({
      accept_cc: false,
      accept_ach: true,
    });
  });

  it('reads a saved button back as it was', () => {
    expect(buyButtonValuesOf(saved)).toEqual({
      name: 'Gift Card',
      accept_cc: true,
      accept_ach: false,
      buy_button: look,
    });
  });
});

describe('buyButtonFieldFor (spec 2 §8)', () => {
  it.each([
    ['url_name', 'name'],
    ['name', 'name'],
    ['buy_button.button_text', 'buy_button.button_text'],
    ['buy_button.details_text_color', 'buy_button.details_text_color'],
    ['buy_button.nothing', undefined],
    ['accept_cc', 'accept_cc'],
    ['buy_button', undefined],
    ['offering_ids', undefined],
  ])('%s lands on %s', (property, field) => {
    expect(buyButtonFieldFor(property)).toBe(field);
  });
});
