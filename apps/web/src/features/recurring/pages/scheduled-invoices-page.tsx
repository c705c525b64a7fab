import { Anchor, Button, Stack, Text } from '@mantine/core';
import type { ScheduledInvoice } from '@paybook/contracts';
import { shownNextSendDate } from '@paybook/domain';
import { IconCalendarRepeat, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useLoginContext } from '@/features/shell/api/get-login-context';
import { subjectFor } from '@/lib/access-subject';
import { formatDate } from '@/lib/date-format';
import { formatMoneyText } from '@/lib/money-format';
import { EmptyState } from '@/ui/empty-state';
import { PageHeader } from '@/ui/page-header';
import { SCHEDULES_PAGE_SIZE, useScheduledInvoices } from '../api/scheduled-invoices';
import { ScheduleActions } from '../components/schedule-actions';
import { ScheduleList } from '../components/schedule-list';
import { SchedulePagination } from '../components/schedule-pagination';
import { ScheduleStatusBadge } from '../components/schedule-status-badge';
import { SuspendScheduleModal } from '../components/suspend-schedule-modal';

/**
 * spec 3 §2.4 Invoices/ListRecurring and CustomerInvoiceScheduleList: the merchant's (or one customer's)
 * scheduled invoices, newest first, with their status (spec 3 §4.6 colours; a draft shows no next send date)
 * and the actions the rule allows.
 */
export function ScheduledInvoicesPage() {
  const { t } = useTranslation();
  const { customerId: customerParam } = useParams();
  const customerId = customerParam ? Number(customerParam) : null;
  const subject = subjectFor(useLoginContext());
  const [page, setPage] = useState(1);
  const [suspending, setSuspending] = useState<ScheduledInvoice | null>(null);
  const list = useScheduledInvoices(customerId, (page - 1) * SCHEDULES_PAGE_SIZE);
  const rows = list.data?.data ?? [];
  const pageCount = Math.ceil((list.data?.total_item_count ?? 0) / SCHEDULES_PAGE_SIZE);
  const firstCustomer = rows[0]?.customer_name;
  const newLink = `/invoices/edit-schedule/new${customerId ? `?customerId=${customerId}` : ''}`;
  const newButton = (
    <Button component={Link} to={newLink} leftSection={<IconPlus size={16} aria-hidden />}>
      {t('scheduledInvoices.list.new')}
    </Button>
  );
  const nextText = (schedule: ScheduledInvoice) => {
    const next = shownNextSendDate(schedule.schedule_status, schedule.next_send_date);
    return next ? formatDate(next) : t('scheduledInvoices.list.noNext');
  };
  const sentText = (schedule: ScheduledInvoice) =>
    schedule.number_of_invoices === null
      ? String(schedule.invoices_sent)
      : t('scheduledInvoices.list.sentOf', {
          sent: schedule.invoices_sent,
          total: schedule.number_of_invoices,
        });
  const actions = (schedule: ScheduledInvoice) => (
    <ScheduleActions schedule={schedule} subject={subject} onSuspend={setSuspending} />
  );

  const body = (
    <ScheduleList
      query={list}
      rows={rows}
      testId="schedule"
      loadingLabel={t('scheduledInvoices.list.loading')}
      empty={
        <EmptyState
          icon={<IconCalendarRepeat size={26} aria-hidden />}
          title={t('scheduledInvoices.list.emptyTitle')}
          body={t('scheduledInvoices.list.emptyBody')}
          action={newButton}
        />
      }
      columns={[
        {
          header: t('scheduledInvoices.list.status'),
          cell: (schedule) => <ScheduleStatusBadge schedule={schedule} />,
        },
        {
          header: t('scheduledInvoices.list.customer'),
          cell: (schedule) => (
            <>
              <Anchor component={Link} to={`/customer/profile/${schedule.customer.id}`}>
                {schedule.customer_name}
              </Anchor>
              <Text size="sm" c="dimmed">
                {t('scheduledInvoices.list.number', { number: schedule.schedule_number })}
              </Text>
            </>
          ),
        },
        { header: t('scheduledInvoices.list.recurrence'), cell: (schedule) => schedule.recurrence_text },
        { header: t('scheduledInvoices.list.next'), cell: nextText },
        {
          header: t('scheduledInvoices.list.amount'),
          numeric: true,
          cell: (schedule) => (
            <Text span fw={600}>
              {formatMoneyText(schedule.amount_total)}
            </Text>
          ),
        },
        { header: t('scheduledInvoices.list.sent'), numeric: true, cell: sentText },
      ]}
      card={{
        lines: (schedule) => (
          <>
            <Text fw={600}>{schedule.customer_name}</Text>
            <Text size="sm" c="dimmed">
              {schedule.recurrence_text}
            </Text>
            <Text size="sm" c="dimmed">
              {t('scheduledInvoices.list.nextOn', { date: nextText(schedule) })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('scheduledInvoices.list.sentCount', { sent: sentText(schedule) })}
            </Text>
          </>
        ),
        amount: (schedule) => formatMoneyText(schedule.amount_total),
        status: (schedule) => <ScheduleStatusBadge schedule={schedule} />,
      }}
      actions={actions}
      actionsLabel={t('scheduledInvoices.list.actions')}
    />
  );

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        title={
          customerId && firstCustomer
            ? t('scheduledInvoices.list.customerTitle', { name: firstCustomer })
            : t('scheduledInvoices.list.title')
        }
        description={t('scheduledInvoices.list.intro')}
        actions={newButton}
      />
      {body}
      <SchedulePagination pageCount={pageCount} page={page} onChange={setPage} />
      <SuspendScheduleModal schedule={suspending} onClose={() => setSuspending(null)} />
    </Stack>
  );
}
