import {
  Alert,
  Button,
  Card,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { PayInvoiceBody, PublicInvoice } from '@paybook/contracts';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { usePayInvoice } from '../api/public-invoice';
import { dollars } from '../lib/invoice-format';

type Method = 'card' | 'bank';

/** The customer pays all (or, when allowed, part) by card or bank account through the processor. */
export function PayInvoiceForm({ token, invoice }: { token: string; invoice: PublicInvoice }) {
  const { t } = useTranslation();
  const pay = usePayInvoice(token);
  const [method, setMethod] = useState<Method>(invoice.accepts_card ? 'card' : 'bank');
  const [amount, setAmount] = useState(invoice.amount_due);
  const [card, setCard] = useState({ card_number: '', expiration: '', cvv: '', billing_zip_code: '' });
  const [bank, setBank] = useState({
    routing_number: '',
    account_number: '',
    account_type: 'checking' as const,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  // One key per attempt: a double click or a retry of the same attempt never charges twice.
  const [key, setKey] = useState(() => crypto.randomUUID());

  const submit = () => {
    setErrors({});
    setFailure(null);
    const body: PayInvoiceBody =
      method === 'card' ? { method, amount, card } : { method, amount, bank_account: bank };
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
  const methods = [
    ...(invoice.accepts_card ? [{ value: 'card', label: t('invoices.public.card') }] : []),
    ...(invoice.accepts_ach ? [{ value: 'bank', label: t('invoices.public.bank') }] : []),
  ];

  return (
    <Card withBorder padding="lg" component="section" aria-label={t('invoices.public.payHeading')}>
      <Stack gap="sm">
        <Text fw={700} size="lg">
          {t('invoices.public.payHeading')}
        </Text>
        {methods.length > 1 && (
          <SegmentedControl value={method} onChange={(value) => setMethod(value as Method)} data={methods} />
        )}
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
        {method === 'card' ? (
          <>
            <TextInput
              label={t('invoices.public.cardNumber')}
              autoComplete="cc-number"
              inputMode="numeric"
              value={card.card_number}
              error={errors['card.card_number']}
              onChange={(event) => setCard({ ...card, card_number: event.currentTarget.value })}
            />
            <SimpleGrid cols={3}>
              <TextInput
                label={t('invoices.public.expiration')}
                placeholder="MM/YY"
                autoComplete="cc-exp"
                value={card.expiration}
                error={errors['card.expiration']}
                onChange={(event) => setCard({ ...card, expiration: event.currentTarget.value })}
              />
              <TextInput
                label={t('invoices.public.cvv')}
                autoComplete="cc-csc"
                inputMode="numeric"
                value={card.cvv}
                error={errors['card.cvv']}
                onChange={(event) => setCard({ ...card, cvv: event.currentTarget.value })}
              />
              <TextInput
                label={t('invoices.public.zip')}
                autoComplete="postal-code"
                value={card.billing_zip_code}
                error={errors['card.billing_zip_code']}
                onChange={(event) => setCard({ ...card, billing_zip_code: event.currentTarget.value })}
              />
            </SimpleGrid>
          </>
        ) : (
          <>
            <TextInput
              label={t('invoices.public.routing')}
              inputMode="numeric"
              value={bank.routing_number}
              error={errors['bank_account.routing_number']}
              onChange={(event) => setBank({ ...bank, routing_number: event.currentTarget.value })}
            />
            <TextInput
              label={t('invoices.public.account')}
              inputMode="numeric"
              value={bank.account_number}
              error={errors['bank_account.account_number']}
              onChange={(event) => setBank({ ...bank, account_number: event.currentTarget.value })}
            />
            <Select
              label={t('invoices.public.accountType')}
              data={[
                { value: 'checking', label: t('invoices.public.checking') },
                { value: 'savings', label: t('invoices.public.savings') },
              ]}
              value={bank.account_type}
              allowDeselect={false}
              onChange={(value) => value && setBank({ ...bank, account_type: value as 'checking' })}
            />
          </>
        )}
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
            {t('invoices.public.testMode')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
