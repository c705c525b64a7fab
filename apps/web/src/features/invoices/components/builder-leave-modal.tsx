import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Blocker } from 'react-router';

// spec 3 §2.3's wording, as the spec gives it.
const LEAVE_MESSAGE = 'Leaving this page will clear the entered fields. Are you sure?';

/** The builder's leave warning (spec 3 §2.3), asked by `useLeaveGuard`'s blocker; the schedule form's too. */
export function BuilderLeaveModal({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={t('invoices.builder.leaveTitle')}
      centered
    >
      <Stack>
        <Text>{LEAVE_MESSAGE}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => blocker.reset?.()}>
            {t('invoices.builder.stay')}
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()}>
            {t('invoices.builder.leave')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
