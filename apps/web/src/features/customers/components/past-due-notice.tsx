import { Alert } from '@mantine/core';
import { showsPastDueNotice } from '@paybook/domain';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCustomerSchedules } from '../api/get-customer-schedules';
import { useCustomerStatement } from '../api/get-customer-statement';

/**
 * spec 2 §2.1 past-due notice, at the top of the profile: when any order (an invoice past due) or billing
 * schedule of the customer is past due. It reads the first pages the money cards read (one request each).
 */
export function PastDueNotice({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const statement = useCustomerStatement(customerId);
  const schedules = useCustomerSchedules(customerId);
  const facts = {
    past_due_orders: statement.data?.pages[0]?.past_due_order_count ?? 0,
    past_due_schedules: schedules.data?.pages[0]?.past_due_count ?? 0,
  };
  if (!showsPastDueNotice(facts)) return null;
  return (
    <Alert
      color="red.9"
      variant="outline"
      icon={<IconAlertCircle aria-hidden />}
      title={t('customers.money.pastDue.title')}
      data-testid="past-due-notice"
    >
      {[
        facts.past_due_orders > 0 && t('customers.money.pastDue.orders', { count: facts.past_due_orders }),
        facts.past_due_schedules > 0 &&
          t('customers.money.pastDue.schedules', { count: facts.past_due_schedules }),
      ]
        .filter(Boolean)
        .join(' ')}
    </Alert>
  );
}
