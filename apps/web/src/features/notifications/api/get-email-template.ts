import type { EmailTemplateSettings } from '@paybook/contracts/email-templates';
import type { getEmailTemplateSettings } from '@paybook/contracts/endpoints/email-templates';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { notificationKeys } from './notification-keys';

/** GET /api/email_template/{key}/settings (spec 3 §7). */
export function getEmailTemplate(key: string, signal?: AbortSignal): Promise<EmailTemplateSettings> {
  return callEndpoint<typeof getEmailTemplateSettings>(
    { method: 'GET', path: '/email_template/:key/settings' },
    { params: { key }, signal },
  );
}

export function useEmailTemplate(key: string) {
  return useQuery({
    queryKey: notificationKeys.template(key),
    queryFn: ({ signal }) => getEmailTemplate(key, signal),
  });
}
