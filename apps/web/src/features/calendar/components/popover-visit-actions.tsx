import { Badge, Button, Group } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { AppointmentStatus, CalendarItem } from '@paybook/contracts';
import { availableVisitChanges, type VisitStatus } from '@paybook/domain';
import { IconArrowBackUp, IconCircleCheck, IconUserCheck, IconUserX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoginContext } from '@/features/shell/api/get-login-context';
import { subjectFor } from '@/lib/access-subject';
import { i18n } from '@/lib/i18n';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { errorMessage, notifyFailure, notifySuccess, notifySuccessWithUndo } from '@/lib/notify';
import { useChangeAppointmentStatus } from '../api/appointment-status';
import { useMarkNoShow } from '../api/mark-no-show';
import { chargesNoShowFee, confirmNoShowCharge } from './appointment-deposit';

const STATUS_COLORS: Record<AppointmentStatus, string> = {
  booked: 'blue',
  arrived: 'teal',
  completed: 'green',
  no_show: 'red',
  cancelled: 'gray',
};

/** The appointment's status as the week says it (an older week without status: booked or no-show). */
export function visitStatusOf(item: CalendarItem): VisitStatus {
  return item.status ?? (item.is_no_show ? 'no_show' : 'booked');
}

/** Issue 16 point 2: the appointment's status, as a badge. */
export function VisitStatusBadge({ item }: { item: CalendarItem }) {
  const { t } = useTranslation();
  const status = visitStatusOf(item);
  return (
    <Badge variant="light" color={STATUS_COLORS[status]} data-testid="visit-status">
      {t(`calendar.status.${status}`)}
    </Badge>
  );
}

type StatusChange = 'arrived' | 'completed' | 'booked' | 'no_show';

const ICONS: Record<StatusChange, ReactNode> = {
  arrived: <IconUserCheck size={14} aria-hidden />,
  completed: <IconCircleCheck size={14} aria-hidden />,
  booked: <IconArrowBackUp size={14} aria-hidden />,
  no_show: <IconUserX size={14} aria-hidden />,
};

const LABELS: Record<StatusChange, string> = {
  arrived: 'calendar.visit.arrived',
  completed: 'calendar.visit.completed',
  booked: 'calendar.visit.undoArrived',
  no_show: 'calendar.deposit.noShow',
};

/**
 * Issue 16 point 2: what the desk does as the visit happens: Arrived, Completed, Undo arrival and No-show,
 * as the domain's visit-status table allows them now (the server checks again). A no-show charges the fee
 * the customer agreed to when the appointment carries one (issue 15 point 7), else it is only marked.
 */
export function PopoverVisitActions({
  item,
  timeZone,
  onClose,
}: {
  item: CalendarItem;
  timeZone: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const subject = subjectFor(useLoginContext());
  const change = useChangeAppointmentStatus();
  const noShow = useMarkNoShow();
  const status = visitStatusOf(item);
  const facts = { status, start_at: new Date(item.start_at), time_zone: timeZone, has_money: false };
  const changes = availableVisitChanges(facts).filter((to): to is StatusChange => to !== 'cancelled');
  if (changes.length === 0) return null;
  const name = item.customer ? `${item.customer.first_name} ${item.customer.last_name}`.trim() : '';

  const send = (to: StatusChange) =>
    change.mutateAsync({ appointmentId: item.id, status: to, idempotencyKey: newIdempotencyKey() });
  const handleChange = (to: StatusChange) => {
    if (to === 'no_show') {
      onClose();
      if (chargesNoShowFee(item, subject.rights.has('manage_appointments')))
        confirmNoShowCharge(item, noShow);
      else confirmNoShowWithoutFee(name, () => send('no_show'));
      return;
    }
    send(to).then(
      () => {
        if (to === 'arrived')
          notifySuccessWithUndo(
            t('calendar.visit.arrivedDone', { name }),
            () => void send('booked').catch((error: unknown) => notifyFailure(errorMessage(error))),
          );
        else notifySuccess(t(`calendar.visit.${to}Done`, { name }));
      },
      (error: unknown) => notifyFailure(errorMessage(error)),
    );
  };

  return (
    <Group gap="xs" role="group" aria-label={t('calendar.visit.actions')}>
      {changes.map((to) => (
        <Button
          key={to}
          size="xs"
          variant={to === 'no_show' ? 'outline' : to === 'booked' ? 'default' : 'filled'}
          color={to === 'no_show' ? 'red.9' : 'teal.9'}
          leftSection={ICONS[to]}
          loading={change.isPending && change.variables?.status === to}
          disabled={change.isPending}
          onClick={() => handleChange(to)}
        >
          {t(LABELS[to])}
        </Button>
      ))}
    </Group>
  );
}

/** A no-show of an appointment without a fee to charge: confirmed, then marked. */
function confirmNoShowWithoutFee(name: string, markNoShow: () => Promise<unknown>) {
  modals.openConfirmModal({
    title: i18n.t('calendar.visit.noShowTitle'),
    children: i18n.t('calendar.visit.noShowBody', { name }),
    labels: { confirm: i18n.t('calendar.visit.noShowConfirm'), cancel: i18n.t('common.cancel') },
    confirmProps: { color: 'red.9' },
    closeButtonProps: { 'aria-label': i18n.t('calendar.closeDialog') },
    onConfirm: () =>
      markNoShow().then(
        () => notifySuccess(i18n.t('calendar.visit.no_showDone', { name })),
        (error: unknown) => notifyFailure(errorMessage(error)),
      ),
  });
}
