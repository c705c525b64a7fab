// spec 2 §3 Address and §5 "Edit customer": which billing and shipping addresses a customer save keeps.

export interface Address {
  street_address1: string;
  street_address2: string;
  city: string;
  state_code: string;
  country: string;
  zip_code: string;
}

export interface ShippingContact {
  first_name: string;
  middle_name: string;
  last_name: string;
  company: string;
}

export interface CustomerAddresses {
  billing_address: Address | null;
  shipping_address: Address | null;
  shipping_same_as_billing: boolean;
  shipping: ShippingContact;
}

const EMPTY_CONTACT: ShippingContact = { first_name: '', middle_name: '', last_name: '', company: '' };

const filled = (value: string | null | undefined) => (value ?? '').trim() !== '';

/** An address is kept only when street 1 is given (spec 2 §5); otherwise it is cleared. */
export function keptAddress(address: Address | null | undefined): Address | null {
  if (!address || !filled(address.street_address1)) return null;
  return { ...address };
}

/** A complete address has street 1, city, state and zip. */
export function isCompleteAddress(address: Address | null | undefined): address is Address {
  return (
    !!address &&
    filled(address.street_address1) &&
    filled(address.city) &&
    filled(address.state_code) &&
    filled(address.zip_code)
  );
}

/**
 * The addresses a save stores (spec 2 §5 "Edit customer"):
 * - billing and shipping are each kept only when street 1 is given, otherwise cleared;
 * - same-as-billing: shipping copies billing, and the shipping name and company are cleared;
 * - a complete billing address with no shipping address fills shipping from billing and sets
 *   same-as-billing. A shipping address the user began (street 1 given) is never overwritten: an
 *   incomplete one is for the form's validation to name, not for the save to replace.
 */
export function addressesToSave(input: CustomerAddresses): CustomerAddresses {
  const billing = keptAddress(input.billing_address);
  if (input.shipping_same_as_billing) {
    return {
      billing_address: billing,
      shipping_address: billing && { ...billing },
      shipping_same_as_billing: true,
      shipping: { ...EMPTY_CONTACT },
    };
  }
  const shipping = keptAddress(input.shipping_address);
  if (shipping === null && isCompleteAddress(billing)) {
    return {
      billing_address: billing,
      shipping_address: { ...billing },
      shipping_same_as_billing: true,
      shipping: { ...input.shipping },
    };
  }
  return {
    billing_address: billing,
    shipping_address: shipping,
    shipping_same_as_billing: false,
    shipping: { ...input.shipping },
  };
}
