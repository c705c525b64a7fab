import type { ServiceProviderListQuery, ServiceProviderPage } from '@paybook/contracts';
import { providerDisplayName } from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { withTenantRead } from '../../db/tenant.ts';
import { notFound } from '../../lib/app-error.ts';
import type { UserContext } from '../../plugins/auth.ts';
import { imageLink } from '../images/images.repository.ts';
import * as repo from './service-providers.repository.ts';

/** spec 1 §7 GET service_providers. */
export async function listServiceProviders(
  db: Database,
  ctx: UserContext,
  query: ServiceProviderListQuery,
): Promise<ServiceProviderPage> {
  const { rows, total } = await withTenantRead(db, ctx.merchantId, (tx) =>
    repo.listServiceProviders(tx, ctx.merchantId, query.page, query.items_per_page),
  );
  return {
    data: rows.map((row) => ({
      id: row.id,
      first_name: row.firstName,
      last_name: row.lastName,
      display_name: providerDisplayName(row.firstName, row.lastName),
      is_active: row.isActive,
      user_id: row.userId,
      offering_ids: row.offeringIds,
      image:
        row.imageId !== null && row.imagePublicKey
          ? { id: row.imageId, link: imageLink(row.imagePublicKey) }
          : null,
    })),
    total_item_count: total,
  };
}

/** spec 3 §7 GET service_provider/{id}/has_future_appointments. */
export async function providerHasFutureAppointments(db: Database, ctx: UserContext, providerId: number) {
  return withTenantRead(db, ctx.merchantId, async (tx) => {
    if (!(await repo.findProvider(tx, ctx.merchantId, providerId))) throw notFound('The service provider');
    return {
      has_future_appointments: await repo.hasFutureAppointments(tx, ctx.merchantId, providerId, new Date()),
    };
  });
}

/** spec 3 §7 GET service_provider/{id}/all_appointments/count (the user-delete modal, issue 26 point 7). */
export async function providerAllAppointmentsCount(db: Database, ctx: UserContext, providerId: number) {
  return withTenantRead(db, ctx.merchantId, async (tx) => {
    if (!(await repo.findProvider(tx, ctx.merchantId, providerId))) throw notFound('The service provider');
    return { count: await repo.countAllAppointments(tx, ctx.merchantId, providerId) };
  });
}
