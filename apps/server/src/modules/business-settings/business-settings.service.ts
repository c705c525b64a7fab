import {
  type BusinessDetails,
  type BusinessDetailsValues,
  SOCIAL_NETWORKS,
  type SocialLinks,
} from '@paybook/contracts';
import type { Database } from '../../db/client.ts';
import { withTenant, withTenantRead } from '../../db/tenant.ts';
import { notFound } from '../../lib/app-error.ts';
import type { UserContext } from '../../plugins/auth.ts';
import * as repo from './business-settings.repository.ts';

function present(row: repo.BusinessDetailsRow): BusinessDetails {
  return {
    company_name: row.name,
    company_email: row.companyEmail,
    phone: row.phone,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    state: row.state,
    zip_code: row.zipCode,
    website_url: row.websiteUrl,
    fax: row.fax,
    social_links: socialLinksOf(row.socialLinks),
    week_starts_on: row.weekStartsOn,
  };
}

/** The stored links by network; a network the merchant never filled (or one added since) reads as empty. */
const socialLinksOf = (stored: Record<string, string>) =>
  Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, stored[network] ?? ''])) as SocialLinks;

async function read(tx: Database, merchantId: number): Promise<BusinessDetails> {
  const row = await repo.findBusinessDetails(tx, merchantId);
  if (!row) throw notFound('The merchant');
  return present(row);
}

/** spec 3 §2.5 settings.edit: the business's name, contact details, address and first day of the week. */
export function getBusinessDetails(db: Database, ctx: UserContext): Promise<BusinessDetails> {
  return withTenantRead(db, ctx.merchantId, (tx) => read(tx, ctx.merchantId));
}

/**
 * spec 3 §2.5, §3.3: saves every field (the route has parsed and normalised the body: trimmed text, the
 * phone's digits, a website with its scheme).
 */
export function updateBusinessDetails(
  db: Database,
  ctx: UserContext,
  input: BusinessDetailsValues,
): Promise<BusinessDetails> {
  return withTenant(db, ctx.merchantId, async (tx) => {
    await repo.updateBusinessDetails(tx, ctx.merchantId, {
      name: input.company_name,
      companyEmail: input.company_email,
      phone: input.phone,
      address1: input.address1,
      address2: input.address2,
      city: input.city,
      state: input.state,
      zipCode: input.zip_code,
      websiteUrl: input.website_url,
      fax: input.fax,
      socialLinks: input.social_links,
      weekStartsOn: input.week_starts_on,
    });
    return read(tx, ctx.merchantId);
  });
}
