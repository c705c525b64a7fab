import type { UpdateBusinessDetailsBody } from '@paybook/contracts';
import type { updateBusinessDetails as updateBusinessDetailsEndpoint } from '@paybook/contracts/endpoints/business-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { authKeys } from '@/lib/query-keys';
import { businessSettingsKeys } from './business-settings-keys';

/** PUT /api/merchant/business_details: every field of the business settings. */
export const updateBusinessDetails = (body: UpdateBusinessDetailsBody) =>
  callEndpoint<typeof updateBusinessDetailsEndpoint>(
    { method: 'PUT', path: '/merchant/business_details' },
    { body },
  );

export function useUpdateBusinessDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBusinessDetails,
    meta: { localErrors: true },
    onSuccess: (details) =>
      Promise.all([
        queryClient.setQueryData(businessSettingsKeys.details(), details),
        // The login context carries the merchant's name and first day of the week (the calendar and
        // the work plan start their weeks there): read it again, as the server's session cache did.
        queryClient.invalidateQueries({ queryKey: authKeys.loginContext() }),
      ]),
  });
}
