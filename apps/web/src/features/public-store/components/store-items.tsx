import { Card, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import type { PublicStore } from '@paybook/contracts';
import { useTranslation } from 'react-i18next';
import type { Quantities, TypedPrices } from '@/pay-page/lib/store-cart';

interface StoreItemsProps {
  store: PublicStore;
  quantities: Quantities;
  prices: TypedPrices;
  errors: Record<string, string>;
  onQuantity: (offeringId: number, quantity: string) => void;
  onPrice: (offeringId: number, price: string) => void;
}

/** The items the page sells, each with its quantity (and the buyer's price where the buyer sets it). */
export function StoreItems({ store, quantities, prices, errors, onQuantity, onPrice }: StoreItemsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="section" aria-label={t('publicStore.items')}>
      {store.items.map((item, index) => (
        <Card key={item.offering_id} withBorder padding="md">
          <Group align="flex-start" wrap="nowrap" gap="md">
            {item.image_url && <Image src={item.image_url} alt="" w={72} h={72} radius="sm" fit="cover" />}
            <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
              <Text fw={600}>{item.name}</Text>
              {item.description && (
                <Text size="sm" c="dimmed">
                  {item.description}
                </Text>
              )}
              <Text size="sm" fw={500}>
                {item.price_text}
              </Text>
            </Stack>
            <Stack gap={4} w={110}>
              <TextInput
                label={t('publicStore.quantityLabel')}
                aria-label={t('publicStore.quantity', { name: item.name })}
                inputMode="decimal"
                value={quantities[item.offering_id] ?? ''}
                placeholder="0"
                error={errors[`lines.${index}.quantity`] ?? errors[`lines.${index}.offering_id`]}
                onChange={(event) => onQuantity(item.offering_id, event.currentTarget.value)}
              />
              {item.price === null && (
                <TextInput
                  label={t('publicStore.priceLabel')}
                  aria-label={t('publicStore.price', { name: item.name })}
                  leftSection="$"
                  inputMode="decimal"
                  value={prices[item.offering_id] ?? ''}
                  error={errors[`lines.${index}.price`]}
                  onChange={(event) => onPrice(item.offering_id, event.currentTarget.value)}
                />
              )}
            </Stack>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
