import type { PublicDesign } from '@paybook/contracts';
import { effectiveTerms } from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { merchantOfUrlSubdomain } from '../../db/merchant-keys.ts';
import { withTenantRead } from '../../db/tenant.ts';
import { notFound } from '../../lib/app-error.ts';
import { findSavedTerms } from '../terms/terms.repository.ts';
import { presentDesign } from './design-presenter.ts';
import { findDesign } from './design-settings.repository.ts';

/**
 * GET public/design/{url_subdomain} (issue 26 point 4): what the merchant's public pages show of its design
 * and terms. An unknown address is not found; the merchant is read as itself (row-level security).
 */
export async function getPublicDesign(db: Database, urlSubdomain: string): Promise<PublicDesign> {
  const merchantId = await merchantOfUrlSubdomain(db, urlSubdomain.toLowerCase());
  if (merchantId === undefined) throw notFound('The business');
  return withTenantRead(db, merchantId, async (tx) => {
    const row = await findDesign(tx, merchantId);
    if (!row) throw notFound('The business');
    const design = presentDesign(row);
    const terms = effectiveTerms(await findSavedTerms(tx, merchantId));
    return {
      company_name: row.companyName,
      logo: design.logo?.link ?? null,
      banner: design.banner?.link ?? null,
      primary_color: design.primary_color,
      background_color: design.background_color,
      accept_cc: design.accept_cc,
      accept_ach: design.accept_ach,
      terms: terms.map(({ kind, text }) => ({ kind, text })),
    };
  });
}
