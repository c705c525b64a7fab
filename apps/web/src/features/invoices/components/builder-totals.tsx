import { Card, Group, Stack, Text } from '@mantine/core';
import { centsToPrice, type PricedOrder } from '@paybook/domain';
import { useTranslation } from 'react-i18next';
import { dollars } from '../lib/invoice-format';

/** The live totals of the builder (priceOrder, decision 65). */
export function BuilderTotals({ priced, hasCode }: { priced: PricedOrder | null; hasCode: boolean }) {
  const { t } = useTranslation();
  const row = (label: string, cents: number, bold = false) => (
    <Group justify="space-between" key={label}>
      <Text fw={bold ? 700 : 400}>{label}</Text>
      <Text fw={bold ? 700 : 400} data-testid={bold ? 'builder-total' : undefined}>
        {dollars(centsToPrice(cents))}
      </Text>
    </Group>
  );
  return (
    <Card withBorder padding="md">
      <Stack gap={6}>
        {priced ? (
          <>
            {row(t('invoices.totals.subtotal'), priced.subtotal_cents)}
            {priced.discount_cents > 0 && row(t('invoices.totals.discount'), -priced.discount_cents)}
            {priced.fee_cents > 0 && row(t('invoices.totals.fees'), priced.fee_cents)}
            {priced.taxes.filter((tax) => tax.amount_cents > 0).map((tax) => row(tax.name, tax.amount_cents))}
            {row(t('invoices.totals.total'), priced.total_cents, true)}
          </>
        ) : (
          <Text c="dimmed">{t('invoices.totals.incomplete')}</Text>
        )}
        {hasCode && (
          <Text size="sm" c="dimmed">
            {t('invoices.totals.codeOnSave')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
