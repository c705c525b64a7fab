import { Badge, Box, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileText, IconLock, IconMail, IconReceiptOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { useLoginContext } from '@/features/shell/api/get-login-context';
import { subjectFor } from '@/lib/access-subject';
import { isApiError } from '@/lib/api-client';
import { receiptPdfUrl } from '@/lib/receipt-pdf-url';
import { EmptyState } from '@/ui/empty-state';
import { useOrder } from '../api/get-order';
import { BillingScheduleNote } from '../components/billing-schedule-note';
import { OrderActionsBar } from '../components/order-actions-bar';
import { OrderDetails } from '../components/order-details';
import { OrderLines } from '../components/order-lines';
import { OrderPayments } from '../components/order-payments';
import { OrderTotals } from '../components/order-totals';
import { SendReceiptModal } from '../components/send-receipt-modal';
import { TransactionActionModal } from '../components/transaction-action-modal';
import type { ActionTarget } from '../lib/order-actions';
import { canSendOrderReceipt, canViewOrderReceipt, orderBadgeOf, orderStatusColor } from '../lib/order-view';

function readOrderId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

function OrderSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" role="status" aria-label={t('orders.page.loading')} aria-busy>
      <Skeleton height={36} width={260} />
      <Skeleton height={110} radius="md" />
      <Skeleton height={180} radius="md" />
      <Skeleton height={140} radius="md" />
    </Stack>
  );
}

/**
 * /reports/details/order/:orderId (spec 3 §2.2, §3.2, §4.2, §4.4; issue 15 points 1 and 5): one order —
 * its customer, lines, totals and payments — with its receipt and the void, refund and void-refund actions.
 */
export function OrderPage() {
  const { t } = useTranslation();
  const orderId = readOrderId(useParams().orderId);
  const order = useOrder(orderId);
  const [searchParams] = useSearchParams();
  const subject = subjectFor(useLoginContext());
  const isNarrow = useMediaQuery('(max-width: 767px)') ?? false;
  const [isSending, setIsSending] = useState(false);
  const [target, setTarget] = useState<ActionTarget | null>(null);

  const status = isApiError(order.error) ? order.error.status : null;
  if (orderId === null || status === 404 || status === 400) {
    return (
      <EmptyState
        icon={<IconReceiptOff size={26} aria-hidden />}
        title={t('orders.page.notFoundTitle')}
        body={t('orders.page.notFoundBody')}
        action={
          <Button component={Link} to="/customer/list" variant="light">
            {t('orders.page.toCustomers')}
          </Button>
        }
      />
    );
  }
  if (status === 403) {
    return (
      <EmptyState
        icon={<IconLock size={26} aria-hidden />}
        title={t('orders.page.forbiddenTitle')}
        body={t('orders.page.forbiddenBody')}
      />
    );
  }
  if (order.isError) {
    return (
      <EmptyState
        icon={<IconReceiptOff size={26} aria-hidden />}
        title={t('orders.page.loadFailed')}
        body={order.error instanceof Error ? order.error.message : ''}
        action={<Button onClick={() => void order.refetch()}>{t('orders.page.tryAgain')}</Button>}
      />
    );
  }
  if (!order.data) return <OrderSkeleton />;

  const data = order.data;
  // spec 3 §2.2: an order billed by invoice opens the invoice page (issue 25; ?view=order stays here).
  if (data.billing_method === 'invoice' && searchParams.get('view') !== 'order')
    return <Navigate to={`/reports/details/invoice/${data.id}`} replace />;
  const badge = orderBadgeOf(data);
  const receiptActions = (
    <>
      {canViewOrderReceipt(subject) && (
        <Button
          component="a"
          href={receiptPdfUrl(data.id)}
          target="_blank"
          rel="noopener"
          variant="default"
          leftSection={<IconFileText size={16} aria-hidden />}
        >
          {t('orders.page.viewReceipt')}
        </Button>
      )}
      {canSendOrderReceipt(subject) && (
        <Button
          variant="default"
          leftSection={<IconMail size={16} aria-hidden />}
          onClick={() => setIsSending(true)}
        >
          {t('orders.page.sendReceipt')}
        </Button>
      )}
    </>
  );

  return (
    <Stack gap="lg" maw={1200}>
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4}>
          <Group gap="sm" align="center">
            <Title order={1} size="h2">
              {t('orders.page.title', { number: data.order_number })}
            </Title>
            <Badge
              size="lg"
              variant="outline"
              color={`${orderStatusColor(badge)}.9`}
              data-testid="order-status"
            >
              {t(`orders.status.${badge}`)}
            </Badge>
          </Group>
          {data.order_status.code === 2 && (
            <Text c="dimmed" data-testid="order-cancelled-note">
              {t(
                data.transactions.some((tr) => !tr.is_refund && tr.status.code === 2)
                  ? 'orders.page.voidedNote'
                  : 'orders.page.cancelledNote',
              )}
            </Text>
          )}
        </Stack>
        {/* Issue 24 point 2: refund and void at the top, as at Square. */}
        <OrderActionsBar
          transactions={data.transactions}
          subject={subject}
          now={new Date()}
          onAction={setTarget}
        >
          {receiptActions}
        </OrderActionsBar>
      </Group>
      <OrderDetails order={data} />
      <OrderLines items={data.items} isNarrow={isNarrow} />
      <BillingScheduleNote order={data} />
      {/* Totals under the lines, as on an invoice; then the payments, the full width for their actions. */}
      <Box maw={isNarrow ? undefined : 440} ml={isNarrow ? undefined : 'auto'} w="100%">
        <OrderTotals order={data} />
      </Box>
      <OrderPayments order={data} isNarrow={isNarrow} />
      {isSending && (
        <SendReceiptModal
          orderId={data.id}
          email={data.customer?.email ?? ''}
          onClose={() => setIsSending(false)}
        />
      )}
      {target && (
        <TransactionActionModal
          key={`${target.action}-${target.transaction.id}`}
          orderId={data.id}
          target={target}
          onClose={() => setTarget(null)}
        />
      )}
    </Stack>
  );
}
