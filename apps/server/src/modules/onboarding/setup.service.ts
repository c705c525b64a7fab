import { errorCodes, type MerchantSetupBody, type MerchantSetupResponse } from '@paybook/contracts';
import { canChangeTimeZone, clientIdFor, isValidTimeZone, urlSubdomainError } from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { merchantOfUrlSubdomain } from '../../db/merchant-keys.ts';
import { withTenant } from '../../db/tenant.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import type { UserContext } from '../../plugins/auth.ts';
import { presentMerchant } from '../auth/presenters.ts';
import { isSubdomainTaken, SUBDOMAIN_TAKEN } from '../booking-settings/business-settings.service.ts';
import { createOffering } from '../offerings/offerings.service.ts';
import * as repo from './onboarding.repository.ts';

const ALREADY_SET_UP = 'Your business is already set up.';

/** The first service's errors name the setup form's fields: service.name, service.price … */
async function createFirstService(tx: Database, merchantId: number, service: MerchantSetupBody['service']) {
  try {
    await createOffering(tx, merchantId, {
      name: service.name,
      duration: service.duration,
      duration_display_unit: service.duration_display_unit,
      price: service.price,
      is_bookable: true,
      is_active: true,
    });
  } catch (error) {
    if (error instanceof AppError && error.details) {
      throw new AppError(
        error.statusCode,
        error.code,
        error.message,
        error.details.map((detail) => ({ ...detail, property: `service.${detail.property}` })),
      );
    }
    throw error;
  }
}

/**
 * spec 1 §4.5 POST merchant/setup: business name, time zone, booking address and the first service in
 * one transaction; appointments are activated and the merchant gets its client id, which the setup page
 * waits for in the login context. Time zone and booking address stop being the defaults.
 */
export async function setUpMerchant(
  db: Database,
  ctx: UserContext,
  body: MerchantSetupBody,
): Promise<MerchantSetupResponse> {
  const subdomainProblem = urlSubdomainError(body.url_subdomain);
  if (subdomainProblem) throw badRequest('url_subdomain', subdomainProblem);
  if (!isValidTimeZone(body.time_zone)) throw badRequest('time_zone', 'Choose a time zone from the list.');
  // The free check needs every merchant's addresses, which no tenant transaction sees.
  const owner = await merchantOfUrlSubdomain(db, body.url_subdomain);
  if (owner !== undefined && owner !== ctx.merchantId) throw badRequest('url_subdomain', SUBDOMAIN_TAKEN);
  try {
    return await withTenant(db, ctx.merchantId, async (tx) => {
      const merchant = await repo.findMerchant(tx, ctx.merchantId);
      if (!merchant) throw notFound('The merchant');
      if (merchant.appointmentsActivated && merchant.clientId !== 0) {
        throw new AppError(409, errorCodes.conflict, ALREADY_SET_UP);
      }
      const zoneLocked = !canChangeTimeZone({
        time_zone: merchant.timeZone,
        is_default_time_zone: merchant.isDefaultTimeZone,
      });
      if (zoneLocked && body.time_zone !== merchant.timeZone) {
        throw badRequest('time_zone', 'The time zone was already chosen and cannot be changed.');
      }
      await createFirstService(tx, ctx.merchantId, body.service);
      const updated = await repo.updateMerchant(tx, ctx.merchantId, {
        name: body.business_name,
        timeZone: body.time_zone,
        isDefaultTimeZone: false,
        urlSubdomain: body.url_subdomain,
        isDefaultUrlSubdomain: false,
        appointmentsActivated: true,
        clientId: merchant.clientId === 0 ? clientIdFor(merchant.id) : merchant.clientId,
      });
      return { merchant: presentMerchant(updated) };
    });
  } catch (error) {
    if (isSubdomainTaken(error)) throw badRequest('url_subdomain', SUBDOMAIN_TAKEN);
    throw error;
  }
}
