import type { CalendarItem } from '@paybook/contracts';
import { describe, expect, it } from 'vitest';
import { blockLayout, blockText } from './block-text';
import { startClock } from './calendar-format';
import { categoryTones } from './category-tones';

// Issue 16 point 1: a block names the customer first, then the service and time, shortened by what fits.

const provider = { id: 5, first_name: 'Jenna', last_name: 'Park' };
const emma = { id: 3, first_name: 'Emma', last_name: 'Johnson' };

function item(overrides: Partial<CalendarItem>): CalendarItem {
  return {
    calendar_item_type: 'appointment',
    id: 1,
    start_at: '2026-11-23T22:00:00.000Z',
    end_at: '2026-11-23T22:30:00.000Z',
    title: 'Express Blowout',
    offering: { id: 2, name: 'Express Blowout' },
    customer: emma,
    provider,
    time_zone_offset: -420,
    can_edit: true,
    ...overrides,
  };
}

const times = { start: '3:00', range: '3:00 – 3:30 PM' };
const personal = item({
  calendar_item_type: 'personal_time',
  title: 'Dentist',
  offering: null,
  customer: null,
});
const lunch = item({ calendar_item_type: 'break', title: 'Break', offering: null, customer: null });
const walkIn = item({ customer: null });

describe('blockLayout', () => {
  it.each([
    [5, 'line'],
    [30, 'line'],
    [40, 'line'],
    [45, 'compact'],
    [59, 'compact'],
    [60, 'full'],
    [90, 'full'],
  ] as const)('%i minutes: %s', (minutes, layout) => {
    expect(blockLayout(minutes)).toBe(layout);
  });
});

describe('blockText', () => {
  it.each([
    ['30-minute appointment', item({}), 30, ['Emma Johnson · 3:00']],
    ['45-minute appointment', item({}), 45, ['Emma Johnson', 'Express Blowout · 3:00']],
    ['60-minute appointment', item({}), 60, ['Emma Johnson', 'Express Blowout', '3:00 – 3:30 PM']],
    ['30-minute walk-in', walkIn, 30, ['Express Blowout · 3:00']],
    ['60-minute walk-in', walkIn, 60, ['Express Blowout', '3:00 – 3:30 PM']],
    ['15-minute personal time', personal, 15, ['Dentist · 3:00']],
    ['60-minute break', lunch, 60, ['Break', '3:00 – 3:30 PM']],
    ['45-minute personal time', personal, 45, ['Dentist', '3:00 – 3:30 PM']],
  ] as const)('%s', (_, block, minutes, lines) => {
    expect(blockText(block, minutes, times).lines).toEqual(lines);
  });

  it.each([
    ['appointment', item({}), undefined, 'Emma Johnson · Express Blowout · 3:00 – 3:30 PM'],
    ['with its status', item({}), 'Arrived', 'Emma Johnson · Express Blowout · 3:00 – 3:30 PM · Arrived'],
    ['walk-in', walkIn, undefined, 'Express Blowout · 3:00 – 3:30 PM'],
    ['personal time (its customer is never shown)', personal, undefined, 'Dentist · 3:00 – 3:30 PM'],
  ] as const)('the tooltip holds the whole text: %s', (_, block, status, full) => {
    expect(blockText(block, 30, times, status).full).toBe(full);
  });

  it('a customer without a name is a walk-in', () => {
    const unnamed = item({ customer: { id: 4, first_name: ' ', last_name: '' } });
    expect(blockText(unnamed, 30, times).lines).toEqual(['Express Blowout · 3:00']);
  });
});

describe('startClock', () => {
  it.each([
    ['2026-11-23T22:00:00.000Z', 'America/Denver', '3:00'],
    ['2026-11-23T16:30:00.000Z', 'America/Denver', '9:30'],
    ['2026-11-23T07:05:00.000Z', 'America/Denver', '12:05'],
    ['2026-11-23T19:00:00.000Z', 'America/Denver', '12:00'],
    ['2026-07-01T15:45:00.000Z', 'America/Chicago', '10:45'],
  ])('%s in %s: %s', (instant, zone, text) => {
    expect(startClock(instant, zone)).toBe(text);
  });
});

describe('categoryTones', () => {
  it.each([
    ['none', [], []],
    [
      'ids picking different tones',
      [7, 8],
      [
        [7, 1],
        [8, 2],
      ],
    ],
    [
      'ids picking the same tone: the later takes the next',
      [1, 7],
      [
        [1, 1],
        [7, 2],
      ],
    ],
    [
      'a wrap past the last tone',
      [5, 11],
      [
        [5, 5],
        [11, 0],
      ],
    ],
  ] as const)('%s', (_, ids, tones) => {
    const categories = ids.map((id) => ({ id, name: `Category ${id}` }));
    expect([...categoryTones(categories)]).toEqual(tones);
  });
});
