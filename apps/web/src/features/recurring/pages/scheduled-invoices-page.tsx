import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
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
import { ListPagination } from '@/ui/list-pagination';
import { PageHeader } from '@/ui/page-header';
import { SCHEDULES_PAGE_SIZE, useScheduledInvoices } from '../api/scheduled-invoices';
import { ScheduleActions } from '../components/schedule-actions';
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
  const isNarrow = useMediaQuery('(max-width: 767px)') ?? false;
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

  let body: React.ReactNode;
  if (list.isPending) body = <Skeleton height={240} aria-label={t('scheduledInvoices.list.loading')} />;
  else if (list.isError) body = <Alert color="red">{list.error.message}</Alert>;
  else if (rows.length === 0)
    body = (
      <EmptyState
        icon={<IconCalendarRepeat size={26} aria-hidden />}
        title={t('scheduledInvoices.list.emptyTitle')}
        body={t('scheduledInvoices.list.emptyBody')}
        action={newButton}
      />
    );
  else if (isNarrow)
    body = (
      <Stack gap="sm">
        {rows.map((schedule) => (
          <Card key={schedule.id} withBorder padding="sm" data-testid="schedule-row">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2}>
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
              </Stack>
              <Stack gap={4} align="flex-end">
                <Text fw={600}>{formatMoneyText(schedule.amount_total)}</Text>
                <ScheduleStatusBadge schedule={schedule} />
              </Stack>
            </Group>
            <Group mt="xs" justify="flex-end">
              {actions(schedule)}
            </Group>
          </Card>
        ))}
      </Stack>
    );
  else
    body = (
      <Card withBorder padding={0}>
        <Table verticalSpacing="sm" horizontalSpacing="md" data-testid="schedule-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('scheduledInvoices.list.status')}</Table.Th>
              <Table.Th>{t('scheduledInvoices.list.customer')}</Table.Th>
              <Table.Th>{t('scheduledInvoices.list.recurrence')}</Table.Th>
              <Table.Th>{t('scheduledInvoices.list.next')}</Table.Th>
              <Table.Th ta="right">{t('scheduledInvoices.list.amount')}</Table.Th>
              <Table.Th ta="right">{t('scheduledInvoices.list.sent')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('scheduledInvoices.list.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((schedule) => (
              <Table.Tr key={schedule.id} data-testid="schedule-row">
                <Table.Td>
                  <ScheduleStatusBadge schedule={schedule} />
                </Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={`/customer/profile/${schedule.customer.id}`}>
                    {schedule.customer_name}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {t('scheduledInvoices.list.number', { number: schedule.schedule_number })}
                  </Text>
                </Table.Td>
                <Table.Td>{schedule.recurrence_text}</Table.Td>
                <Table.Td>{nextText(schedule)}</Table.Td>
                <Table.Td ta="right" fw={600}>
                  {formatMoneyText(schedule.amount_total)}
                </Table.Td>
                <Table.Td ta="right">{sentText(schedule)}</Table.Td>
                <Table.Td>{actions(schedule)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Card>
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
      <ListPagination
        pageCount={pageCount}
        page={page}
        onChange={setPage}
        labels={{
          previous: t('recurring.list.previous'),
          next: t('recurring.list.nextPage'),
          page: (n: number) => t('recurring.list.page', { page: n }),
        }}
      />
      <SuspendScheduleModal schedule={suspending} onClose={() => setSuspending(null)} />
    </Stack>
  );
}
