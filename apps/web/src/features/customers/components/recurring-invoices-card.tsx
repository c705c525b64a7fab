import { Anchor, Badge, Group, Text } from '@mantine/core';
import { shownNextSendDate } from '@paybook/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCustomerScheduledInvoices } from '@/features/recurring/api/scheduled-invoices';
import { statusColor } from '@/features/recurring/lib/recurring-format';
import { formatDate } from '@/lib/date-format';
import { formatMoneyText } from '@/lib/money-format';
import { MoneyListItem } from './money-list';
import { ScheduleListCard } from './schedule-list-card';

/**
 * The profile's recurring invoices (spec 2 §2.1: 'view more' above 5; spec 3 §4.6 colours, a draft with no
 * next send date): recurrence, status, next invoice and amount, each opening its edit page; the customer's
 * list and a new one linked (decision 154).
 */
export function RecurringInvoicesCard({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const schedules = useCustomerScheduledInvoices(customerId);
  const rows = schedules.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <ScheduleListCard
      words="recurringInvoices"
      headingId="customer-recurring-invoices"
      listPath={`/invoices/customer-invoice-schedule-list/${customerId}`}
      newPath={`/invoices/edit-schedule/new?customerId=${customerId}`}
      query={schedules}
      rowCount={rows.length}
    >
      {rows.map((schedule) => {
        const next = shownNextSendDate(schedule.schedule_status, schedule.next_send_date);
        return (
          <MoneyListItem key={schedule.id} testId="profile-recurring-invoice">
            <Group justify="space-between" wrap="nowrap">
              <Anchor component={Link} to={`/invoices/edit-schedule/${schedule.id}`} fw={500}>
                {schedule.recurrence_text}
              </Anchor>
              <Badge variant="outline" color={statusColor(schedule.schedule_status)}>
                {t(`customers.money.recurringInvoices.status.${schedule.schedule_status}`)}
              </Badge>
            </Group>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" c="dimmed">
                {next
                  ? t('customers.money.recurringInvoices.nextOn', { date: formatDate(next) })
                  : t('customers.money.recurringInvoices.noNext')}
              </Text>
              <Text size="sm" fw={500}>
                {t('customers.money.recurringInvoices.each', {
                  amount: formatMoneyText(schedule.amount_total),
                })}
              </Text>
            </Group>
          </MoneyListItem>
        );
      })}
    </ScheduleListCard>
  );
}
