import type { getAccountDetails, getMerchantStats } from '@paybook/contracts/endpoints/merchant-account';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { businessSettingsKeys } from './business-settings-keys';

/** GET /api/merchant/account_details (spec 3 §7 Settings "account details"). */
export function useAccountDetails() {
  return useQuery({
    queryKey: businessSettingsKeys.account(),
    queryFn: ({ signal }) =>
      callEndpoint<typeof getAccountDetails>(
        { method: 'GET', path: '/merchant/account_details' },
        { signal },
      ),
  });
}

/** GET /api/merchant/stats (spec 3 §7 Settings "merchant stats"). */
export function useMerchantStats() {
  return useQuery({
    queryKey: businessSettingsKeys.stats(),
    queryFn: ({ signal }) =>
      callEndpoint<typeof getMerchantStats>({ method: 'GET', path: '/merchant/stats' }, { signal }),
  });
}
