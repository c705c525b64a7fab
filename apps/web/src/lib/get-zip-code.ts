import type { ZipCodeLookup } from '@paybook/contracts';
import { api } from '@/lib/api-client';

/** GET /api/zip_codes/{zip}: the city and state of a five-digit zip code (spec 2 §5, spec 3 §5): customers' and the business's addresses; 404 when unknown. */
export function getZipCode(zip: string, signal?: AbortSignal): Promise<ZipCodeLookup> {
  return api.get<ZipCodeLookup>(`/zip_codes/${encodeURIComponent(zip)}`, { signal });
}
