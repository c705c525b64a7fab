import type { MerchantSetupInput, MerchantSetupResponse } from '@paybook/contracts';
import type { setUpMerchant as setUpMerchantEndpoint } from '@paybook/contracts/endpoints/onboarding';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';

/** POST /api/merchant/setup (spec 1 §4.5). */
export function setUpMerchant(body: MerchantSetupInput): Promise<MerchantSetupResponse> {
  return callEndpoint<typeof setUpMerchantEndpoint>({ method: 'POST', path: '/merchant/setup' }, { body });
}

export function useSetUpMerchant() {
  return useMutation({ mutationFn: setUpMerchant, meta: { localErrors: true } });
}
