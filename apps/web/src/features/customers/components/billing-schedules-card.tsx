import { Anchor, Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { CustomerSchedule } from '@paybook/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@/lib/date-format';
import { formatMoneyText } from '@/lib/money-format';
import { useCustomerSchedules } from '../api/get-customer-schedules';
import { MoneyList, MoneyListItem, MoneyNote, ViewMore } from './money-list';

/** spec 3 §4.6 "Status colours: active; suspended or cancelled; expired" (darkest shades, for contrast). */
const STATUS_COLORS: Record<CustomerSchedule['status'], string> = {
  active: 'teal.9',
  suspended: 'red.9',
  cancelled: 'red.9',
  expired: 'gray.8',
};

/** "0439" → "04/39". */
const expiryText = (expiration: string | null) =>
  expiration ? `${expiration.slice(0, 2)}/${expiration.slice(2)}` : '';

function ScheduleItem({ schedule }: { schedule: CustomerSchedule }) {
  const { t } = useTranslation();
  return (
    <MoneyListItem testId="billing-schedule">
      <Group justify="space-between" wrap="nowrap">
        <Anchor component={Link} to={`/reports/details/subscription/${schedule.id}`} fw={500}>
          {t('customers.money.schedules.number', {
            number: schedule.subscription_number,
            name: schedule.offering.name,
          })}
        </Anchor>
        <Group gap={4} wrap="nowrap">
          {schedule.is_past_due && (
            <Badge color="red.9" data-testid="schedule-past-due">
              {t('customers.money.schedules.pastDue')}
            </Badge>
          )}
          <Badge variant="outline" color={STATUS_COLORS[schedule.status]} data-testid="schedule-status">
            {t(`customers.money.schedules.status.${schedule.status}`)}
          </Badge>
        </Group>
      </Group>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" c="dimmed">
          {schedule.next_bill_date
            ? t('customers.money.schedules.nextBill', { date: formatDate(schedule.next_bill_date) })
            : t('customers.money.schedules.noNextBill')}
        </Text>
        <Text size="sm" fw={500}>
          {t('customers.money.schedules.amount', { amount: formatMoneyText(schedule.amount) })}
        </Text>
      </Group>
      {schedule.card_expires_before_next_bill && schedule.account && (
        <Group gap={4} wrap="nowrap" mt={4} data-testid="schedule-card-expiry">
          {/* The icon carries the colour; the text keeps the body's, for contrast (axe). */}
          <IconAlertTriangle
            size={16}
            aria-hidden
            color="var(--mantine-color-orange-9)"
            style={{ flexShrink: 0 }}
          />
          <Text size="sm">
            {t('customers.money.schedules.cardExpires', {
              lastFour: schedule.account.last_four,
              expiration: expiryText(schedule.account.expiration),
            })}
          </Text>
        </Group>
      )}
    </MoneyListItem>
  );
}

/**
 * The profile's billing schedules (spec 2 §2.1: 'view more' above 10): item, status, next bill and
 * amount, each a link to its subscription page, with a warning when the card runs out before the next bill.
 */
export function BillingSchedulesCard({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const schedules = useCustomerSchedules(customerId);
  const rows = schedules.data?.pages.flatMap((page) => page.data) ?? [];

  let body: ReactNode;
  if (schedules.isError) body = <MoneyNote isError>{t('customers.money.schedules.failed')}</MoneyNote>;
  else if (!schedules.data) body = <Skeleton height={72} aria-label={t('common.loading')} role="status" />;
  else if (rows.length === 0) body = <MoneyNote>{t('customers.money.schedules.empty')}</MoneyNote>;
  else
    body = (
      <MoneyList>
        {rows.map((schedule) => (
          <ScheduleItem key={schedule.id} schedule={schedule} />
        ))}
      </MoneyList>
    );

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="customer-billing-schedules">
      <Title order={2} size="h4" id="customer-billing-schedules" mb="md">
        {t('customers.money.schedules.heading')}
      </Title>
      <Stack gap="sm">
        {body}
        <ViewMore
          hasMore={schedules.hasNextPage}
          isLoading={schedules.isFetchingNextPage}
          label={t('customers.money.schedules.viewMore')}
          onMore={() => void schedules.fetchNextPage()}
        />
      </Stack>
    </Card>
  );
}
