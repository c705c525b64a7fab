import { Badge, Button, Group, Skeleton, Stack, Title } from '@mantine/core';
import { todayInTimeZone } from '@paybook/domain';
import { IconLock, IconRepeatOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useLoginContext } from '@/features/shell/api/get-login-context';
import { subjectFor } from '@/lib/access-subject';
import { isApiError } from '@/lib/api-client';
import { EmptyState } from '@/ui/empty-state';
import { useSubscription } from '../api/get-subscription';
import { ActivateModal } from '../components/activate-modal';
import { CancelModal } from '../components/cancel-modal';
import { DiscountsModal } from '../components/discounts-modal';
import { EditModal } from '../components/edit-modal';
import { PaymentMethodModal } from '../components/payment-method-modal';
import { SubscriptionBills } from '../components/subscription-bills';
import { SubscriptionDetails } from '../components/subscription-details';
import { SubscriptionSchedule } from '../components/subscription-schedule';
import { SuspendModal } from '../components/suspend-modal';
import { offeredActions, subscriptionStatusColor } from '../lib/subscription-view';

type Opened = 'activate' | 'suspend' | 'cancel' | 'edit' | 'payment_account' | 'discounts';

function readId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

function SubscriptionSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" role="status" aria-label={t('subscriptions.page.loading')} aria-busy>
      <Skeleton height={36} width={300} />
      <Skeleton height={160} radius="md" />
      <Skeleton height={140} radius="md" />
    </Stack>
  );
}

/**
 * /reports/details/subscription/:subscriptionId (spec 3 §2.2, §3.2, §4.5; issue 25 points 2 and 5): one
 * billing schedule — what it bills, to whom, when — with its bills and the actions spec 3 §4.5 allows.
 */
export function SubscriptionPage() {
  const { t } = useTranslation();
  const id = readId(useParams().subscriptionId);
  const subscription = useSubscription(id);
  const context = useLoginContext();
  const subject = subjectFor(context);
  const today = todayInTimeZone(context.merchant.time_zone);
  const [opened, setOpened] = useState<Opened | null>(null);

  const status = isApiError(subscription.error) ? subscription.error.status : null;
  if (id === null || status === 404 || status === 400) {
    return (
      <EmptyState
        icon={<IconRepeatOff size={26} aria-hidden />}
        title={t('subscriptions.page.notFoundTitle')}
        body={t('subscriptions.page.notFoundBody')}
        action={
          <Button component={Link} to="/customer/list" variant="light">
            {t('subscriptions.page.toCustomers')}
          </Button>
        }
      />
    );
  }
  if (status === 403) {
    return (
      <EmptyState
        icon={<IconLock size={26} aria-hidden />}
        title={t('subscriptions.page.forbiddenTitle')}
        body={t('subscriptions.page.forbiddenBody')}
      />
    );
  }
  if (subscription.isError) {
    return (
      <EmptyState
        icon={<IconRepeatOff size={26} aria-hidden />}
        title={t('subscriptions.page.loadFailed')}
        body={subscription.error instanceof Error ? subscription.error.message : ''}
        action={
          <Button onClick={() => void subscription.refetch()}>{t('subscriptions.page.tryAgain')}</Button>
        }
      />
    );
  }
  if (!subscription.data) return <SubscriptionSkeleton />;

  const data = subscription.data;
  const can = offeredActions(data, subject);
  const close = () => setOpened(null);
  const button = (
    action: Opened,
    allowed: boolean,
    variant: 'filled' | 'default' = 'default',
    color?: string,
  ) =>
    allowed && (
      <Button variant={variant} color={color} onClick={() => setOpened(action)}>
        {t(`subscriptions.actions.buttons.${action}`)}
      </Button>
    );

  return (
    <Stack gap="lg" maw={1200}>
      <Group justify="space-between" align="flex-start" gap="md">
        <Group gap="sm" align="center">
          <Title order={1} size="h2">
            {t('subscriptions.page.title', { number: data.subscription_number })}
          </Title>
          <Badge
            size="lg"
            variant="outline"
            color={`${subscriptionStatusColor(data.subscription_status)}.9`}
            data-testid="subscription-status"
          >
            {t(`subscriptions.status.${data.subscription_status}`)}
          </Badge>
          {data.is_past_due && (
            <Badge size="lg" color="red.9" variant="light">
              {t('subscriptions.page.pastDue')}
            </Badge>
          )}
        </Group>
        <Group gap="xs">
          {button('activate', can.activate, 'filled')}
          {button('edit', can.edit)}
          {button('payment_account', can.edit)}
          {button('discounts', can.edit)}
          {button('suspend', can.suspend, 'default', 'red')}
          {button('cancel', can.cancel, 'default', 'red')}
        </Group>
      </Group>
      <SubscriptionDetails subscription={data} />
      <SubscriptionSchedule subscription={data} />
      <SubscriptionBills subscription={data} />
      {opened === 'activate' && <ActivateModal subscription={data} onClose={close} />}
      {opened === 'suspend' && <SuspendModal subscription={data} today={today} onClose={close} />}
      {opened === 'cancel' && <CancelModal subscription={data} onClose={close} />}
      {opened === 'edit' && <EditModal subscription={data} today={today} onClose={close} />}
      {opened === 'payment_account' && <PaymentMethodModal subscription={data} onClose={close} />}
      {opened === 'discounts' && <DiscountsModal subscription={data} onClose={close} />}
    </Stack>
  );
}
