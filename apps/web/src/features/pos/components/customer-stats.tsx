import { Text } from '@mantine/core';
import type { PosCustomer } from '@paybook/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoneyText } from '@/lib/money-format';

/**
 * The stats the point of sale shows beside a customer (spec 3 §7 customer stats), as Square shows them at
 * the sale: orders, the total paid, and whether a card or bank account is on file.
 */
export function CustomerStats({ customer }: { customer: PosCustomer }) {
  const { t } = useTranslation();
  const parts = [
    t('pointOfSale.customer.stats.orders', { count: customer.order_count }),
    t('pointOfSale.customer.stats.paid', { amount: formatMoneyText(customer.total_amount_paid) }),
    ...(customer.stored_account_count > 0
      ? [t('pointOfSale.customer.stats.accounts', { count: customer.stored_account_count })]
      : []),
  ];
  return (
    <Text component="span" size="xs" c="dimmed" display="block" data-testid="pos-customer-stats">
      {parts.join(' · ')}
    </Text>
  );
}
