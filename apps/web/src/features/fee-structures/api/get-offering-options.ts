import type { searchCatalogue } from '@paybook/contracts/endpoints/catalogue';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { feeStructureKeys } from './fee-structure-keys';

const PAGE_SIZE = 100;

export type PickerOption = { value: string; label: string };

/**
 * Every page of PUT /api/offering/search (spec 2 §7) by name: the catalogue's products and services,
 * the items a fee may apply to.
 */
async function getOfferingOptions(signal: AbortSignal): Promise<PickerOption[]> {
  const options: PickerOption[] = [];
  for (let page = 1; ; page++) {
    const answer = await callEndpoint<typeof searchCatalogue>(
      { method: 'PUT', path: '/offering/search' },
      {
        body: { query: { search: '', kind: 'all', status: 'all' } },
        query: { page, items_per_page: PAGE_SIZE, sort_by: 'name', sort_direction: 'asc' },
        signal,
      },
    );
    options.push(...answer.data.map((item) => ({ value: String(item.id), label: item.name })));
    if (page * PAGE_SIZE >= answer.total_item_count) return options;
  }
}

export function useOfferingOptions() {
  return useQuery({
    queryKey: feeStructureKeys.offeringOptions(),
    queryFn: ({ signal }) => getOfferingOptions(signal),
  });
}
