import { SimpleGrid } from '@mantine/core';
import { type UseFormReturn, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LimitedTextInput } from '@/ui/limited-text';
import { PhoneInput } from '@/ui/phone-input';
import { CUSTOMER_MAX, type CustomerFormValues, phoneDigits } from './customer-form-schema';

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
      inputMode: 'numeric' as const,
      // spec 1 §5: phone fields keep digits only.
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
        setValue(name, phoneDigits(event.currentTarget.value), { shouldDirty: true });
      },
    };
  };

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <LimitedTextInput
        label={t('customers.fields.firstName')}
        maxLength={CUSTOMER_MAX.name}
        required
        autoComplete="given-name"
        error={errors.first_name?.message}
        {...register('first_name')}
      />
      <LimitedTextInput
        label={t('customers.fields.lastName')}
        maxLength={CUSTOMER_MAX.name}
        required
        autoComplete="family-name"
        error={errors.last_name?.message}
        {...register('last_name')}
      />
      <LimitedTextInput
        label={t('customers.fields.company')}
        maxLength={CUSTOMER_MAX.company}
        autoComplete="organization"
        error={errors.company?.message}
        {...register('company')}
      />
      <LimitedTextInput
        label={t('customers.fields.customerAccount')}
        maxLength={CUSTOMER_MAX.customerAccount}
        error={errors.customer_account?.message}
        {...register('customer_account')}
      />
      <LimitedTextInput
        label={t('customers.fields.userName')}
        description={t('customers.fields.userNameHint')}
        maxLength={CUSTOMER_MAX.userName}
        autoComplete="off"
        error={errors.user_name?.message}
        {...register('user_name')}
      />
      <LimitedTextInput
        label={t('customers.fields.email')}
        maxLength={CUSTOMER_MAX.email}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...email}
        onBlur={(event) => {
          void email.onBlur(event);
          onEmailBlur?.();
        }}
      />
      <PhoneInput
        label={t('customers.fields.phone')}
        error={errors.phone?.message}
        {...phoneProps('phone')}
      />
      <LimitedTextInput
        label={t('customers.fields.altEmail')}
        maxLength={CUSTOMER_MAX.email}
        type="email"
        error={errors.alt_email?.message}
        {...register('alt_email')}
      />
      <PhoneInput
        label={t('customers.fields.altPhone')}
        error={errors.alt_phone?.message}
        {...phoneProps('alt_phone')}
      />
      <LimitedTextInput
        label={t('customers.fields.website')}
        maxLength={CUSTOMER_MAX.website}
        autoComplete="url"
        error={errors.website?.message}
        {...register('website')}
      />
    </SimpleGrid>
  );
}
