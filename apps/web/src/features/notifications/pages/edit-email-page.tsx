import { Alert, Anchor, Center, Grid, Loader, Stack, Switch, Text } from '@mantine/core';
import type { EmailPreview, EmailTemplateBody } from '@paybook/contracts/email-templates';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useLoginContext } from '@/features/shell/api/get-login-context';
import { errorMessage, notifyError } from '@/lib/notify';
import { PageHeader } from '@/ui/page-header';
import { useDisableNotification } from '../api/disable-notification';
import { useEmailTemplate } from '../api/get-email-template';
import { usePreviewEmail } from '../api/preview-email-template';
import { EmailPreviewModal } from '../components/email-preview-modal';
import { MergeTagsPanel } from '../components/merge-tags-panel';
import { TemplateForm } from '../components/template-form';

/** /settings/notifications/edit-email/{templateKey} (spec 3 §2.5): one template, its preview and test send. */
export function EditEmailPage() {
  const { t } = useTranslation();
  const templateKey = useParams().templateKey ?? '';
  const template = useEmailTemplate(templateKey);
  const disable = useDisableNotification();
  const previewEmail = usePreviewEmail();
  const context = useLoginContext();
  const [preview, setPreview] = useState<{ answer: EmailPreview; unsaved: EmailTemplateBody | null } | null>(
    null,
  );

  const handlePreview = (unsaved: EmailTemplateBody | null) =>
    previewEmail.mutate(
      { key: templateKey, body: unsaved },
      { onSuccess: (answer) => setPreview({ answer, unsaved }), onError: notifyError },
    );

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/settings/notifications" size="sm">
        <IconArrowLeft size={14} aria-hidden /> {t('notifications.edit.back')}
      </Anchor>
      {template.isPending && (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} role="status" />
        </Center>
      )}
      {template.isError && (
        <Alert color="red" role="alert">
          {errorMessage(template.error)}
        </Alert>
      )}
      {template.isSuccess && (
        <>
          <PageHeader
            title={template.data.name}
            description={t(`notifications.categories.${template.data.category}`)}
            actions={
              // spec 3 §4.7: the switch only where can_be_disabled.
              template.data.can_be_disabled && (
                <Switch
                  label={t('notifications.edit.enabled')}
                  checked={!template.data.is_disabled}
                  disabled={disable.isPending}
                  onChange={(event) =>
                    disable.mutate(
                      { template_key: templateKey, disabled: !event.currentTarget.checked },
                      { onError: notifyError },
                    )
                  }
                />
              )
            }
          />
          {template.data.is_disabled && <Alert color="yellow">{t('notifications.edit.disabledNote')}</Alert>}
          {!template.data.can_be_edited && <Text c="dimmed">{t('notifications.edit.notEditable')}</Text>}
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <TemplateForm template={template.data} onPreview={handlePreview} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              {template.data.can_be_edited && <MergeTagsPanel tags={template.data.merge_tags} />}
            </Grid.Col>
          </Grid>
          <EmailPreviewModal
            preview={preview?.answer ?? null}
            templateKey={templateKey}
            unsaved={preview?.unsaved ?? null}
            defaultAddress={context.user.email}
            onClose={() => setPreview(null)}
          />
        </>
      )}
    </Stack>
  );
}
