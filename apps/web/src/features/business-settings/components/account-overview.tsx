import { Anchor, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { AccountDetails, MerchantStats } from '@paybook/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/date-format';
import { formatMoneyText } from '@/lib/money-format';
import { errorMessage } from '@/lib/notify';
import { useAccountDetails, useMerchantStats } from '../api/get-account-overview';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

function AccountFacts({ account }: { account: AccountDetails }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <Fact label={t('businessSettings.account.number')}>{account.merchant_id}</Fact>
      <Fact label={t('businessSettings.account.product')}>{t(`productTiers.${account.product_name}`)}</Fact>
      <Fact label={t('businessSettings.account.owner')}>
        {account.owner_name}
        {account.owner_email ? (
          <Text component="span" size="sm" c="dimmed">
            {' '}
            ({account.owner_email})
          </Text>
        ) : null}
      </Fact>
      <Fact label={t('businessSettings.account.memberSince')}>{formatDate(account.member_since)}</Fact>
      <Fact label={t('businessSettings.account.bookingPage')}>
        <Anchor href={account.booking_page_path} target="_blank" rel="noopener">
          {`${window.location.host}${account.booking_page_path}`}
        </Anchor>
      </Fact>
      <Fact label={t('businessSettings.account.email')}>
        {account.email_verified
          ? t('businessSettings.account.emailVerified')
          : t('businessSettings.account.emailUnverified')}
      </Fact>
    </SimpleGrid>
  );
}

function Stats({ stats }: { stats: MerchantStats }) {
  const { t } = useTranslation();
  const tiles: [string, string | number][] = [
    [t('businessSettings.stats.customers'), stats.customers],
    [t('businessSettings.stats.activeStaff'), stats.active_staff],
    [t('businessSettings.stats.activeServices'), stats.active_services],
    [t('businessSettings.stats.activeProducts'), stats.active_products],
    [t('businessSettings.stats.upcomingAppointments'), stats.upcoming_appointments],
    [t('businessSettings.stats.recentOrders'), stats.recent_orders],
    [t('businessSettings.stats.recentAmountPaid'), formatMoneyText(stats.recent_amount_paid)],
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="dl" m={0}>
      {tiles.map(([label, value]) => (
        <Paper key={label} withBorder p="sm" radius="md">
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} fw={700} size="lg">
            {value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** spec 3 §7 Settings: the account's details and the merchant's stats, beside the business settings. */
export function AccountOverview() {
  const { t } = useTranslation();
  const account = useAccountDetails();
  const stats = useMerchantStats();
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="business-account">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4" id="business-account">
            {t('businessSettings.account.title')}
          </Title>
        </Group>
        {account.isPending ? (
          <Skeleton height={96} aria-label={t('common.loading')} />
        ) : account.isError ? (
          <Text c="red" role="alert">
            {errorMessage(account.error)}
          </Text>
        ) : (
          <AccountFacts account={account.data} />
        )}
        <Text size="sm" fw={600}>
          {t('businessSettings.stats.title')}
        </Text>
        {stats.isPending ? (
          <Skeleton height={120} aria-label={t('common.loading')} />
        ) : stats.isError ? (
          <Text c="red" role="alert">
            {errorMessage(stats.error)}
          </Text>
        ) : (
          <Stats stats={stats.data} />
        )}
      </Stack>
    </Paper>
  );
}
