import { Divider, Group, Stack, Text } from '@mantine/core';
import type { PricedOrder } from '@paybook/domain';
import { useTranslation } from 'react-i18next';
import { formatCents } from '@/lib/money-format';

function Row({
  label,
  cents,
  strong = false,
  testId,
}: {
  label: string;
  cents: number;
  strong?: boolean;
  testId: string;
}) {
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : undefined} data-testid={testId}>
        {formatCents(cents)}
      </Text>
    </Group>
  );
}

/**
 * The cart's totals as priceOrder answers them (decision 65): subtotal, discounts, fees, taxes, total; and
 * with a deposit paid online for the appointment checked out (issue 15 point 7), the credit and the amount due.
 */
export function CartTotals({ priced, creditCents = 0 }: { priced: PricedOrder; creditCents?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} aria-label={t('pointOfSale.totals.label')} role="group">
      <Row label={t('pointOfSale.totals.subtotal')} cents={priced.subtotal_cents} testId="pos-subtotal" />
      {priced.discount_cents > 0 && (
        <Row
          label={t('pointOfSale.totals.discounts')}
          cents={-priced.discount_cents}
          testId="pos-discounts"
        />
      )}
      {priced.fee_cents > 0 && (
        <Row label={t('pointOfSale.totals.fees')} cents={priced.fee_cents} testId="pos-fees" />
      )}
      {priced.taxes.map((tax) => (
        <Row
          key={tax.fee_structure_id}
          label={tax.name}
          cents={tax.amount_cents}
          testId={`pos-tax-${tax.fee_structure_id}`}
        />
      ))}
      {priced.taxes.length === 0 && (
        <Row label={t('pointOfSale.totals.taxes')} cents={priced.tax_cents} testId="pos-taxes" />
      )}
      <Divider my={4} />
      <Row
        label={t('pointOfSale.totals.total')}
        cents={priced.total_cents}
        strong={creditCents === 0}
        testId="pos-total"
      />
      {creditCents > 0 && (
        <>
          <Row label={t('pointOfSale.totals.depositPaid')} cents={-creditCents} testId="pos-deposit-credit" />
          <Row
            label={t('pointOfSale.totals.amountDue')}
            cents={priced.total_cents - creditCents}
            strong
            testId="pos-amount-due"
          />
        </>
      )}
    </Stack>
  );
}
