import type { SaveCustomerBody } from '@paybook/contracts';
import type { createCustomer, updateCustomer } from '@paybook/contracts/endpoints/customers';
import { addressesToSave, sortCustomFields, storedCustomFieldValue } from '@paybook/domain';
import fc from 'fast-check';
import type { CustomerFields } from './stateful-customer-model.ts';
import { mostly, typedText } from './stateful-steps.ts';

// Issue 23 point 4, stateful sequences of customers: the bodies the steps send, and what each should
// read back as (spec 2 §3 Customer, §5 add and edit).

const name = (...samples: string[]) =>
  mostly(fc.oneof(fc.constantFrom(...samples), typedText(12)), fc.constantFrom('', '  ', 'x'.repeat(101)));

/** An address: kept only with street 1 (spec 2 §5), complete or not. */
const address = fc.option(
  fc.record({
    street_address1: fc.constantFrom('1 Main St', ' 5 Elm Ave ', ''),
    street_address2: fc.constantFrom('', 'Suite 2'),
    city: fc.constantFrom('Denver', ''),
    state_code: fc.constantFrom('CO', ''),
    country: fc.constantFrom('US', ''),
    zip_code: fc.constantFrom('80202', ''),
  }),
);

/** Custom fields: labels from a small pool, so that a repeated label (a 400) comes up. */
const customFields = fc.array(
  fc.record({
    type: fc.constantFrom('Text', 'CheckBox'),
    label: fc.constantFrom('Allergies', ' Notes ', 'Zodiac'),
    value: fc.constantFrom('', 'Yes', ' peanuts ', 'no'),
  }),
  { maxLength: 2 },
);

/**
 * A customer body: mostly valid, sometimes one the declaration refuses (a blank name, a bad e-mail or
 * phone); e-mails from a small pool, so that duplicates (ignoring case) come up.
 */
export const customerBodies: fc.Arbitrary<SaveCustomerBody> = fc.record({
  first_name: name('Ada', ' Grace ', 'Zoë', "O'Brien", '李'),
  last_name: name('Lovelace', 'Hopper', 'Øster', '😀'),
  company: fc.oneof(
    fc.constantFrom('', 'Acme & Sons', ' <b>bold</b> ', '100% Pure', 'north_wind'),
    typedText(20),
  ),
  email: mostly(
    fc.constantFrom('', 'ada@example.test', 'ADA@example.test', ' lin@example.test ', 'grace@example.test'),
    fc.constant('not-an-email'),
  ),
  phone: mostly(fc.constantFrom('', '(303) 555-0101', '3035550102'), fc.constant('555')),
  website: fc.constantFrom('', 'https://example.test'),
  customer_account: fc.constantFrom('', 'A-1', 'A-2'),
  billing_address: address,
  shipping_address: address,
  shipping_same_as_billing: fc.boolean(),
  shipping_first_name: fc.constantFrom('', 'Sam'),
  shipping_company: fc.constantFrom('', 'Depot'),
  custom_fields: customFields,
});

/**
 * What the body reads back as, or null for a 400: the endpoint's declared body, then the domain's rules
 * for addresses and custom fields (each label once, spec 2 §3), as the customer's save applies them.
 */
export function expectedCustomer(
  endpoint: typeof createCustomer | typeof updateCustomer,
  body: SaveCustomerBody,
): CustomerFields | null {
  const parsed = endpoint.body.safeParse(body);
  if (!parsed.success) return null;
  const customer = parsed.data;
  const labels = customer.custom_fields.map((field) => field.label);
  if (new Set(labels).size < labels.length) return null;
  const saved = addressesToSave({
    billing_address: customer.billing_address,
    shipping_address: customer.shipping_address,
    shipping_same_as_billing: customer.shipping_same_as_billing,
    shipping: {
      first_name: customer.shipping_first_name,
      middle_name: customer.shipping_middle_name,
      last_name: customer.shipping_last_name,
      company: customer.shipping_company,
    },
  });
  return {
    first_name: customer.first_name,
    last_name: customer.last_name,
    company: customer.company,
    email: customer.email,
    phone: customer.phone,
    website: customer.website,
    customer_account: customer.customer_account,
    billing_address: saved.billing_address,
    shipping_address: saved.shipping_address,
    shipping_same_as_billing: saved.shipping_same_as_billing,
    shipping_first_name: saved.shipping.first_name,
    shipping_middle_name: saved.shipping.middle_name,
    shipping_last_name: saved.shipping.last_name,
    shipping_company: saved.shipping.company,
    custom_fields: sortCustomFields(
      customer.custom_fields.map((field) => ({
        type: field.type,
        label: field.label,
        value: storedCustomFieldValue(field.type, field.value),
      })),
    ),
  };
}
