// Issue 4 point 6 and ruling 4: what the public booking page offers, without a signed-in user. The same
// one-statement load and engine as the staff side (availability.service.ts), for one provider or for
// 'any available' (every bookable provider of the service), with lead time and advance booking applied.
import {
  type AnyProviderSlot,
  anyProviderAvailableDates,
  anyProviderTimeSlots,
  type ProviderAvailabilityInput,
} from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { type AvailabilityCache, readAvailabilityRows } from './availability-cache.ts';
import { assertDateRange, assertLocalDate, availabilityInput, bookingLimits } from './availability-input.ts';

export interface PublicAvailabilityRequest {
  offeringId: number;
  /** null: any available provider. */
  serviceProviderId: number | null;
  /** The node cache of the engine's inputs (issue 14 point 4); without it, always read. */
  cache?: AvailabilityCache | null | undefined;
}

/**
 * The engine's inputs of the providers a visitor may book for the offering between local dates `from`
 * and `to`: the one asked for, or with null every active provider who appears on booking and performs
 * it (spec 1 §3 Service provider, spec 3 §3.3 appears_on_booking). From the node cache, or one statement
 * however many providers.
 * 404 for an offering that is not the merchant's or cannot be booked (inactive, not bookable, deleted),
 * and for a provider that is not the merchant's or does not appear on booking; 400 naming
 * service_provider_id for a provider who does not perform the service.
 */
async function loadInputs(
  db: Database,
  merchantId: number,
  request: PublicAvailabilityRequest & { excludeAppointmentId?: number | undefined },
  from: string,
  to: string,
): Promise<ProviderAvailabilityInput[]> {
  const rows = await readAvailabilityRows(
    db,
    merchantId,
    { offeringId: request.offeringId, providerId: request.serviceProviderId, from, to },
    request.cache ?? null,
  );
  const { offering } = rows;
  if (!offering?.is_bookable || offering.duration_minutes === null) throw notFound('The service');
  if (request.serviceProviderId !== null) {
    const [provider] = rows.providers;
    if (!provider?.is_bookable) throw notFound('The service provider');
    if (!offering.provider_ids.includes(provider.id))
      throw badRequest('service_provider_id', 'This service provider does not offer this service.');
  }
  const service = { duration_minutes: offering.duration_minutes, buffer_minutes: offering.buffer_minutes };
  const limits = bookingLimits(rows.settings);
  const options = { excludedAppointmentId: request.excludeAppointmentId ?? null, now: new Date() };
  return rows.providers
    .filter((provider) => provider.is_bookable && offering.provider_ids.includes(provider.id))
    .map((provider) => ({
      service_provider_id: provider.id,
      input: availabilityInput(provider, service, limits, options),
    }));
}

/**
 * The local dates 'yyyy-MM-dd' from `from` to `to` (both included, at most 93 days) with at least one slot
 * for the offering, with the provider or, for null, any of them (spec 1 §5 only available days can be
 * picked). Dates are each provider's own (they share the merchant's zone unless one has its own).
 */
export async function publicAvailableDates(
  db: Database,
  merchantId: number,
  request: PublicAvailabilityRequest & { from: string; to: string },
): Promise<string[]> {
  assertDateRange(request.from, request.to);
  const inputs = await loadInputs(db, merchantId, request, request.from, request.to);
  return anyProviderAvailableDates(inputs, request.from, request.to);
}

/**
 * The slots of local date `date` for the offering, sorted by start, each with the providers free for it
 * (one provider, or for null any of them). `excludeAppointmentId`: the appointment being rescheduled,
 * whose own time counts as free.
 */
export async function publicTimeSlots(
  db: Database,
  merchantId: number,
  request: PublicAvailabilityRequest & { date: string; excludeAppointmentId?: number | undefined },
): Promise<AnyProviderSlot[]> {
  assertLocalDate('date', request.date);
  const inputs = await loadInputs(db, merchantId, request, request.date, request.date);
  return anyProviderTimeSlots(inputs, request.date);
}
