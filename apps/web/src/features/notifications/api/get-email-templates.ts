import type { EmailTemplateList } from '@paybook/contracts/email-templates';
import type { listEmailTemplates } from '@paybook/contracts/endpoints/email-templates';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { notificationKeys } from './notification-keys';

/** GET /api/email_templates (spec 3 §7): what the merchant sees, by category and priority. */
export function getEmailTemplates(signal?: AbortSignal): Promise<EmailTemplateList> {
  return callEndpoint<typeof listEmailTemplates>({ method: 'GET', path: '/email_templates' }, { signal });
}

export function useEmailTemplates() {
  return useQuery({
    queryKey: notificationKeys.templates(),
    queryFn: ({ signal }) => getEmailTemplates(signal),
    select: (answer) => answer.data,
  });
}
