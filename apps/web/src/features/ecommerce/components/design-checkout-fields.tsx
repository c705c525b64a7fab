import { SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { withWebScheme } from '@paybook/domain';
import { Controller, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LimitedTextarea, LimitedTextInput } from '@/ui/limited-text';
import type { PaymentFormInput } from '../lib/payment-form-values';
import { paymentTypesText } from '../lib/payment-types-text';
import { DesignSection } from './design-section';
import type { PaymentFormForm } from './payment-form-form';

type SwitchField = Extract<
  Path<PaymentFormInput>,
  | 'show_phone'
  | 'show_location'
  | 'show_email'
  | 'customer_login'
  | 'accept_cc'
  | 'accept_ach'
  | 'return_button.show'
>;

function SwitchField({
  form,
  name,
  description,
}: {
  form: PaymentFormForm;
  name: SwitchField;
  description?: string;
}) {
  const { t } = useTranslation();
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Switch
          label={t(`stores.design.switches.${name.replace('.', '_')}`)}
          description={description}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
        />
      )}
    />
  );
}

/**
 * spec 2 §3 Design settings, the checkout: the contact lines shown, the button's text, special
 * instructions, customer sign-in, the payment types (spec 2 §4: a choice only when the merchant accepts
 * both) and the return button (text 'Return to Site' by default, spec 2 §9).
 */
export function DesignCheckoutFields({
  form,
  canChooseAcceptance,
}: {
  form: PaymentFormForm;
  canChooseAcceptance: boolean;
}) {
  const { t } = useTranslation();
  const { register, formState, watch } = form;
  const errors = formState.errors;
  const showsReturn = watch('return_button.show') === true;
  const onlyType = paymentTypesText(
    { card: watch('accept_cc') === true, bank: watch('accept_ach') === true },
    { card: t('stores.preview.card'), bank: t('stores.preview.bank') },
  );
  return (
    <>
      <DesignSection title={t('stores.design.checkoutSection')}>
        <LimitedTextInput
          label={t('stores.design.buttonText')}
          withAsterisk
          maxLength={40}
          maw={320}
          error={errors.button_text?.message}
          {...register('button_text')}
        />
        <LimitedTextarea
          label={t('stores.design.specialInstructions')}
          description={t('stores.design.specialInstructionsHint')}
          autosize
          minRows={2}
          maxLength={2000}
          error={errors.special_instructions?.message}
          {...register('special_instructions')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Stack gap="sm">
            <Text size="sm" fw={500}>
              {t('stores.design.contactLines')}
            </Text>
            <SwitchField form={form} name="show_phone" />
            <SwitchField form={form} name="show_location" />
            <SwitchField form={form} name="show_email" />
          </Stack>
          <Stack gap="sm">
            <Text size="sm" fw={500}>
              {t('stores.design.payments')}
            </Text>
            {canChooseAcceptance ? (
              <>
                <SwitchField form={form} name="accept_cc" />
                <SwitchField form={form} name="accept_ach" />
              </>
            ) : (
              // spec 2 §4: a merchant that accepts one type gives every form that type; nothing to choose.
              <Text size="sm">{t('stores.design.acceptanceFixed', { types: onlyType })}</Text>
            )}
          </Stack>
        </SimpleGrid>
        <SwitchField form={form} name="customer_login" description={t('stores.design.customerLoginHint')} />
      </DesignSection>
      <DesignSection title={t('stores.design.returnSection')}>
        <SwitchField form={form} name="return_button.show" />
        {showsReturn && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('stores.design.returnUrl')}
              placeholder="https://"
              withAsterisk
              type="url"
              maxLength={500}
              error={errors.return_button?.url?.message}
              {...register('return_button.url', {
                // spec 2 §5: an address without http or https gets http:// on blur.
                onBlur: (event) =>
                  form.setValue('return_button.url', withWebScheme(event.target.value), {
                    shouldDirty: true,
                  }),
              })}
            />
            <LimitedTextInput
              label={t('stores.design.returnText')}
              maxLength={40}
              error={errors.return_button?.text?.message}
              {...register('return_button.text')}
            />
          </SimpleGrid>
        )}
      </DesignSection>
    </>
  );
}
