import { Badge, Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Order } from '@paybook/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/date-format';
import { useOrderSeller } from '../api/get-order-seller';
import { CustomerNameLink } from './customer-name-link';

/** One labelled value of a details card (a `dl`'s term and description). */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** The customer: spec 3 §2.2's name link, or a walk-in's typed name and e-mail (spec 3 §3.2 customer). */
function CustomerDetail({ customer }: { customer: Order['customer'] }) {
  const { t } = useTranslation();
  if (!customer) return <>{t('orders.summary.noCustomer')}</>;
  const name = `${customer.first_name} ${customer.last_name}`.trim() || customer.email;
  return (
    <Stack gap={0} component="span">
      {customer.id === null ? (
        <span>
          {name}{' '}
          <Badge size="xs" variant="outline" color="gray">
            {t('orders.summary.walkIn')}
          </Badge>
        </span>
      ) : (
        <CustomerNameLink customerId={customer.id} name={name} />
      )}
      {customer.email && (
        <Text size="sm" c="dimmed" component="span">
          {customer.email}
        </Text>
      )}
    </Stack>
  );
}

/** Who sold it: the user's name, 'Online' when no user placed the order, a dash when it cannot be read. */
function SellerDetail({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const seller = useOrderSeller(orderId);
  if (seller.isPending) return <Skeleton height={18} width={120} component="span" display="inline-block" />;
  if (seller.isError) return <>—</>;
  return (
    <span data-testid="order-sold-by">{seller.data.sold_by?.name ?? t('orders.summary.soldByNobody')}</span>
  );
}

/** Date, sale type, who sold it and the customer. */
export function OrderDetails({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="order-details">
      <Title order={2} size="h4" id="order-details" mb="sm">
        {t('orders.summary.heading')}
      </Title>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 4 }} spacing="md" m={0}>
        <Detail label={t('orders.summary.date')}>{formatDateTime(order.created_at)}</Detail>
        <Detail label={t('orders.summary.saleType')}>{order.sale_type.name}</Detail>
        <Detail label={t('orders.summary.soldBy')}>
          <SellerDetail orderId={order.id} />
        </Detail>
        <Detail label={t('orders.summary.customer')}>
          <CustomerDetail customer={order.customer} />
        </Detail>
      </SimpleGrid>
    </Card>
  );
}
