import type { MerchantSetupInput, MerchantSetupResponse } from '@paybook/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/merchant/setup (spec 1 §4.5). */
export function setUpMerchant(body: MerchantSetupInput): Promise<MerchantSetupResponse> {
  return api.post<MerchantSetupResponse>('/merchant/setup', body);
}

export function useSetUpMerchant() {
  return useMutation({ mutationFn: setUpMerchant, meta: { localErrors: true } });
}
