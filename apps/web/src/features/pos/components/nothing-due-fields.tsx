import { Alert, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CheckoutDraft, CheckoutErrors } from './checkout-state';
import { PayerFields } from './payer-fields';

interface NothingDueFieldsProps {
  draft: CheckoutDraft;
  setDraft: (change: Partial<CheckoutDraft>) => void;
  errors: CheckoutErrors;
  /** The deposit paid at booking that the sale is credited (0 when the sale simply comes to 0.00). */
  depositCreditCents: number;
}

/**
 * Decision 76: the checkout modal when nothing is due. No payment method is asked for: the deposit paid at
 * booking covers the sale (or it comes to 0.00), and "Complete sale" sends payment_mode 'none'.
 */
export function NothingDueFields({ draft, setDraft, errors, depositCreditCents }: NothingDueFieldsProps) {
  const { t } = useTranslation();
  const refusal = errors.payment_mode ?? errors.form;
  return (
    <Stack gap="sm">
      <PayerFields draft={draft} setDraft={setDraft} errors={errors} totalCents={0} isDated={false} />
      <Alert
        color="teal"
        variant="light"
        icon={<IconCircleCheck size={20} aria-hidden />}
        title={t('pointOfSale.checkout.nothingDue.title')}
        data-testid="pos-nothing-due"
      >
        <Text size="sm">
          {depositCreditCents > 0
            ? t('pointOfSale.checkout.nothingDue.depositCovers')
            : t('pointOfSale.checkout.nothingDue.zeroTotal')}
        </Text>
      </Alert>
      {refusal && (
        <Alert color="red" role="alert" data-testid="pos-checkout-error">
          {refusal}
        </Alert>
      )}
    </Stack>
  );
}
