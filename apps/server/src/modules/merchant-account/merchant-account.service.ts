import type { AccountDetails, MerchantStats, ProductName } from '@paybook/contracts';
import { centsToPrice } from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { withTenantRead, withTenantReadOne } from '../../db/tenant.ts';
import { notFound } from '../../lib/app-error.ts';
import type { UserContext } from '../../plugins/auth.ts';
import * as repo from './merchant-account.repository.ts';

/** spec 3 §7 Settings "account details": the account number, product, booking page, owner and start. */
export async function getAccountDetails(db: Database, ctx: UserContext): Promise<AccountDetails> {
  const row = await withTenantReadOne(db, ctx.merchantId, (tx) => repo.findAccount(tx, ctx.merchantId));
  if (!row) throw notFound('The merchant');
  return {
    merchant_id: row.id,
    company_name: row.name,
    product_name: row.productName as ProductName,
    url_subdomain: row.urlSubdomain,
    booking_page_path: `/book/${row.urlSubdomain}`,
    time_zone: row.timeZone,
    owner_name: [row.ownerFirstName, row.ownerLastName].filter(Boolean).join(' '),
    owner_email: row.ownerEmail ?? '',
    email_verified: !row.emailUnverified,
    member_since: row.memberSince,
  };
}

/** spec 3 §7 Settings "merchant stats" (spec 2 §3 Merchant.stats). */
export async function getMerchantStats(db: Database, ctx: UserContext): Promise<MerchantStats> {
  const row = await withTenantRead(db, ctx.merchantId, (tx) => repo.countStats(tx, ctx.merchantId));
  return {
    customers: row.customers,
    active_staff: row.activeStaff,
    active_services: row.activeServices,
    active_products: row.activeProducts,
    upcoming_appointments: row.upcomingAppointments,
    recent_orders: row.recentOrders,
    recent_amount_paid: centsToPrice(row.recentPaidCents),
  };
}
