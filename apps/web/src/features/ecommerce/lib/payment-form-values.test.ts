import { type Store, storeBody } from '@paybook/contracts';
import { DEFAULT_RETURN_BUTTON_TEXT, STORE_SAVE_MESSAGES } from '@paybook/domain';
import { describe, expect, it } from 'vitest';
import {
  newPaymentForm,
  type PaymentFormValues,
  paymentFormBody,
  paymentFormFieldFor,
  paymentFormSchema,
  paymentFormValuesOf,
} from './payment-form-values';

// spec 2 §2.2 payment form wizard; §3 Design settings; §4 acceptance defaults; §5; §8.

const fresh = newPaymentForm(['CC', 'ACH']);
const contractDefaults = storeBody.parse({ name: 'x', store_type: 'payment_form' });

describe('newPaymentForm (spec 2 §3, §4, §9)', () => {
  it('starts with the contract’s defaults and the return button’s text of spec 2 §9', () => {
    expect(fresh).toEqual({
      name: '',
      url_name: '',
      logo: null,
      banner: null,
      foreground_color: contractDefaults.foreground_color,
      background_color: contractDefaults.background_color,
      show_phone: true,
      show_location: true,
      show_email: true,
      button_text: 'Pay',
      special_instructions: '',
      customer_login: false,
      accept_cc: true,
      accept_ach: true,
      return_button: { show: false, url: '', text: DEFAULT_RETURN_BUTTON_TEXT },
    });
  });

  it.each([
    [['CC', 'ACH'], { accept_cc: true, accept_ach: true }],
    [['CC'], { accept_cc: true, accept_ach: false }],
    [['ACH'], { accept_cc: false, accept_ach: true }],
  ] as const)('a merchant accepting %j takes %j', (accepts, expected) => {
    expect(newPaymentForm(accepts)).toMatchObject(expected);
  });
});

describe('paymentFormSchema (spec 2 §5, the domain’s storeSaveProblems)', () => {
  const problems = (values: Partial<PaymentFormValues>) => {
    const result = paymentFormSchema.safeParse({ ...fresh, name: 'Ten Class Pack', ...values });
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  };

  it('passes a named form', () => {
    expect(problems({})).toEqual({});
  });

  it.each([
    ['a name without letters or digits', { name: '!!!' }, 'name', STORE_SAVE_MESSAGES.nameWithoutLetters],
    [
      'a shown return button without a web address',
      { return_button: { show: true, url: 'javascript:alert(1)', text: 'Back' } },
      'return_button.url',
      STORE_SAVE_MESSAGES.returnUrl,
    ],
    [
      'a colour that is not hex',
      { background_color: 'blue' },
      'background_color',
      'Enter a colour like #0088cc',
    ],
    ['an empty button text', { button_text: ' ' }, 'button_text', 'Enter the button’s text'],
    [
      'a typed url_name with spaces',
      { url_name: 'ten pack' },
      'url_name',
      'Use letters, digits and single hyphens only, like class-pack',
    ],
  ])('refuses %s', (_case, values, path, message) => {
    expect(problems(values)).toMatchObject({ [path]: message });
  });

  it('leaves a hidden return button’s address alone', () => {
    expect(problems({ return_button: { show: false, url: 'not a url', text: 'Back' } })).toEqual({});
  });
});

describe('paymentFormBody (spec 2 §7 POST store, PUT store/{id})', () => {
  const values: PaymentFormValues = {
    ...fresh,
    name: 'Ten Class Pack',
    logo: { id: 4, link: '/api/images/4' },
    banner: { id: 5, link: '/api/images/5' },
    accept_cc: false,
    accept_ach: true,
  };

  it('sells the one item, with the images’ ids', () => {
    expect(paymentFormBody(values, 12, ['CC', 'ACH'])).toMatchObject({
      name: 'Ten Class Pack',
      store_type: 'payment_form',
      offering_ids: [12],
      logo_image_id: 4,
      banner_image_id: 5,
      accept_cc: false,
      accept_ach: true,
      buy_button: null,
    });
    expect(paymentFormBody(values, 12, ['CC', 'ACH'])).not.toHaveProperty('logo');
  });

  it('takes only the type a merchant accepting one type accepts (spec 2 §4)', () => {
    expect(paymentFormBody(values, 12, ['CC'])).toMatchObject({ accept_cc: true, accept_ach: false });
  });
});

describe('paymentFormValuesOf', () => {
  it('reads a saved form back, so saving it unchanged sends what it holds', () => {
    const store = {
      name: 'Pack',
      url_name: 'pack-2026',
      logo_image: null,
      banner_image: { id: 5, link: '/api/images/5' },
      foreground_color: '#000000',
      background_color: '#ffffff',
      show_phone: false,
      show_location: true,
      show_email: false,
      button_text: 'Buy',
      special_instructions: 'Note',
      customer_login: true,
      accept_cc: true,
      accept_ach: false,
      return_button: { show: true, url: 'https://example.com', text: 'Back' },
    } as Store;
    const values = paymentFormValuesOf(store);
    expect(values).toMatchObject({ url_name: 'pack-2026', banner: { id: 5 }, show_phone: false });
    expect(paymentFormBody(values, 1, ['CC', 'ACH'])).toMatchObject({
      url_name: 'pack-2026',
      banner_image_id: 5,
      logo_image_id: null,
      return_button: { show: true, url: 'https://example.com', text: 'Back' },
    });
  });
});

describe('paymentFormFieldFor (spec 2 §8)', () => {
  it.each([
    ['url_name', 'name'],
    ['name', 'name'],
    ['logo_image_id', 'logo'],
    ['banner_image_id', 'banner'],
    ['return_button.url', 'return_button.url'],
    ['offering_ids', undefined],
    ['store_type', undefined],
  ])('%s lands on %s', (property, field) => {
    expect(paymentFormFieldFor(property)).toBe(field);
  });
});
