import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { EmailTemplateBody, EmailTemplateSettings } from '@paybook/contracts/email-templates';
import { findEmailTemplate } from '@paybook/domain/email-templates/template-registry';
import { subjectToSend, templateSaveProblems } from '@paybook/domain/email-templates/template-save';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { attachServerErrors } from '@/lib/form-server-errors';
import { i18n } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useRestoreEmailTemplate, useSaveEmailTemplate } from '../api/save-email-template';

type Values = { subject: string; greeting: string; editable_opening: string; signature: string };
const FIELDS = ['subject', 'greeting', 'editable_opening', 'signature'] as const;

interface TemplateFormProps {
  template: EmailTemplateSettings;
  /** Opens the preview: of the unsaved texts when the form has changes, else of the saved template. */
  onPreview: (unsaved: EmailTemplateBody | null) => void;
}

const valuesOf = (template: EmailTemplateSettings): Values => ({
  subject: template.subject,
  greeting: template.greeting,
  editable_opening: template.editable_opening,
  signature: template.signature,
});

/** spec 3 §5: 'Are you sure you want to save?' with Nevermind and Save. */
function confirmSave(onConfirm: () => void) {
  modals.openConfirmModal({
    title: i18n.t('notifications.edit.confirmTitle'),
    children: i18n.t('notifications.edit.confirmBody'),
    labels: { confirm: i18n.t('notifications.edit.save'), cancel: i18n.t('notifications.edit.nevermind') },
    closeButtonProps: { 'aria-label': i18n.t('notifications.edit.closeDialog') },
    onConfirm,
  });
}

/** spec 3 §2.5 edit-email: subject (only where allowed), greeting, opening and signature. */
export function TemplateForm({ template, onPreview }: TemplateFormProps) {
  const { t } = useTranslation();
  const definition = findEmailTemplate(template.template_key);
  const form = useForm<Values>({ defaultValues: valuesOf(template) });
  const { register, handleSubmit, reset, setError, formState } = form;
  const save = useSaveEmailTemplate();
  const restore = useRestoreEmailTemplate();
  const isReadOnly = !template.can_be_edited;
  useEffect(() => reset(valuesOf(template)), [template, reset]);

  const bodyOf = (values: Values): EmailTemplateBody => ({
    // spec 3 §5: the subject is sent as null when subject editing is not allowed.
    subject: definition ? subjectToSend(definition, values.subject) : values.subject,
    greeting: values.greeting,
    editable_opening: values.editable_opening,
    signature: values.signature,
  });

  /** The domain's save rule, shown on the fields before anything is sent. */
  const isValid = (body: EmailTemplateBody) => {
    const problems = definition ? templateSaveProblems(definition, body) : [];
    for (const [index, problem] of problems.entries()) {
      setError(problem.property, { message: problem.message }, { shouldFocus: index === 0 });
    }
    return problems.length === 0;
  };

  const handleSave = handleSubmit((values) => {
    const body = bodyOf(values);
    if (!isValid(body)) return;
    confirmSave(() =>
      save.mutate(
        { key: template.template_key, body },
        {
          onSuccess: () => notifySuccess(t('notifications.edit.saved')),
          // spec 3 §5: server errors are mapped onto form fields.
          onError: (error) => {
            if (!attachServerErrors(error, setError, FIELDS)) notifyError(error);
          },
        },
      ),
    );
  });

  const handlePreview = handleSubmit((values) => {
    if (!formState.isDirty) return onPreview(null);
    const body = bodyOf(values);
    if (isValid(body)) onPreview(body);
  });

  const handleRestore = () =>
    restore.mutate(template.template_key, {
      onSuccess: () => notifySuccess(t('notifications.edit.restored')),
      onError: notifyError,
    });

  return (
    <form onSubmit={handleSave} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('notifications.edit.subject')}
          description={template.allow_editing_subject ? undefined : t('notifications.edit.subjectFixed')}
          readOnly={isReadOnly || !template.allow_editing_subject}
          error={formState.errors.subject?.message}
          {...register('subject')}
        />
        <TextInput
          label={t('notifications.edit.greeting')}
          readOnly={isReadOnly}
          error={formState.errors.greeting?.message}
          {...register('greeting')}
        />
        <Textarea
          label={t('notifications.edit.opening')}
          autosize
          minRows={3}
          readOnly={isReadOnly}
          error={formState.errors.editable_opening?.message}
          {...register('editable_opening')}
        />
        <Textarea
          label={t('notifications.edit.signature')}
          autosize
          minRows={2}
          readOnly={isReadOnly}
          error={formState.errors.signature?.message}
          {...register('signature')}
        />
        <Group justify="space-between" gap="sm">
          <Group gap="sm">
            <Button variant="default" onClick={() => void handlePreview()}>
              {t('notifications.edit.preview')}
            </Button>
            {!isReadOnly && (
              <Button
                variant="subtle"
                loading={restore.isPending}
                onClick={handleRestore}
                disabled={!template.is_customized}
              >
                {t('notifications.edit.restore')}
              </Button>
            )}
          </Group>
          {!isReadOnly && (
            <Button type="submit" loading={save.isPending}>
              {t('notifications.edit.save')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
