// Issue 4 point 6 (public booking page, 'any available' provider) on top of the engine of issue 4 point 2:
// the union of several providers' availability for one service. Each provider's dates and slots are
// computed in its own zone (ruling 8), exactly as for that provider alone.
import { type AvailabilityInput, availableDates, timeSlots } from './slots.ts';

/** One provider's engine input, named by the provider's id. */
export interface ProviderAvailabilityInput {
  service_provider_id: number;
  input: AvailabilityInput;
}

/** A bookable start and the providers free for it. */
export interface AnyProviderSlot {
  /** ISO 8601 UTC. */
  start_at: string;
  /** start_at plus the service's duration. */
  end_at: string;
  /** Ascending; never empty. */
  service_provider_ids: number[];
}

/**
 * The local dates from `fromDate` to `toDate` (both included) on which at least one of the providers has
 * a slot, in order and each once.
 */
export function anyProviderAvailableDates(
  providers: readonly ProviderAvailabilityInput[],
  fromDate: string,
  toDate: string,
): string[] {
  const dates = new Set<string>();
  for (const provider of providers) {
    for (const date of availableDates(provider.input, fromDate, toDate)) dates.add(date);
  }
  return [...dates].sort();
}

/**
 * The slots of a local date over all the providers, in time order: one entry per start (and end), listing
 * every provider free for it.
 */
export function anyProviderTimeSlots(
  providers: readonly ProviderAvailabilityInput[],
  date: string,
): AnyProviderSlot[] {
  const byStart = new Map<string, AnyProviderSlot>();
  const ordered = [...providers].sort((a, b) => a.service_provider_id - b.service_provider_id);
  for (const provider of ordered) {
    for (const slot of timeSlots(provider.input, date)) {
      const key = `${slot.start_at}/${slot.end_at}`;
      const entry = byStart.get(key);
      if (entry) entry.service_provider_ids.push(provider.service_provider_id);
      else
        byStart.set(key, {
          start_at: slot.start_at,
          end_at: slot.end_at,
          service_provider_ids: [provider.service_provider_id],
        });
    }
  }
  // ISO strings of one format in UTC sort as their instants do.
  return [...byStart.values()].sort((a, b) =>
    a.start_at === b.start_at ? a.end_at.localeCompare(b.end_at) : a.start_at.localeCompare(b.start_at),
  );
}
