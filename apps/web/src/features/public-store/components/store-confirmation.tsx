import { Alert, Button, Group } from '@mantine/core';
import type { PublicStore, PublicStorePayAnswer } from '@paybook/contracts';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMoneyText } from '@/lib/money-format';

/** After the payment: the order number, the amount and where the receipt went, and the way back. */
export function StoreConfirmation({
  store,
  answer,
  onAgain,
}: {
  store: PublicStore;
  answer: PublicStorePayAnswer;
  onAgain: () => void;
}) {
  const { t } = useTranslation();
  const pending = answer.payment_status === 'pending';
  const values = {
    number: answer.order_number,
    amount: formatMoneyText(answer.amount_paid),
    email: answer.receipt_email,
  };
  return (
    <Alert
      icon={<IconCircleCheck size={20} aria-hidden />}
      color={pending ? 'violet' : 'teal'}
      title={pending ? t('publicStore.pendingTitle') : t('publicStore.paidTitle')}
      role="status"
      data-testid="public-store-paid"
    >
      {pending ? t('publicStore.pendingBody', values) : t('publicStore.paidBody', values)}
      <Group mt="md" gap="sm">
        {store.return_button.show && (
          <Button component="a" href={store.return_button.url} variant="filled">
            {store.return_button.text}
          </Button>
        )}
        <Button variant="default" onClick={onAgain}>
          {t('publicStore.buyAgain')}
        </Button>
      </Group>
    </Alert>
  );
}
