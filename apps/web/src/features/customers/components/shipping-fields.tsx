import { Checkbox, SimpleGrid, Stack } from '@mantine/core';
import { type UseFormReturn, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LimitedTextInput } from '@/ui/limited-text';
import { AddressFields } from './address-fields';
import { CUSTOMER_MAX, type CustomerFormValues } from './customer-form-schema';

/** The shipping contact and address, hidden while shipping is the same as billing (spec 2 §5). */
export function ShippingFields({ form }: { form: UseFormReturn<CustomerFormValues> }) {
  const { t } = useTranslation();
  const { register, control } = form;
  const { errors } = useFormState({ control });
  const isSame = useWatch({ control, name: 'shipping_same_as_billing' });
  return (
    <Stack gap="sm">
      <Checkbox label={t('customers.fields.sameAsBilling')} {...register('shipping_same_as_billing')} />
      {!isSame && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <LimitedTextInput
              label={t('customers.fields.shippingFirstName')}
              maxLength={CUSTOMER_MAX.name}
              error={errors.shipping_first_name?.message}
              {...register('shipping_first_name')}
            />
            <LimitedTextInput
              label={t('customers.fields.shippingMiddleName')}
              maxLength={CUSTOMER_MAX.name}
              error={errors.shipping_middle_name?.message}
              {...register('shipping_middle_name')}
            />
            <LimitedTextInput
              label={t('customers.fields.shippingLastName')}
              maxLength={CUSTOMER_MAX.name}
              error={errors.shipping_last_name?.message}
              {...register('shipping_last_name')}
            />
            <LimitedTextInput
              label={t('customers.fields.shippingCompany')}
              maxLength={CUSTOMER_MAX.company}
              error={errors.shipping_company?.message}
              {...register('shipping_company')}
            />
          </SimpleGrid>
          <AddressFields form={form} name="shipping_address" />
        </>
      )}
    </Stack>
  );
}
