import type { CalendarItem, ProvidersDay } from '@paybook/contracts';
import { describe, expect, it } from 'vitest';
import { providerColumns, providersDayBlocks } from './providers-day-grid';

// Issue 24 point 3: the providers' day, each column on its provider's own wall clock (ruling 8).

const DATE = '2026-11-23';

function appointment(id: number, providerId: number, start_at: string, end_at: string): CalendarItem {
  return {
    calendar_item_type: 'appointment',
    id,
    start_at,
    end_at,
    title: 'Haircut',
    offering: { id: 2, name: 'Haircut', category_id: 9 },
    customer: { id: 3, first_name: 'Emma', last_name: 'Johnson' },
    provider: { id: providerId, first_name: 'P', last_name: String(providerId) },
    time_zone_offset: -420,
    can_edit: true,
  };
}

const answer: ProvidersDay = {
  date: DATE,
  offering_categories: [
    { id: 8, name: 'Colour' },
    { id: 9, name: 'Hair' },
  ],
  providers: [
    {
      service_provider_id: 5,
      first_name: 'Jenna',
      last_name: 'Park',
      time_zone: 'America/Denver',
      day: {
        date: DATE,
        day_of_week: 1,
        start_at: '2026-11-23T16:00:00.000Z',
        end_at: '2026-11-24T00:00:00.000Z',
        is_working_day: true,
        items: [
          appointment(1, 5, '2026-11-23T16:00:00.000Z', '2026-11-23T17:00:00.000Z'),
          appointment(2, 5, '2026-11-23T16:30:00.000Z', '2026-11-23T17:00:00.000Z'),
        ],
      },
    },
    {
      service_provider_id: 6,
      first_name: 'Leo',
      last_name: 'Martinez',
      time_zone: 'America/New_York',
      day: {
        date: DATE,
        day_of_week: 1,
        start_at: null,
        end_at: null,
        is_working_day: false,
        items: [appointment(3, 6, '2026-11-23T16:00:00.000Z', '2026-11-23T17:00:00.000Z')],
      },
    },
  ],
};

describe('the providers’ day grid (issue 24 point 3)', () => {
  it('has a column per provider, in the answer’s order, on the provider’s clock', () => {
    const columns = providerColumns(answer);
    expect(columns.map(({ key, providerId, timeZone }) => ({ key, providerId, timeZone }))).toEqual([
      { key: `${DATE}@5`, providerId: 5, timeZone: 'America/Denver' },
      { key: `${DATE}@6`, providerId: 6, timeZone: 'America/New_York' },
    ]);
    expect(columns[0]?.shades[0]).toEqual({ kind: 'working', start: 540, end: 1020 });
    expect(columns[1]?.shades).toEqual([{ kind: 'off', start: 0, end: 1440 }]);
  });

  it('places each provider’s blocks in their column, side by side where they overlap, in one colour per category', () => {
    const blocks = providersDayBlocks(answer);
    const jenna = blocks.get(`${DATE}@5`) ?? [];
    expect(jenna.map(({ key, start, column, columns }) => ({ key, start, column, columns }))).toEqual([
      { key: 'appointment-1', start: 540, column: 0, columns: 2 },
      { key: 'appointment-2', start: 570, column: 1, columns: 2 },
    ]);
    // 16:00 UTC is 11:00 in New York: the same instant, another row.
    const leo = blocks.get(`${DATE}@6`) ?? [];
    expect(leo.map(({ start, columns }) => ({ start, columns }))).toEqual([{ start: 660, columns: 1 }]);
    expect(new Set([...jenna, ...leo].map((block) => block.tone)).size).toBe(1);
  });
});
