import { merchants } from '../../db/schema/index.ts';

/**
 * spec 3 §3.3 business settings, the part customers read (issue 16 point 5; migration 0022): the columns
 * the settings page, the booking page and e-mails, and receipts select.
 */
export const businessContactColumns = {
  phone: merchants.phone,
  address1: merchants.address1,
  address2: merchants.address2,
  city: merchants.city,
  state: merchants.state,
  zipCode: merchants.zipCode,
  websiteUrl: merchants.websiteUrl,
};

export type BusinessContactRow = { [K in keyof typeof businessContactColumns]: string };
