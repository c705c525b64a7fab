import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CardFormValues } from '../lib/card-form';

interface CardFieldsProps {
  form: UseFormReturn<CardFormValues>;
  /** A saved card keeps its number and CVV with the processor: only the expiry and zip are shown. */
  isEdit: boolean;
  autoFocus?: boolean;
}

/** The card form's fields (spec 2 §5), in the card modal and in the add-customer form. */
export function CardFields({ form, isEdit, autoFocus = false }: CardFieldsProps) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  return (
    <Stack gap="md">
      {!isEdit && (
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label={t('paymentAccounts.card.number')}
            inputMode="numeric"
            autoComplete="cc-number"
            data-autofocus={autoFocus || undefined}
            withAsterisk
            error={errors.card_number?.message}
            {...form.register('card_number')}
          />
          <TextInput
            label={t('paymentAccounts.card.cvv')}
            inputMode="numeric"
            autoComplete="cc-csc"
            withAsterisk
            error={errors.cvv?.message}
            {...form.register('cvv')}
          />
        </SimpleGrid>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          label={t('paymentAccounts.card.expiration')}
          description={t('paymentAccounts.card.expirationHint')}
          inputMode="numeric"
          autoComplete="cc-exp"
          withAsterisk
          error={errors.expiration?.message}
          {...form.register('expiration')}
        />
        <TextInput
          label={t('paymentAccounts.card.zip')}
          autoComplete="postal-code"
          error={errors.billing_zip_code?.message}
          {...form.register('billing_zip_code')}
        />
      </SimpleGrid>
    </Stack>
  );
}
