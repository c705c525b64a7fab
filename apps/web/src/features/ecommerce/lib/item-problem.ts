import { isApiError } from '@/lib/api-error';

/**
 * A save's refusal of the item (400 naming `offering_ids`: not the merchant's, bookable, or none), which
 * both wizards show on their item step; null for any other error.
 */
export function itemProblemOf(error: unknown): string | null {
  if (!isApiError(error)) return null;
  return error.details.find((detail) => detail.property === 'offering_ids')?.message ?? null;
}
