import { Button, Select, Stack } from '@mantine/core';
import { PICKER_PAGE_SIZE, PICKER_SHOW_MORE_SIZE } from '@paybook/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServiceProviders } from '@/features/staff/api/get-service-providers';

export interface ProviderSelectProps {
  value: number | null;
  onChange: (id: number) => void;
  label?: string;
}

/**
 * The service provider picker of the calendar and its modals: the first 18 providers by name, and
 * 'show more' fetches 100 (spec 1 §2.5, §9). Names are the server's display names (35 characters, spec 1 §3).
 */
export function ProviderSelect({ value, onChange, label }: ProviderSelectProps) {
  const { t } = useTranslation();
  const [itemsPerPage, setItemsPerPage] = useState(PICKER_PAGE_SIZE);
  const providers = useServiceProviders(itemsPerPage);
  const loaded = providers.data?.data ?? [];
  const total = providers.data?.total_item_count ?? 0;
  const hasMore = itemsPerPage < PICKER_SHOW_MORE_SIZE && total > loaded.length;
  const isValueMissing = value !== null && providers.isSuccess && !loaded.some((p) => p.id === value);

  // A provider chosen elsewhere (viewProvider in the address) that is not among the first 18 still shows.
  useEffect(() => {
    if (isValueMissing && hasMore) setItemsPerPage(PICKER_SHOW_MORE_SIZE);
  }, [isValueMissing, hasMore]);

  const data = loaded.map((provider) => ({
    value: String(provider.id),
    label: provider.is_active
      ? provider.display_name
      : t('calendar.providers.inactive', { name: provider.display_name }),
  }));

  return (
    <Stack gap={2} align="flex-start">
      <Select
        w="100%"
        label={label ?? t('calendar.providers.label')}
        placeholder={t('calendar.providers.placeholder')}
        data={data}
        value={value === null ? null : String(value)}
        onChange={(next) => {
          if (next !== null) onChange(Number(next));
        }}
        allowDeselect={false}
        searchable
        nothingFoundMessage={t('calendar.providers.noMatch')}
        error={providers.isError ? t('calendar.providers.loadFailed') : undefined}
        disabled={providers.isPending}
        comboboxProps={{ withinPortal: true }}
      />
      {hasMore && (
        <Button
          variant="subtle"
          size="compact-xs"
          loading={providers.isFetching && itemsPerPage === PICKER_SHOW_MORE_SIZE}
          onClick={() => setItemsPerPage(PICKER_SHOW_MORE_SIZE)}
        >
          {t('calendar.providers.showMore')}
        </Button>
      )}
    </Stack>
  );
}
