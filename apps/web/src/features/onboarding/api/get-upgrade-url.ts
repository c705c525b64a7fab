import type { UpgradeUrlResponse } from '@paybook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { onboardingKeys } from './onboarding-keys';

/** GET /api/merchant/upgrade_url: the in-app upgrade page, or null (spec 1 §7, ruling 12). */
export const upgradeUrlQueryOptions = () =>
  queryOptions({
    queryKey: onboardingKeys.upgradeUrl(),
    queryFn: ({ signal }) => api.get<UpgradeUrlResponse>('/merchant/upgrade_url', { signal }),
  });

export function useUpgradeUrl() {
  return useQuery(upgradeUrlQueryOptions());
}
