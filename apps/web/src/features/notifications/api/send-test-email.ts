import type { EmailTemplateBody, SendPreviewResult } from '@paybook/contracts/email-templates';
import type { sendEmailTemplatePreview } from '@paybook/contracts/endpoints/email-templates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { notificationKeys } from './notification-keys';

export type SendTestEmail = {
  key: string;
  to_email_addresses: string;
  template: EmailTemplateBody | null;
  idempotencyKey: string;
};

/** PUT /api/email_template/{key}/send_preview: a test to comma separated addresses (spec 3 §5, §7). */
export function sendTestEmail(variables: SendTestEmail): Promise<SendPreviewResult> {
  return callEndpoint<typeof sendEmailTemplatePreview>(
    { method: 'PUT', path: '/email_template/:key/send_preview' },
    {
      params: { key: variables.key },
      body: {
        to_email_addresses: variables.to_email_addresses,
        ...(variables.template ? { template: variables.template } : {}),
      },
      headers: { 'Idempotency-Key': variables.idempotencyKey },
    },
  );
}

export function useSendTestEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestEmail,
    meta: { localErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.outboxAll() }),
  });
}
