import { Button, MultiSelect, Stack } from '@mantine/core';
import type { Offering } from '@paybook/contracts';
import { PICKER_PAGE_SIZE, PICKER_SHOW_MORE_SIZE, providerDisplayName } from '@paybook/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServiceProviders } from '@/features/staff/api/get-service-providers';

type KnownProvider = Offering['service_providers'][number];

interface ProvidersFieldProps {
  value: string[];
  onChange: (value: string[]) => void;
  /** The service's providers as saved, so they show even before the list has loaded them. */
  known: readonly KnownProvider[];
  error?: string;
}

/** Who performs the service: the first 18 providers by name, 'show more' loads 100 (spec 1 §9). */
export function ProvidersField({ value, onChange, known, error }: ProvidersFieldProps) {
  const { t } = useTranslation();
  const [itemsPerPage, setItemsPerPage] = useState(PICKER_PAGE_SIZE);
  const providers = useServiceProviders(itemsPerPage);
  const loaded = providers.data?.data ?? [];

  const options = new Map<string, string>();
  for (const provider of loaded) {
    const name = provider.display_name;
    options.set(
      String(provider.id),
      provider.is_active ? name : t('services.form.inactiveProvider', { name }),
    );
  }
  for (const provider of known) {
    if (!options.has(String(provider.id))) {
      options.set(String(provider.id), providerDisplayName(provider.first_name, provider.last_name));
    }
  }
  const hasMore =
    itemsPerPage < PICKER_SHOW_MORE_SIZE && (providers.data?.total_item_count ?? 0) > loaded.length;

  const description = providers.isError
    ? t('services.form.providersUnavailable')
    : providers.data?.total_item_count === 0
      ? t('services.form.noProvidersYet')
      : t('services.form.providersHint');

  return (
    <Stack gap={4} align="flex-start">
      <MultiSelect
        w="100%"
        label={t('services.form.providers')}
        description={description}
        placeholder={value.length === 0 ? t('services.form.providersPlaceholder') : undefined}
        data={[...options].map(([id, label]) => ({ value: id, label }))}
        value={value}
        onChange={onChange}
        searchable
        clearable
        nothingFoundMessage={t('services.form.noMatch')}
        error={error}
        disabled={providers.isPending && known.length === 0}
      />
      {hasMore && (
        <Button variant="subtle" size="compact-sm" onClick={() => setItemsPerPage(PICKER_SHOW_MORE_SIZE)}>
          {t('services.form.showMoreProviders')}
        </Button>
      )}
    </Stack>
  );
}
