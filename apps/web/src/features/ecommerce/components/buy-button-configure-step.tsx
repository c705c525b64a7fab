import { Box, Grid, Stack, Switch, Text } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { paymentTypesText } from '../lib/payment-types-text';
import type { BuyButtonForm } from './buy-button-form';
import { BuyButtonLookFields } from './buy-button-look-fields';
import { BuyButtonPreview } from './buy-button-preview';
import { DesignSection } from './design-section';
import type { ChosenProduct } from './product-step';

interface BuyButtonConfigureStepProps {
  form: BuyButtonForm;
  product: ChosenProduct | null;
  address: { text: string | null; isKept: boolean };
  canChooseAcceptance: boolean;
}

/**
 * spec 2 §2.2 step 1 'Buy Now Button - Configure': the button's fields (spec 2 §3 Buy-button fields), the
 * payment types (spec 2 §4: a choice only when the merchant accepts both), and the live preview beside them
 * on a wide screen, above them on a phone.
 */
export function BuyButtonConfigureStep({
  form,
  product,
  address,
  canChooseAcceptance,
}: BuyButtonConfigureStepProps) {
  const { t } = useTranslation();
  const { watch, formState } = form;
  const acceptsError = formState.errors.accept_cc?.message;
  const onlyType = paymentTypesText(
    { card: watch('accept_cc') === true, bank: watch('accept_ach') === true },
    { card: t('stores.preview.card'), bank: t('stores.preview.bank') },
  );
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
        <Stack gap="lg">
          <BuyButtonLookFields form={form} address={address} />
          <DesignSection title={t('stores.buyButton.paymentsSection')}>
            {canChooseAcceptance
              ? (['accept_cc', 'accept_ach'] as const).map((name) => (
                  <Controller
                    key={name}
                    control={form.control}
                    name={name}
                    render={({ field }) => (
                      <Switch
                        label={t(`stores.design.switches.${name}`)}
                        checked={field.value === true}
                        onChange={(event) => {
                          field.onChange(event.currentTarget.checked);
                          if (formState.isSubmitted) void form.trigger('accept_cc');
                        }}
                      />
                    )}
                  />
                ))
              : // spec 2 §4: a merchant that accepts one type gives every button that type; nothing to choose.
                onlyType && <Text size="sm">{t('stores.design.acceptanceFixed', { types: onlyType })}</Text>}
            {acceptsError && (
              <Text size="sm" c="red.8" role="alert">
                {acceptsError}
              </Text>
            )}
          </DesignSection>
        </Stack>
      </Grid.Col>
      {/* On a phone the preview comes first: what the fields make, before the fields. */}
      <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
        <Box pos={{ base: 'static', md: 'sticky' }} top={80}>
          <BuyButtonPreview fields={watch('buy_button') ?? {}} product={product} />
        </Box>
      </Grid.Col>
    </Grid>
  );
}
