import { SegmentedControl, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type Accepts,
  type BankFields,
  type CardFields,
  EMPTY_BANK,
  EMPTY_CARD,
  firstMethod,
  methodsOf,
  type PaymentMethod,
  paymentBody,
} from '@/lib/payment-body';

// Ruling 4: the card or bank account a public page's payer types (the invoice page, a store's page).
// Texts in the public-pay namespace. Nothing here is stored: the server tokenises it (ruling 5).

/** The fields' state, and the body part the pay calls take (`method` with `card` or `bank_account`). */
export function usePaymentFields(accepts: Accepts) {
  const [method, setMethod] = useState<PaymentMethod>(firstMethod(accepts));
  const [card, setCard] = useState<CardFields>(EMPTY_CARD);
  const [bank, setBank] = useState<BankFields>(EMPTY_BANK);
  const payment = () => paymentBody(method, card, bank);
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
  const methods = methodsOf(accepts).map((value) => ({ value, label: t(`publicPay.${value}`) }));
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
            onChange={(value) =>
              value && setBank({ ...bank, account_type: value as BankFields['account_type'] })
            }
          />
        </>
      )}
    </>
  );
}
