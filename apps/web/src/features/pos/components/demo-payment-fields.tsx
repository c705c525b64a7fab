import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BankFields } from '@/features/payment-accounts/components/bank-fields';
import { CardFields } from '@/features/payment-accounts/components/card-fields';
import {
  type BankFormValues,
  bankFormSchema,
  emptyBankForm,
} from '@/features/payment-accounts/lib/bank-form';
import { type CardFormValues, cardFormSchema } from '@/features/payment-accounts/lib/card-form';

// spec 3 §4.8 free-trial fake card and ACH modals, issue 24 point 2: the demo shows the fields a real sale
// takes, filled with the sandbox's usual test card and a test bank account (docs/operations.md "Sandbox
// processor"), checked by the same rules, and sent nowhere.

/** The card's demo values: the usual Visa test card, expiring three years from `today` (yyyy-MM-dd). */
export function demoCard(today: string): CardFormValues {
  const year = (Number(today.slice(2, 4)) + 3) % 100;
  return {
    card_number: '4242 4242 4242 4242',
    cvv: '123',
    expiration: `12/${String(year).padStart(2, '0')}`,
    billing_zip_code: '',
  };
}

export const DEMO_BANK: BankFormValues = {
  ...emptyBankForm,
  routing_number: '021000021',
  account_number: '000123456789',
};

export interface DemoPaymentForms {
  card: UseFormReturn<CardFormValues>;
  bank: UseFormReturn<BankFormValues>;
}

/** The demo's two forms, checked by the real card and bank rules. */
export function useDemoPaymentForms(today: string, internationalZip: boolean): DemoPaymentForms {
  const cardSchema = useMemo(
    () => cardFormSchema({ isEdit: false, today, internationalZip }),
    [today, internationalZip],
  );
  const card = useForm<CardFormValues>({ resolver: zodResolver(cardSchema), defaultValues: demoCard(today) });
  const bank = useForm<BankFormValues>({
    resolver: zodResolver(bankFormSchema(false)),
    defaultValues: DEMO_BANK,
  });
  return { card, bank };
}

/** The fields of the demo's card or bank payment, with a line saying they are test values. */
export function DemoPaymentFields({ kind, forms }: { kind: 'card' | 'ach'; forms: DemoPaymentForms }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" data-testid="pos-demo-fields">
      {kind === 'ach' ? (
        <BankFields form={forms.bank} isEdit={false} autoFocus />
      ) : (
        <CardFields form={forms.card} isEdit={false} autoFocus />
      )}
      <Text size="xs" c="dimmed">
        {kind === 'ach' ? t('pointOfSale.freeTrial.testBank') : t('pointOfSale.freeTrial.testCard')}
      </Text>
    </Stack>
  );
}
