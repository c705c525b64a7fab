import { SimpleGrid, TextInput } from '@mantine/core';
import { type UseFormReturn, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type CustomerFormValues, phoneDigits } from './customer-form-schema';

interface ContactFieldsProps {
  form: UseFormReturn<CustomerFormValues>;
  /** Runs the duplicate search when the e-mail field is left (add mode, spec 2 §5). */
  onEmailBlur?: () => void;
}

/** Name, company, account, e-mails, phones and web address of a customer (spec 2 §3 Customer). */
export function ContactFields({ form, onEmailBlur }: ContactFieldsProps) {
  const { t } = useTranslation();
  const { register, setValue, control } = form;
  const { errors } = useFormState({ control });
  const email = register('email');
  const phoneProps = (name: 'phone' | 'alt_phone') => {
    const field = register(name);
    return {
      ...field,
      type: 'tel',
      inputMode: 'numeric' as const,
      // spec 1 §5: phone fields keep digits only.
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
        setValue(name, phoneDigits(event.currentTarget.value), { shouldDirty: true });
      },
    };
  };

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput
        label={t('customers.fields.firstName')}
        required
        autoComplete="given-name"
        error={errors.first_name?.message}
        {...register('first_name')}
      />
      <TextInput
        label={t('customers.fields.lastName')}
        required
        autoComplete="family-name"
        error={errors.last_name?.message}
        {...register('last_name')}
      />
      <TextInput
        label={t('customers.fields.company')}
        autoComplete="organization"
        error={errors.company?.message}
        {...register('company')}
      />
      <TextInput
        label={t('customers.fields.customerAccount')}
        error={errors.customer_account?.message}
        {...register('customer_account')}
      />
      <TextInput
        label={t('customers.fields.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...email}
        onBlur={(event) => {
          void email.onBlur(event);
          onEmailBlur?.();
        }}
      />
      <TextInput
        label={t('customers.fields.phone')}
        autoComplete="tel"
        error={errors.phone?.message}
        {...phoneProps('phone')}
      />
      <TextInput
        label={t('customers.fields.altEmail')}
        type="email"
        error={errors.alt_email?.message}
        {...register('alt_email')}
      />
      <TextInput
        label={t('customers.fields.altPhone')}
        error={errors.alt_phone?.message}
        {...phoneProps('alt_phone')}
      />
      <TextInput
        label={t('customers.fields.website')}
        autoComplete="url"
        error={errors.website?.message}
        {...register('website')}
      />
    </SimpleGrid>
  );
}
