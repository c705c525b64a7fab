import { Alert, Button, Card, Stack, Text, TextInput } from '@mantine/core';
import type { PayInvoiceBody, PublicInvoice } from '@paybook/contracts';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { PaymentFields, usePaymentFields } from '@/ui/payment-fields';
import { usePayInvoice } from '../api/public-invoice';
import { dollars } from '../lib/invoice-format';

/** The customer pays all (or, when allowed, part) by card or bank account through the processor. */
export function PayInvoiceForm({ token, invoice }: { token: string; invoice: PublicInvoice }) {
  const { t } = useTranslation();
  const pay = usePayInvoice(token);
  const fields = usePaymentFields({ card: invoice.accepts_card, bank: invoice.accepts_ach });
  const [amount, setAmount] = useState(invoice.amount_due);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  // One key per attempt: a double click or a retry of the same attempt never charges twice.
  const [key, setKey] = useState(() => crypto.randomUUID());

  const submit = () => {
    setErrors({});
    setFailure(null);
    const body: PayInvoiceBody = { amount, ...fields.payment() };
    pay.mutate(
      { body, key },
      {
        onSuccess: (answer) => {
          if (answer.payment_status === 'failed') {
            setFailure(answer.failure_reason ?? t('invoices.public.declined'));
            setKey(crypto.randomUUID());
          }
        },
        onError: (error) => {
          if (isApiError(error) && error.details.length > 0)
            setErrors(Object.fromEntries(error.details.map((detail) => [detail.property, detail.message])));
          else setFailure(error.message);
          setKey(crypto.randomUUID());
        },
      },
    );
  };
  return (
    <Card withBorder padding="lg" component="section" aria-label={t('invoices.public.payHeading')}>
      <Stack gap="sm">
        <Text fw={700} size="lg">
          {t('invoices.public.payHeading')}
        </Text>
        {invoice.allow_partial_payment ? (
          <TextInput
            label={t('invoices.public.amount')}
            description={t('invoices.public.amountHint', { due: dollars(invoice.amount_due) })}
            leftSection="$"
            inputMode="decimal"
            value={amount}
            error={errors.amount}
            onChange={(event) => setAmount(event.currentTarget.value)}
          />
        ) : (
          errors.amount && <Text c="red.8">{errors.amount}</Text>
        )}
        <PaymentFields
          state={fields}
          accepts={{ card: invoice.accepts_card, bank: invoice.accepts_ach }}
          errors={errors}
        />
        {(failure || errors.method) && (
          <Alert color="red" role="alert">
            {failure ?? errors.method}
          </Alert>
        )}
        <Button
          size="md"
          loading={pay.isPending}
          leftSection={<IconLock size={16} aria-hidden />}
          onClick={submit}
        >
          {t('invoices.public.pay', {
            amount: dollars(invoice.allow_partial_payment ? amount || '0' : invoice.amount_due),
          })}
        </Button>
        {invoice.is_test_mode && (
          <Text size="xs" c="dimmed">
            {t('publicPay.testMode')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
