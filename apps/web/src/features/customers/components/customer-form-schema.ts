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

/** The customer form's shape: the contract's fields, addresses always present (empty means none). */
export function customerFormSchema(t: TFunction) {
  const text = (max: number) => z.string().trim().max(max, t('customers.form.tooLong', { max }));
  // The contract holds the rules; the form only words them through i18next.
  const email = z
    .string()
    .refine((value) => customerEmail.safeParse(value).success, t('customers.form.emailInvalid'));
  const phone = z
    .string()
    .refine((value) => customerPhone.safeParse(value).success, t('customers.form.phoneInvalid'));
  const address = z.object({
    street_address1: text(200),
    street_address2: text(200),
    city: text(100),
    state_code: text(50),
    country: text(50),
    zip_code: z
      .string()
      .trim()
      .refine((value) => value === '' || zipCodeShapeError(value) === null, t('customers.form.zipInvalid')),
  });
  return z
    .object({
      first_name: text(100).min(1, t('customers.form.firstNameRequired')),
      last_name: text(100).min(1, t('customers.form.lastNameRequired')),
      company: text(200),
      customer_account: text(100),
      email,
      phone,
      alt_email: email,
      alt_phone: phone,
      website: text(200),
      billing_address: address,
      shipping_address: address,
      shipping_same_as_billing: z.boolean(),
      shipping_first_name: text(100),
      shipping_middle_name: text(100),
      shipping_last_name: text(100),
      shipping_company: text(200),
      custom_fields: z.array(
        z.object({
          type: z.enum(CUSTOM_FIELD_TYPES),
          label: text(100).min(1, t('customers.form.labelRequired')),
          value: z.string().max(2000, t('customers.form.tooLong', { max: 2000 })),
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
            ctx.addIssue({ code: 'custom', path: [name, key], message: t('customers.form.required') });
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
    custom_fields: values.custom_fields.map((field) => ({
      type: field.type,
      label: field.label,
      value: storedCustomFieldValue(field.type, field.value),
    })),
  };
}

const FIELD_PROPERTY =
  /^(first_name|last_name|company|customer_account|email|phone|alt_email|alt_phone|website|shipping_(first|middle|last)_name|shipping_company|(billing|shipping)_address\.(street_address[12]|city|state_code|country|zip_code)|custom_fields\.\d+\.(label|value))$/;

/** The form field a server error's property names (spec 1 §5), if the form has it. */
export function customerFieldFor(property: string): Path<CustomerFormValues> | undefined {
  return FIELD_PROPERTY.test(property) ? (property as Path<CustomerFormValues>) : undefined;
}

/** Phone fields keep digits only (spec 1 §5). */
export const phoneDigits = (value: string) => value.replace(/\D/g, '');
