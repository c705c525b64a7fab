import { ColorInput, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import {
  BUY_BUTTON_LAYOUTS,
  BUY_BUTTON_SHAPES,
  BUY_BUTTON_SIZES,
  contrastRatio,
  HEX_COLOR_PATTERN,
} from '@paybook/domain';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LimitedTextInput } from '@/ui/limited-text';
import type { BuyButtonForm } from './buy-button-form';
import { DesignSection } from './design-section';
import { LabelledSegments } from './labelled-segments';

const SWATCHES = ['#0088cc', '#1864ab', '#0b7285', '#2b8a3e', '#e8590c', '#c2255c', '#212529', '#ffffff'];

type ColourField =
  | 'buy_button.button_background_color'
  | 'buy_button.button_text_color'
  | 'buy_button.details_text_color';
type ShowField =
  | 'show_offering_image'
  | 'show_offering_name'
  | 'show_offering_description'
  | 'show_offering_price';
const SHOW_FIELDS: readonly ShowField[] = [
  'show_offering_image',
  'show_offering_name',
  'show_offering_description',
  'show_offering_price',
];

function ColourInput({
  form,
  name,
  label,
  description,
}: {
  form: BuyButtonForm;
  name: ColourField;
  label: string;
  description?: string;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <ColorInput
          label={label}
          description={description}
          format="hex"
          swatches={SWATCHES}
          withEyeDropper={false}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/**
 * The button's bold label asks WCAG's contrast for large text and controls (3:1), not body text's 4.5:1:
 * spec 2 §9's own #fff on #08c (4.0:1) is not flagged, white on yellow is.
 */
const MIN_BUTTON_CONTRAST = 3;

/** Whether the button's text colour is hard to read on its colour, once both are whole. */
function isHardToRead(text: string | undefined, background: string | undefined) {
  if (!text || !background || !HEX_COLOR_PATTERN.test(text) || !HEX_COLOR_PATTERN.test(background))
    return false;
  return contrastRatio(text, background) < MIN_BUTTON_CONTRAST;
}

interface BuyButtonLookFieldsProps {
  form: BuyButtonForm;
  /** Where the checkout is (or will be), and whether a saved button keeps its address. */
  address: { text: string | null; isKept: boolean };
}

/**
 * spec 2 §3 Buy-button fields: the button's name (its url_name, spec 2 §5), text, colours, size and shape;
 * the item's details it shows (layout, the four show switches, their colour). Defaults: spec 2 §9.
 */
export function BuyButtonLookFields({ form, address }: BuyButtonLookFieldsProps) {
  const { t } = useTranslation();
  const { control, register, formState, watch } = form;
  const errors = formState.errors;
  const button = watch('buy_button');
  return (
    <>
      <DesignSection title={t('stores.buyButton.buttonSection')}>
        <LimitedTextInput
          label={t('stores.buyButton.name')}
          description={t('stores.buyButton.nameHint')}
          withAsterisk
          maxLength={100}
          error={errors.name?.message}
          {...register('name')}
        />
        <Text size="sm" aria-live="polite" style={{ overflowWrap: 'anywhere' }}>
          {t(address.isKept ? 'stores.buyButton.addressKept' : 'stores.buyButton.address')}{' '}
          <strong data-testid="buy-button-address">
            {address.text ?? t('stores.buyButton.addressPending')}
          </strong>
        </Text>
        <LimitedTextInput
          label={t('stores.buyButton.buttonText')}
          withAsterisk
          maxLength={40}
          maw={320}
          error={errors.buy_button?.button_text?.message}
          {...register('buy_button.button_text')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <ColourInput
            form={form}
            name="buy_button.button_background_color"
            label={t('stores.buyButton.background')}
          />
          <ColourInput
            form={form}
            name="buy_button.button_text_color"
            label={t('stores.buyButton.textColour')}
          />
        </SimpleGrid>
        {isHardToRead(button?.button_text_color, button?.button_background_color) && (
          <Text size="sm" aria-live="polite">
            {t('stores.buyButton.contrastHint')}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Controller
            control={control}
            name="buy_button.button_size"
            render={({ field }) => (
              <LabelledSegments
                label={t('stores.buyButton.size')}
                value={field.value ?? 'md'}
                data={BUY_BUTTON_SIZES.map((size) => ({
                  value: size,
                  label: t(`stores.buyButton.sizes.${size}`),
                }))}
                onChange={field.onChange}
              />
            )}
          />
          <Controller
            control={control}
            name="buy_button.button_shape"
            render={({ field }) => (
              <LabelledSegments
                label={t('stores.buyButton.shape')}
                value={String(field.value ?? 0)}
                data={BUY_BUTTON_SHAPES.map((shape) => ({
                  value: String(shape),
                  label: t(`stores.buyButton.shapes.${shape}`),
                }))}
                onChange={(value) => field.onChange(Number(value))}
              />
            )}
          />
        </SimpleGrid>
      </DesignSection>
      <DesignSection title={t('stores.buyButton.detailsSection')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Controller
            control={control}
            name="buy_button.layout_option"
            render={({ field }) => (
              <LabelledSegments
                label={t('stores.buyButton.layout')}
                value={field.value ?? 'vertical'}
                data={BUY_BUTTON_LAYOUTS.map((layout) => ({
                  value: layout,
                  label: t(`stores.buyButton.layouts.${layout}`),
                }))}
                onChange={field.onChange}
              />
            )}
          />
          <ColourInput
            form={form}
            name="buy_button.details_text_color"
            label={t('stores.buyButton.detailsColour')}
          />
        </SimpleGrid>
        <Stack gap="sm">
          <Text size="sm" fw={500}>
            {t('stores.buyButton.show')}
          </Text>
          <SimpleGrid cols={2} spacing="sm">
            {SHOW_FIELDS.map((name) => (
              <Controller
                key={name}
                control={control}
                name={`buy_button.${name}`}
                render={({ field }) => (
                  <Switch
                    label={t(`stores.buyButton.switches.${name}`)}
                    checked={field.value !== false}
                    onChange={(event) => field.onChange(event.currentTarget.checked)}
                  />
                )}
              />
            ))}
          </SimpleGrid>
        </Stack>
      </DesignSection>
    </>
  );
}
