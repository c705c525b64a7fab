import { Anchor, Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { Order, Transaction } from '@paybook/contracts';
import { IconCornerDownRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/date-format';
import { accountColumnText, money, paymentTypeText } from '../lib/order-format';
import { groupPayments, transactionPath, transactionStatusColor } from '../lib/order-view';

interface OrderPaymentsProps {
  order: Order;
  isNarrow: boolean;
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
 * The order's payments (spec 3 §3.2 transactions) with each refund under its payment, each opening its
 * transaction's page (issue 25 point 2). Their actions sit at
 * the top of the order page (issue 24 point 2: order-actions-bar.tsx).
 */
export function OrderPayments({ order, isNarrow }: OrderPaymentsProps) {
  const { t } = useTranslation();
  const all = order.transactions;

  const lines = groupPayments(all).flatMap(({ payment, refunds }) => [payment, ...refunds]);

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
          {lines.map((transaction) => (
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
                <Anchor component={Link} to={transactionPath(order.id, transaction.id)} size="sm">
                  {formatDateTime(transaction.created_at)}
                </Anchor>
                {accountColumnText(transaction) === '—' ? '' : ` · ${accountColumnText(transaction)}`}
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
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((transaction) => (
              <Table.Tr
                key={transaction.id}
                data-testid={transaction.is_refund ? 'refund-row' : 'payment-row'}
              >
                <Table.Td pl={transaction.is_refund ? 'xl' : undefined}>
                  <Anchor component={Link} to={transactionPath(order.id, transaction.id)}>
                    {formatDateTime(transaction.created_at)}
                  </Anchor>
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
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
