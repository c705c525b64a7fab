import { Card, Group, Loader, Stack, Text } from '@mantine/core';
import type { PublicStoreQuote } from '@paybook/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoneyText } from '@/lib/money-format';

/** The server's prices for the cart (the page never adds them up itself). */
export function StoreSummary({ quote, loading }: { quote: PublicStoreQuote | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const row = (label: string, amount: string, strong = false) => (
    <Group justify="space-between" key={label}>
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 400}>
        {formatMoneyText(amount)}
      </Text>
    </Group>
  );
  return (
    <Card
      withBorder
      padding="md"
      component="section"
      aria-label={t('publicStore.summary')}
      aria-busy={loading}
    >
      <Stack gap={6}>
        <Group justify="space-between">
          <Text fw={700}>{t('publicStore.summary')}</Text>
          {loading && <Loader size="xs" aria-hidden />}
        </Group>
        {!quote && !loading && (
          <Text size="sm" c="dimmed">
            {t('publicStore.noItems')}
          </Text>
        )}
        {quote && (
          <>
            {quote.lines.map((line) => row(`${line.name} × ${line.quantity}`, line.amount))}
            {row(t('publicStore.subtotal'), quote.amount_subtotal)}
            {quote.amount_discount !== '0.00' && row(t('publicStore.discount'), `-${quote.amount_discount}`)}
            {quote.amount_fee !== '0.00' && row(t('publicStore.fees'), quote.amount_fee)}
            {quote.amount_tax !== '0.00' && row(t('publicStore.tax'), quote.amount_tax)}
            {row(t('publicStore.total'), quote.amount_total, true)}
            {quote.amount_due_now !== quote.amount_total &&
              row(t('publicStore.dueNow'), quote.amount_due_now, true)}
          </>
        )}
      </Stack>
    </Card>
  );
}
