import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Subscription } from '@paybook/contracts';
import { useTranslation } from 'react-i18next';
import { dayText } from '../lib/subscription-view';

/** spec 3 §3.2: the next bill date, the coming ones, the final one and the occurrences done and left. */
export function SubscriptionSchedule({ subscription: s }: { subscription: Subscription }) {
  const { t, i18n } = useTranslation();
  const day = (date: string | null) =>
    date ? dayText(date, i18n.language) : t('subscriptions.schedule.none');
  // A cancelled or expired schedule bills nothing more.
  const ended = s.subscription_status === 'cancelled' || s.subscription_status === 'expired';
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="md">
        {t('subscriptions.schedule.heading')}
      </Title>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="lg" mb="md">
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {t('subscriptions.schedule.next')}
          </Text>
          <Text fw={600} data-testid="subscription-next-bill">
            {s.subscription_status === 'suspended'
              ? t('subscriptions.schedule.whenActivated')
              : day(s.next_bill_date)}
          </Text>
        </Stack>
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {t('subscriptions.schedule.final')}
          </Text>
          <Text>
            {ended
              ? t('subscriptions.schedule.none')
              : s.occurrences === null
                ? t('subscriptions.schedule.noEnd')
                : day(s.final_bill_date)}
          </Text>
        </Stack>
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {t('subscriptions.schedule.done')}
          </Text>
          <Text data-testid="subscription-done">{s.number_of_active_executions}</Text>
        </Stack>
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {t('subscriptions.schedule.remaining')}
          </Text>
          <Text>
            {ended
              ? t('subscriptions.schedule.none')
              : (s.number_of_remaining_executions ?? t('subscriptions.schedule.unlimited'))}
          </Text>
        </Stack>
      </SimpleGrid>
      {s.next_bill_dates.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {t('subscriptions.schedule.coming')}
          </Text>
          <Group
            gap="xs"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('subscriptions.schedule.coming')}
          >
            {s.next_bill_dates.map((bill) => (
              <Text
                component="li"
                key={bill.fire_date}
                size="sm"
                px="xs"
                py={2}
                bg="var(--mantine-color-gray-1)"
                style={{ borderRadius: 4 }}
              >
                {dayText(bill.fire_date, i18n.language)}
              </Text>
            ))}
          </Group>
        </Stack>
      )}
    </Card>
  );
}
