import { Alert, Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { RecurringPayment } from '@paybook/contracts';
import { recurringPaymentRefusal, todayInTimeZone } from '@paybook/domain';
import { IconPlus, IconRepeat } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useLoginContext } from '@/features/shell/api/get-login-context';
import { subjectFor } from '@/lib/access-subject';
import { formatDate } from '@/lib/date-format';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { formatMoneyText } from '@/lib/money-format';
import { EmptyState } from '@/ui/empty-state';
import { PageHeader } from '@/ui/page-header';
import {
  RECURRING_PAGE_SIZE,
  useRecurringPaymentAction,
  useRecurringPayments,
} from '../api/recurring-payments';
import { ScheduleList } from '../components/schedule-list';
import { SchedulePagination } from '../components/schedule-pagination';
import { SuspendRecurringModal } from '../components/suspend-recurring-modal';
import { statusColor } from '../lib/recurring-format';

function StatusBadge({ payment }: { payment: RecurringPayment }) {
  const { t } = useTranslation();
  return (
    // Never cut to 'SUSPEND…' when the table is narrow: the badge keeps its word's width.
    <Badge
      variant="outline"
      color={statusColor(payment.schedule_status)}
      miw="max-content"
      data-testid="recurring-status"
    >
      {t(`recurring.status.${payment.schedule_status}`)}
    </Badge>
  );
}

/**
 * spec 3 §2.4 Payment/ListRecurring and CustomerPaymentRecurringList: the merchant's (or one customer's)
 * recurring payments, newest first, with their status (spec 3 §4.6 colours), edit, suspend and activate.
 */
export function RecurringPaymentsPage() {
  const { t } = useTranslation();
  const { customerId: customerParam } = useParams();
  const customerId = customerParam ? Number(customerParam) : null;
  const context = useLoginContext();
  const subject = subjectFor(context);
  const today = todayInTimeZone(context.merchant.time_zone);
  const [page, setPage] = useState(1);
  const [suspending, setSuspending] = useState<RecurringPayment | null>(null);
  const list = useRecurringPayments(customerId, (page - 1) * RECURRING_PAGE_SIZE);
  const activate = useRecurringPaymentAction();
  const rows = list.data?.data ?? [];
  const pageCount = Math.ceil((list.data?.total_item_count ?? 0) / RECURRING_PAGE_SIZE);
  const allows = (payment: RecurringPayment, action: 'edit' | 'suspend' | 'activate') =>
    recurringPaymentRefusal(action, payment.schedule_status, subject) === null;
  const firstCustomer = rows[0]?.customer;
  const newLink = `/payments/edit-recurring/new${customerId ? `?customerId=${customerId}` : ''}`;
  const newButton = (
    <Button component={Link} to={newLink} leftSection={<IconPlus size={16} aria-hidden />}>
      {t('recurring.list.new')}
    </Button>
  );

  const actions = (payment: RecurringPayment) => (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      {allows(payment, 'edit') && (
        <Button size="xs" variant="default" component={Link} to={`/payments/edit-recurring/${payment.id}`}>
          {t('recurring.list.edit')}
        </Button>
      )}
      {allows(payment, 'suspend') && (
        <Button size="xs" variant="light" color="red" onClick={() => setSuspending(payment)}>
          {t('recurring.list.suspend')}
        </Button>
      )}
      {allows(payment, 'activate') && (
        <Button
          size="xs"
          variant="light"
          loading={
            activate.isPending &&
            activate.variables?.action === 'activate' &&
            activate.variables.id === payment.id
          }
          onClick={() =>
            activate.mutate({ action: 'activate', id: payment.id, idempotencyKey: newIdempotencyKey() })
          }
        >
          {t('recurring.list.activate')}
        </Button>
      )}
    </Group>
  );
  const nextText = (payment: RecurringPayment) =>
    payment.next_send_date ? formatDate(payment.next_send_date) : t('recurring.list.noNext');

  const customerName = (payment: RecurringPayment) =>
    `${payment.customer.first_name} ${payment.customer.last_name}`;
  const body = (
    <ScheduleList
      query={list}
      rows={rows}
      testId="recurring"
      loadingLabel={t('recurring.list.loading')}
      empty={
        <EmptyState
          icon={<IconRepeat size={26} aria-hidden />}
          title={t('recurring.list.emptyTitle')}
          body={t('recurring.list.emptyBody')}
          action={newButton}
        />
      }
      columns={[
        { header: t('recurring.list.status'), cell: (payment) => <StatusBadge payment={payment} /> },
        {
          header: t('recurring.list.customer'),
          cell: (payment) => (
            <Anchor component={Link} to={`/customer/profile/${payment.customer.id}`}>
              {customerName(payment)}
            </Anchor>
          ),
        },
        {
          header: t('recurring.list.description'),
          cell: (payment) => (
            <>
              <Text>{payment.description}</Text>
              <Text size="sm" c="dimmed">
                {payment.account_label ?? t('recurring.list.noAccount')}
              </Text>
            </>
          ),
        },
        { header: t('recurring.list.recurrence'), cell: (payment) => payment.recurrence_text },
        { header: t('recurring.list.next'), cell: nextText },
        {
          header: t('recurring.list.amount'),
          numeric: true,
          cell: (payment) => (
            <Text span fw={600}>
              {formatMoneyText(payment.amount)}
            </Text>
          ),
        },
      ]}
      card={{
        lines: (payment) => (
          <>
            <Text fw={600}>{payment.description}</Text>
            <Text size="sm">{customerName(payment)}</Text>
            <Text size="sm" c="dimmed">
              {payment.recurrence_text}
            </Text>
            <Text size="sm" c="dimmed">
              {t('recurring.list.nextOn', { date: nextText(payment) })}
            </Text>
          </>
        ),
        amount: (payment) => formatMoneyText(payment.amount),
        status: (payment) => <StatusBadge payment={payment} />,
      }}
      actions={actions}
      actionsLabel={t('recurring.list.actions')}
    />
  );

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        title={
          customerId && firstCustomer
            ? t('recurring.list.customerTitle', {
                name: `${firstCustomer.first_name} ${firstCustomer.last_name}`,
              })
            : t('recurring.list.title')
        }
        description={t('recurring.list.intro')}
        actions={newButton}
      />
      {activate.isError && <Alert color="red">{activate.error.message}</Alert>}
      {body}
      <SchedulePagination pageCount={pageCount} page={page} onChange={setPage} />
      <SuspendRecurringModal payment={suspending} today={today} onClose={() => setSuspending(null)} />
    </Stack>
  );
}
