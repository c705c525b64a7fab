import { Text } from '@mantine/core';
import type { ScheduledInvoice } from '@paybook/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useScheduledInvoiceAction } from '../api/scheduled-invoices';
import { SuspendDialog } from './suspend-dialog';

interface SuspendScheduleModalProps {
  schedule: ScheduledInvoice | null;
  onClose: () => void;
}

/** spec 3 §4.6, §7 PUT scheduled_invoices/{id}/suspend: asked first; nothing is sent until it is activated. */
export function SuspendScheduleModal({ schedule, onClose }: SuspendScheduleModalProps) {
  const { t } = useTranslation();
  // One key per opening: a retry of the same suspend sends it again.
  const [key, setKey] = useState(newIdempotencyKey);
  const action = useScheduledInvoiceAction();
  const close = () => {
    action.reset();
    setKey(newIdempotencyKey());
    onClose();
  };
  return (
    <SuspendDialog
      opened={schedule !== null}
      title={t('scheduledInvoices.suspend.title')}
      confirmLabel={t('scheduledInvoices.suspend.confirm')}
      error={action.isError ? action.error.message : null}
      pending={action.isPending}
      onClose={close}
      onConfirm={() => {
        if (!schedule) return;
        action.mutate({ action: 'suspend', id: schedule.id, idempotencyKey: key }, { onSuccess: close });
      }}
    >
      <Text>
        {t('scheduledInvoices.suspend.body', {
          number: schedule?.schedule_number ?? '',
          name: schedule?.customer_name ?? '',
        })}
      </Text>
    </SuspendDialog>
  );
}
