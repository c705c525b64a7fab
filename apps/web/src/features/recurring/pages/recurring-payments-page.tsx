import {
  Alert,
  Anchor,
  Badge,
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
import { ListPagination } from '@/ui/list-pagination';
import { PageHeader } from '@/ui/page-header';
import {
  RECURRING_PAGE_SIZE,
  useRecurringPaymentAction,
  useRecurringPayments,
} from '../api/recurring-payments';
import { SuspendRecurringModal } from '../components/suspend-recurring-modal';
import { statusColor } from '../lib/recurring-format';

function StatusBadge({ payment }: { payment: RecurringPayment }) {
  const { t } = useTranslation();
  return (
    <Badge variant="outline" color={statusColor(payment.schedule_status)} data-testid="recurring-status">
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
  const isNarrow = useMediaQuery('(max-width: 767px)') ?? false;
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

  let body: React.ReactNode;
  if (list.isPending) body = <Skeleton height={240} aria-label={t('recurring.list.loading')} />;
  else if (list.isError) body = <Alert color="red">{list.error.message}</Alert>;
  else if (rows.length === 0)
    body = (
      <EmptyState
        icon={<IconRepeat size={26} aria-hidden />}
        title={t('recurring.list.emptyTitle')}
        body={t('recurring.list.emptyBody')}
        action={newButton}
      />
    );
  else if (isNarrow)
    body = (
      <Stack gap="sm">
        {rows.map((payment) => (
          <Card key={payment.id} withBorder padding="sm" data-testid="recurring-row">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2}>
                <Text fw={600}>{payment.description}</Text>
                <Text size="sm">{`${payment.customer.first_name} ${payment.customer.last_name}`}</Text>
                <Text size="sm" c="dimmed">
                  {payment.recurrence_text}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('recurring.list.nextOn', { date: nextText(payment) })}
                </Text>
              </Stack>
              <Stack gap={4} align="flex-end">
                <Text fw={600}>{formatMoneyText(payment.amount)}</Text>
                <StatusBadge payment={payment} />
              </Stack>
            </Group>
            <Group mt="xs" justify="flex-end">
              {actions(payment)}
            </Group>
          </Card>
        ))}
      </Stack>
    );
  else
    body = (
      <Card withBorder padding={0}>
        <Table verticalSpacing="sm" horizontalSpacing="md" data-testid="recurring-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('recurring.list.status')}</Table.Th>
              <Table.Th>{t('recurring.list.customer')}</Table.Th>
              <Table.Th>{t('recurring.list.description')}</Table.Th>
              <Table.Th>{t('recurring.list.recurrence')}</Table.Th>
              <Table.Th>{t('recurring.list.next')}</Table.Th>
              <Table.Th ta="right">{t('recurring.list.amount')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('recurring.list.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((payment) => (
              <Table.Tr key={payment.id} data-testid="recurring-row">
                <Table.Td>
                  <StatusBadge payment={payment} />
                </Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={`/customer/profile/${payment.customer.id}`}>
                    {`${payment.customer.first_name} ${payment.customer.last_name}`}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Text>{payment.description}</Text>
                  <Text size="sm" c="dimmed">
                    {payment.account_label ?? t('recurring.list.noAccount')}
                  </Text>
                </Table.Td>
                <Table.Td>{payment.recurrence_text}</Table.Td>
                <Table.Td>{nextText(payment)}</Table.Td>
                <Table.Td ta="right" fw={600}>
                  {formatMoneyText(payment.amount)}
                </Table.Td>
                <Table.Td>{actions(payment)}</Table.Td>
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
      <SuspendRecurringModal payment={suspending} today={today} onClose={() => setSuspending(null)} />
    </Stack>
  );
}
