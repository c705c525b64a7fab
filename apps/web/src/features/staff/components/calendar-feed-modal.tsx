import { Alert, Anchor, Button, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertTriangle, IconCalendarPlus, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/lib/notify';
import { CopyButton } from '@/ui/copy-button';
import { useCalendarFeedLink } from '../api/get-calendar-feed-link';
import { useResetCalendarFeedLink } from '../api/reset-calendar-feed-link';

interface CalendarFeedModalProps {
  serviceProviderId: number;
  name: string;
  opened: boolean;
  onClose: () => void;
}

/**
 * Issue 26 point 5 (spec 3 §2.5 calendar link, §9 webcal): a provider's private feed address, to copy into
 * Google Calendar, Apple Calendar or Outlook, and its reset (confirmed: the old address stops at once).
 */
export function CalendarFeedModal({ serviceProviderId, name, opened, onClose }: CalendarFeedModalProps) {
  const { t } = useTranslation();
  const link = useCalendarFeedLink(serviceProviderId, opened);
  const reset = useResetCalendarFeedLink();

  const confirmReset = () =>
    modals.openConfirmModal({
      title: t('staff.feed.resetTitle'),
      children: t('staff.feed.resetBody', { name }),
      labels: { confirm: t('staff.feed.resetConfirm'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        reset.mutate(serviceProviderId, {
          onSuccess: () => notifySuccess(t('staff.feed.resetDone', { name })),
          onError: notifyError,
        }),
    });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('staff.feed.title', { name })}
      size="lg"
      closeButtonProps={{ 'aria-label': t('staff.feed.close') }}
    >
      <Stack gap="md">
        <Text size="sm">{t('staff.feed.description')}</Text>
        {link.isPending && <Loader size="sm" aria-label={t('staff.feed.loading')} />}
        {link.isError && (
          <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
            {t('staff.feed.failed')}
          </Alert>
        )}
        {link.data && (
          <>
            <Group align="flex-end" gap="sm" wrap="nowrap">
              <TextInput
                label={t('staff.feed.address')}
                value={link.data.webcal_url}
                readOnly
                onFocus={(event) => event.currentTarget.select()}
                style={{ flex: 1, minWidth: 0 }}
              />
              <CopyButton value={link.data.webcal_url} label={t('staff.feed.copy')} />
            </Group>
            <Text size="xs" c="dimmed">
              {t('staff.feed.privacy')}
            </Text>
            <Group justify="space-between" gap="sm">
              <Anchor href={link.data.webcal_url} size="sm">
                <Group gap={4} component="span" wrap="nowrap">
                  <IconCalendarPlus size={16} aria-hidden />
                  {t('staff.feed.subscribe')}
                </Group>
              </Anchor>
              <Button
                variant="outline"
                color="red"
                leftSection={<IconRefresh size={16} aria-hidden />}
                loading={reset.isPending}
                onClick={confirmReset}
              >
                {t('staff.feed.reset')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
