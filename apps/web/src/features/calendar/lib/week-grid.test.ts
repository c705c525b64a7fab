import type { CalendarItem, CalendarWeek } from '@paybook/contracts';
import { describe, expect, it } from 'vitest';
import { itemKey, scrollStartMinutes, weekBlocks, weekColumns, weekDates } from './week-grid';

// spec 1 §2.5, ruling 8: the week grid in the provider's zone (America/Denver: UTC-7 in winter, UTC-6 in
// summer). Minutes are after the column's wall-clock midnight.

const ZONE = 'America/Denver';
const provider = { id: 5, first_name: 'Jenna', last_name: 'Park' };

function item(overrides: Partial<CalendarItem>): CalendarItem {
  return {
    calendar_item_type: 'appointment',
    id: 1,
    start_at: '2026-11-23T16:00:00.000Z',
    end_at: '2026-11-23T17:00:00.000Z',
    title: 'Haircut',
    offering: { id: 2, name: 'Haircut' },
    customer: { id: 3, first_name: 'Emma', last_name: 'Johnson' },
    provider,
    time_zone_offset: -420,
    can_edit: true,
    ...overrides,
  };
}

const personal = (id: number, start_at: string, end_at: string) =>
  item({
    calendar_item_type: 'personal_time',
    id,
    start_at,
    end_at,
    title: 'Dentist',
    offering: null,
    customer: null,
  });

type Day = CalendarWeek['days'][number];

/** The week from `sunday`; `days` overrides a day by its index (0 = Sunday). */
function weekOf(sunday: string, days: Record<number, Partial<Day>>): CalendarWeek {
  return {
    service_provider_id: 5,
    time_zone: ZONE,
    time_zone_offset: -420,
    earliest_default_start_time: '09:00',
    offering_categories: [],
    days: weekDates(sunday).map((date, index) => ({
      date,
      day_of_week: index,
      start_at: null,
      end_at: null,
      is_working_day: false,
      items: [],
      ...days[index],
    })),
  };
}

const placed = (week: CalendarWeek, date: string) =>
  (weekBlocks(week).get(date) ?? []).map(({ key, start, end, column, columns }) => ({
    key,
    start,
    end,
    column,
    columns,
  }));

