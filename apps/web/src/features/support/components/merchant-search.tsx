import { Badge, Button, Loader, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { SupportMerchant } from '@paybook/contracts';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchMerchants } from '../api/search-merchants';

interface MerchantSearchProps {
  selectedId: number | null;
  onSelect: (merchant: SupportMerchant) => void;
}

/** Find a merchant by name or subdomain. */
export function MerchantSearch({ selectedId, onSelect }: MerchantSearchProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), 300);
  const merchants = useSearchMerchants(debounced);
  const rows = merchants.data?.data ?? [];

  return (
    <Stack gap="sm">
      <TextInput
        label={t('support.search.label')}
        description={t('support.search.description')}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={merchants.isFetching ? <Loader size="xs" aria-hidden /> : null}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        type="search"
        autoFocus
      />
      {merchants.isSuccess && rows.length === 0 ? (
        <Text c="dimmed">{t('support.search.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped highlightOnHover verticalSpacing="xs" aria-label={t('support.search.tableLabel')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('support.search.name')}</Table.Th>
                <Table.Th>{t('support.search.tier')}</Table.Th>
                <Table.Th>{t('support.search.subdomain')}</Table.Th>
                <Table.Th>{t('support.search.users')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('common.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((merchant) => (
                <Table.Tr key={merchant.id} aria-selected={merchant.id === selectedId}>
                  <Table.Td fw={500}>{merchant.name}</Table.Td>
                  <Table.Td>
                    <Badge variant="outline" color="gray.8">
                      {t(`productTiers.${merchant.product_name}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{merchant.url_subdomain}</Table.Td>
                  <Table.Td>{merchant.user_count}</Table.Td>
                  <Table.Td ta="right">
                    <Button
                      size="xs"
                      variant={merchant.id === selectedId ? 'filled' : 'default'}
                      onClick={() => onSelect(merchant)}
                      aria-label={t('support.search.viewUsersOf', { name: merchant.name })}
                    >
                      {t('support.search.viewUsers')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
