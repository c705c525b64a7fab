import type { Customer } from '@paybook/contracts';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import {
  type CustomerFormValues,
  customerBody,
  customerFieldFor,
  customerFormSchema,
  customerFormValues,
  phoneDigits,
} from './customer-form-schema';

// The catalogue's words (issue 16 point 9: the same fault says the same thing on every form).
const schema = customerFormSchema(i18n.t);
const address = {
  street_address1: '1 Main St',
  street_address2: '',
  city: 'Austin',
  state_code: 'TX',
  country: 'US',
  zip_code: '78701',
};
const base = (): CustomerFormValues => ({ ...customerFormValues(), first_name: 'Ann', last_name: 'Lee' });
const messages = (values: CustomerFormValues) =>
  (schema.safeParse(values).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('customer form (spec 2 §3, §5)', () => {
  it('needs first and last name, a valid e-mail, phone and five-digit zip', () => {
    expect(messages(customerFormValues())).toEqual([
      ['first_name', 'Enter a first name.'],
      ['last_name', 'Enter a last name.'],
    ]);
    const values = {
      ...base(),
      email: 'nope',
      phone: '1234567890',
      billing_address: { ...address, zip_code: '787' },
    };
    expect(messages(values)).toEqual([
      ['email', 'Enter a valid e-mail address.'],
      ['phone', 'Enter a ten-digit phone number that starts with 2 to 9.'],
      ['billing_address.zip_code', 'Enter a five-digit ZIP code.'],
    ]);
  });

  it('names the missing parts of a begun address, but not of a shipping copied from billing', () => {
    const begun = { ...address, city: '', zip_code: '' };
    expect(messages({ ...base(), shipping_address: begun })).toEqual([
      ['shipping_address.city', 'Enter a city.'],
      ['shipping_address.zip_code', 'Enter a ZIP code.'],
    ]);
    expect(messages({ ...base(), shipping_address: begun, shipping_same_as_billing: true })).toEqual([]);
  });

  it('saves addresses as the domain keeps them: no street 1, no address; complete billing fills shipping', () => {
    expect(customerBody(base())).toMatchObject({ billing_address: null, shipping_address: null });
    const body = customerBody({ ...base(), billing_address: address, shipping_first_name: 'Bo' });
    expect(body).toMatchObject({
      billing_address: address,
      shipping_address: address,
      shipping_same_as_billing: true,
      shipping_first_name: 'Bo',
    });
    const same = customerBody({
      ...base(),
      billing_address: address,
      shipping_same_as_billing: true,
      shipping_company: 'X',
    });
    expect(same.shipping_company).toBe('');
  });

  it('stores check-box custom fields as Yes / No', () => {
    const body = customerBody({
      ...base(),
      custom_fields: [
        { type: 'CheckBox', label: 'VIP', value: 'yes' },
        { type: 'CheckBox', label: 'Newsletter', value: '' },
        { type: 'Text', label: 'Size', value: ' M ' },
      ],
    });
    expect(body.custom_fields).toEqual([
      { type: 'CheckBox', label: 'VIP', value: 'Yes' },
      { type: 'CheckBox', label: 'Newsletter', value: 'No' },
      { type: 'Text', label: 'Size', value: 'M' },
    ]);
  });

  it('fills the form from a saved customer, unknown field types as text', () => {
    const customer = {
      first_name: 'Ann',
      last_name: 'Lee',
      billing_address: address,
      shipping_address: null,
      custom_fields: [{ type: 'Date', label: 'Birthday', value: '1990-01-01' }],
    } as unknown as Customer;
    const values = customerFormValues(customer);
    expect(values.billing_address).toEqual(address);
    expect(values.shipping_address.street_address1).toBe('');
    expect(values.custom_fields[0]?.type).toBe('Text');
  });

  it('attaches server errors to the fields the form has', () => {
    expect(customerFieldFor('email')).toBe('email');
    expect(customerFieldFor('billing_address.zip_code')).toBe('billing_address.zip_code');
    expect(customerFieldFor('custom_fields.2.label')).toBe('custom_fields.2.label');
    expect(customerFieldFor('merchant_id')).toBeUndefined();
  });

  it('decision 191: sends the user name, trimmed, within its limit; a taken one is named on its field', () => {
    expect(customerBody({ ...base(), user_name: 'ann.lee' }).user_name).toBe('ann.lee');
    expect(schema.parse({ ...base(), user_name: '  ann.lee ' }).user_name).toBe('ann.lee');
    expect(messages({ ...base(), user_name: 'a'.repeat(101) })).toEqual([
      ['user_name', i18n.t('fieldMessages.tooLong', { max: 100 })],
    ]);
    expect(customerFieldFor('user_name')).toBe('user_name');
  });

  it('keeps digits only in phone fields', () => {
    expect(phoneDigits('(512) 555-0100')).toBe('5125550100');
  });
});
