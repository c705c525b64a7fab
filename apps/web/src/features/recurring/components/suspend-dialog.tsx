import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface SuspendDialogProps {
  opened: boolean;
  title: string;
  confirmLabel: string;
  /** The failed call's message, shown above the buttons. */
  error: string | null;
  pending: boolean;
  onClose: () => void;
  onConfirm: () => void;
  children: ReactNode;
}

/** The confirm dialog both schedules' suspends share (spec 3 §4.6): what is asked, its error, Cancel and confirm. */
export function SuspendDialog(props: SuspendDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title}>
      <Stack gap="md">
        {props.children}
        {props.error !== null && <Alert color="red">{props.error}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('recurring.cancel')}
          </Button>
          <Button color="red" loading={props.pending} onClick={props.onConfirm}>
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
