import { describe, expect, it } from 'vitest';
import { type Address, addressesToSave, type CustomerAddresses, isCompleteAddress } from './addresses.ts';

const billing: Address = {
  street_address1: '12 Elm St',
  street_address2: 'Suite 4',
  city: 'Denver',
  state_code: 'CO',
  country: 'US',
  zip_code: '80202',
};
const shipping: Address = {
  street_address1: '9 Oak Ave',
  street_address2: '',
  city: 'Boulder',
  state_code: 'CO',
  country: 'US',
  zip_code: '80301',
};
const contact = { first_name: 'Ann', middle_name: 'B', last_name: 'Lee', company: 'Lee Co' };

const input = (overrides: Partial<CustomerAddresses>): CustomerAddresses => ({
  billing_address: billing,
  shipping_address: shipping,
  shipping_same_as_billing: false,
  shipping: contact,
  ...overrides,
});

describe('addressesToSave (spec 2 §5 Edit customer)', () => {
  it('keeps both addresses as given when each has street 1', () => {
    const saved = addressesToSave(input({}));
    expect(saved.billing_address).toEqual(billing);
    expect(saved.shipping_address).toEqual(shipping);
    expect(saved.shipping_same_as_billing).toBe(false);
    expect(saved.shipping).toEqual(contact);
  });

  it('clears a billing address without street 1', () => {
    const saved = addressesToSave(input({ billing_address: { ...billing, street_address1: '  ' } }));
    expect(saved.billing_address).toBeNull();
    expect(saved.shipping_address).toEqual(shipping);
  });

  it('clears a shipping address without street 1 when billing is incomplete', () => {
    const saved = addressesToSave(
      input({
        billing_address: { ...billing, city: '' },
        shipping_address: { ...shipping, street_address1: '' },
      }),
    );
    expect(saved.shipping_address).toBeNull();
    expect(saved.shipping_same_as_billing).toBe(false);
  });

  it('same-as-billing copies billing and clears the shipping name and company', () => {
    const saved = addressesToSave(input({ shipping_same_as_billing: true }));
    expect(saved.shipping_address).toEqual(billing);
    expect(saved.shipping_address).not.toBe(saved.billing_address);
    expect(saved.shipping_same_as_billing).toBe(true);
    expect(saved.shipping).toEqual({ first_name: '', middle_name: '', last_name: '', company: '' });
  });

  it('same-as-billing with no billing address leaves both empty', () => {
    const saved = addressesToSave(input({ billing_address: null, shipping_same_as_billing: true }));
    expect(saved.billing_address).toBeNull();
    expect(saved.shipping_address).toBeNull();
  });

  it('a complete billing address fills a missing shipping address and flags same-as-billing', () => {
    const saved = addressesToSave(input({ shipping_address: null }));
    expect(saved.shipping_address).toEqual(billing);
    expect(saved.shipping_same_as_billing).toBe(true);
    expect(saved.shipping).toEqual(contact);
  });

  it('a shipping address the user began is never replaced by billing', () => {
    const begun = { ...shipping, city: '' };
    const saved = addressesToSave(input({ shipping_address: begun }));
    expect(saved.shipping_address).toEqual(begun);
    expect(saved.shipping_same_as_billing).toBe(false);
  });
});

describe('isCompleteAddress', () => {
  it('needs street 1, city, state and zip', () => {
    expect(isCompleteAddress(billing)).toBe(true);
    for (const field of ['street_address1', 'city', 'state_code', 'zip_code'] as const)
      expect(isCompleteAddress({ ...billing, [field]: '' }), field).toBe(false);
    expect(isCompleteAddress({ ...billing, street_address2: '', country: '' })).toBe(true);
    expect(isCompleteAddress(null)).toBe(false);
  });
});
