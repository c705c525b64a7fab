import type { CalendarItem, CalendarWeek } from '@paybook/contracts';
import { describe, expect, it } from 'vitest';
import {
  clockTime,
  dayLabel,
  dayParts,
  shortDate,
  timeRange,
  weekRangeLabel,
  zoneName,
} from './calendar-format';
import { isShortEvent, PIXELS_PER_HOUR, SLOT_HEIGHT_PX, SLOT_MINUTES } from './calendar-layout';
import { readCalendarSearch, sundayOf, writeCalendarSearch } from './calendar-search-params';
import { itemKey, weekEvents } from './week-events';
import { instantAtWall, offsetMinutesAtWall, wallArrayOf } from './zone-clock';

describe('zone clock (ruling 8: the week in the provider’s zone, not the browser’s)', () => {
  it('reads an instant on Denver’s wall clock, in winter and in summer', () => {
    expect(wallArrayOf(Date.parse('2026-11-23T16:00:00Z'), 'America/Denver')).toEqual([
      2026, 10, 23, 9, 0, 0, 0,
    ]);
    expect(wallArrayOf(Date.parse('2026-07-01T15:30:00Z'), 'America/Denver')).toEqual([
      2026, 6, 1, 9, 30, 0, 0,
    ]);
    expect(wallArrayOf(Date.parse('2026-11-23T16:00:00Z'), 'Asia/Kolkata')).toEqual([
      2026, 10, 23, 21, 30, 0, 0,
    ]);
  });

  it('gives the offset at a wall time, across the 2026 daylight-saving changes in America/Denver', () => {
    expect(offsetMinutesAtWall([2026, 2, 7, 12, 0, 0, 0], 'America/Denver')).toBe(-420);
    expect(offsetMinutesAtWall([2026, 2, 8, 12, 0, 0, 0], 'America/Denver')).toBe(-360);
    expect(offsetMinutesAtWall([2026, 10, 1, 12, 0, 0, 0], 'America/Denver')).toBe(-420);
    expect(offsetMinutesAtWall([2026, 10, 23, 9, 0, 0, 0], 'Asia/Kolkata')).toBe(330);
  });

  it('round-trips: a wall time and its offset give back the instant', () => {
    for (const iso of ['2026-03-08T09:00:00Z', '2026-11-01T10:30:00Z', '2026-06-15T23:59:00Z']) {
      const ms = Date.parse(iso);
      const array = wallArrayOf(ms, 'America/Denver');
      const [y = 0, mo = 0, d = 0, h = 0, mi = 0, s = 0, milli = 0] = array;
      const wall = Date.UTC(y, mo, d, h, mi, s, milli);
      expect(wall - offsetMinutesAtWall(array, 'America/Denver') * 60_000).toBe(ms);
    }
  });

  it('reads a wall time the fall-back night shows twice as the earlier one (daylight time)', () => {
    expect(offsetMinutesAtWall([2026, 10, 1, 1, 30, 0, 0], 'America/Denver')).toBe(-360);
  });

  it('turns a clicked slot (its column’s date, its row’s time) into the instant in the zone', () => {
    expect(instantAtWall('2026-11-26', '10:00:00', 'America/Denver')).toBe('2026-11-26T17:00:00.000Z');
    expect(instantAtWall('2026-07-01', '09:30:00', 'America/Denver')).toBe('2026-07-01T15:30:00.000Z');
    expect(instantAtWall('2026-11-26', '10:00', 'Asia/Tokyo')).toBe('2026-11-26T01:00:00.000Z');
  });
});

describe('calendar layout (spec 1 §9)', () => {
  it('has 30-minute rows at 72 pixels an hour', () => {
    expect([SLOT_MINUTES, PIXELS_PER_HOUR, SLOT_HEIGHT_PX]).toEqual([30, 72, 36]);
  });

  it('draws events of 0.67 hour or less compactly', () => {
    expect(isShortEvent('2026-11-23T16:00:00Z', '2026-11-23T16:40:00Z')).toBe(true);
    expect(isShortEvent('2026-11-23T16:00:00Z', '2026-11-23T16:15:00Z')).toBe(true);
    expect(isShortEvent('2026-11-23T16:00:00Z', '2026-11-23T16:45:00Z')).toBe(false);
    expect(isShortEvent('2026-11-23T16:00:00Z', '2026-11-23T17:00:00Z')).toBe(false);
  });
});

describe('calendar address (spec 1 §2.3)', () => {
  it('reads the query parameters and the week, whose start is always its Sunday', () => {
    const search = readCalendarSearch(
      new URLSearchParams('week=2026-11-25&viewProvider=7&appointmentId=12&showAddModal=true&customer=3'),
    );
    expect(search).toEqual({
      week: '2026-11-22',
      viewProvider: 7,
      appointmentId: 12,
      showAddModal: true,
      customer: 3,
    });
    expect(sundayOf('2026-11-22')).toBe('2026-11-22');
    expect(sundayOf('2026-11-28')).toBe('2026-11-22');
    expect(readCalendarSearch(new URLSearchParams('week=20261125')).week).toBe('2026-11-22');
  });

  it('ignores what is not a real date or id', () => {
    const search = readCalendarSearch(
      new URLSearchParams('week=2026-02-30&viewProvider=abc&appointmentId=-1&showAddModal=yes&customer=0'),
    );
    expect(search).toEqual({
      week: null,
      viewProvider: null,
      appointmentId: null,
      showAddModal: false,
      customer: null,
    });
  });

  it('writes changes and leaves cleared parameters out', () => {
    const next = writeCalendarSearch(new URLSearchParams('week=2026-11-22&showAddModal=true&x=1'), {
      week: '2026-11-29',
      showAddModal: false,
      viewProvider: 4,
    });
    expect(next.toString()).toBe('week=2026-11-29&x=1&viewProvider=4');
  });
});

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

