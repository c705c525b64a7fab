import type { PosItemKind } from '@paybook/contracts';

/** What the point of sale's grid asks offerings/active for. */
export interface PosItemsFilter {
  search: string;
  categoryId: number | null;
  kind: PosItemKind;
}

/**
 * Query keys of the point of sale (STYLE.md habit 5). Catalogue reads sit under the offerings' root and
 * customer reads under the customers' root, so a write there refreshes them too.
 */
export const posKeys = {
  items: (filter: PosItemsFilter) => ['offerings', 'pos', 'items', filter] as const,
  customerSearch: (search: string) => ['customers', 'pos', 'search', { search }] as const,
  customerFind: (details: { email: string; first_name: string; last_name: string }) =>
    ['customers', 'pos', 'find', details] as const,
  order: (orderId: number) => ['orders', 'detail', orderId] as const,
};
