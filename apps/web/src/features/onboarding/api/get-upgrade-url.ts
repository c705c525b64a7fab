import type { getUpgradeUrl } from '@paybook/contracts/endpoints/onboarding';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { onboardingKeys } from './onboarding-keys';

/** GET /api/merchant/upgrade_url: the in-app upgrade page, or null (spec 1 §7, ruling 12). */
export const upgradeUrlQueryOptions = () =>
  queryOptions({
    queryKey: onboardingKeys.upgradeUrl(),
    queryFn: ({ signal }) =>
      callEndpoint<typeof getUpgradeUrl>({ method: 'GET', path: '/merchant/upgrade_url' }, { signal }),
  });

export function useUpgradeUrl() {
  return useQuery(upgradeUrlQueryOptions());
}
