import {
  Badge,
  Button,
  Chip,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { PosItem } from '@paybook/contracts';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePosItems } from '../api/list-pos-items';
import classes from './pos.module.css';

interface CatalogueGridProps {
  onAdd: (item: PosItem) => void;
}

const ALL = '';

/**
 * spec 3 §2.6: the catalogue the cart is filled from: a search, the categories, and a tile per item. Every
 * active item is reachable (issue 24 point 5): GET offerings/active answers a page at a time, searched and
 * filtered by category on the server, and "Show more" asks for the next page.
 */
export function CatalogueGrid({ onAdd }: CatalogueGridProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [category, setCategory] = useState(ALL);
  const items = usePosItems({
    search: debounced,
    categoryId: category === ALL ? null : Number(category),
    kind: 'all',
  });
  const pages = items.data?.pages ?? [];
  const shown = pages.flatMap((page) => page.data);
  const categories = pages[0]?.categories ?? [];
  const total = pages[0]?.total_item_count ?? 0;

  return (
    <Stack gap="sm">
      <TextInput
        label={t('pointOfSale.catalogue.search')}
        placeholder={t('pointOfSale.catalogue.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        type="search"
      />
      {categories.length > 0 && (
        <Chip.Group
          value={category}
          onChange={(value) => setCategory(typeof value === 'string' ? value : ALL)}
        >
          <Group gap={6} role="group" aria-label={t('pointOfSale.catalogue.categories')}>
            <Chip value={ALL} size="xs">
              {t('pointOfSale.catalogue.allCategories')}
            </Chip>
            {categories.map((option) => (
              <Chip key={option.id} value={String(option.id)} size="xs">
                {option.name}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      )}
      {items.isPending ? (
        <Group justify="center" py="lg">
          <Loader size="sm" aria-label={t('common.loading')} role="status" />
        </Group>
      ) : shown.length === 0 ? (
        <Text c="dimmed" py="md">
          {items.isError ? t('pointOfSale.catalogue.loadFailed') : t('pointOfSale.catalogue.empty')}
        </Text>
      ) : (
        <>
          <SimpleGrid
            cols={{ base: 2, sm: 3, lg: 3 }}
            spacing="sm"
            aria-label={t('pointOfSale.catalogue.items')}
          >
            {shown.map((item) => (
              <UnstyledButton key={item.id} className={classes.tile} onClick={() => onAdd(item)}>
                <Paper withBorder p="sm" radius="md" h="100%">
                  <Stack gap={4}>
                    <Text fw={600} size="sm" lineClamp={2}>
                      <VisuallyHidden component="span">
                        {t('pointOfSale.catalogue.addPrefix')}{' '}
                      </VisuallyHidden>
                      {item.name}
                    </Text>
                    <Text size="sm">
                      {item.is_price_manual_entry ? t('pointOfSale.catalogue.manualPrice') : item.price_text}
                    </Text>
                    <Group gap={4}>
                      {item.price_structure === 'recurring' && (
                        <Badge size="xs" variant="light">
                          {t('pointOfSale.catalogue.recurring')}
                        </Badge>
                      )}
                      {item.price_structure === 'per_unit' && item.unit_name && (
                        <Badge size="xs" variant="light" color="grape">
                          {t('pointOfSale.catalogue.perUnit', { unit: item.unit_name })}
                        </Badge>
                      )}
                    </Group>
                  </Stack>
                </Paper>
              </UnstyledButton>
            ))}
          </SimpleGrid>
          <Group justify="space-between" gap="xs">
            <Text size="xs" c="dimmed" data-testid="pos-items-shown">
              {t('pointOfSale.catalogue.shown', { shown: shown.length, count: total })}
            </Text>
            {items.hasNextPage && (
              <Button
                variant="default"
                size="xs"
                loading={items.isFetchingNextPage}
                onClick={() => void items.fetchNextPage()}
              >
                {t('pointOfSale.catalogue.showMore')}
              </Button>
            )}
          </Group>
        </>
      )}
    </Stack>
  );
}
