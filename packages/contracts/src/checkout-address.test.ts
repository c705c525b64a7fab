import { CANADIAN_PROVINCES } from '@paybook/domain/checkout/checkout-address';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { type CheckoutAddressInput, checkoutAddress, checkoutAddresses } from './checkout-address.ts';

const issues = (result: z.ZodSafeParseResult<unknown>) =>
  (result.error?.issues ?? []).map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

const denver: CheckoutAddressInput = {
  address1: '1600 Glenarm Pl',
  city: 'Denver',
  state: 'CO',
  zip_code: '80202',
  address_types: ['shipping'],
};

describe('checkout address (spec 3 §3.4, §5 Checkout)', () => {
  it('fills the defaults and sets US for a US state', () => {
    expect(checkoutAddress.parse(denver)).toEqual({
      company_name: '',
      address1: '1600 Glenarm Pl',
      address2: '',
      city: 'Denver',
      state: 'CO',
      zip_code: '80202',
      address_types: ['shipping'],
      country: 'US',
    });
  });

  it.each([
    ['K1A 0B1', 'K1A0B1'],
    [' 80 202 ', '80202'],
    ['M5V  3L9', 'M5V3L9'],
  ])('strips the spaces of the zip %j', (zip, stripped) => {
    expect(checkoutAddress.parse({ ...denver, zip_code: zip }).zip_code).toBe(stripped);
  });

  it.each(CANADIAN_PROVINCES)('sets country CA for %s', (state) => {
    expect(checkoutAddress.parse({ ...denver, state }).country).toBe('CA');
  });

  it('reads the province in any case, and the country sent is not what decides', () => {
    expect(
      checkoutAddress.parse({ ...denver, state: ' qc ', country: 'US' } as CheckoutAddressInput).country,
    ).toBe('CA');
  });

  it.each([
    ['address1', '  ', 'Enter a street address.'],
    ['city', '', 'Enter a city.'],
    ['state', '', 'Enter a state.'],
    ['zip_code', '   ', 'Enter a ZIP code.'],
    ['address1', 'x'.repeat(201), 'Enter at most 200 characters.'],
    ['company_name', 'x'.repeat(201), 'Enter at most 200 characters.'],
  ])('refuses %s %j naming it', (field, value, message) => {
    expect(issues(checkoutAddress.safeParse({ ...denver, [field]: value }))).toEqual([
      { path: field, message },
    ]);
  });

  it('needs an address type, each named once', () => {
    expect(issues(checkoutAddress.safeParse({ ...denver, address_types: [] }))).toEqual([
      { path: 'address_types', message: 'Choose whether this is the shipping or the service address.' },
    ]);
    expect(issues(checkoutAddress.safeParse({ ...denver, address_types: ['service', 'service'] }))).toEqual([
      { path: 'address_types', message: 'Name each address type once' },
    ]);
    expect(
      checkoutAddress.parse({ ...denver, address_types: ['shipping', 'service'] }).address_types,
    ).toEqual(['shipping', 'service']);
  });

  it('takes one shipping and one service address at most', () => {
    const service = { ...denver, address_types: ['service'] as const };
    expect(checkoutAddresses.parse([denver, service])).toHaveLength(2);
    expect(issues(checkoutAddresses.safeParse([denver, denver]))).toEqual([
      { path: '1.address_types', message: 'Give one shipping address only' },
    ]);
    expect(issues(checkoutAddresses.safeParse([denver, service, service]))).toEqual([
      { path: '', message: 'Give at most a shipping and a service address' },
    ]);
  });
});
