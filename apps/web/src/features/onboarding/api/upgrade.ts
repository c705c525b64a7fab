import type { UpgradeBody, UpgradeResponse } from '@paybook/contracts';
import type { upgradeMerchant } from '@paybook/contracts/endpoints/onboarding';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { authKeys } from '@/lib/query-keys';
import { onboardingKeys } from './onboarding-keys';

/** POST /api/merchant/upgrade (ruling 12). */
export function upgrade(body: UpgradeBody): Promise<UpgradeResponse> {
  return callEndpoint<typeof upgradeMerchant>({ method: 'POST', path: '/merchant/upgrade' }, { body });
}

export function useUpgrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: upgrade,
    meta: { localErrors: true },
    // The tier decides features, claims and navigation: reload them all.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: authKeys.loginContext() }),
        queryClient.invalidateQueries({ queryKey: onboardingKeys.all() }),
      ]),
  });
}
