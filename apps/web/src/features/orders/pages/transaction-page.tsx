import { Anchor, Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Transaction, TransactionDetail } from '@paybook/contracts';
import { IconReceiptOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useLoginContext } from '@/features/shell/api/get-login-context';
import { subjectFor } from '@/lib/access-subject';
import { formatDateTime } from '@/lib/date-format';
import { EmptyState } from '@/ui/empty-state';
import { useTransactionDetail } from '../api/get-transaction';
import { orderKeys } from '../api/order-keys';
import { CustomerNameLink } from '../components/customer-name-link';
import { OrderActionsBar } from '../components/order-actions-bar';
import { Detail } from '../components/order-details';
import { TransactionActionModal } from '../components/transaction-action-modal';
import type { ActionTarget } from '../lib/order-actions';
import { accountColumnText, money, paymentTypeText } from '../lib/order-format';
import { orderPath, readPathId, transactionPath, transactionStatusColor } from '../lib/order-view';

function RelatedList({ detail }: { detail: TransactionDetail }) {
  const { t } = useTranslation();
  if (detail.related.length === 0) return null;
  const title = detail.transaction.is_refund
    ? 'orders.transaction.related.payment'
    : 'orders.transaction.related.refunds';
  return (
    <Card withBorder padding="lg" component="section">
      <Title order={2} size="h4" mb="sm">
        {t(title)}
      </Title>
      <Stack gap="xs">
        {detail.related.map((r: Transaction) => (
          <Group key={r.id} justify="space-between">
            <Anchor component={Link} to={transactionPath(r.order_id, r.id)}>
              #{r.id} · {formatDateTime(r.created_at)}
            </Anchor>
            <Group gap="xs">
              <Badge variant="outline" color={`${transactionStatusColor(r)}.9`}>
                {r.status.name}
              </Badge>
              <Text fw={600}>{money(r.amount)}</Text>
            </Group>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

/**
 * /reports/details/transaction/:orderId/:transactionId and /reports/details/xenon-transaction/:transactionId
 * (spec 3 §2.2, §3.2, §4.4; issue 25 point 2): one transaction with its processor's fields, its refunds or
 * its payment, and the void, refund and void-refund actions it offers, through the order page's modal.
 */
export function TransactionPage() {
  const { t } = useTranslation();
  const params = useParams();
  const transactionId = readPathId(params.transactionId);
  const orderId = params.orderId === undefined ? null : readPathId(params.orderId);
  const detail = useTransactionDetail(transactionId);
  const subject = subjectFor(useLoginContext());
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<ActionTarget | null>(null);
  const wrongOrder = params.orderId !== undefined && detail.data && detail.data.order.id !== orderId;
  if (transactionId === null || detail.isError || wrongOrder) {
    return (
      <EmptyState
        icon={<IconReceiptOff size={26} aria-hidden />}
        title={t('orders.transaction.notFoundTitle')}
        body={t('orders.transaction.notFoundBody')}
      />
    );
  }
  if (!detail.data) return <Skeleton height={320} radius="md" aria-label={t('orders.transaction.loading')} />;
  const data = detail.data;
  const tr = data.transaction;
  const customer = data.order.customer;
  const name = customer ? `${customer.first_name} ${customer.last_name}`.trim() : '';
  return (
    <Stack gap="lg" maw={1100}>
      <Group justify="space-between" align="flex-start">
        <Group gap="sm">
          <Title order={1} size="h2">
            {t('orders.transaction.title', { id: tr.id })}
          </Title>
          <Badge
            size="lg"
            variant="outline"
            color={`${transactionStatusColor(tr)}.9`}
            data-testid="transaction-status"
          >
            {tr.status.name}
          </Badge>
        </Group>
        <OrderActionsBar
          transactions={[tr, ...data.related]}
          subject={subject}
          now={new Date()}
          onAction={setTarget}
        >
          <Button component={Link} to={orderPath(data.order.id)} variant="default">
            {t('orders.transaction.openOrder', { number: data.order.order_number })}
          </Button>
        </OrderActionsBar>
      </Group>
      <Card withBorder padding="lg" component="section" aria-labelledby="transaction-details">
        <Title order={2} size="h4" mb="sm" id="transaction-details">
          {t('orders.transaction.details')}
        </Title>
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="md" m={0}>
          <Detail label={t('orders.transaction.amount')}>
            <Text fw={700} component="span" data-testid="transaction-amount">
              {money(tr.is_refund ? `-${tr.amount}` : tr.amount)}
            </Text>
          </Detail>
          <Detail label={t('orders.transaction.order')}>
            <Anchor component={Link} to={orderPath(data.order.id)}>
              #{data.order.order_number}
            </Anchor>
          </Detail>
          <Detail label={t('orders.transaction.customer')}>
            {customer ? <CustomerNameLink customerId={customer.id} name={name} /> : '—'}
          </Detail>
          <Detail label={t('orders.transaction.type')}>{paymentTypeText(tr)}</Detail>
          <Detail label={t('orders.transaction.account')}>{accountColumnText(tr) || '—'}</Detail>
          <Detail label={t('orders.transaction.processorStatus')}>{tr.processor_status}</Detail>
          <Detail label={t('orders.transaction.created')}>{formatDateTime(tr.created_at)}</Detail>
          <Detail label={t('orders.transaction.settled')}>
            {tr.settled_at ? formatDateTime(tr.settled_at) : '—'}
          </Detail>
          {tr.can_void_until && (
            <Detail label={t('orders.transaction.voidUntil')}>{formatDateTime(tr.can_void_until)}</Detail>
          )}
          <Detail label={t('orders.transaction.reference')}>{data.processor_reference ?? '—'}</Detail>
          {!tr.is_refund && (
            <Detail label={t('orders.transaction.refunded')}>{money(data.refunded_amount)}</Detail>
          )}
          {data.ach_authorization_type && (
            <Detail label={t('orders.transaction.authorization')}>{data.ach_authorization_type}</Detail>
          )}
          {data.company_name && <Detail label={t('orders.transaction.company')}>{data.company_name}</Detail>}
          {tr.failure_reason && <Detail label={t('orders.transaction.failure')}>{tr.failure_reason}</Detail>}
          {tr.ach_return_code && (
            <Detail label={t('orders.transaction.returnCode')}>{tr.ach_return_code}</Detail>
          )}
        </SimpleGrid>
      </Card>
      <RelatedList detail={data} />
      {target && (
        <TransactionActionModal
          key={`${target.action}-${target.transaction.id}`}
          orderId={data.order.id}
          target={target}
          onClose={() => {
            setTarget(null);
            void queryClient.invalidateQueries({ queryKey: orderKeys.transaction(tr.id) });
          }}
        />
      )}
    </Stack>
  );
}
