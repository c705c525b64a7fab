import { Anchor, Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Subscription } from '@paybook/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { money } from '@/features/orders/lib/order-format';
import { dayText } from '../lib/subscription-view';

type BillState = Subscription['bills'][number]['state'] | 'sale';

const STATE_COLORS: Record<BillState, string> = {
  sale: 'teal',
  due: 'blue',
  retrying: 'orange',
  paid: 'teal',
  past_due: 'red',
  skipped: 'gray',
};

/** One row as both layouts show it. */
interface BillRow {
  key: string;
  date: string;
  kind: string;
  state: BillState;
  amount: ReactNode;
  order: ReactNode;
}

/** The bills so far: the sale's order (bill 1) and each bill the schedule made, with its order once charged. */
export function SubscriptionBills({ subscription: s }: { subscription: Subscription }) {
  const { t, i18n } = useTranslation();
  const isNarrow = useMediaQuery('(max-width: 767px)') ?? false;
  const orderLink = (id: number, number: number | null) => (
    <Anchor component={Link} to={`/reports/details/order/${id}`}>
      {t('subscriptions.details.orderNumber', { number })}
    </Anchor>
  );
  const dimmed = (text: string) => (
    <Text c="dimmed" size="sm" component="span">
      {text}
    </Text>
  );
  const rows: BillRow[] = [
    ...s.bills.map((bill) => ({
      key: String(bill.id),
      date: dayText(bill.bill_date, i18n.language),
      kind: t(`subscriptions.bills.kinds.${bill.kind}`),
      state: bill.state,
      amount: money(bill.amount ?? s.price),
      order:
        bill.order_id !== null
          ? orderLink(bill.order_id, bill.order_number)
          : dimmed(t('subscriptions.bills.notCharged')),
    })),
    {
      key: 'sale',
      date: dayText(s.start_at, i18n.language),
      kind: t('subscriptions.bills.kinds.first'),
      state: 'sale',
      amount: dimmed(t('subscriptions.bills.inOrder')),
      order: orderLink(s.order.id, s.order.order_number),
    },
  ];
  const badge = (state: BillState) => (
    <Badge variant="outline" color={`${STATE_COLORS[state]}.9`}>
      {t(`subscriptions.bills.states.${state}`)}
    </Badge>
  );
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="md">
        {t('subscriptions.bills.heading')}
      </Title>
      {isNarrow ? (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map((row) => (
            <Stack key={row.key} component="li" gap={4} data-testid="subscription-bill-item">
              <Group justify="space-between" gap="xs">
                <Text fw={600}>{row.date}</Text>
                {badge(row.state)}
              </Group>
              <Group justify="space-between" gap="xs">
                <Text size="sm">{row.kind}</Text>
                <Text size="sm">{row.amount}</Text>
              </Group>
              <Text size="sm">{row.order}</Text>
            </Stack>
          ))}
        </Stack>
      ) : (
        <Table verticalSpacing="xs" aria-label={t('subscriptions.bills.heading')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('subscriptions.bills.date')}</Table.Th>
              <Table.Th>{t('subscriptions.bills.kind')}</Table.Th>
              <Table.Th>{t('subscriptions.bills.state')}</Table.Th>
              <Table.Th ta="right">{t('subscriptions.bills.amount')}</Table.Th>
              <Table.Th>{t('subscriptions.bills.order')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key} data-testid={row.key === 'sale' ? undefined : 'subscription-bill'}>
                <Table.Td>{row.date}</Table.Td>
                <Table.Td>{row.kind}</Table.Td>
                <Table.Td>{badge(row.state)}</Table.Td>
                <Table.Td ta="right">{row.amount}</Table.Td>
                <Table.Td>{row.order}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}
