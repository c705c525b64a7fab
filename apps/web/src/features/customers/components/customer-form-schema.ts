import {
  type Customer,
  type CustomerAddress,
  customerEmail,
  customerPhone,
  type SaveCustomerBody,
} from '@paybook/contracts';
import { addressesToSave, CHECKBOX_TYPE, storedCustomFieldValue, zipCodeShapeError } from '@paybook/domain';
import type { TFunction } from 'i18next';
import type { Path } from 'react-hook-form';
import { z } from 'zod';
import { fieldRules } from '@/lib/field-messages';

export const TEXT_FIELD_TYPE = 'Text';
export const CUSTOM_FIELD_TYPES = [TEXT_FIELD_TYPE, CHECKBOX_TYPE] as const;

const ADDRESS_KEYS = [
  'street_address1',
  'street_address2',
  'city',
  'state_code',
  'country',
  'zip_code',
] as const;
const emptyAddress = (): CustomerAddress =>
  Object.fromEntries(ADDRESS_KEYS.map((key) => [key, ''])) as CustomerAddress;

/**
 * The contract's limits (contracts customers.ts saveCustomerBody): the schema checks them and the inputs
 * stop at them with a counter (issue 16 point 9).
 */
export const CUSTOMER_MAX = {
  name: 100,
  company: 200,
  customerAccount: 100,
  userName: 100,
  email: 254,
  website: 200,
  street: 200,
  city: 100,
  state: 50,
  country: 50,
  zip: 10,
  label: 100,
  value: 2000,
} as const;

/** The customer form's shape: the contract's fields, addresses always present (empty means none). */
export function customerFormSchema(t: TFunction) {
  // The contract holds the rules; the form words them from the one catalogue (issue 16 point 9).
  const { messages, text, requiredText } = fieldRules(t);
  const email = z.string().refine((value) => customerEmail.safeParse(value).success, messages.email());
  const phone = z.string().refine((value) => customerPhone.safeParse(value).success, messages.phone());
  const address = z.object({
    street_address1: text(CUSTOMER_MAX.street),
    street_address2: text(CUSTOMER_MAX.street),
    city: text(CUSTOMER_MAX.city),
    state_code: text(CUSTOMER_MAX.state),
    country: text(CUSTOMER_MAX.country),
    zip_code: z
      .string()
      .trim()
      .refine((value) => value === '' || zipCodeShapeError(value) === null, messages.zip()),
  });
  const requiredOfAddress = { city: 'city', state_code: 'state', zip_code: 'zipCode' } as const;
  return z
    .object({
      first_name: requiredText('firstName', CUSTOMER_MAX.name),
      last_name: requiredText('lastName', CUSTOMER_MAX.name),
      company: text(CUSTOMER_MAX.company),
      customer_account: text(CUSTOMER_MAX.customerAccount),
      user_name: text(CUSTOMER_MAX.userName),
      email,
      phone,
      alt_email: email,
      alt_phone: phone,
      website: text(CUSTOMER_MAX.website),
      billing_address: address,
      shipping_address: address,
      shipping_same_as_billing: z.boolean(),
      shipping_first_name: text(CUSTOMER_MAX.name),
      shipping_middle_name: text(CUSTOMER_MAX.name),
      shipping_last_name: text(CUSTOMER_MAX.name),
      shipping_company: text(CUSTOMER_MAX.company),
      custom_fields: z.array(
        z.object({
          type: z.enum(CUSTOM_FIELD_TYPES),
          label: requiredText('label', CUSTOMER_MAX.label),
          value: z.string().max(CUSTOMER_MAX.value, messages.tooLong(CUSTOMER_MAX.value)),
        }),
      ),
    })
    .superRefine((values, ctx) => {
      // spec 2 §5: an address is saved once street 1 is given, so a begun one must be complete.
      const names = values.shipping_same_as_billing
        ? (['billing_address'] as const)
        : (['billing_address', 'shipping_address'] as const);
      for (const name of names) {
        const value = values[name];
        if (!value.street_address1) continue;
        for (const key of ['city', 'state_code', 'zip_code'] as const) {
          if (!value[key])
            ctx.addIssue({
              code: 'custom',
              path: [name, key],
              message: messages.required(requiredOfAddress[key]),
            });
        }
      }
    });
}

