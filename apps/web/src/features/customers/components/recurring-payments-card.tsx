import { Anchor, Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCustomerRecurringPayments } from '@/features/recurring/api/recurring-payments';
import { statusColor } from '@/features/recurring/lib/recurring-format';
import { formatDate } from '@/lib/date-format';
import { formatMoneyText } from '@/lib/money-format';
import { MoneyList, MoneyListItem, MoneyNote, ViewMore } from './money-list';

/**
 * The profile's recurring payments (spec 2 §2.1: 'view more' above 5; spec 3 §4.6 colours): description,
 * status, next payment and amount, each opening its edit page; the customer's list and a new one linked.
 */
export function RecurringPaymentsCard({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const payments = useCustomerRecurringPayments(customerId);
  const rows = payments.data?.pages.flatMap((page) => page.data) ?? [];

  let body: ReactNode;
  if (payments.isError) body = <MoneyNote isError>{t('customers.money.recurringPayments.failed')}</MoneyNote>;
  else if (!payments.data) body = <Skeleton height={72} aria-label={t('common.loading')} role="status" />;
  else if (rows.length === 0) body = <MoneyNote>{t('customers.money.recurringPayments.empty')}</MoneyNote>;
  else
    body = (
      <MoneyList>
        {rows.map((payment) => (
          <MoneyListItem key={payment.id} testId="profile-recurring-payment">
            <Group justify="space-between" wrap="nowrap">
              <Anchor component={Link} to={`/payments/edit-recurring/${payment.id}`} fw={500}>
                {payment.description}
              </Anchor>
              <Badge variant="outline" color={statusColor(payment.schedule_status)}>
                {t(`customers.money.recurringPayments.status.${payment.schedule_status}`)}
              </Badge>
            </Group>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" c="dimmed">
                {payment.next_send_date
                  ? t('customers.money.recurringPayments.nextOn', {
                      date: formatDate(payment.next_send_date),
                    })
                  : t('customers.money.recurringPayments.noNext')}
              </Text>
              <Text size="sm" fw={500}>
                {formatMoneyText(payment.amount)}
              </Text>
            </Group>
          </MoneyListItem>
        ))}
      </MoneyList>
    );

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="customer-recurring-payments">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4" id="customer-recurring-payments">
          {t('customers.money.recurringPayments.heading')}
        </Title>
        <Group gap="md">
          <Anchor component={Link} to={`/payments/customer-payment-recurring-list/${customerId}`} size="sm">
            {t('customers.money.recurringPayments.viewAll')}
          </Anchor>
          <Anchor component={Link} to={`/payments/edit-recurring/new?customerId=${customerId}`} size="sm">
            {t('customers.money.recurringPayments.add')}
          </Anchor>
        </Group>
      </Group>
      <Stack gap="sm">
        {body}
        <ViewMore
          hasMore={payments.hasNextPage}
          isLoading={payments.isFetchingNextPage}
          label={t('customers.money.recurringPayments.viewMore')}
          onMore={() => void payments.fetchNextPage()}
        />
      </Stack>
    </Card>
  );
}
