import { Box, Paper, Stack, Text, Title } from '@mantine/core';
import type { BuyButtonFieldsInput } from '@paybook/contracts';
import { BUY_BUTTON_DEFAULTS } from '@paybook/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buyButtonLook } from '../lib/buy-button-look';
import type { ChosenProduct } from './product-step';

interface BuyButtonPreviewProps {
  fields: Partial<BuyButtonFieldsInput>;
  product: ChosenProduct | null;
}

/**
 * spec 2 §2.2 the buy-now button's configure step beside its fields: the item and its button as the embed
 * script draws them on the merchant's site (the same elements and styles, buyButtonLook), on a white page.
 * A drawing, not the button: nothing in it can be pressed.
 */
export function BuyButtonPreview({ fields, product }: BuyButtonPreviewProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const look = buyButtonLook(fields);
  const showsImage = fields.show_offering_image !== false;
  const image = showsImage ? product?.image : null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId} bg="gray.0">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h5" id={titleId}>
            {t('stores.buyButton.preview.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('stores.buyButton.preview.hint')}
          </Text>
        </div>
        <Box
          bg="white"
          p="lg"
          style={{
            border: '1px dashed var(--mantine-color-gray-5)',
            borderRadius: 'var(--mantine-radius-md)',
            overflowX: 'auto',
          }}
          data-testid="buy-button-preview"
        >
          <div style={look.host}>
            <div style={look.box}>
              {image && <img src={image.link} alt="" style={look.image} />}
              <div style={look.details}>
                {fields.show_offering_name !== false && (
                  <p style={look.name}>{product?.name ?? t('stores.buyButton.preview.noItem')}</p>
                )}
                {fields.show_offering_description !== false && product?.description && (
                  <p style={look.description}>{product.description}</p>
                )}
                {fields.show_offering_price !== false && product && (
                  <p style={look.price}>{product.price_text}</p>
                )}
                <span style={look.button} data-testid="buy-button-preview-button">
                  {fields.button_text?.trim() || BUY_BUTTON_DEFAULTS.button_text}
                </span>
              </div>
            </div>
          </div>
        </Box>
        {showsImage && product && !product.image && (
          <Text size="xs" c="dimmed">
            {t('stores.buyButton.preview.noImage')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
