import { SimpleGrid, TextInput } from '@mantine/core';
import type { publicBookingCustomer } from '@paybook/contracts';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { PhoneInput } from '@/ui/phone-input';

export type CustomerInput = z.input<typeof publicBookingCustomer>;
export type CustomerOutput = z.output<typeof publicBookingCustomer>;
export type CustomerForm = UseFormReturn<CustomerInput, unknown, CustomerOutput>;

/** The visitor's name, e-mail and phone (spec 1 §5 patterns, each field with its own message). */
export function CustomerFields({ form }: { form: CustomerForm }) {
  const { t } = useTranslation();
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <TextInput
        label={t('publicBooking.firstName')}
        withAsterisk
        autoComplete="given-name"
        error={errors.first_name?.message}
        {...register('first_name')}
      />
      <TextInput
        label={t('publicBooking.lastName')}
        withAsterisk
        autoComplete="family-name"
        error={errors.last_name?.message}
        {...register('last_name')}
      />
      <TextInput
        label={t('publicBooking.email')}
        description={t('publicBooking.emailHint')}
        withAsterisk
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      {/* issue 16 point 10: the shared phone field, its placeholder a hint rather than a number. */}
      <PhoneInput
        label={t('publicBooking.phone')}
        description={t('publicBooking.phoneHint')}
        withAsterisk
        autoComplete="tel-national"
        error={errors.phone?.message}
        {...register('phone')}
      />
    </SimpleGrid>
  );
}
