import type { CatalogueSearchQuery } from './payment-form-products';

/** Query keys of the eCommerce screens (STYLE.md habit 5). */
export const storeKeys = {
  all: () => ['stores'] as const,
  list: () => ['stores', 'list'] as const,
  detail: (id: number) => ['stores', 'detail', id] as const,
  operation: (op: string) => ['stores', 'operation', op] as const,
  /**
   * The wizard's product grid sits under the catalogue's `['offerings']` root: a saved or deactivated item
   * refreshes it (features/catalogue/api/catalogue-keys.ts).
   */
  products: (query: CatalogueSearchQuery) => ['offerings', 'payment-form-products', query] as const,
  product: (id: number) => ['offerings', 'payment-form-products', 'item', id] as const,
};
