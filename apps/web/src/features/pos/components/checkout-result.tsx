import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMoneyText } from '@/lib/money-format';
import type { CheckoutOutcome } from '../lib/checkout-outcome';
import type { AcceptedSale, CheckoutPhase } from './checkout-modal';
import { DepositChargeLines, hasDepositCredit } from './deposit-charge-lines';

interface CheckoutResultProps {
  phase: Exclude<CheckoutPhase, 'main'>;
  sale: AcceptedSale | null;
  failure: CheckoutOutcome | null;
  onRetry: () => void;
  onClose: () => void;
  onContinue: () => void;
}

/** The checkout modal's processing, successful and failure (transaction-failed) states (spec 3 §4.8). */
export function CheckoutResult({ phase, sale, failure, onRetry, onClose, onContinue }: CheckoutResultProps) {
  const { t } = useTranslation();
  if (phase === 'processing') {
    return (
      <Group justify="center" py="xl" role="status" aria-live="polite">
        <Loader aria-hidden />
        <Text>{t('pointOfSale.checkout.processingText')}</Text>
      </Group>
    );
  }
  if (phase === 'successful' && sale) {
    const { response } = sale;
    // Decision 76: nothing was paid at the desk, so no change is due (the plan records no cash either).
    const isNothingDue = sale.paymentType === 'none';
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onContinue();
        }}
      >
        <Stack gap="sm" align="center" py="md">
          <IconCircleCheck size={48} color="var(--mantine-color-teal-7)" aria-hidden />
          {isNothingDue || !response.order || !hasDepositCredit(response.order) ? (
            <Text fw={700} size="lg">
              {isNothingDue
                ? t('pointOfSale.checkout.nothingDue.paidByCredit', {
                    amount: formatMoneyText(response.amount_paid),
                  })
                : t('pointOfSale.checkout.paid', { amount: formatMoneyText(response.amount_paid) })}
            </Text>
          ) : (
            // Issue 24 point 1: the card took the charge, not the deposit too.
            <DepositChargeLines order={response.order} isCentered />
          )}
          {response.change_due !== null && !isNothingDue && (
            <Text data-testid="pos-success-change-due">
              {t('pointOfSale.checkout.changeDue', { amount: formatMoneyText(response.change_due) })}
            </Text>
          )}
          {response.order && (
            <Text size="sm" c="dimmed">
              {t('pointOfSale.checkout.orderNumber', { number: response.order.order_number })}
            </Text>
          )}
          <Button type="submit" data-autofocus>
            {t('pointOfSale.checkout.continue')}
          </Button>
        </Stack>
      </form>
    );
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onRetry();
      }}
    >
      <Stack gap="md">
        <Alert
          color="red"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          data-testid="pos-transaction-failed"
        >
          {failure?.kind === 'payment_failed' ? failure.message : t('pointOfSale.checkout.failedText')}
        </Alert>
        <Text size="sm">{t('pointOfSale.checkout.cartKept')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('pointOfSale.checkout.close')}
          </Button>
          <Button type="submit" data-autofocus>
            {t('pointOfSale.checkout.tryAgain')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
