import { Divider, Modal, Stack, Text, Title } from '@mantine/core';
import type { EmailPreview, EmailTemplateBody } from '@paybook/contracts/email-templates';
import { useTranslation } from 'react-i18next';
import { EmailFrame } from '@/ui/email-frame';
import { SendTestForm } from './send-test-form';

interface EmailPreviewModalProps {
  preview: EmailPreview | null;
  templateKey: string;
  /** The unsaved texts (unsaved-customizations-preview), or null for the saved template (email-preview). */
  unsaved: EmailTemplateBody | null;
  defaultAddress: string;
  onClose: () => void;
}

/** spec 3 §2.5 modals email-preview (with a send-test form) and unsaved-customizations-preview. */
export function EmailPreviewModal({
  preview,
  templateKey,
  unsaved,
  defaultAddress,
  onClose,
}: EmailPreviewModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={preview !== null}
      onClose={onClose}
      size="xl"
      title={unsaved ? t('notifications.preview.unsavedTitle') : t('notifications.preview.title')}
      closeButtonProps={{ 'aria-label': t('notifications.edit.closeDialog') }}
    >
      {preview && (
        <Stack gap="md">
          <Text fw={600}>{t('notifications.preview.subject', { subject: preview.subject })}</Text>
          <EmailFrame title={t('notifications.preview.frame')} html={preview.html} />
          <Divider />
          <Title order={3} size="h5">
            {t('notifications.preview.sendTest')}
          </Title>
          <SendTestForm templateKey={templateKey} template={unsaved} defaultAddress={defaultAddress} />
        </Stack>
      )}
    </Modal>
  );
}
