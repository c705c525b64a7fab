import { Anchor, Badge, Card, Table, Text, Title } from '@mantine/core';
import type { Subscription } from '@paybook/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { money } from '@/features/orders/lib/order-format';
import { dayText } from '../lib/subscription-view';

const STATE_COLORS: Record<Subscription['bills'][number]['state'], string> = {
  due: 'blue',
  retrying: 'orange',
  paid: 'teal',
  past_due: 'red',
  skipped: 'gray',
};

/** The bills so far: the sale's order (bill 1) and each bill the schedule made, with its order once charged. */
export function SubscriptionBills({ subscription: s }: { subscription: Subscription }) {
  const { t, i18n } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="md">
        {t('subscriptions.bills.heading')}
      </Title>
      <Table.ScrollContainer minWidth={480}>
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
            {s.bills.map((bill) => (
              <Table.Tr key={bill.id} data-testid="subscription-bill">
                <Table.Td>{dayText(bill.bill_date, i18n.language)}</Table.Td>
                <Table.Td>{t(`subscriptions.bills.kinds.${bill.kind}`)}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={`${STATE_COLORS[bill.state]}.9`}>
                    {t(`subscriptions.bills.states.${bill.state}`)}
                  </Badge>
                </Table.Td>
                <Table.Td ta="right">{money(bill.amount ?? s.price)}</Table.Td>
                <Table.Td>
                  {bill.order_id !== null ? (
                    <Anchor component={Link} to={`/reports/details/order/${bill.order_id}`}>
                      {t('subscriptions.details.orderNumber', { number: bill.order_number })}
                    </Anchor>
                  ) : (
                    <Text c="dimmed" size="sm">
                      {t('subscriptions.bills.notCharged')}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Td>{dayText(s.start_at, i18n.language)}</Table.Td>
              <Table.Td>{t('subscriptions.bills.kinds.first')}</Table.Td>
              <Table.Td>
                <Badge variant="light" color="teal.9">
                  {t('subscriptions.bills.states.sale')}
                </Badge>
              </Table.Td>
              <Table.Td ta="right">
                <Text c="dimmed" size="sm">
                  {t('subscriptions.bills.inOrder')}
                </Text>
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={`/reports/details/order/${s.order.id}`}>
                  {t('subscriptions.details.orderNumber', { number: s.order.order_number })}
                </Anchor>
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
