import { Anchor, Badge, Box, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/date-format';
import { ListPagination } from '@/ui/list-pagination';
import { RECENT_ORDERS_PER_PAGE, useCustomerOrders } from '../api/get-customer-orders';
import { money } from '../lib/order-format';
import { orderBadgeOf, orderPath, orderStatusColor } from '../lib/order-view';

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
    // A list rather than a table: it reads the same on a phone (number and total, then date and status).
    body = (
      <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {orders.data.data.map((row) => (
          <Box
            key={row.id}
            component="li"
            data-testid="recent-order"
            py="xs"
            style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
          >
            <Group justify="space-between" wrap="nowrap">
              <Anchor component={Link} to={orderPath(row.id)} fw={500}>
                {t('orders.recent.orderNumber', { number: row.order_number })}
              </Anchor>
              <Text fw={500}>{money(row.amount_total)}</Text>
            </Group>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" c="dimmed">
                {formatDateTime(row.created_at)}
              </Text>
              <Badge
                variant="outline"
                color={`${orderStatusColor(orderBadgeOf(row))}.9`}
                data-testid="recent-order-status"
              >
                {t(`orders.status.${orderBadgeOf(row)}`)}
              </Badge>
            </Group>
          </Box>
        ))}
      </Stack>
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
