import { Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { Order, Transaction } from '@paybook/contracts';
import type { AccessSubject } from '@paybook/domain';
import { IconCornerDownRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/date-format';
import { accountColumnText, money, paymentTypeText } from '../lib/order-format';
import { groupPayments, offeredActions, transactionStatusColor } from '../lib/order-view';
import type { ActionTarget } from './transaction-action-modal';

interface OrderPaymentsProps {
  order: Order;
  subject: Pick<AccessSubject, 'rights' | 'canIssueRefund'>;
  now: Date;
  isNarrow: boolean;
  onAction: (target: ActionTarget) => void;
}

interface Line {
  transaction: Transaction;
  payment: Transaction;
  actions: ReactNode;
}

function StatusBadge({ transaction }: { transaction: Transaction }) {
  return (
    <Badge
      color={`${transactionStatusColor(transaction)}.9`}
      variant="outline"
      bg="var(--mantine-color-body)"
      data-testid="payment-status"
    >
      {transaction.status.name}
    </Badge>
  );
}

/**
 * The order's payments (spec 3 §3.2 transactions) with each refund under its payment, and the actions
 * spec 3 §4.4 allows on each (transactionActions, with the user's rights).
 */
export function OrderPayments({ order, subject, now, isNarrow, onAction }: OrderPaymentsProps) {
  const { t } = useTranslation();
  const all = order.transactions;

  const actionsOf = (transaction: Transaction, payment: Transaction): ReactNode => {
    const offered = offeredActions(transaction, all, now, subject);
    const button = (action: ActionTarget['action'], label: string) => (
      <Button
        key={action}
        size="compact-sm"
        variant="light"
        color={action === 'refund' ? 'blue' : 'red'}
        onClick={() => onAction({ action, transaction, payment, refundableCents: offered.refundable_cents })}
      >
        {label}
      </Button>
    );
    const buttons = [
      offered.void && button('void', t('orders.payments.void')),
      offered.refund && button('refund', t('orders.payments.refund')),
      offered.void_refund && button('void_refund', t('orders.payments.voidRefund')),
    ].filter(Boolean);
    return buttons.length > 0 ? <Group gap={6}>{buttons}</Group> : null;
  };

  const lines: Line[] = groupPayments(all).flatMap(({ payment, refunds }) => [
    { transaction: payment, payment, actions: actionsOf(payment, payment) },
    ...refunds.map((refund) => ({ transaction: refund, payment, actions: actionsOf(refund, payment) })),
  ]);

  const typeOf = (transaction: Transaction) =>
    transaction.is_refund ? (
      <Group gap={4} wrap="nowrap">
        <IconCornerDownRight size={14} aria-hidden />
        <span>{t('orders.payments.refundOf')}</span>
      </Group>
    ) : (
      paymentTypeText(transaction)
    );
  const amountOf = (transaction: Transaction) =>
    money(transaction.is_refund ? `-${transaction.amount}` : transaction.amount);

  const heading = (
    <Title order={2} size="h4" id="order-payments" mb="sm">
      {t('orders.payments.heading')}
    </Title>
  );
  if (lines.length === 0) {
    return (
      <Card withBorder padding="lg" component="section" aria-labelledby="order-payments">
        {heading}
        <Text c="dimmed">{t('orders.payments.none')}</Text>
      </Card>
    );
  }
  if (isNarrow) {
    return (
      <Card withBorder padding="md" component="section" aria-labelledby="order-payments">
        {heading}
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {lines.map(({ transaction, actions }) => (
            <Card
              key={transaction.id}
              component="li"
              withBorder
              padding="sm"
              ml={transaction.is_refund ? 'lg' : 0}
              data-testid={transaction.is_refund ? 'refund-row' : 'payment-row'}
            >
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600}>{typeOf(transaction)}</Text>
                <Text fw={700} c={transactionStatusColor(transaction) === 'red' ? 'red.8' : undefined}>
                  {amountOf(transaction)}
                </Text>
              </Group>
              <Text size="sm" c="dimmed">
                {[formatDateTime(transaction.created_at), accountColumnText(transaction)]
                  .filter((part) => part !== '—')
                  .join(' · ')}
              </Text>
              <Group justify="space-between" mt={4}>
                <StatusBadge transaction={transaction} />
                {transaction.change_due && (
                  <Text size="sm">
                    {t('orders.payments.changeDue')}: {money(transaction.change_due)}
                  </Text>
                )}
              </Group>
              {transaction.failure_reason && (
                <Text size="sm" c="red.8">
                  {t('orders.payments.failureReason', { reason: transaction.failure_reason })}
                </Text>
              )}
              {actions && <Group mt="xs">{actions}</Group>}
            </Card>
          ))}
        </Stack>
      </Card>
    );
  }
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="order-payments">
      {heading}
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="xs" aria-labelledby="order-payments">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('orders.payments.date')}</Table.Th>
              <Table.Th>{t('orders.payments.type')}</Table.Th>
              <Table.Th>{t('orders.payments.account')}</Table.Th>
              <Table.Th>{t('orders.payments.status')}</Table.Th>
              <Table.Th ta="right">{t('orders.payments.amount')}</Table.Th>
              <Table.Th ta="right">{t('orders.payments.changeDue')}</Table.Th>
              <Table.Th>{t('orders.payments.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map(({ transaction, actions }) => (
              <Table.Tr
                key={transaction.id}
                data-testid={transaction.is_refund ? 'refund-row' : 'payment-row'}
              >
                <Table.Td pl={transaction.is_refund ? 'xl' : undefined}>
                  {formatDateTime(transaction.created_at)}
                </Table.Td>
                <Table.Td>{typeOf(transaction)}</Table.Td>
                <Table.Td>
                  {accountColumnText(transaction)}
                  {transaction.failure_reason && (
                    <Text size="xs" c="red.8">
                      {t('orders.payments.failureReason', { reason: transaction.failure_reason })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <StatusBadge transaction={transaction} />
                </Table.Td>
                <Table.Td ta="right" c={transactionStatusColor(transaction) === 'red' ? 'red.8' : undefined}>
                  {amountOf(transaction)}
                </Table.Td>
                <Table.Td ta="right">{transaction.change_due ? money(transaction.change_due) : ''}</Table.Td>
                <Table.Td>{actions}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
