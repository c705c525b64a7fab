import { Alert, Button, Group, Text } from '@mantine/core';
import type { AccessSubject } from '@paybook/domain';
import { canRequestCardPayments } from '@paybook/domain';
import { IconCreditCard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage, notifyFailure } from '@/lib/notify';
import { useCardPaymentsRequested, useRequestCardPayments } from '../api/card-payments-request';

/**
 * spec 2 §7 merchant_config/request_cc_payment: a merchant that takes bank payments only may ask for card
 * payments on its forms; once asked, the page says so.
 */
export function CardPaymentsRequest({ subject }: { subject: AccessSubject }) {
  const { t } = useTranslation();
  const mayAsk = canRequestCardPayments(subject);
  const requested = useCardPaymentsRequested(mayAsk);
  const request = useRequestCardPayments();
  if (!mayAsk || requested.data === undefined) return null;
  return (
    <Alert
      color={requested.data ? 'teal' : 'blue'}
      icon={<IconCreditCard size={20} aria-hidden />}
      title={requested.data ? t('stores.cardRequest.doneTitle') : t('stores.cardRequest.title')}
      data-testid="card-payments-request"
    >
      {requested.data ? (
        <Text size="sm">{t('stores.cardRequest.doneBody')}</Text>
      ) : (
        <Group justify="space-between" gap="sm">
          <Text size="sm">{t('stores.cardRequest.body')}</Text>
          <Button
            size="xs"
            loading={request.isPending}
            onClick={() =>
              request.mutate(undefined, { onError: (error) => notifyFailure(errorMessage(error)) })
            }
          >
            {t('stores.cardRequest.action')}
          </Button>
        </Group>
      )}
    </Alert>
  );
}
