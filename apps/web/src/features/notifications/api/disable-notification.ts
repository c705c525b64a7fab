import type { EmailTemplateSettings } from '@paybook/contracts/email-templates';
import type { disableNotification as disableNotificationEndpoint } from '@paybook/contracts/endpoints/email-templates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { notificationKeys } from './notification-keys';

/** PUT /api/disable_notification/ (spec 3 §4.7: only templates that can be disabled). */
export function disableNotification(body: {
  template_key: string;
  disabled: boolean;
}): Promise<EmailTemplateSettings> {
  return callEndpoint<typeof disableNotificationEndpoint>(
    { method: 'PUT', path: '/disable_notification/' },
    { body },
  );
}

export function useDisableNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableNotification,
    onSuccess: (saved) => {
      queryClient.setQueryData(notificationKeys.template(saved.template_key), saved);
      return queryClient.invalidateQueries({ queryKey: notificationKeys.templates() });
    },
  });
}
