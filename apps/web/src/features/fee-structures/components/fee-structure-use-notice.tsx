import { Alert, List, Text } from '@mantine/core';
import type { SchedulePriceViolations } from '@paybook/contracts';
import { useTranslation } from 'react-i18next';
import { useFeeStructureUse } from '../api/get-fee-structure-use';
import { formatFeeAmount } from './fee-format';

/** Issue 25 point 8: how many orders and billing schedules use the saved fee being edited. */
export function FeeStructureUseSummary({ feeId }: { feeId: number }) {
  const { t } = useTranslation();
  const use = useFeeStructureUse(feeId);
  if (use.isError) return <Text size="sm">{t('feeStructures.use.failed')}</Text>;
  if (!use.data)
    return (
      <Text size="sm" c="dimmed" role="status">
        {t('feeStructures.use.loading')}
      </Text>
    );
  return (
    <Text size="sm" data-testid="fee-structure-use">
      {t('feeStructures.use.summary', {
        orders: t('feeStructures.use.orders', { count: use.data.orders }),
        schedules: t('feeStructures.use.schedules', { count: use.data.schedules }),
      })}
    </Text>
  );
}

export type ScheduleViolation = SchedulePriceViolations['subscriptions'][number];

/**
 * spec 3 §5 "A discount change checks for price violations against … subscriptions": the schedules whose
 * item price the new dollar amount exceeds. They keep the price they were sold at, so this warns; saving
 * again keeps the amount.
 */
export function ScheduleViolationsAlert({ violations }: { violations: ScheduleViolation[] }) {
  const { t } = useTranslation();
  return (
    <Alert
      variant="outline"
      color="orange.9"
      role="alert"
      title={t('feeStructures.scheduleViolations.title')}
    >
      {t('feeStructures.scheduleViolations.body')}
      <List size="sm" mt="xs">
        {violations.map((item) => (
          <List.Item key={item.id}>
            {t('feeStructures.scheduleViolations.item', {
              number: item.subscription_number,
              name: item.offering_name,
              price: formatFeeAmount({ amount: item.price, is_percent: false }),
            })}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
