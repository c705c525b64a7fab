import '@mantine/dates/styles.css';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import type { RecurringPayment } from '@paybook/contracts';
import { tomorrowOf } from '@paybook/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useRecurringPaymentAction } from '../api/recurring-payments';

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
    <Modal opened={payment !== null} onClose={close} title={t('recurring.suspend.title')}>
      <Stack gap="md">
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
        {action.isError && <Alert color="red">{action.error.message}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('recurring.cancel')}
          </Button>
          <Button
            color="red"
            loading={action.isPending}
            onClick={() => {
              if (!payment) return;
              action.mutate(
                { action: 'suspend', id: payment.id, resumeAt, idempotencyKey: key },
                { onSuccess: close },
              );
            }}
          >
            {t('recurring.suspend.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
