import type { getOfferingWithImages } from '@paybook/contracts/endpoints/offerings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { serviceKeys } from './service-keys';

/** GET /api/offering/{id}/with_images: the service to edit, with its image. */
export const getService = (id: number, signal?: AbortSignal) =>
  callEndpoint<typeof getOfferingWithImages>(
    { method: 'GET', path: '/offering/:offeringId/with_images' },
    { params: { offeringId: id }, signal },
  );

export const serviceQueryOptions = (id: number) =>
  queryOptions({ queryKey: serviceKeys.detail(id), queryFn: ({ signal }) => getService(id, signal) });

export function useService(id: number | null) {
  return useQuery({ ...serviceQueryOptions(id ?? 0), enabled: id !== null });
}
