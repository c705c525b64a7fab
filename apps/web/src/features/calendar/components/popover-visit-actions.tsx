import { Badge, Button } from '@mantine/core';
import type { AppointmentStatus, CalendarItem } from '@paybook/contracts';
import { availableVisitChanges, type VisitStatus } from '@paybook/domain';
import { IconArrowBackUp, IconCircleCheck, IconUserCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { errorMessage, notifyFailure, notifySuccess } from '@/lib/notify';
import { notifySuccessWithUndo } from '@/lib/notify-undo';
import { useChangeAppointmentStatus } from '../api/appointment-status';
import { PopoverActionGroup } from './popover-action-group';

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

/** What the visit group offers: the status changes but cancelling (changes) and the no-show (money). */
type StatusChange = 'arrived' | 'completed' | 'booked';

const ICONS: Record<StatusChange, ReactNode> = {
  arrived: <IconUserCheck size={14} aria-hidden />,
  completed: <IconCircleCheck size={14} aria-hidden />,
  booked: <IconArrowBackUp size={14} aria-hidden />,
};

const LABELS: Record<StatusChange, string> = {
  arrived: 'calendar.visit.arrived',
  completed: 'calendar.visit.completed',
  booked: 'calendar.visit.undoArrived',
};

const isStatusChange = (to: VisitStatus): to is StatusChange =>
  to === 'arrived' || to === 'completed' || to === 'booked';

/** The visit's facts for the domain's visit-status table, as the week says them. */
export const visitFactsOf = (item: CalendarItem, timeZone: string) => ({
  status: visitStatusOf(item),
  start_at: new Date(item.start_at),
  time_zone: timeZone,
  has_money: false,
});

/**
 * Issue 16 point 2, in the popover's visit group (issue 24 point 3): what the desk does as the visit
 * happens: Arrived, Completed and Undo arrival, as the domain's visit-status table allows them now (the
 * server checks again).
 */
export function PopoverVisitActions({ item, timeZone }: { item: CalendarItem; timeZone: string }) {
  const { t } = useTranslation();
  const change = useChangeAppointmentStatus();
  const changes = availableVisitChanges(visitFactsOf(item, timeZone)).filter(isStatusChange);
  if (changes.length === 0) return null;
  const name = customerNameOf(item);

  const send = (to: StatusChange) =>
    change.mutateAsync({ appointmentId: item.id, status: to, idempotencyKey: newIdempotencyKey() });
  const handleChange = (to: StatusChange) =>
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

  return (
    <PopoverActionGroup title={t('calendar.visit.actions')} testId="popover-visit-actions">
      {changes.map((to) => (
        <Button
          key={to}
          size="xs"
          variant={to === 'booked' ? 'default' : 'filled'}
          color="teal.9"
          leftSection={ICONS[to]}
          loading={change.isPending && change.variables?.status === to}
          disabled={change.isPending}
          onClick={() => void handleChange(to)}
        >
          {t(LABELS[to])}
        </Button>
      ))}
    </PopoverActionGroup>
  );
}

/** The appointment's customer as the desk's messages name them ('' for none). */
export const customerNameOf = (item: CalendarItem) =>
  item.customer ? `${item.customer.first_name} ${item.customer.last_name}`.trim() : '';
