import {
  Alert,
  Badge,
  Button,
  Group,
  Radio,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { CatalogueItem } from '@paybook/contracts';
import { IconPackage, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/notify';
import { EmptyState } from '@/ui/empty-state';
import { FormError } from '@/ui/form-error';
import { ListPagination } from '@/ui/list-pagination';
import { PRODUCTS_PAGE_SIZE, useProductSearch } from '../api/payment-form-products';

/** The item a payment form or buy-now button sells (spec 2 §5: exactly one), as the wizards show it. */
export type ChosenProduct = Pick<
  CatalogueItem,
  'id' | 'name' | 'description' | 'price_text' | 'is_active' | 'image'
>;

/** Which wizard the grid is in: its texts name what the item is for. */
export type ProductStepFor = 'paymentForm' | 'buyButton';

interface ProductStepProps {
  chosen: ChosenProduct | null;
  onChoose: (product: ChosenProduct) => void;
  /** The server's message on offering_ids, or the step's own 'choose one'. */
  error: string | null;
  onCreateItem: () => void;
  /** The payment form wizard's by default. */
  wizard?: ProductStepFor;
}

const EMPTY_BODY: Record<ProductStepFor, string> = {
  paymentForm: 'stores.product.emptyBody',
  buyButton: 'stores.buyButton.product.emptyBody',
};

/**
 * spec 2 §2.2 the wizards' product step (the buy-now button's 'Select Item'): the merchant's non-bookable
 * items sorted by name ascending (name, price text and whether it is active), one chosen; 'Create item'
 * adds one in the catalogue and comes back.
 */
export function ProductStep({
  chosen,
  onChoose,
  error,
  onCreateItem,
  wizard = 'paymentForm',
}: ProductStepProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const products = useProductSearch({ search: debounced, page });
  const rows = products.data?.data ?? [];
  const total = products.data?.total_item_count ?? 0;
  const createButton = (
    <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />} onClick={onCreateItem}>
      {t('stores.product.create')}
    </Button>
  );

  const handleChoose = (id: string) => {
    const product = rows.find((row) => String(row.id) === id);
    if (product) onChoose(product);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <TextInput
          type="search"
          label={t('stores.product.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          maxLength={100}
          w={{ base: '100%', sm: 320 }}
        />
        {createButton}
      </Group>
      <FormError message={error} />
      {chosen && (
        <Text size="sm" aria-live="polite">
          {t('stores.product.chosen', { name: chosen.name })}
        </Text>
      )}
      {products.isPending && <Skeleton height={160} aria-label={t('stores.product.loading')} role="status" />}
      {products.isError && <Alert color="red">{errorMessage(products.error)}</Alert>}
      {products.data && total === 0 && (
        <EmptyState
          icon={<IconPackage size={26} aria-hidden />}
          title={debounced ? t('stores.product.noMatch') : t('stores.product.emptyTitle')}
          body={debounced ? t('stores.product.noMatchBody') : t(EMPTY_BODY[wizard])}
          action={debounced ? undefined : createButton}
        />
      )}
      {total > 0 && (
        <Radio.Group
          label={t('stores.product.label')}
          value={chosen ? String(chosen.id) : null}
          onChange={handleChoose}
          style={{ opacity: products.isPlaceholderData ? 0.6 : 1 }}
        >
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} mt="xs">
            {rows.map((product) => (
              <Radio.Card key={product.id} value={String(product.id)} p="md" radius="md">
                <Group wrap="nowrap" align="flex-start">
                  <Radio.Indicator />
                  <Stack gap={4}>
                    <Text fw={600}>{product.name}</Text>
                    <Text size="sm">{product.price_text}</Text>
                    <Badge
                      variant="outline"
                      color={product.is_active ? 'teal.9' : 'gray.8'}
                      bg="var(--mantine-color-body)"
                    >
                      {t(product.is_active ? 'stores.product.active' : 'stores.product.inactive')}
                    </Badge>
                  </Stack>
                </Group>
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>
      )}
      <ListPagination
        pageCount={Math.ceil(total / PRODUCTS_PAGE_SIZE)}
        page={page}
        onChange={setPage}
        labels={{
          previous: t('stores.product.previous'),
          next: t('stores.product.next'),
          page: (number) => t('stores.product.page', { page: number }),
        }}
      />
    </Stack>
  );
}
