import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { CalendarItem } from '@paybook/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { errorMessage, notifySuccess } from '@/lib/notify';
import { useCancelAppointment } from '../api/appointment-status';
import { useAppointment } from '../api/appointments';
import { dayLabel } from '../lib/calendar-format';

const MODAL_ID = 'cancel-appointment';

interface CancelFormProps {
  item: CalendarItem;
  date: string;
}

/**
 * Issue 16 point 2: cancelling keeps the record and frees the time, and asks whether to send the customer
 * the cancellation e-mail: ticked when they have an e-mail address, not offered when they have none.
 */
function CancelAppointmentForm({ item, date }: CancelFormProps) {
  const { t } = useTranslation();
  const details = useAppointment(item.id);
  const email = details.data?.customer?.email ?? '';
  const [notify, setNotify] = useState<boolean | null>(null);
  // One key for this dialog: a repeated click (or a retry after a lost answer) cancels once, one e-mail.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const cancel = useCancelAppointment();
  const name = item.customer ? `${item.customer.first_name} ${item.customer.last_name}`.trim() : '';
  const isNotifying = email !== '' && (notify ?? true);
  const close = () => modals.close(MODAL_ID);
  const handleConfirm = () =>
    cancel.mutate(
      { appointmentId: item.id, notify_customer: isNotifying, idempotencyKey },
      {
        onSuccess: (result) => {
          close();
          const done = result.customer_notified
            ? t('calendarModals.cancelAppointment.doneNotified', { name })
            : t('calendarModals.cancelAppointment.done');
          const deposit =
            result.deposit_outcome === 'nothing'
              ? ''
              : ` ${t(`calendarModals.cancelAppointment.deposit.${result.deposit_outcome}`)}`;
          notifySuccess(`${done}${deposit}`);
        },
      },
    );
  return (
    <Stack gap="md">
      <Text size="sm">
        {t('calendarModals.cancelAppointment.body', {
          service: item.offering?.name ?? item.title,
          day: dayLabel(date),
        })}
      </Text>
      {details.isPending ? (
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('calendar.popover.loadingDetails')}
        </Text>
      ) : email ? (
        <Checkbox
          checked={isNotifying}
          onChange={(event) => setNotify(event.currentTarget.checked)}
          label={t('calendarModals.cancelAppointment.notify', { name })}
          description={t('calendarModals.cancelAppointment.notifyHint', { email })}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {t('calendarModals.cancelAppointment.noEmail', { name })}
        </Text>
      )}
      {cancel.isError && (
        <Text size="sm" c="red.9" role="alert">
          {errorMessage(cancel.error)}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={close} autoFocus>
          {t('calendarModals.cancelAppointment.keep')}
        </Button>
        <Button color="red.9" loading={cancel.isPending} disabled={details.isPending} onClick={handleConfirm}>
          {t('calendarModals.cancelAppointment.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Opens the cancel dialog (the popover closes first; the dialog outlives it). */
export function openCancelAppointment(item: CalendarItem, date: string) {
  modals.open({
    modalId: MODAL_ID,
    title: i18n.t('calendarModals.cancelAppointment.title'),
    closeButtonProps: { 'aria-label': i18n.t('calendar.closeDialog') },
    children: <CancelAppointmentForm item={item} date={date} />,
  });
}
