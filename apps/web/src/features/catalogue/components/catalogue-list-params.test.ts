import { describe, expect, it } from 'vitest';
import {
  catalogueParams,
  DEFAULT_CATALOGUE_QUERY,
  parseCatalogueParams,
  toggleCatalogueSort,
} from './catalogue-list-params';

describe('catalogue list address (spec 2 §2.3, §9)', () => {
  it('spec 2 §9: defaults to the offerings grid order, created_at newest first', () => {
    expect(parseCatalogueParams(new URLSearchParams())).toEqual(DEFAULT_CATALOGUE_QUERY);
    expect(catalogueParams(DEFAULT_CATALOGUE_QUERY).toString()).toBe('');
  });

  it('spec 2 §2.3: reads st as the status and round-trips a query', () => {
    const query = {
      search: 'yoga',
      status: 'inactive',
      page: 3,
      sortBy: 'name',
      sortDirection: 'asc',
    } as const;
    const params = catalogueParams(query);
    expect(params.get('st')).toBe('inactive');
    expect(parseCatalogueParams(params)).toEqual(query);
  });

  it('falls back to the defaults for unreadable values', () => {
    const parsed = parseCatalogueParams(
      new URLSearchParams('st=gone&page=-2&sort_by=colour&sort_direction=up'),
    );
    expect(parsed).toEqual(DEFAULT_CATALOGUE_QUERY);
  });

  it('spec 2 §9: a new column sorts names ascending and dates newest first; the same column flips', () => {
    const byName = toggleCatalogueSort({ ...DEFAULT_CATALOGUE_QUERY, page: 4 }, 'name');
    expect(byName).toMatchObject({ sortBy: 'name', sortDirection: 'asc', page: 1 });
    expect(toggleCatalogueSort(byName, 'name').sortDirection).toBe('desc');
    expect(toggleCatalogueSort(byName, 'created_at').sortDirection).toBe('desc');
  });
});
