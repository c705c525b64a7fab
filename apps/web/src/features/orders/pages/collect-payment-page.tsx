import { Alert, Button, Skeleton, Stack, Title } from '@mantine/core';
import { orderActionAvailability, orderActionFactsOf, todayInTimeZone } from '@paybook/domain';
import { IconReceiptOff } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useLoginContext } from '@/features/shell/api/get-login-context';
import { subjectFor } from '@/lib/access-subject';
import { EmptyState } from '@/ui/empty-state';
import { useOrder } from '../api/get-order';
import { CollectPaymentForm } from '../components/collect-payment-form';
import { orderPath, readPathId } from '../lib/order-view';

/**
 * /reports/details/order/:orderId/:collectpayment/:fromAccountId (spec 3 §2.2, §4.2; issue 25 point 1):
 * collect what an order owes. {fromAccountId} starts on that stored account; 0 starts on none.
 */
export function CollectPaymentPage() {
  const { t } = useTranslation();
  const params = useParams();
  const orderId = readPathId(params.orderId);
  const fromAccountId = readPathId(params.fromAccountId) ?? 0;
  const order = useOrder(orderId);
  const context = useLoginContext();
  const subject = subjectFor(context);
  // Whether the order could be collected when the page opened: a collect that pays it keeps its form
  // (and its success) on screen while the order reads paid.
  const wasAllowed = useRef<boolean | null>(null);
  if (orderId === null || order.isError) {
    return (
      <EmptyState
        icon={<IconReceiptOff size={26} aria-hidden />}
        title={t('orders.page.notFoundTitle')}
        body={t('orders.page.notFoundBody')}
      />
    );
  }
  if (!order.data) {
    return <Skeleton height={320} radius="md" aria-label={t('orders.collect.loading')} />;
  }
  const data = order.data;
  wasAllowed.current ??= orderActionAvailability(orderActionFactsOf(data), subject).collect_payment.allowed;
  const allowed = wasAllowed.current;
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1} size="h2">
        {t('orders.collect.title', { number: data.order_number })}
      </Title>
      {allowed ? (
        <CollectPaymentForm
          order={data}
          subject={subject}
          today={todayInTimeZone(context.merchant.time_zone)}
          internationalZip={context.features.includes('accept_international_postal_codes')}
          fromAccountId={fromAccountId}
        />
      ) : (
        <Alert color="gray" data-testid="collect-not-allowed">
          {t('orders.collect.nothingDue')}{' '}
          <Button component={Link} to={orderPath(data.id)} variant="subtle" size="compact-sm">
            {t('orders.collect.backToOrder')}
          </Button>
        </Alert>
      )}
    </Stack>
  );
}