describe('week events (spec 1 §2.5)', () => {
  const days = [
    '2026-11-22',
    '2026-11-23',
    '2026-11-24',
    '2026-11-25',
    '2026-11-26',
    '2026-11-27',
    '2026-11-28',
  ];
  const week: CalendarWeek = {
    service_provider_id: 5,
    time_zone: 'America/Denver',
    time_zone_offset: -420,
    earliest_default_start_time: '09:00',
    days: days.map((date, index) => ({
      date,
      day_of_week: index,
      start_at: index === 1 ? '2026-11-23T16:00:00.000Z' : null,
      end_at: index === 1 ? '2026-11-24T00:00:00.000Z' : null,
      is_working_day: index === 1,
      items:
        index === 1
          ? [
              item({}),
              item({
                calendar_item_type: 'break',
                id: 9,
                start_at: '2026-11-23T19:00:00.000Z',
                end_at: '2026-11-23T20:00:00.000Z',
                title: 'Break',
                offering: null,
                customer: null,
              }),
              item({
                calendar_item_type: 'personal_time',
                id: 4,
                start_at: '2026-11-23T21:00:00.000Z',
                end_at: '2026-11-23T21:15:00.000Z',
                title: 'Dentist',
                offering: null,
                customer: null,
              }),
            ]
          : [],
    })),
  };

  it('shades a working day’s hours and the time outside them in the provider’s zone', () => {
    const events = weekEvents(week);
    const monday = events.filter(
      (event) => event.display === 'background' && event.id.endsWith('2026-11-23'),
    );
    expect(monday.map((event) => [event.classNames[0], event.start, event.end])).toEqual([
      ['calendar-working-hours', '2026-11-23T16:00:00.000Z', '2026-11-24T00:00:00.000Z'],
      ['calendar-off-hours', '2026-11-23T07:00:00.000Z', '2026-11-23T16:00:00.000Z'],
      ['calendar-off-hours', '2026-11-24T00:00:00.000Z', '2026-11-24T07:00:00.000Z'],
    ]);
    const sunday = events.filter((event) => event.id === 'off-2026-11-22');
    expect(sunday.map((event) => [event.start, event.end])).toEqual([
      ['2026-11-22T07:00:00.000Z', '2026-11-23T07:00:00.000Z'],
    ]);
  });

  it('gives each block its kind, its date and whether it is short', () => {
    const blocks = weekEvents(week).filter((event) => event.display === 'auto');
    expect(blocks.map((event) => [event.id, event.classNames, event.extendedProps?.isShort])).toEqual([
      ['appointment-1', ['calendar-item-appointment'], false],
      ['break-9-2026-11-23', ['calendar-item-break'], false],
      ['personal_time-4', ['calendar-item-personal_time', 'calendar-item-short'], true],
    ]);
    expect(blocks[1]?.extendedProps?.date).toBe('2026-11-23');
  });

  it('keys a weekly break by its date, other items by their id', () => {
    expect(itemKey(item({ calendar_item_type: 'break', id: 9 }), '2026-11-30')).toBe('break-9-2026-11-30');
    expect(itemKey(item({ id: 9 }), '2026-11-30')).toBe('appointment-9');
  });
});

describe('calendar texts in the provider’s zone (ruling 8)', () => {
  // Intl puts thin and narrow no-break spaces around the range dash and before AM/PM.
  const plain = (text: string) => text.replace(/\s/g, ' ');

  it('shows local dates as they are and instants in the zone', () => {
    expect(dayLabel('2026-11-23')).toBe('Monday, November 23');
    expect(shortDate('2026-11-22')).toBe('Nov 22, 2026');
    expect(dayParts('2026-11-22')).toEqual({ weekday: 'Sun', dayOfMonth: '22' });
    expect(plain(weekRangeLabel('2026-11-22', '2026-11-28'))).toBe('Nov 22 – 28, 2026');
    expect(plain(weekRangeLabel('2026-12-27', '2027-01-02'))).toBe('Dec 27, 2026 – Jan 2, 2027');
    expect(plain(clockTime('2026-11-23T16:00:00.000Z', 'America/Denver'))).toBe('9:00 AM');
    expect(plain(timeRange('2026-11-23T16:00:00.000Z', '2026-11-23T17:30:00.000Z', 'America/Denver'))).toBe(
      '9:00 – 10:30 AM',
    );
    expect(zoneName('America/Denver', new Date('2026-11-23T16:00:00Z'))).toBe('MST');
  });

  it('keeps each zone’s time range apart in its cache (issue 14 point 7)', () => {
    const [start, end] = ['2026-11-23T16:00:00.000Z', '2026-11-23T17:30:00.000Z'];
    expect(plain(timeRange(start, end, 'America/Denver'))).toBe('9:00 – 10:30 AM');
    expect(plain(timeRange(start, end, 'Asia/Kolkata'))).toBe('9:30 – 11:00 PM');
    expect(plain(timeRange(start, end, 'America/Denver'))).toBe('9:00 – 10:30 AM');
  });
});
