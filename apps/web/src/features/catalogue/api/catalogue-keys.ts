import type { CatalogueListQuery } from '../components/catalogue-list-params';

/**
 * Query keys of the catalogue screens (STYLE.md habit 5). They sit under the services' `['offerings']`
 * root: a service and a catalogue item are one entity, so a write on either refreshes both.
 */
export const catalogueKeys = {
  all: () => ['offerings'] as const,
  lists: () => ['offerings', 'catalogue', 'list'] as const,
  list: (query: CatalogueListQuery) => ['offerings', 'catalogue', 'list', query] as const,
  item: (id: number) => ['offerings', 'catalogue', 'item', id] as const,
  templates: () => ['offerings', 'catalogue', 'custom-field-templates'] as const,
};
