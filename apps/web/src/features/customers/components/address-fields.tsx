import { Loader, SimpleGrid, TextInput } from '@mantine/core';
import { isZipCodeShape } from '@paybook/domain';
import { useState } from 'react';
import { type UseFormReturn, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { getZipCode } from '@/lib/get-zip-code';
import { LimitedTextInput } from '@/ui/limited-text';
import { CUSTOMER_MAX, type CustomerFormValues } from './customer-form-schema';

type AddressName = 'billing_address' | 'shipping_address';

/** Street, city, state, zip and country of one address; a five-digit zip fills city and state (spec 2 §5). */
export function AddressFields({
  form,
  name,
}: {
  form: UseFormReturn<CustomerFormValues>;
  name: AddressName;
}) {
  const { t } = useTranslation();
  const { register, setValue, setError, clearErrors, control } = form;
  const errors = useFormState({ control, name }).errors[name];
  const [isLookingUp, setIsLookingUp] = useState(false);

  const lookUpZip = async (zip: string) => {
    if (!isZipCodeShape(zip)) return;
    setIsLookingUp(true);
    try {
      const found = await getZipCode(zip.trim());
      setValue(`${name}.city`, found.city, { shouldDirty: true, shouldValidate: true });
      setValue(`${name}.state_code`, found.state_code, { shouldDirty: true, shouldValidate: true });
      if (!form.getValues(`${name}.country`))
        setValue(`${name}.country`, found.country, { shouldDirty: true });
      clearErrors(`${name}.zip_code`);
    } catch (error) {
      if (isApiError(error) && error.status === 404)
        setError(`${name}.zip_code`, { message: t('customers.form.zipNotFound') });
    } finally {
      setIsLookingUp(false);
    }
  };

  const zip = register(`${name}.zip_code`);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <LimitedTextInput
        label={t('customers.fields.street1')}
        maxLength={CUSTOMER_MAX.street}
        autoComplete="address-line1"
        error={errors?.street_address1?.message}
        {...register(`${name}.street_address1`)}
      />
      <LimitedTextInput
        label={t('customers.fields.street2')}
        maxLength={CUSTOMER_MAX.street}
        autoComplete="address-line2"
        error={errors?.street_address2?.message}
        {...register(`${name}.street_address2`)}
      />
      <TextInput
        label={t('customers.fields.zip')}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={CUSTOMER_MAX.zip}
        error={errors?.zip_code?.message}
        rightSection={isLookingUp ? <Loader size="xs" aria-label={t('customers.form.lookingUpZip')} /> : null}
        {...zip}
        onChange={(event) => {
          void zip.onChange(event);
          void lookUpZip(event.currentTarget.value);
        }}
      />
      <LimitedTextInput
        label={t('customers.fields.city')}
        maxLength={CUSTOMER_MAX.city}
        autoComplete="address-level2"
        error={errors?.city?.message}
        {...register(`${name}.city`)}
      />
      <LimitedTextInput
        label={t('customers.fields.state')}
        maxLength={CUSTOMER_MAX.state}
        autoComplete="address-level1"
        error={errors?.state_code?.message}
        {...register(`${name}.state_code`)}
      />
      <LimitedTextInput
        label={t('customers.fields.country')}
        maxLength={CUSTOMER_MAX.country}
        autoComplete="country"
        error={errors?.country?.message}
        {...register(`${name}.country`)}
      />
    </SimpleGrid>
  );
}
