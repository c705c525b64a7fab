import type { DurationDisplayUnit, Offering } from '@paybook/contracts';
import { centsToPrice, minutesToDuration } from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { presentDepositSettings } from '../deposits/deposit-presenter.ts';
import { imageLink } from '../images/images.repository.ts';
import { listProvidersOf, type OfferingRow, type ProviderRef } from './offerings.repository.ts';

function presentRow(row: OfferingRow, providers: readonly ProviderRef[]): Offering {
  const own = providers.filter((provider) => provider.offeringId === row.id);
  const unit = row.durationDisplayUnit as DurationDisplayUnit | null;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    duration: row.durationMinutes === null ? null : minutesToDuration(row.durationMinutes, unit ?? 'Minutes'),
    duration_display_unit: row.durationMinutes === null ? unit : (unit ?? 'Minutes'),
    duration_minutes: row.durationMinutes,
    price: centsToPrice(row.priceCents),
    is_active: row.isActive,
    is_bookable: row.isBookable,
    buffer_minutes: row.bufferMinutes,
    service_provider_ids: own.map((provider) => provider.id),
    service_providers: own.map((provider) => ({
      id: provider.id,
      first_name: provider.firstName,
      last_name: provider.lastName,
    })),
    offering_category_id: row.offeringCategoryId,
    offering_category:
      row.offeringCategoryId !== null && row.categoryName !== null
        ? { id: row.offeringCategoryId, name: row.categoryName }
        : null,
    image_id: row.imageId,
    image:
      row.imageId !== null && row.imagePublicKey
        ? { id: row.imageId, link: imageLink(row.imagePublicKey) }
        : null,
    ...presentDepositSettings(row),
  };
}

/**
 * spec 1 §3 Offering as every offering call answers it (and the base of the catalogue's item, spec 2 §3),
 * with the providers of all rows read at once.
 */
export async function presentOfferings(
  tx: Database,
  merchantId: number,
  rows: readonly OfferingRow[],
): Promise<Offering[]> {
  const providers = await listProvidersOf(
    tx,
    merchantId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => presentRow(row, providers));
}
