import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIST_QUERY,
  deletedListPath,
  deletedNotice,
  listParams,
  parseListParams,
  toggleSort,
} from './customer-list-params';

describe('customer list address (spec 2 §2.1)', () => {
  it('reads search, page and sort, falling back to name ascending on page 1', () => {
    expect(parseListParams(new URLSearchParams(''))).toEqual(DEFAULT_LIST_QUERY);
    expect(
      parseListParams(new URLSearchParams('search=%20ann%20&page=3&sort_by=email&sort_direction=desc')),
    ).toEqual({ search: 'ann', page: 3, sortBy: 'email', sortDirection: 'desc' });
    expect(parseListParams(new URLSearchParams('page=-2&sort_by=password&sort_direction=up'))).toEqual(
      DEFAULT_LIST_QUERY,
    );
  });

  it('writes only what differs from the default and keeps reportId', () => {
    const current = new URLSearchParams('reportId=1&deletedId=4&deletedName=Ann');
    expect(listParams(current, DEFAULT_LIST_QUERY).toString()).toBe('reportId=1');
    expect(
      listParams(current, { search: 'ann', page: 2, sortBy: 'created_at', sortDirection: 'desc' }).toString(),
    ).toBe('reportId=1&search=ann&page=2&sort_by=created_at&sort_direction=desc');
  });

  it('places the default report in an address without a search', () => {
    expect(listParams(new URLSearchParams(''), DEFAULT_LIST_QUERY).get('reportId')).toBe('1');
    expect(listParams(new URLSearchParams(''), { ...DEFAULT_LIST_QUERY, search: 'x' }).has('reportId')).toBe(
      false,
    );
  });

  it('a header click flips the same column and starts another ascending, on page 1', () => {
    const onPage3 = { ...DEFAULT_LIST_QUERY, page: 3 };
    expect(toggleSort(onPage3, 'name')).toMatchObject({ sortBy: 'name', sortDirection: 'desc', page: 1 });
    expect(toggleSort({ ...onPage3, sortDirection: 'desc' }, 'name').sortDirection).toBe('asc');
    expect(toggleSort(onPage3, 'email')).toMatchObject({ sortBy: 'email', sortDirection: 'asc' });
  });

  it('reads and builds the deleted-customer notice parameters', () => {
    const path = deletedListPath(7, 'Ann & Bo');
    const params = new URLSearchParams(path.split('?')[1]);
    expect(deletedNotice(params)).toEqual({ id: '7', name: 'Ann & Bo' });
    expect(params.get('reportId')).toBe('1');
    expect(deletedNotice(new URLSearchParams('reportId=1'))).toBeNull();
  });
});
