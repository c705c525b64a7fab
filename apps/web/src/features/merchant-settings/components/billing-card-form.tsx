import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { MerchantBilling } from '@paybook/contracts';
import { IconCreditCard } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { formatCents } from '@/lib/money-format';
import { notifySuccess } from '@/lib/notify';
import { PaymentFields, usePaymentFields } from '@/ui/payment-fields';
import { useSaveBillingCard } from '../api/merchant-billing';

const CARD_ONLY = { card: true, bank: false } as const;

/** Issue 26 point 3: the merchant's own card for the fee, tokenised by the processor (ruling 5). */
export function BillingCardForm({ billing }: { billing: MerchantBilling }) {
  const { t } = useTranslation();
  const save = useSaveBillingCard();
  const fields = usePaymentFields(CARD_ONLY);
  const [isEditing, setEditing] = useState(billing.card === null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  // One key per attempt: a double click or a retry never charges the month twice.
  const [key, setKey] = useState(() => crypto.randomUUID());

  const submit = () => {
    setErrors({});
    setFailure(null);
    save.mutate(
      { body: fields.card, key },
      {
        onSuccess: ({ current_invoice: invoice }) => {
          setKey(crypto.randomUUID());
          setEditing(false);
          fields.setCard({ card_number: '', expiration: '', cvv: '', billing_zip_code: '' });
          if (invoice?.status === 'failed')
            setFailure(invoice.failure_reason ?? t('merchantSettings.billing.declined'));
          else notifySuccess(t('merchantSettings.billing.cardSaved'));
        },
        onError: (error) => {
          setKey(crypto.randomUUID());
          if (isApiError(error) && error.details.length > 0)
            setErrors(
              Object.fromEntries(error.details.map((detail) => [`card.${detail.property}`, detail.message])),
            );
          else setFailure(error.message);
        },
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="billing-card">
      <Stack gap="md">
        <Title order={2} size="h4" id="billing-card">
          {t('merchantSettings.billing.card')}
        </Title>
        {billing.card ? (
          <Group gap="sm" data-testid="billing-card-on-file">
            <IconCreditCard size={20} aria-hidden />
            <Text>
              {t('merchantSettings.billing.cardOnFile', {
                brand: billing.card.brand,
                last4: billing.card.last_four,
                month: String(billing.card.expiration_month).padStart(2, '0'),
                year: billing.card.expiration_year,
              })}
            </Text>
          </Group>
        ) : (
          <Text c="dimmed">
            {billing.monthly_fee_cents > 0
              ? t('merchantSettings.billing.noCard', { amount: formatCents(billing.monthly_fee_cents) })
              : t('merchantSettings.billing.noCardFree')}
          </Text>
        )}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        {isEditing ? (
          <Stack gap="sm">
            <PaymentFields state={fields} accepts={CARD_ONLY} errors={errors} />
            <Group justify="flex-end" gap="sm">
              {billing.card && (
                <Button variant="default" onClick={() => setEditing(false)}>
                  {t('common.cancel')}
                </Button>
              )}
              <Button onClick={submit} loading={save.isPending}>
                {t('merchantSettings.billing.saveCard')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Group>
            <Button variant="default" onClick={() => setEditing(true)}>
              {t('merchantSettings.billing.replaceCard')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
