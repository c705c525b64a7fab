import { ColorInput, SimpleGrid, Text, TextInput } from '@mantine/core';
import { storeUrlName, URL_NAME_MAX } from '@paybook/domain';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LimitedTextInput } from '@/ui/limited-text';
import { hostedAddress } from '../lib/hosted-address';
import { shownColours } from '../lib/shown-colours';
import { DesignSection } from './design-section';
import type { PaymentFormForm } from './payment-form-form';
import { StoreImageField } from './store-image-field';

const NAME_MAX = 100;

/**
 * spec 2 §3 Design settings, the page's look: the name with the url_name it derives (spec 2 §5, the
 * domain's urlNameOf) or a typed one, the logo and banner, and the two colours.
 */
export function DesignPageFields({ form, urlSubdomain }: { form: PaymentFormForm; urlSubdomain: string }) {
  const { t } = useTranslation();
  const { control, register, formState, watch } = form;
  const urlName = storeUrlName(watch('name') ?? '', watch('url_name') ?? '');
  const errors = formState.errors;
  const colours = shownColours({
    background_color: watch('background_color'),
    foreground_color: watch('foreground_color'),
  });
  return (
    <>
      <DesignSection title={t('stores.design.nameSection')}>
        <LimitedTextInput
          label={t('stores.design.name')}
          description={t('stores.design.nameHint')}
          withAsterisk
          maxLength={NAME_MAX}
          error={errors.name?.message}
          {...register('name')}
        />
        <TextInput
          label={t('stores.design.urlName')}
          description={t('stores.design.urlNameHint')}
          maxLength={URL_NAME_MAX}
          error={errors.url_name?.message}
          {...register('url_name')}
        />
        <Text size="sm" aria-live="polite" style={{ overflowWrap: 'anywhere' }}>
          {t('stores.design.address')}{' '}
          <strong data-testid="payment-form-address">
            {urlName
              ? hostedAddress(window.location.origin, urlSubdomain, urlName)
              : t('stores.design.addressPending')}
          </strong>
        </Text>
      </DesignSection>
      <DesignSection title={t('stores.design.lookSection')}>
        <Controller
          control={control}
          name="logo"
          render={({ field, fieldState }) => (
            <StoreImageField
              slot="logo"
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="banner"
          render={({ field, fieldState }) => (
            <StoreImageField
              slot="banner"
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {(['background_color', 'foreground_color'] as const).map((name) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field, fieldState }) => (
                <ColorInput
                  label={t(`stores.design.${name}`)}
                  description={t(`stores.design.${name}Hint`)}
                  format="hex"
                  withEyeDropper={false}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              )}
            />
          ))}
        </SimpleGrid>
        {colours.isReplaced && (
          <Text size="sm" aria-live="polite">
            {t('stores.design.contrastHint', {
              colour: t(colours.foreground === '#000000' ? 'stores.design.black' : 'stores.design.white'),
            })}
          </Text>
        )}
      </DesignSection>
    </>
  );
}
