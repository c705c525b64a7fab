import { NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { BANK_ACCOUNT_TYPES } from '@paybook/domain';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BankFormValues } from '../lib/bank-form';

interface BankFieldsProps {
  form: UseFormReturn<BankFormValues>;
  /** A saved account keeps its numbers: only the type, bank name and company are shown. */
  isEdit: boolean;
  autoFocus?: boolean;
}

/** The bank account form's fields (spec 2 §5), in the bank modal and in the add-customer form. */
export function BankFields({ form, isEdit, autoFocus = false }: BankFieldsProps) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  return (
    <Stack gap="md">
      {!isEdit && (
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label={t('paymentAccounts.bank.routing')}
            inputMode="numeric"
            data-autofocus={autoFocus || undefined}
            withAsterisk
            error={errors.routing_number?.message}
            {...form.register('routing_number')}
          />
          <TextInput
            label={t('paymentAccounts.bank.accountNumber')}
            inputMode="numeric"
            withAsterisk
            error={errors.account_number?.message}
            {...form.register('account_number')}
          />
        </SimpleGrid>
      )}
      <NativeSelect
        label={t('paymentAccounts.bank.type')}
        data={BANK_ACCOUNT_TYPES.map((type) => ({
          value: type,
          label: t(`paymentAccounts.bank.types.${type}`),
        }))}
        error={errors.account_type?.message}
        {...form.register('account_type')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          label={t('paymentAccounts.bank.bankName')}
          error={errors.bank_name?.message}
          {...form.register('bank_name')}
        />
        <TextInput
          label={t('paymentAccounts.bank.company')}
          error={errors.customer_company_name?.message}
          {...form.register('customer_company_name')}
        />
      </SimpleGrid>
    </Stack>
  );
}
