import { Anchor, Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCustomerRecurringPayments } from '@/features/recurring/api/recurring-payments';
import { statusColor } from '@/features/recurring/lib/recurring-format';
import { formatDate } from '@/lib/date-format';
import { formatMoneyText } from '@/lib/money-format';
import { MoneyListItem } from './money-list';
import { ScheduleListCard } from './schedule-list-card';

/**
 * The profile's recurring payments (spec 2 §2.1: 'view more' above 5; spec 3 §4.6 colours): description,
 * status, next payment and amount, each opening its edit page; the customer's list and a new one linked.
 */
export function RecurringPaymentsCard({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const payments = useCustomerRecurringPayments(customerId);
  const rows = payments.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <ScheduleListCard
      words="recurringPayments"
      headingId="customer-recurring-payments"
      listPath={`/payments/customer-payment-recurring-list/${customerId}`}
      newPath={`/payments/edit-recurring/new?customerId=${customerId}`}
      query={payments}
      rowCount={rows.length}
    >
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
    </ScheduleListCard>
  );
}
