import type { BusinessSettings, UpdateBusinessSettingsBody } from '@paybook/contracts';
import { canChangeTimeZone, isValidTimeZone, urlSubdomainError } from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { violatedConstraint } from '../../db/errors.ts';
import { merchantOfUrlSubdomain, URL_SUBDOMAIN_TAKEN_CONSTRAINT } from '../../db/merchant-keys.ts';
import { withTenant, withTenantRead } from '../../db/tenant.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { UserContext } from '../../plugins/auth.ts';
import * as repo from './booking-settings.repository.ts';

export const SUBDOMAIN_TAKEN = 'This booking address is taken';

/**
 * The address went to another merchant between the check and the write, or another merchant released it
 * less than 90 days ago (issue 13 point 8, held by url_subdomains: decision 101). Either way it is taken.
 */
export function isSubdomainTaken(error: unknown): boolean {
  return violatedConstraint(error) === URL_SUBDOMAIN_TAKEN_CONSTRAINT;
}
const TIME_ZONE_CHOSEN = 'The time zone was already chosen and cannot be changed.';
const UNKNOWN_TIME_ZONE = 'Choose a time zone from the list.';

async function readBusinessSettings(tx: Database, merchantId: number): Promise<BusinessSettings> {
  const row = await repo.findBusinessSettings(tx, merchantId);
  if (!row) throw notFound('The merchant');
  return {
    time_zone: row.timeZone,
    url_subdomain: row.urlSubdomain,
    is_default_time_zone: row.isDefaultTimeZone,
    is_default_url_subdomain: row.isDefaultUrlSubdomain,
    can_change_time_zone: canChangeTimeZone({
      time_zone: row.timeZone,
      is_default_time_zone: row.isDefaultTimeZone,
    }),
  };
}

/** spec 1 §7 'Business settings get': the merchant's time zone and booking address. */
export function getBusinessSettings(db: Database, ctx: UserContext): Promise<BusinessSettings> {
  return withTenantRead(db, ctx.merchantId, (tx) => readBusinessSettings(tx, ctx.merchantId));
}

/**
 * spec 1 §7 'Business settings update' (and PUT merchant/set_time_zone): a time zone may be chosen while
 * it is the default or empty (ruling 8, domain canChangeTimeZone); a booking address must follow the
 * domain rule and be free. Choosing either ends its default.
 */
export async function updateBusinessSettings(
  db: Database,
  ctx: UserContext,
  body: UpdateBusinessSettingsBody,
): Promise<BusinessSettings> {
  const subdomain = body.url_subdomain;
  if (subdomain !== undefined) {
    const problem = urlSubdomainError(subdomain);
    if (problem) throw badRequest('url_subdomain', problem);
    // The free check needs every merchant's addresses, which no tenant transaction sees.
    const owner = await merchantOfUrlSubdomain(db, subdomain);
    if (owner !== undefined && owner !== ctx.merchantId) throw badRequest('url_subdomain', SUBDOMAIN_TAKEN);
  }
  if (body.time_zone !== undefined && !isValidTimeZone(body.time_zone)) {
    throw badRequest('time_zone', UNKNOWN_TIME_ZONE);
  }
  try {
    return await withTenant(db, ctx.merchantId, async (tx) => {
      const current = await readBusinessSettings(tx, ctx.merchantId);
      const patch: repo.MerchantPatch = {};
      if (body.time_zone !== undefined && body.time_zone !== current.time_zone) {
        if (!current.can_change_time_zone) throw badRequest('time_zone', TIME_ZONE_CHOSEN);
        patch.timeZone = body.time_zone;
        patch.isDefaultTimeZone = false;
      }
      if (subdomain !== undefined && subdomain !== current.url_subdomain) {
        patch.urlSubdomain = subdomain;
        patch.isDefaultUrlSubdomain = false;
      }
      if (Object.keys(patch).length === 0) return current;
      await repo.updateMerchant(tx, ctx.merchantId, patch);
      return readBusinessSettings(tx, ctx.merchantId);
    });
  } catch (error) {
    if (isSubdomainTaken(error)) throw badRequest('url_subdomain', SUBDOMAIN_TAKEN);
    throw error;
  }
}

/** PUT merchant/set_time_zone (spec 1 §7): the time-zone half of the business settings update. */
export function setTimeZone(db: Database, ctx: UserContext, timeZone: string): Promise<BusinessSettings> {
  return updateBusinessSettings(db, ctx, { time_zone: timeZone });
}
