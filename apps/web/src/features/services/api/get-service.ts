import type { Offering } from '@paybook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { serviceKeys } from './service-keys';

/** GET /api/offering/{id}/with_images: the service to edit, with its image. */
export function getService(id: number, signal?: AbortSignal): Promise<Offering> {
  return api.get<Offering>(`/offering/${id}/with_images`, { signal });
}

export const serviceQueryOptions = (id: number) =>
  queryOptions({ queryKey: serviceKeys.detail(id), queryFn: ({ signal }) => getService(id, signal) });

export function useService(id: number | null) {
  return useQuery({ ...serviceQueryOptions(id ?? 0), enabled: id !== null });
}