describe('week dates', () => {
  it('runs seven days from the week’s first day (any weekday, issue 16 point 9), across a year’s end', () => {
    expect(weekDates('2026-11-23')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(weekDates('2026-12-27').at(-1)).toBe('2027-01-02');
  });

  it('issue 16 point 1: a block takes its category’s tone; an uncategorised one none', () => {
    const week = weekOf('2026-11-22', {
      1: {
        items: [
          item({ id: 1, offering: { id: 2, name: 'Haircut', category_id: 7 } }),
          item({
            id: 2,
            start_at: '2026-11-23T18:00:00.000Z',
            end_at: '2026-11-23T18:30:00.000Z',
            offering: { id: 3, name: 'Consultation' },
          }),
        ],
      },
    });
    week.offering_categories = [{ id: 7, name: 'Hair' }];
    expect(
      weekBlocks(week)
        .get('2026-11-23')
        ?.map((block) => block.tone),
    ).toEqual([1, undefined]);
  });
});

describe('week columns: working hours and the time outside them (spec 1 §2.5)', () => {
  const week = weekOf('2026-11-22', {
    1: { is_working_day: true, start_at: '2026-11-23T16:00:00.000Z', end_at: '2026-11-24T00:00:00.000Z' },
    2: { is_working_day: true, start_at: '2026-11-24T07:00:00.000Z', end_at: '2026-11-25T07:00:00.000Z' },
  });

  it('shades a working day’s hours in the provider’s zone, and the day off whole', () => {
    const [sunday, monday, tuesday] = weekColumns(week, '2026-11-22');
    expect(monday?.shades).toEqual([
      { kind: 'working', start: 540, end: 1020 },
      { kind: 'off', start: 0, end: 540 },
      { kind: 'off', start: 1020, end: 1440 },
    ]);
    expect(sunday?.shades).toEqual([{ kind: 'off', start: 0, end: 1440 }]);
    // Working from midnight to midnight leaves nothing outside.
    expect(tuesday?.shades).toEqual([{ kind: 'working', start: 0, end: 1440 }]);
  });

  it('keeps the week’s dates when the answer leaves a day out, without shading it', () => {
    const partial = { ...week, days: week.days.filter((day) => day.date !== '2026-11-25') };
    const columns = weekColumns(partial, '2026-11-22');
    expect(columns.map((column) => column.date)).toEqual(weekDates('2026-11-22'));
    expect(columns[3]).toEqual({
      key: '2026-11-25',
      date: '2026-11-25',
      providerId: null,
      timeZone: ZONE,
      day: undefined,
      shades: [],
    });
  });

  it('draws the week asked for while its answer has no days', () => {
    const empty = { ...week, days: [] };
    expect(weekColumns(empty, '2026-11-29').map((column) => column.date)[0]).toBe('2026-11-29');
  });

  it('opens half an hour above the earliest working hour of the columns shown, else above the fallback', () => {
    const columns = weekColumns(week, '2026-11-22');
    // Tuesday works from midnight.
    expect(scrollStartMinutes(columns, '09:00')).toBe(0);
    expect(scrollStartMinutes(columns.slice(0, 2), '08:00')).toBe(510);
    // Issue 24 point 3: a phone's day off opens where the week's earliest start is.
    expect(scrollStartMinutes(columns.slice(0, 1), '08:00')).toBe(450);
  });
});

describe('week blocks (spec 1 §2.5, §9)', () => {
  it('places each item at its wall-clock time with its key, its day and whether it is short', () => {
    const breakItem = item({
      calendar_item_type: 'break',
      id: 9,
      start_at: '2026-11-23T19:00:00.000Z',
      end_at: '2026-11-23T20:00:00.000Z',
      title: 'Break',
      offering: null,
      customer: null,
    });
    const week = weekOf('2026-11-22', {
      1: {
        items: [item({}), breakItem, personal(4, '2026-11-23T21:00:00.000Z', '2026-11-23T21:15:00.000Z')],
      },
    });
    const blocks = weekBlocks(week).get('2026-11-23') ?? [];
    expect(blocks.map(({ key, date, isShort, start, end }) => ({ key, date, isShort, start, end }))).toEqual([
      { key: 'appointment-1', date: '2026-11-23', isShort: false, start: 540, end: 600 },
      { key: 'break-9-2026-11-23', date: '2026-11-23', isShort: false, start: 720, end: 780 },
      { key: 'personal_time-4', date: '2026-11-23', isShort: true, start: 840, end: 855 },
    ]);
    expect(weekBlocks(week).get('2026-11-22')).toBeUndefined();
  });

  it('keys a weekly break by its date, other items by their id', () => {
    expect(itemKey(item({ calendar_item_type: 'break', id: 9 }), '2026-11-30')).toBe('break-9-2026-11-30');
    expect(itemKey(item({ id: 9 }), '2026-11-30')).toBe('appointment-9');
  });

  it('lays overlapping items side by side, in time order', () => {
    const week = weekOf('2026-11-22', {
      1: {
        items: [
          item({ id: 2, start_at: '2026-11-23T16:30:00.000Z', end_at: '2026-11-23T17:30:00.000Z' }),
          item({ id: 1 }),
          item({ id: 3, start_at: '2026-11-23T17:30:00.000Z', end_at: '2026-11-23T18:00:00.000Z' }),
        ],
      },
    });
    expect(placed(week, '2026-11-23')).toEqual([
      { key: 'appointment-1', start: 540, end: 600, column: 0, columns: 2 },
      { key: 'appointment-2', start: 570, end: 630, column: 1, columns: 2 },
      // It starts as the one before it ends: a cluster of its own.
      { key: 'appointment-3', start: 630, end: 660, column: 0, columns: 1 },
    ]);
  });

  it('lays items out as tall as they are drawn: a 5-minute block is 15 minutes tall', () => {
    const week = weekOf('2026-11-22', {
      1: {
        items: [
          personal(1, '2026-11-23T17:00:00.000Z', '2026-11-23T17:05:00.000Z'),
          personal(2, '2026-11-23T17:10:00.000Z', '2026-11-23T17:30:00.000Z'),
        ],
      },
    });
    expect(placed(week, '2026-11-23').map(({ column, columns }) => [column, columns])).toEqual([
      [0, 2],
      [1, 2],
    ]);
  });

  it('cuts an item that crosses midnight at its day’s end and goes on in the next column', () => {
    const week = weekOf('2026-11-22', {
      1: {
        items: [
          personal(7, '2026-11-24T06:00:00.000Z', '2026-11-24T08:00:00.000Z'),
          item({ id: 8, start_at: '2026-11-24T05:00:00.000Z', end_at: '2026-11-24T06:30:00.000Z' }),
        ],
      },
      2: {
        items: [item({ id: 9, start_at: '2026-11-24T07:30:00.000Z', end_at: '2026-11-24T08:30:00.000Z' })],
      },
    });
    expect(placed(week, '2026-11-23')).toEqual([
      { key: 'appointment-8', start: 1320, end: 1410, column: 0, columns: 2 },
      { key: 'personal_time-7', start: 1380, end: 1440, column: 1, columns: 2 },
    ]);
    expect(placed(week, '2026-11-24')).toEqual([
      { key: 'personal_time-7@2026-11-24', start: 0, end: 60, column: 0, columns: 2 },
      { key: 'appointment-9', start: 30, end: 90, column: 1, columns: 2 },
    ]);
    // The rest of the item is still Monday's (its popover's date).
    expect(weekBlocks(week).get('2026-11-24')?.[0]?.date).toBe('2026-11-23');
  });

  it('ends an item at midnight without a block in the next column, and drops what runs past the week', () => {
    const week = weekOf('2026-11-22', {
      1: { items: [personal(1, '2026-11-24T05:00:00.000Z', '2026-11-24T07:00:00.000Z')] },
      6: { items: [personal(2, '2026-11-29T06:00:00.000Z', '2026-11-29T09:00:00.000Z')] },
    });
    expect(placed(week, '2026-11-23').map(({ start, end }) => [start, end])).toEqual([[1320, 1440]]);
    expect(weekBlocks(week).get('2026-11-24')).toBeUndefined();
    expect(placed(week, '2026-11-28').map(({ start, end }) => [start, end])).toEqual([[1380, 1440]]);
  });

  it('places items by the wall clock on the daylight-saving days of 23 and 25 hours', () => {
    // 2026-03-08: 02:00 MST jumps to 03:00 MDT. 2026-11-01: 02:00 MDT falls back to 01:00 MST.
    const spring = weekOf('2026-03-08', {
      0: {
        is_working_day: true,
        start_at: '2026-03-08T15:00:00.000Z',
        end_at: '2026-03-08T23:00:00.000Z',
        items: [
          personal(1, '2026-03-08T08:30:00.000Z', '2026-03-08T09:30:00.000Z'),
          item({ id: 2, start_at: '2026-03-08T21:00:00.000Z', end_at: '2026-03-08T22:00:00.000Z' }),
        ],
      },
    });
    expect(weekColumns(spring, '2026-03-08')[0]?.shades[0]).toEqual({
      kind: 'working',
      start: 540,
      end: 1020,
    });
    // 01:30 MST to 03:30 MDT: one hour long, drawn over the two rows the wall clock shows.
    expect(placed(spring, '2026-03-08').map(({ start, end }) => [start, end])).toEqual([
      [90, 210],
      [900, 960],
    ]);

    const fall = weekOf('2026-11-01', {
      0: {
        is_working_day: true,
        start_at: '2026-11-01T16:00:00.000Z',
        end_at: '2026-11-02T00:00:00.000Z',
        items: [
          // 01:30 the second time (MST), and an item late in the 25-hour day.
          personal(1, '2026-11-01T08:30:00.000Z', '2026-11-01T09:00:00.000Z'),
          item({ id: 2, start_at: '2026-11-02T05:00:00.000Z', end_at: '2026-11-02T07:00:00.000Z' }),
        ],
      },
    });
    expect(weekColumns(fall, '2026-11-01')[0]?.shades[0]).toEqual({ kind: 'working', start: 540, end: 1020 });
    expect(placed(fall, '2026-11-01').map(({ start, end }) => [start, end])).toEqual([
      [90, 120],
      [1320, 1440],
    ]);
  });
});
