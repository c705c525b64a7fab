import { describe, expect, it } from 'vitest';
import { lastCalendarPlace, placeQuery, rememberCalendarPlace } from './last-calendar-place';

/** A Storage of the test's own (the unit project runs in node). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const TODAY = '2026-11-26';

describe('the calendar place a user comes back to (issue 24 point 3)', () => {
  it('keeps only the place, not the open dialog', () => {
    expect(
      placeQuery(new URLSearchParams('appointmentId=4&date=2026-11-27&view=day-all&showAddModal=true')),
    ).toBe('view=day-all&date=2026-11-27');
    expect(placeQuery(new URLSearchParams('customer=3'))).toBe('');
  });

  it('answers the place left today, per user', () => {
    const storage = memoryStorage();
    rememberCalendarPlace(storage, 7, new URLSearchParams('view=day-all&date=2026-11-27'), TODAY);
    rememberCalendarPlace(storage, 8, new URLSearchParams('week=2026-11-22&viewProvider=3'), TODAY);
    expect(lastCalendarPlace(storage, 7, TODAY)).toBe('view=day-all&date=2026-11-27');
    expect(lastCalendarPlace(storage, 8, TODAY)).toBe('week=2026-11-22&viewProvider=3');
    expect(lastCalendarPlace(storage, 9, TODAY)).toBeNull();
  });

  it('on a later day keeps the view and provider and opens on today', () => {
    const storage = memoryStorage();
    rememberCalendarPlace(storage, 7, new URLSearchParams('view=day-all&date=2026-11-20'), '2026-11-20');
    expect(lastCalendarPlace(storage, 7, TODAY)).toBe('view=day-all');
    rememberCalendarPlace(storage, 7, new URLSearchParams('week=2026-11-15&viewProvider=3'), '2026-11-20');
    expect(lastCalendarPlace(storage, 7, TODAY)).toBe('viewProvider=3');
    rememberCalendarPlace(storage, 7, new URLSearchParams('week=2026-11-15'), '2026-11-20');
    expect(lastCalendarPlace(storage, 7, TODAY)).toBeNull();
  });

  it('leaving the default place forgets the last one; a broken entry or no storage is no place', () => {
    const storage = memoryStorage();
    rememberCalendarPlace(storage, 7, new URLSearchParams('view=day-all'), TODAY);
    rememberCalendarPlace(storage, 7, new URLSearchParams(''), TODAY);
    expect(lastCalendarPlace(storage, 7, TODAY)).toBeNull();
    storage.setItem('paybook:calendar-place:7', '{not json');
    expect(lastCalendarPlace(storage, 7, TODAY)).toBeNull();
    expect(lastCalendarPlace(undefined, 7, TODAY)).toBeNull();
    expect(() =>
      rememberCalendarPlace(undefined, 7, new URLSearchParams('view=day-all'), TODAY),
    ).not.toThrow();
  });
});
