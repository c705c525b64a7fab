import type { getBusinessDetails as getBusinessDetailsEndpoint } from '@paybook/contracts/endpoints/business-settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { businessSettingsKeys } from './business-settings-keys';

/** GET /api/merchant/business_details (spec 3 §2.5 settings.edit, §3.3). */
export const getBusinessDetails = (signal?: AbortSignal) =>
  callEndpoint<typeof getBusinessDetailsEndpoint>(
    { method: 'GET', path: '/merchant/business_details' },
    { signal },
  );

export const businessDetailsQueryOptions = () =>
  queryOptions({
    queryKey: businessSettingsKeys.details(),
    queryFn: ({ signal }) => getBusinessDetails(signal),
  });

export function useBusinessDetails() {
  return useQuery(businessDetailsQueryOptions());
}
