import { Anchor, Badge, Card, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListPagination } from '@/ui/list-pagination';
import { RECENT_ORDERS_PER_PAGE, useCustomerOrders } from '../api/get-customer-orders';
import { dateTime, money } from '../lib/order-format';
import { orderPath, orderStatusColor } from '../lib/order-view';

/**
 * The customer profile's Recent orders (issue 15 point 5: the order pages are reached from the customer):
 * number, date, status and total, newest first, each a link to its order page.
 */
export function RecentOrdersCard({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const orders = useCustomerOrders(customerId, page);
  const pages = Math.ceil((orders.data?.total_item_count ?? 0) / RECENT_ORDERS_PER_PAGE);

  let body: ReactNode;
  if (orders.isError) body = <Text c="red.8">{t('orders.recent.failed')}</Text>;
  else if (!orders.data) body = <Skeleton height={96} aria-label={t('common.loading')} role="status" />;
  else if (orders.data.data.length === 0) body = <Text c="dimmed">{t('orders.recent.empty')}</Text>;
  else {
    body = (
      <Table.ScrollContainer minWidth={360}>
        <Table verticalSpacing="xs" aria-labelledby="customer-recent-orders">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('orders.recent.order')}</Table.Th>
              <Table.Th>{t('orders.recent.date')}</Table.Th>
              <Table.Th>{t('orders.recent.status')}</Table.Th>
              <Table.Th ta="right">{t('orders.recent.total')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {orders.data.data.map((row) => (
              <Table.Tr key={row.id} data-testid="recent-order">
                <Table.Td>
                  <Anchor component={Link} to={orderPath(row.id)}>
                    {t('orders.recent.orderNumber', { number: row.order_number })}
                  </Anchor>
                </Table.Td>
                <Table.Td>{dateTime(row.created_at)}</Table.Td>
                <Table.Td>
                  <Badge variant="outline" color={`${orderStatusColor(row.payment_status)}.9`}>
                    {t(`orders.status.${row.payment_status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td ta="right">{money(row.amount_total)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="customer-recent-orders">
      <Title order={2} size="h4" id="customer-recent-orders" mb="md">
        {t('orders.recent.heading')}
      </Title>
      <Stack gap="sm">
        {body}
        <ListPagination
          pageCount={pages}
          page={page}
          onChange={setPage}
          labels={{
            previous: t('orders.recent.previous'),
            next: t('orders.recent.next'),
            page: (number) => t('orders.recent.page', { number }),
          }}
        />
      </Stack>
    </Card>
  );
}
