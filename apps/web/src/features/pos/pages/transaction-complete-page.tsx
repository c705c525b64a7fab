import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { useLoginContext } from '@/features/shell/api/get-login-context';
import { subjectFor } from '@/lib/access-subject';
import { formatMoneyText } from '@/lib/money-format';
import { canOpen } from '@/lib/route-access';
import { PageHeader } from '@/ui/page-header';
import { useOrder } from '../api/order-receipt';
import { DepositChargeLines, hasDepositCredit } from '../components/deposit-charge-lines';
import { readTransactionCompleteOrderId } from '../lib/pos-params';

/** /pos/transaction-complete (spec 3 §2.6): the sale is done; a new sale starts at /pos. */
export function TransactionCompletePage() {
  const { t } = useTranslation();
  const subject = subjectFor(useLoginContext());
  const orderId = readTransactionCompleteOrderId(useLocation().search);
  const order = useOrder(orderId);
  if (orderId === null) return <Navigate to="/pos" replace />;
  return (
    <Stack gap="md" maw={640}>
      <PageHeader title={t('pointOfSale.complete.title')} />
      <Paper withBorder p="lg" radius="md">
        <Stack gap="sm" align="center">
          <IconCircleCheck size={56} color="var(--mantine-color-teal-7)" aria-hidden />
          <Text fw={700} size="lg">
            {t('pointOfSale.complete.message')}
          </Text>
          {order.data && (
            <Text c="dimmed" data-testid="complete-order">
              {t('pointOfSale.complete.order', {
                number: order.data.order_number,
                total: formatMoneyText(order.data.amount_total),
              })}
            </Text>
          )}
          {order.data && hasDepositCredit(order.data) && <DepositChargeLines order={order.data} isCentered />}
          <Group>
            <Button component={Link} to="/pos" data-autofocus>
              {t('pointOfSale.complete.newSale')}
            </Button>
            {canOpen(subject, 'reports.details.order') && (
              <Button component={Link} to={`/reports/details/order/${orderId}`} variant="default">
                {t('pointOfSale.complete.viewOrder')}
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
