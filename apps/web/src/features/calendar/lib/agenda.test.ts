import type { CalendarItem, CalendarWeek } from '@paybook/contracts';
import { addDays } from '@paybook/domain';
import { describe, expect, it } from 'vitest';
import { agendaDays } from './agenda';

// Issue 16 point 4: the phone's agenda lists the appointments of the coming days, grouped by day.

const provider = { id: 5, first_name: 'Jenna', last_name: 'Park' };
const item = (id: number, start_at: string, type: CalendarItem['calendar_item_type'] = 'appointment') =>
  ({
    calendar_item_type: type,
    id,
    start_at,
    end_at: start_at,
    title: 'Haircut',
    offering: null,
    customer: null,
    provider,
    time_zone_offset: -420,
    can_edit: true,
  }) satisfies CalendarItem;

function week(first: string, items: Record<string, CalendarItem[]>): CalendarWeek {
  return {
    service_provider_id: 5,
    time_zone: 'America/Denver',
    time_zone_offset: -420,
    earliest_default_start_time: '09:00',
    offering_categories: [],
    days: Array.from({ length: 7 }, (_, index) => {
      const date = addDays(first, index);
      return {
        date,
        day_of_week: index,
        start_at: null,
        end_at: null,
        is_working_day: true,
        items: items[date] ?? [],
      };
    }),
  };
}

describe('agendaDays', () => {
  const thisWeek = week('2026-11-22', {
    '2026-11-26': [item(2, '2026-11-26T20:00:00.000Z'), item(1, '2026-11-26T16:00:00.000Z')],
    '2026-11-27': [
      item(3, '2026-11-27T18:00:00.000Z', 'break'),
      item(4, '2026-11-27T19:00:00.000Z', 'personal_time'),
    ],
  });
  const nextWeek = week('2026-11-29', { '2026-12-01': [item(5, '2026-12-01T16:00:00.000Z')] });

  it.each([
    [
      'from a Thursday, across two weeks',
      [thisWeek, nextWeek],
      '2026-11-26',
      7,
      ['2026-11-26', '2026-12-02'],
      [1, 2, 5],
    ],
    ['three days only', [thisWeek, nextWeek], '2026-11-26', 3, ['2026-11-26', '2026-11-28'], [1, 2]],
    [
      'a week not loaded yet leaves its days out',
      [thisWeek],
      '2026-11-26',
      7,
      ['2026-11-26', '2026-11-28'],
      [1, 2],
    ],
  ])('%s', (_, weeks, from, days, [first, last], ids) => {
    const agenda = agendaDays(weeks, from, days);
    expect(agenda[0]?.date).toBe(first);
    expect(agenda.at(-1)?.date).toBe(last);
    // Appointments only, in time order; breaks and personal time are the day view's.
    expect(agenda.flatMap((day) => day.items.map((entry) => entry.id))).toEqual(ids);
  });
});