export type CustomerFormValues = z.infer<ReturnType<typeof customerFormSchema>>;

/** Empty for adding, or the saved customer; custom fields keep their stored order until saved. */
export function customerFormValues(customer?: Customer): CustomerFormValues {
  return {
    first_name: customer?.first_name ?? '',
    last_name: customer?.last_name ?? '',
    company: customer?.company ?? '',
    customer_account: customer?.customer_account ?? '',
    user_name: customer?.user_name ?? '',
    email: customer?.email ?? '',
    phone: customer?.phone ?? '',
    alt_email: customer?.alt_email ?? '',
    alt_phone: customer?.alt_phone ?? '',
    website: customer?.website ?? '',
    billing_address: { ...emptyAddress(), ...customer?.billing_address },
    shipping_address: { ...emptyAddress(), ...customer?.shipping_address },
    shipping_same_as_billing: customer?.shipping_same_as_billing ?? false,
    shipping_first_name: customer?.shipping_first_name ?? '',
    shipping_middle_name: customer?.shipping_middle_name ?? '',
    shipping_last_name: customer?.shipping_last_name ?? '',
    shipping_company: customer?.shipping_company ?? '',
    custom_fields: (customer?.custom_fields ?? []).map((field) => ({
      type: field.type === CHECKBOX_TYPE ? CHECKBOX_TYPE : TEXT_FIELD_TYPE,
      label: field.label,
      value: field.value,
    })),
  };
}

/** The save body: the domain decides which addresses are kept (spec 2 §5 "Edit customer"). */
export function customerBody(values: CustomerFormValues): SaveCustomerBody {
  const addresses = addressesToSave({
    billing_address: values.billing_address,
    shipping_address: values.shipping_address,
    shipping_same_as_billing: values.shipping_same_as_billing,
    shipping: {
      first_name: values.shipping_first_name,
      middle_name: values.shipping_middle_name,
      last_name: values.shipping_last_name,
      company: values.shipping_company,
    },
  });
  return {
    first_name: values.first_name,
    last_name: values.last_name,
    company: values.company,
    customer_account: values.customer_account,
    user_name: values.user_name,
    email: values.email,
    phone: values.phone,
    alt_email: values.alt_email,
    alt_phone: values.alt_phone,
    website: values.website,
    billing_address: addresses.billing_address,
    shipping_address: addresses.shipping_address,
    shipping_same_as_billing: addresses.shipping_same_as_billing,
    shipping_first_name: addresses.shipping.first_name,
    shipping_middle_name: addresses.shipping.middle_name,
    shipping_last_name: addresses.shipping.last_name,
    shipping_company: addresses.shipping.company,
    custom_fields: customFieldsBody(values.custom_fields),
  };
}

/** The custom fields as saved: a check box's value stored as the domain stores it (spec 2 §3). */
export function customFieldsBody(fields: CustomerFormValues['custom_fields']) {
  return fields.map((field) => ({
    type: field.type,
    label: field.label,
    value: storedCustomFieldValue(field.type, field.value),
  }));
}

const FIELD_PROPERTY =
  /^(first_name|last_name|company|customer_account|user_name|email|phone|alt_email|alt_phone|website|shipping_(first|middle|last)_name|shipping_company|(billing|shipping)_address\.(street_address[12]|city|state_code|country|zip_code)|custom_fields\.\d+\.(label|value))$/;

/** The form field a server error's property names (spec 1 §5), if the form has it. */
export function customerFieldFor(property: string): Path<CustomerFormValues> | undefined {
  return FIELD_PROPERTY.test(property) ? (property as Path<CustomerFormValues>) : undefined;
}

/** Phone fields keep digits only (spec 1 §5). */
export const phoneDigits = (value: string) => value.replace(/\D/g, '');
