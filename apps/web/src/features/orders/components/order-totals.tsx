import { Alert, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import type { Order } from '@paybook/contracts';
import { useTranslation } from 'react-i18next';
import { money } from '../lib/order-format';
import { centsOf } from '../lib/order-view';

function Row({
  label,
  value,
  strong,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text fw={strong ? 700 : undefined}>{label}</Text>
      <Text fw={strong ? 700 : undefined} data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * spec 3 §3.2: order fees, taxes, the total, then the money: a deposit sale's credit and charge apart
 * (issue 15 point 7, issue 24 point 1), refunds, what was paid and what is due.
 */
export function OrderTotals({ order }: { order: Order }) {
  const { t } = useTranslation();
  const hasCredit = centsOf(order.deposit_credit) > 0;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="order-totals">
      <Title order={2} size="h4" id="order-totals" mb="sm">
        {t('orders.totals.heading')}
      </Title>
      <Stack gap={6}>
        <Row label={t('orders.totals.subtotal')} value={money(order.amount_subtotal)} />
        {centsOf(order.amount_discount) > 0 && (
          <Row label={t('orders.totals.discount')} value={money(`-${order.amount_discount}`)} />
        )}
        {order.order_fees.map((fee) => (
          <Row
            key={`fee-${fee.fee_structure_id}`}
            label={t('orders.totals.orderFee', { name: fee.name })}
            value={money(fee.amount)}
          />
        ))}
        {order.taxes.map((tax) => (
          <Row
            key={`tax-${tax.fee_structure_id}`}
            label={
              tax.percent
                ? t('orders.totals.taxPercent', { name: tax.name, percent: tax.percent })
                : t('orders.totals.tax', { name: tax.name })
            }
            value={money(tax.amount)}
          />
        ))}
        <Divider />
        <Row label={t('orders.totals.total')} value={money(order.amount_total)} strong testId="order-total" />
        {hasCredit && (
          // Issue 24 point 1: the deposit paid at booking and what the desk charged, never summed as "paid".
          <>
            <Row
              label={t('orders.totals.depositCredited')}
              value={money(order.deposit_credit)}
              testId="order-deposit-credit"
            />
            <Row
              label={t('orders.totals.charged')}
              value={money(order.amount_charged)}
              testId="order-amount-charged"
            />
          </>
        )}
        {centsOf(order.amount_refunded) > 0 && (
          <Row
            label={t('orders.totals.refunded')}
            value={money(`-${order.amount_refunded}`)}
            testId="order-amount-refunded"
          />
        )}
        {!hasCredit && (
          <Row
            label={t('orders.totals.amountPaid')}
            value={money(order.amount_paid)}
            testId="order-amount-paid"
          />
        )}
        <Row
          label={t('orders.totals.amountDue')}
          value={money(order.amount_due)}
          strong
          testId="order-amount-due"
        />
        {order.discounts_dropped && (
          <Alert color="yellow" p="xs">
            {t('orders.totals.discountsDropped')}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
