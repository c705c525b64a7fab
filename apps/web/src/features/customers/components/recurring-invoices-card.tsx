import { Anchor, Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { shownNextSendDate } from '@paybook/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCustomerScheduledInvoices } from '@/features/recurring/api/scheduled-invoices';
import { statusColor } from '@/features/recurring/lib/recurring-format';
import { formatDate } from '@/lib/date-format';
import { formatMoneyText } from '@/lib/money-format';
import { MoneyList, MoneyListItem, MoneyNote, ViewMore } from './money-list';

/**
 * The profile's recurring invoices (spec 2 §2.1: 'view more' above 5; spec 3 §4.6 colours, a draft with no
 * next send date): recurrence, status, next invoice and amount, each opening its edit page; the customer's
 * list and a new one linked (decision 154).
 */
export function RecurringInvoicesCard({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const schedules = useCustomerScheduledInvoices(customerId);
  const rows = schedules.data?.pages.flatMap((page) => page.data) ?? [];

  let body: ReactNode;
  if (schedules.isError)
    body = <MoneyNote isError>{t('customers.money.recurringInvoices.failed')}</MoneyNote>;
  else if (!schedules.data) body = <Skeleton height={72} aria-label={t('common.loading')} role="status" />;
  else if (rows.length === 0) body = <MoneyNote>{t('customers.money.recurringInvoices.empty')}</MoneyNote>;
  else
    body = (
      <MoneyList>
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
      </MoneyList>
    );

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="customer-recurring-invoices">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4" id="customer-recurring-invoices">
          {t('customers.money.recurringInvoices.heading')}
        </Title>
        <Group gap="md">
          <Anchor component={Link} to={`/invoices/customer-invoice-schedule-list/${customerId}`} size="sm">
            {t('customers.money.recurringInvoices.viewAll')}
          </Anchor>
          <Anchor component={Link} to={`/invoices/edit-schedule/new?customerId=${customerId}`} size="sm">
            {t('customers.money.recurringInvoices.add')}
          </Anchor>
        </Group>
      </Group>
      <Stack gap="sm">
        {body}
        <ViewMore
          hasMore={schedules.hasNextPage}
          isLoading={schedules.isFetchingNextPage}
          label={t('customers.money.recurringInvoices.viewMore')}
          onMore={() => void schedules.fetchNextPage()}
        />
      </Stack>
    </Card>
  );
}
