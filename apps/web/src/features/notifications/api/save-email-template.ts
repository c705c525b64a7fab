import type { EmailTemplateBody, EmailTemplateSettings } from '@paybook/contracts/email-templates';
import type {
  restoreEmailTemplateDefaults,
  saveEmailTemplateSettings,
} from '@paybook/contracts/endpoints/email-templates';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { notificationKeys } from './notification-keys';

/** PUT /api/email_template/{key}/settings (spec 3 §7; subject null when not editable, spec 3 §5). */
export function saveEmailTemplate(variables: {
  key: string;
  body: EmailTemplateBody;
}): Promise<EmailTemplateSettings> {
  return callEndpoint<typeof saveEmailTemplateSettings>(
    { method: 'PUT', path: '/email_template/:key/settings' },
    { params: { key: variables.key }, body: variables.body },
  );
}

/** DELETE /api/email_template/{key}/settings: restore defaults. */
export function restoreEmailTemplate(key: string): Promise<EmailTemplateSettings> {
  return callEndpoint<typeof restoreEmailTemplateDefaults>(
    { method: 'DELETE', path: '/email_template/:key/settings' },
    { params: { key } },
  );
}

const refresh = (queryClient: QueryClient, saved: EmailTemplateSettings) => {
  queryClient.setQueryData(notificationKeys.template(saved.template_key), saved);
  return queryClient.invalidateQueries({ queryKey: notificationKeys.templates() });
};

export function useSaveEmailTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEmailTemplate,
    // spec 3 §5: server errors are mapped onto the form's fields.
    meta: { localErrors: true },
    onSuccess: (saved) => refresh(queryClient, saved),
  });
}

export function useRestoreEmailTemplate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: restoreEmailTemplate, onSuccess: (saved) => refresh(queryClient, saved) });
}
