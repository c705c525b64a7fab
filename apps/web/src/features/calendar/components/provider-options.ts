import { PICKER_PAGE_SIZE, PICKER_SHOW_MORE_SIZE } from '@paybook/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServiceProviders } from '@/features/staff/api/get-service-providers';

/**
 * The service provider picker's choices (spec 1 §2.5, §9): the first 18 providers by name, and 'show more'
 * fetches 100. Names are the server's display names (35 characters, spec 1 §3).
 */
export function useProviderOptions(value: number | null) {
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

  const options = loaded.map((provider) => ({
    value: String(provider.id),
    label: provider.is_active
      ? provider.display_name
      : t('calendar.providers.inactive', { name: provider.display_name }),
  }));

  return {
    options,
    selected: value === null ? null : String(value),
    hasMore,
    isShowingMore: providers.isFetching && itemsPerPage === PICKER_SHOW_MORE_SIZE,
    showMore: () => setItemsPerPage(PICKER_SHOW_MORE_SIZE),
    isPending: providers.isPending,
    isError: providers.isError,
  };
}

export type ProviderOptions = ReturnType<typeof useProviderOptions>;
