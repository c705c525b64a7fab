import type { Customer, CustomerAddress } from '@paybook/contracts';
import { type CustomerAddresses, sortCustomFields } from '@paybook/domain';
import type {
  CustomerRow,
  CustomerValues,
  CustomFieldRow,
  CustomFieldValues,
} from './customers.repository.ts';

/** spec 2 §3 Customer `name`, and the list's name column: "first last". */
export const displayName = (first: string, last: string) => `${first} ${last}`.trim();

type AddressColumns = {
  street1: string;
  street2: string;
  city: string;
  stateCode: string;
  country: string;
  zipCode: string;
};

/** An empty street 1 means no address (schema: addresses are kept only with street 1). */
function toAddress(columns: AddressColumns): CustomerAddress | null {
  if (columns.street1 === '') return null;
  return {
    street_address1: columns.street1,
    street_address2: columns.street2,
    city: columns.city,
    state_code: columns.stateCode,
    country: columns.country,
    zip_code: columns.zipCode,
  };
}

const billingOf = (row: CustomerRow) =>
  toAddress({
    street1: row.billingStreet1,
    street2: row.billingStreet2,
    city: row.billingCity,
    stateCode: row.billingStateCode,
    country: row.billingCountry,
    zipCode: row.billingZipCode,
  });

const shippingOf = (row: CustomerRow) =>
  toAddress({
    street1: row.shippingStreet1,
    street2: row.shippingStreet2,
    city: row.shippingCity,
    stateCode: row.shippingStateCode,
    country: row.shippingCountry,
    zipCode: row.shippingZipCode,
  });

/** GET customer/{id}/full: the row as the contract's customer, custom fields sorted by label (spec 2 §3). */
/** The custom fields as the API answers them, sorted as the profile lists them. */
export const presentCustomFields = (fields: CustomFieldRow[]) =>
  sortCustomFields(fields.map((field) => ({ type: field.type, label: field.label, value: field.value })));

export function presentCustomer(row: CustomerRow, fields: CustomFieldRow[]): Customer {
  return {
    id: row.id,
    customer_number: row.customerNumber,
    name: displayName(row.firstName, row.lastName),
    first_name: row.firstName,
    last_name: row.lastName,
    company: row.company,
    user_name: row.userName,
    customer_account: row.customerAccount,
    email: row.email,
    phone: row.phone,
    alt_email: row.altEmail,
    alt_phone: row.altPhone,
    website: row.website,
    billing_address: billingOf(row),
    shipping_address: shippingOf(row),
    shipping_same_as_billing: row.shippingSameAsBilling,
    shipping_first_name: row.shippingFirstName,
    shipping_middle_name: row.shippingMiddleName,
    shipping_last_name: row.shippingLastName,
    shipping_company: row.shippingCompany,
    custom_fields: presentCustomFields(fields),
    is_deleted: row.deletedAt !== null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const emptyAddress = { street1: '', street2: '', city: '', stateCode: '', country: '', zipCode: '' };

function addressColumns(address: CustomerAddress | null): AddressColumns {
  if (!address) return emptyAddress;
  return {
    street1: address.street_address1,
    street2: address.street_address2,
    city: address.city,
    stateCode: address.state_code,
    country: address.country,
    zipCode: address.zip_code,
  };
}

/** The address columns of what addressesToSave decided. */
export function addressValues(saved: CustomerAddresses) {
  const billing = addressColumns(saved.billing_address);
  const shipping = addressColumns(saved.shipping_address);
  return {
    billingStreet1: billing.street1,
    billingStreet2: billing.street2,
    billingCity: billing.city,
    billingStateCode: billing.stateCode,
    billingCountry: billing.country,
    billingZipCode: billing.zipCode,
    shippingStreet1: shipping.street1,
    shippingStreet2: shipping.street2,
    shippingCity: shipping.city,
    shippingStateCode: shipping.stateCode,
    shippingCountry: shipping.country,
    shippingZipCode: shipping.zipCode,
    shippingSameAsBilling: saved.shipping_same_as_billing,
    shippingFirstName: saved.shipping.first_name,
    shippingMiddleName: saved.shipping.middle_name,
    shippingLastName: saved.shipping.last_name,
    shippingCompany: saved.shipping.company,
  };
}

/** The words the customer_updated_event names for each changed group of fields. */
const FIELD_GROUPS: [label: string, keys: (keyof CustomerValues)[]][] = [
  ['first name', ['firstName']],
  ['last name', ['lastName']],
  ['company', ['company']],
  ['customer account', ['customerAccount']],
  ['user name', ['userName']],
  ['e-mail', ['email']],
  ['phone', ['phone']],
  ['alternate e-mail', ['altEmail']],
  ['alternate phone', ['altPhone']],
  ['website', ['website']],
  [
    'billing address',
    [
      'billingStreet1',
      'billingStreet2',
      'billingCity',
      'billingStateCode',
      'billingCountry',
      'billingZipCode',
    ],
  ],
  [
    'shipping address',
    [
      'shippingStreet1',
      'shippingStreet2',
      'shippingCity',
      'shippingStateCode',
      'shippingCountry',
      'shippingZipCode',
      'shippingSameAsBilling',
    ],
  ],
  ['shipping contact', ['shippingFirstName', 'shippingMiddleName', 'shippingLastName', 'shippingCompany']],
];

/** The address groups, which need canEditAddresses to change. */
export const ADDRESS_GROUPS: readonly string[] = ['billing address', 'shipping address', 'shipping contact'];

const fieldsKey = (fields: { label: string; type: string; value: string }[]) =>
  JSON.stringify(sortCustomFields(fields).map((field) => [field.label, field.type, field.value]));

/** Whether a save changes the custom fields (in any order). */
export const customFieldsChanged = (before: CustomFieldValues[], after: CustomFieldValues[]) =>
  fieldsKey(before) !== fieldsKey(after);

/** The changed groups, in form order ("e-mail", "billing address", …; custom fields last). */
export function changedGroups(
  before: CustomerRow,
  beforeFields: CustomFieldRow[],
  after: CustomerValues,
  afterFields: CustomFieldValues[],
): string[] {
  // A value left out is kept (a save without user_name, decision 191), so it changes nothing.
  const changed = FIELD_GROUPS.filter(([, keys]) =>
    keys.some((key) => after[key] !== undefined && before[key] !== after[key]),
  ).map(([label]) => label);
  if (customFieldsChanged(beforeFields, afterFields)) changed.push('custom fields');
  return changed;
}
