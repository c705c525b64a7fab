import type { BusinessDetails } from '@paybook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { businessSettingsKeys } from './business-settings-keys';

/** GET /api/merchant/business_details (spec 3 §2.5 settings.edit, §3.3). */
export function getBusinessDetails(signal?: AbortSignal): Promise<BusinessDetails> {
  return api.get<BusinessDetails>('/merchant/business_details', { signal });
}

export const businessDetailsQueryOptions = () =>
  queryOptions({
    queryKey: businessSettingsKeys.details(),
    queryFn: ({ signal }) => getBusinessDetails(signal),
  });

export function useBusinessDetails() {
  return useQuery(businessDetailsQueryOptions());
}
