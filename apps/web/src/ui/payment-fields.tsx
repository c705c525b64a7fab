import { SegmentedControl, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

// Ruling 4: the card or bank account a public page's payer types (the invoice page, a store's page).
// Texts in the public-pay namespace. Nothing here is stored: the server tokenises it (ruling 5).

export type PaymentMethod = 'card' | 'bank';
type Card = { card_number: string; expiration: string; cvv: string; billing_zip_code: string };
type Bank = { routing_number: string; account_number: string; account_type: 'checking' | 'savings' };

/** What the page takes, and the method chosen first. */
export interface Accepts {
  card: boolean;
  bank: boolean;
}

/** The fields' state, and the body part the pay calls take (`method` with `card` or `bank_account`). */
export function usePaymentFields(accepts: Accepts) {
  const [method, setMethod] = useState<PaymentMethod>(accepts.card ? 'card' : 'bank');
  const [card, setCard] = useState<Card>({ card_number: '', expiration: '', cvv: '', billing_zip_code: '' });
  const [bank, setBank] = useState<Bank>({
    routing_number: '',
    account_number: '',
    account_type: 'checking',
  });
  const payment = () =>
    method === 'card' ? { method: 'card' as const, card } : { method: 'bank' as const, bank_account: bank };
  return { method, setMethod, card, setCard, bank, setBank, payment };
}
export type PaymentFieldsState = ReturnType<typeof usePaymentFields>;

/** The method switch (when both are taken) and the card's or bank account's fields, with their errors. */
export function PaymentFields({
  state,
  accepts,
  errors,
}: {
  state: PaymentFieldsState;
  accepts: Accepts;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  const { method, card, setCard, bank, setBank } = state;
  const methods = [
    ...(accepts.card ? [{ value: 'card', label: t('publicPay.card') }] : []),
    ...(accepts.bank ? [{ value: 'bank', label: t('publicPay.bank') }] : []),
  ];
  return (
    <>
      {methods.length > 1 && (
        <SegmentedControl
          value={method}
          onChange={(value) => state.setMethod(value as PaymentMethod)}
          data={methods}
        />
      )}
      {method === 'card' ? (
        <>
          <TextInput
            label={t('publicPay.cardNumber')}
            autoComplete="cc-number"
            inputMode="numeric"
            value={card.card_number}
            error={errors['card.card_number']}
            onChange={(event) => setCard({ ...card, card_number: event.currentTarget.value })}
          />
          <SimpleGrid cols={3}>
            <TextInput
              label={t('publicPay.expiration')}
              placeholder="MM/YY"
              autoComplete="cc-exp"
              value={card.expiration}
              error={errors['card.expiration']}
              onChange={(event) => setCard({ ...card, expiration: event.currentTarget.value })}
            />
            <TextInput
              label={t('publicPay.cvv')}
              autoComplete="cc-csc"
              inputMode="numeric"
              value={card.cvv}
              error={errors['card.cvv']}
              onChange={(event) => setCard({ ...card, cvv: event.currentTarget.value })}
            />
            <TextInput
              label={t('publicPay.zip')}
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
            label={t('publicPay.routing')}
            inputMode="numeric"
            value={bank.routing_number}
            error={errors['bank_account.routing_number']}
            onChange={(event) => setBank({ ...bank, routing_number: event.currentTarget.value })}
          />
          <TextInput
            label={t('publicPay.account')}
            inputMode="numeric"
            value={bank.account_number}
            error={errors['bank_account.account_number']}
            onChange={(event) => setBank({ ...bank, account_number: event.currentTarget.value })}
          />
          <Select
            label={t('publicPay.accountType')}
            data={[
              { value: 'checking', label: t('publicPay.checking') },
              { value: 'savings', label: t('publicPay.savings') },
            ]}
            value={bank.account_type}
            allowDeselect={false}
            onChange={(value) => value && setBank({ ...bank, account_type: value as Bank['account_type'] })}
          />
        </>
      )}
    </>
  );
}
