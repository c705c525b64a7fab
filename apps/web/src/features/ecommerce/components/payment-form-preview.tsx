import { Box, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentFormInput } from '../lib/payment-form-values';
import { paymentTypesText } from '../lib/payment-types-text';
import { shownColours } from '../lib/shown-colours';
import type { ChosenProduct } from './product-step';

interface PaymentFormPreviewProps {
  values: PaymentFormInput;
  product: ChosenProduct | null;
  merchantName: string;
}

const onColour = { fontSize: 19, fontWeight: 700 } as const;

/**
 * spec 2 §2.2 the design step beside its fields: how the hosted page will look (colours, logo, banner,
 * item, price, button, contact lines, instructions, return button), its text in the colour the page shows
 * (the domain's legibleForeground). A drawing, not the page: nothing in it can be pressed.
 */
export function PaymentFormPreview({ values, product, merchantName }: PaymentFormPreviewProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { background, foreground } = shownColours(values);
  const contacts = [
    values.show_phone === true && { key: 'phone', icon: <IconPhone size={14} aria-hidden /> },
    values.show_location === true && { key: 'location', icon: <IconMapPin size={14} aria-hidden /> },
    values.show_email === true && { key: 'email', icon: <IconMail size={14} aria-hidden /> },
  ].filter((line) => line !== false);
  const accepts = paymentTypesText(
    { card: values.accept_cc === true, bank: values.accept_ach === true },
    { card: t('stores.preview.card'), bank: t('stores.preview.bank') },
  );
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId} bg="gray.0">
      <Stack gap="sm">
        <Title order={2} size="h5" id={titleId}>
          {t('stores.preview.title')}
        </Title>
        <Paper radius="md" shadow="xs" style={{ overflow: 'hidden' }} data-testid="payment-form-preview">
          {values.banner && (
            <Image src={values.banner.link} alt={t('stores.preview.banner')} w="100%" fit="cover" />
          )}
          <Group gap="sm" p="md" bg={background} c={foreground} wrap="nowrap">
            {values.logo && (
              <Image src={values.logo.link} alt={t('stores.preview.logo')} w={48} h={48} radius="sm" />
            )}
            <Text style={onColour}>{values.name?.trim() || merchantName}</Text>
          </Group>
          <Stack gap="xs" p="md">
            <Text fw={600}>{product?.name ?? t('stores.preview.noProduct')}</Text>
            {product && <Text size="sm">{product.price_text}</Text>}
            {values.special_instructions?.trim() && (
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                {values.special_instructions}
              </Text>
            )}
            {accepts && (
              <Text size="sm" c="dimmed">
                {t('stores.preview.accepts', { types: accepts })}
              </Text>
            )}
            <Box
              bg={background}
              c={foreground}
              ta="center"
              py={10}
              style={{ ...onColour, borderRadius: 'var(--mantine-radius-sm)' }}
            >
              {values.button_text?.trim() || t('stores.preview.button')}
            </Box>
            {values.return_button?.show && (
              <Text size="sm" ta="center" td="underline">
                {values.return_button.text?.trim() || t('stores.preview.returnButton')}
              </Text>
            )}
            {contacts.length > 0 && (
              <Stack gap={4} pt="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
                {contacts.map((line) => (
                  <Group key={line.key} gap={6}>
                    {line.icon}
                    <Text size="xs" c="dimmed">
                      {t(`stores.preview.${line.key}`)}
                    </Text>
                  </Group>
                ))}
              </Stack>
            )}
          </Stack>
        </Paper>
      </Stack>
    </Paper>
  );
}
