import { z } from 'zod';
import { productName } from './access.ts';

// spec 3 §7 Settings: "merchant stats … account details: paths not shown" (spec 2 §3 Merchant has `stats`).
// Ours: GET /api/merchant/account_details and GET /api/merchant/stats, shown beside the business settings.

/** GET /api/merchant/account_details: who the account is, for the merchant's own reference. */
export const accountDetails = z.object({
  merchant_id: z.number().int().describe('The account number support asks for'),
  company_name: z.string(),
  product_name: productName,
  url_subdomain: z.string(),
  booking_page_path: z.string().describe('/book/{url_subdomain}'),
  time_zone: z.string(),
  owner_name: z.string(),
  owner_email: z.string(),
  email_verified: z.boolean(),
  member_since: z.iso.date().describe("The day the account was opened, in the merchant's time zone"),
});
export type AccountDetails = z.infer<typeof accountDetails>;

/** GET /api/merchant/stats: the size of the business at a glance; "recent" is the last 30 days. */
export const merchantStats = z.object({
  customers: z.number().int(),
  active_staff: z.number().int(),
  active_services: z.number().int(),
  active_products: z.number().int(),
  upcoming_appointments: z.number().int().describe('Booked appointments in the next 30 days'),
  recent_orders: z.number().int().describe('Orders placed in the last 30 days'),
  recent_amount_paid: z.string().describe('What those orders have been paid, a decimal string'),
});
export type MerchantStats = z.infer<typeof merchantStats>;
