import type { EmailPreview, EmailTemplateBody } from '@paybook/contracts/email-templates';
import type {
  customPreviewEmailTemplate,
  previewEmailTemplate,
} from '@paybook/contracts/endpoints/email-templates';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';

/**
 * GET /api/email_template/{key}/preview (no body: the saved texts) or POST …/custom_preview (the unsaved
 * ones), both filled with sample values (spec 3 §2.5 email-preview, unsaved-customizations-preview).
 */
export function previewEmail(variables: {
  key: string;
  body: EmailTemplateBody | null;
}): Promise<EmailPreview> {
  return variables.body === null
    ? callEndpoint<typeof previewEmailTemplate>(
        { method: 'GET', path: '/email_template/:key/preview' },
        { params: { key: variables.key } },
      )
    : callEndpoint<typeof customPreviewEmailTemplate>(
        { method: 'POST', path: '/email_template/:key/custom_preview' },
        { params: { key: variables.key }, body: variables.body },
      );
}

export function usePreviewEmail() {
  return useMutation({ mutationFn: previewEmail, meta: { localErrors: true } });
}
