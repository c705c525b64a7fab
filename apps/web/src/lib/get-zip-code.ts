import type { lookUpZipCode } from '@paybook/contracts/endpoints/zip-codes';
import { callEndpoint } from '@/lib/call-endpoint';

/** GET /api/zip_codes/{zip}: the city and state of a five-digit zip code (spec 2 §5, spec 3 §5): customers' and the business's addresses; 404 when unknown. */
export const getZipCode = (zip: string, signal?: AbortSignal) =>
  callEndpoint<typeof lookUpZipCode>({ method: 'GET', path: '/zip_codes/:zip' }, { params: { zip }, signal });
