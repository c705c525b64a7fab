import { Button, Group, Menu, Text } from '@mantine/core';
import type { ScheduledInvoice } from '@paybook/contracts';
import { type AccessSubject, type ScheduledInvoiceAction, scheduledInvoiceRefusal } from '@paybook/domain';
import { IconDots } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useScheduledInvoiceAction } from '../api/scheduled-invoices';

interface ScheduleActionsProps {
  schedule: ScheduledInvoice;
  subject: Pick<AccessSubject, 'rights' | 'impersonated'>;
  onSuspend: (schedule: ScheduledInvoice) => void;
}

/**
 * A scheduled invoice's actions as spec 3 §4.6 and §6 allow them (`scheduledInvoiceRefusal`, the server's
 * rule): Edit, Suspend or Activate beside it; Copy, Print and View invoices in its menu.
 */
export function ScheduleActions({ schedule, subject, onSuspend }: ScheduleActionsProps) {
  const { t } = useTranslation();
  const activate = useScheduledInvoiceAction();
  const allows = (action: ScheduledInvoiceAction) =>
    scheduledInvoiceRefusal(action, schedule.schedule_status, subject) === null;
  const more = [
    allows('copy') && {
      to: `/invoices/copy-schedule/${schedule.id}`,
      label: t('scheduledInvoices.list.copy'),
    },
    allows('print') && {
      to: `/invoices/print-schedule/${schedule.id}`,
      label: t('scheduledInvoices.list.print'),
    },
    allows('view_invoices') && {
      to: `/invoices/invoices-for-schedule/${schedule.id}`,
      label: t('scheduledInvoices.list.viewInvoices'),
    },
  ].filter((item) => item !== false);
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      {allows('edit') && (
        <Button size="xs" variant="default" component={Link} to={`/invoices/edit-schedule/${schedule.id}`}>
          {t('scheduledInvoices.list.edit')}
        </Button>
      )}
      {allows('suspend') && (
        <Button size="xs" variant="light" color="red" onClick={() => onSuspend(schedule)}>
          {t('scheduledInvoices.list.suspend')}
        </Button>
      )}
      {allows('activate') && (
        <Button
          size="xs"
          variant="light"
          loading={activate.isPending}
          onClick={() =>
            activate.mutate({ action: 'activate', id: schedule.id, idempotencyKey: newIdempotencyKey() })
          }
        >
          {t('scheduledInvoices.list.activate')}
        </Button>
      )}
      {activate.isError && (
        <Text size="xs" c="red.8" role="alert">
          {activate.error.message}
        </Text>
      )}
      {more.length > 0 && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button
              size="xs"
              variant="subtle"
              px={6}
              aria-label={t('scheduledInvoices.list.more', { number: schedule.schedule_number })}
            >
              <IconDots size={16} aria-hidden />
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {more.map((item) => (
              <Menu.Item key={item.to} component={Link} to={item.to}>
                {item.label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}
