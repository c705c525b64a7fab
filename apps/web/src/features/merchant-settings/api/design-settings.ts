import type { DesignSettings, UpdateDesignSettingsBody } from '@paybook/contracts';
import type {
  getDesignSettings as getDesignSettingsEndpoint,
  updateDesignSettings as updateDesignSettingsEndpoint,
} from '@paybook/contracts/endpoints/design-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { merchantSettingsKeys } from './merchant-settings-keys';

/** GET /api/merchant/design_settings (decision 183). */
export function getDesignSettings(): Promise<DesignSettings> {
  return callEndpoint<typeof getDesignSettingsEndpoint>(
    { method: 'GET', path: '/merchant/design_settings' },
    {},
  );
}

/** PUT /api/merchant/design_settings: every field. */
export function saveDesignSettings(body: UpdateDesignSettingsBody): Promise<DesignSettings> {
  return callEndpoint<typeof updateDesignSettingsEndpoint>(
    { method: 'PUT', path: '/merchant/design_settings' },
    { body },
  );
}

export const useDesignSettings = () =>
  useQuery({ queryKey: merchantSettingsKeys.design(), queryFn: getDesignSettings });

export function useSaveDesignSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDesignSettings,
    onSuccess: (design) => queryClient.setQueryData(merchantSettingsKeys.design(), design),
  });
}
