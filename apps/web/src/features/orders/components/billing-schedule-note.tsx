import { Alert, List } from '@mantine/core';
import type { Order } from '@paybook/contracts';
import { IconRepeat } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { OrderSubscriptionLinks } from '@/features/subscriptions/components/order-subscription-links';
import { formatDate } from '@/lib/date-format';
import { recurringLines } from '../lib/order-view';

/**
 * Issue 15 point 6: a recurring line started a billing schedule; the order says so (contains_subscription)
 * and names each recurring line, with its first bill date when it starts later; issue 25 point 2: each
 * schedule links to its page.
 */
export function BillingScheduleNote({ order }: { order: Order }) {
  const { t } = useTranslation();
  const lines = recurringLines(order);
  if (!order.contains_subscription && lines.length === 0) return null;
  return (
    <Alert
      color="blue"
      icon={<IconRepeat size={18} aria-hidden />}
      title={t('orders.schedule.heading')}
      data-testid="order-schedule-note"
    >
      {t('orders.schedule.note')}
      {lines.length > 0 && (
        <List size="sm" mt="xs">
          {lines.map((line) => (
            <List.Item key={line.lineNumber}>
              {line.start_date
                ? t('orders.schedule.lineFrom', { name: line.name, date: formatDate(line.start_date) })
                : t('orders.schedule.line', { name: line.name })}
            </List.Item>
          ))}
        </List>
      )}
      <OrderSubscriptionLinks orderId={order.id} />
    </Alert>
  );
}
