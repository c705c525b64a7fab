import { Badge, Button, Group } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { CalendarItem } from '@paybook/contracts';
import { IconUserX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLoginContext } from '@/features/shell/api/get-login-context';
import { subjectFor } from '@/lib/access-subject';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useMarkNoShow } from '../api/mark-no-show';

/**
 * Issue 15 point 7, in the appointment's popover: "Deposit paid" (or what became of the deposit), and for an
 * appointment that has started and whose customer left a card for a no-show fee, the No-show action (for
 * users with manage_appointments), confirmed before the fee is charged. The server checks it all again.
 */
export function AppointmentDeposit({ item, onClose }: { item: CalendarItem; onClose: () => void }) {
  const { t } = useTranslation();
  const subject = subjectFor(useLoginContext());
  const noShow = useMarkNoShow();
  if (item.calendar_item_type !== 'appointment') return null;
  const canMarkNoShow =
    item.no_show_fee != null &&
    !item.is_no_show &&
    new Date(item.start_at).getTime() <= Date.now() &&
    subject.rights.has('manage_appointments');
  const fee = item.no_show_fee ?? '0.00';
  const confirm = () => {
    const idempotencyKey = newIdempotencyKey();
    onClose();
    modals.openConfirmModal({
      title: t('calendar.deposit.noShowTitle'),
      children: t('calendar.deposit.noShowBody', { fee }),
      labels: { confirm: t('calendar.deposit.noShowConfirm', { fee }), cancel: t('common.cancel') },
      confirmProps: { color: 'red.9' },
      // The popover (and this component) is closed by now: the promise, unlike mutate's callbacks,
      // still answers after unmounting.
      onConfirm: () =>
        noShow
          .mutateAsync({ appointmentId: item.id, idempotencyKey })
          .then((result) =>
            notifySuccess(t('calendar.deposit.noShowDone', { fee: result.fee, card: result.card_label })),
          )
          .catch(notifyError),
    });
  };
  if (!item.deposit_status && !item.is_no_show && !canMarkNoShow) return null;
  return (
    <Group gap="xs">
      {item.deposit_status && (
        <Badge
          variant="light"
          color={item.deposit_status === 'paid' ? 'teal' : 'gray'}
          data-testid="deposit-status"
        >
          {t(`calendar.deposit.status.${item.deposit_status}`)}
        </Badge>
      )}
      {item.is_no_show && (
        <Badge variant="light" color="red">
          {t('calendar.deposit.noShowBadge')}
        </Badge>
      )}
      {canMarkNoShow && (
        <Button
          size="xs"
          variant="outline"
          color="red.9"
          leftSection={<IconUserX size={14} aria-hidden />}
          loading={noShow.isPending}
          onClick={confirm}
        >
          {t('calendar.deposit.noShow')}
        </Button>
      )}
    </Group>
  );
}
