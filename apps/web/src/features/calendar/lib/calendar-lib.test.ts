import { describe, expect, it } from 'vitest';
import {
  clockTime,
  dayLabel,
  dayParts,
  hourLabel,
  shortDate,
  timeRange,
  weekRangeLabel,
  zoneName,
} from './calendar-format';
import {
  EVENT_MIN_MINUTES,
  isShortEvent,
  minutesToPx,
  PIXELS_PER_HOUR,
  SLOT_HEIGHT_PX,
  SLOT_MINUTES,
} from './calendar-layout';
import { readCalendarSearch, writeCalendarSearch } from './calendar-search-params';
import { slotTimeAt } from './slot-at-point';
import { instantAtWall } from './zone-clock';

describe('zone clock (ruling 8: the week in the provider’s zone, not the browser’s)', () => {
  it('turns a clicked slot (its column’s date, its row’s time) into the instant in the zone', () => {
    expect(instantAtWall('2026-11-26', '10:00:00', 'America/Denver')).toBe('2026-11-26T17:00:00.000Z');
    expect(instantAtWall('2026-07-01', '09:30:00', 'America/Denver')).toBe('2026-07-01T15:30:00.000Z');
    expect(instantAtWall('2026-11-26', '10:00', 'Asia/Tokyo')).toBe('2026-11-26T01:00:00.000Z');
  });

  it('reads the slot the fall-back night shows twice as the earlier one (daylight time)', () => {
    expect(instantAtWall('2026-11-01', '01:30', 'America/Denver')).toBe('2026-11-01T07:30:00.000Z');
  });
});

describe('calendar layout (spec 1 §9)', () => {
  it('has 30-minute rows at 72 pixels an hour', () => {
    expect([SLOT_MINUTES, PIXELS_PER_HOUR, SLOT_HEIGHT_PX]).toEqual([30, 72, 36]);
    expect([minutesToPx(60), minutesToPx(24 * 60), EVENT_MIN_MINUTES]).toEqual([72, 1728, 15]);
  });

  it('finds the 30-minute slot under a click from the top of a day column (spec 1 §2.3)', () => {
    expect(slotTimeAt(0)).toBe('00:00');
    expect(slotTimeAt(9 * 72 + 10)).toBe('09:00');
    expect(slotTimeAt(9 * 72 + 36)).toBe('09:30');
    expect(slotTimeAt(24 * 72 - 1)).toBe('23:30');
    expect([slotTimeAt(-1), slotTimeAt(24 * 72), slotTimeAt(Number.NaN)]).toEqual([null, null, null]);
  });

  it('draws events of 0.67 hour or less compactly', () => {
    expect(isShortEvent('2026-11-23T16:00:00Z', '2026-11-23T16:40:00Z')).toBe(true);
    expect(isShortEvent('2026-11-23T16:00:00Z', '2026-11-23T16:15:00Z')).toBe(true);
    expect(isShortEvent('2026-11-23T16:00:00Z', '2026-11-23T16:45:00Z')).toBe(false);
    expect(isShortEvent('2026-11-23T16:00:00Z', '2026-11-23T17:00:00Z')).toBe(false);
  });
});

describe('calendar address (spec 1 §2.3)', () => {
  it('reads the query parameters, the week (from its first day) and the phone’s day and mode', () => {
    const search = readCalendarSearch(
      new URLSearchParams(
        'week=2026-11-25&date=2026-11-26&view=agenda&viewProvider=7&appointmentId=12&showAddModal=true&customer=3',
      ),
      0,
    );
    expect(search).toEqual({
      week: '2026-11-22',
      date: '2026-11-26',
      view: 'agenda',
      viewProvider: 7,
      appointmentId: 12,
      showAddModal: true,
      customer: 3,
    });
    expect(readCalendarSearch(new URLSearchParams('week=20261125'), 0).week).toBe('2026-11-22');
    // Issue 16 point 9: a merchant whose weeks start on Monday.
    expect(readCalendarSearch(new URLSearchParams('week=2026-11-22'), 1).week).toBe('2026-11-16');
    expect(readCalendarSearch(new URLSearchParams('week=2026-11-25'), 1).week).toBe('2026-11-23');
    expect(readCalendarSearch(new URLSearchParams('view=week'), 0).view).toBe('provider');
    expect(readCalendarSearch(new URLSearchParams('view=provider'), 0).view).toBe('provider');
    expect(readCalendarSearch(new URLSearchParams('view=day-all&date=20261126'), 0)).toMatchObject({
      view: 'day-all',
      date: '2026-11-26',
    });
  });

  it('ignores what is not a real date or id', () => {
    const search = readCalendarSearch(
      new URLSearchParams(
        'week=2026-02-30&date=tomorrow&viewProvider=abc&appointmentId=-1&showAddModal=yes&customer=0',
      ),
      0,
    );
    expect(search).toEqual({
      week: null,
      date: null,
      view: 'provider',
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
    // One provider's calendar is the default view: only the others are written.
    const agenda = writeCalendarSearch(next, { view: 'agenda', date: '2026-11-30' });
    expect(agenda.toString()).toBe('week=2026-11-29&x=1&viewProvider=4&view=agenda&date=2026-11-30');
    expect(writeCalendarSearch(agenda, { view: 'provider' }).toString()).toBe(
      'week=2026-11-29&x=1&viewProvider=4&date=2026-11-30',
    );
  });
});

describe('calendar texts in the provider’s zone (ruling 8)', () => {
  // Intl puts thin and narrow no-break spaces around the range dash and before AM/PM.
  const plain = (text: string) => text.replace(/\s/g, ' ');

  it('shows local dates as they are and instants in the zone', () => {
    expect(dayLabel('2026-11-23')).toBe('Monday, November 23');
    expect(shortDate('2026-11-22')).toBe('Nov 22, 2026');
    expect(dayParts('2026-11-22')).toEqual({ weekday: 'Sun', dayOfMonth: '22' });
    expect([0, 9, 12, 17].map((hour) => plain(hourLabel(hour)))).toEqual(['12 AM', '9 AM', '12 PM', '5 PM']);
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

  it('formats a range by its wall-clock times, across AM and PM, midnight and a daylight-saving change', () => {
    const denver = (from: string, to: string) => plain(timeRange(from, to, 'America/Denver'));
    expect(denver('2026-11-24T16:00:00.000Z', '2026-11-24T17:30:00.000Z')).toBe('9:00 – 10:30 AM');
    expect(denver('2026-11-24T18:30:00.000Z', '2026-11-24T20:00:00.000Z')).toBe('11:30 AM – 1:00 PM');
    // 01:30 MDT to 01:30 MST, an hour apart on the night the clocks go back.
    expect(denver('2026-11-01T07:30:00.000Z', '2026-11-01T09:30:00.000Z')).toBe('1:30 – 2:30 AM');
    expect(denver('2026-11-24T06:00:00.000Z', '2026-11-24T08:00:00.000Z')).toBe(
      plain(
        new Intl.DateTimeFormat('en-US', {
          timeZone: 'America/Denver',
          hour: 'numeric',
          minute: '2-digit',
        }).formatRange(new Date('2026-11-24T06:00:00.000Z'), new Date('2026-11-24T08:00:00.000Z')),
      ),
    );
  });
});
