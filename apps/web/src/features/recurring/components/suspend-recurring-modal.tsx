import '@mantine/dates/styles.css';
import { Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import type { RecurringPayment } from '@paybook/contracts';
import { tomorrowOf } from '@paybook/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useRecurringPaymentAction } from '../api/recurring-payments';
import { SuspendDialog } from './suspend-dialog';

interface SuspendRecurringModalProps {
  payment: RecurringPayment | null;
  today: string;
  onClose: () => void;
}

/** spec 3 §4.6, §7 PUT recurring_payment/{id}/suspend: at once, with no end or until a day (pause_until). */
export function SuspendRecurringModal({ payment, today, onClose }: SuspendRecurringModalProps) {
  const { t } = useTranslation();
  const [resumeAt, setResumeAt] = useState<string | null>(null);
  // One key per opening: a retry of the same suspend sends it again.
  const [key, setKey] = useState(newIdempotencyKey);
  const action = useRecurringPaymentAction();
  const close = () => {
    action.reset();
    setResumeAt(null);
    setKey(newIdempotencyKey());
    onClose();
  };
  return (
    <SuspendDialog
      opened={payment !== null}
      title={t('recurring.suspend.title')}
      confirmLabel={t('recurring.suspend.confirm')}
      error={action.isError ? action.error.message : null}
      pending={action.isPending}
      onClose={close}
      onConfirm={() => {
        if (!payment) return;
        action.mutate(
          { action: 'suspend', id: payment.id, resumeAt, idempotencyKey: key },
          { onSuccess: close },
        );
      }}
    >
      <Text>{t('recurring.suspend.body', { description: payment?.description ?? '' })}</Text>
      <DateInput
        label={t('recurring.suspend.resumeAt')}
        description={t('recurring.suspend.resumeHint')}
        valueFormat="MM/DD/YYYY"
        nextLabel={t('recurring.nextMonth')}
        previousLabel={t('recurring.previousMonth')}
        clearButtonProps={{ 'aria-label': t('recurring.clearDate') }}
        minDate={tomorrowOf(today)}
        clearable
        value={resumeAt}
        onChange={setResumeAt}
        data-testid="recurring-resume-at"
      />
    </SuspendDialog>
  );
}
