import { Alert, Button, Group, List, Skeleton, Stack, Text } from '@mantine/core';
import type { Subscription } from '@paybook/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { useSubscriptionDiscounts } from '../api/get-subscription-discounts';
import { SubscriptionModal } from './subscription-modal';

/**
 * The discounts of the subscription's item (PUT subscription/{id}/discounts), each checked against what a
 * bill charges (spec 3 §5's dollar-discount limit). spec 3 §8: a failure shows the server message or
 * 'Unknown failure reason' with the ids asked for.
 */
export function DiscountsModal({
  subscription,
  onClose,
}: {
  subscription: Subscription;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const ids = subscription.offering_id === null ? [] : [subscription.offering_id];
  const discounts = useSubscriptionDiscounts(subscription.id, ids);
  const failure = discounts.isError
    ? `${isApiError(discounts.error) && discounts.error.serverMessage ? discounts.error.serverMessage : t('subscriptions.discounts.unknown')} (${ids.join(', ')})`
    : null;
  return (
    <SubscriptionModal action="discounts" isBusy={false} failure={failure} onClose={onClose}>
      <Stack gap="md">
        {!discounts.data ? (
          <Skeleton height={40} />
        ) : discounts.data.length === 0 ? (
          <Text>{t('subscriptions.discounts.none', { name: subscription.offering_name })}</Text>
        ) : (
          <List spacing="sm">
            {discounts.data.map((discount) => (
              <List.Item key={discount.id}>
                <Text fw={600}>
                  {discount.name} ({discount.is_percent ? `${discount.amount}%` : `$${discount.amount}`})
                </Text>
                {discount.price_violation && (
                  <Alert mt="xs" color="orange" icon={<IconAlertTriangle size={16} aria-hidden />}>
                    {discount.price_violation}
                  </Alert>
                )}
              </List.Item>
            ))}
          </List>
        )}
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {t('subscriptions.actions.close')}
          </Button>
        </Group>
      </Stack>
    </SubscriptionModal>
  );
}
