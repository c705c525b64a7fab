import { checkoutZipCode, countryOfState } from '@paybook/domain/checkout/checkout-address';
import { z } from 'zod';
import { fieldMessages } from './field-messages.ts';
import { lineText } from './primitives.ts';

// spec 3 §3.4 "Addresses (shipping and service): company_name, address1, address2, city, state, zip_code,
// country, address_types" and spec 3 §5 Checkout "Zip codes have spaces stripped. Country is CA when the
// state is AB, BC, NB, NL, NS, NT, NU, ON, PE, QC, SK or YT, otherwise US." The collect-addresses modal
// (spec 3 §2.6) asks for them when a cart item needs one (spec 2 §4 address options). The two rules are the
// domain's (packages/domain/src/checkout/checkout-address.ts).

export const checkoutAddressTypes = ['shipping', 'service'] as const;
export const checkoutAddressType = z.enum(checkoutAddressTypes);
export type CheckoutAddressType = z.infer<typeof checkoutAddressType>;

// Issue 16 point 9: the limits are worded by the catalogue's error map; a required part names itself.
const text = (max: number) => lineText.trim().max(max);
const required = (max: number, field: string) => text(max).min(1, fieldMessages.required(field));

/**
 * One address of the checkout. The country is not sent: it follows the state (spec 3 §5), so a parsed
 * address always has one. One address may serve as both shipping and service address.
 */
export const checkoutAddress = z
  .object({
    company_name: text(200).default(''),
    address1: required(200, 'a street address'),
    address2: text(200).default(''),
    city: required(100, 'a city'),
    state: required(50, 'a state'),
    zip_code: text(20)
      .transform(checkoutZipCode)
      .refine((zip) => zip !== '', fieldMessages.required('a ZIP code')),
    address_types: z
      .array(checkoutAddressType)
      .min(1, 'Choose whether this is the shipping or the service address.')
      .max(2)
      .refine((types) => new Set(types).size === types.length, 'Name each address type once'),
  })
  .transform((address) => ({ ...address, country: countryOfState(address.state) }));
export type CheckoutAddressInput = z.input<typeof checkoutAddress>;
export type CheckoutAddress = z.output<typeof checkoutAddress>;

/** At most one shipping and one service address (spec 3 §2.6 collect-addresses). */
export const checkoutAddresses = z
  .array(checkoutAddress)
  .max(2, 'Give at most a shipping and a service address')
  .superRefine((addresses, context) => {
    const seen = new Set<CheckoutAddressType>();
    addresses.forEach((address, index) => {
      for (const type of address.address_types) {
        if (seen.has(type)) {
          context.addIssue({
            code: 'custom',
            path: [index, 'address_types'],
            message: `Give one ${type} address only`,
          });
        }
        seen.add(type);
      }
    });
  });

/** The address as an order answers it (spec 3 §3.4), country included. */
export const orderAddress = z.object({
  company_name: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  zip_code: z.string(),
  country: z.enum(['CA', 'US']),
  address_types: z.array(checkoutAddressType),
});
export type OrderAddress = z.infer<typeof orderAddress>;
