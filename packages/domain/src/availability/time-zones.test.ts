import { afterEach, describe, expect, it } from 'vitest';
import { breakIntervals, daySchedule } from './day-schedule.ts';
import { availableDates, findTimeSlot, type TimeSlot, timeSlots } from './slots.ts';
import { availabilityInput, weekPlan } from './test-input.ts';

const labels = (slots: TimeSlot[]) => slots.map((slot) => slot.label);
const starts = (slots: TimeSlot[]) => slots.map((slot) => slot.start_at.slice(11, 16));
/** Every day 00:00–04:00 (or other hours), no breaks: the hours around 2:00 when Denver's clock changes. */
const nightPlan = (start_at = '00:00', end_at = '04:00') =>
  weekPlan().map((day) => ({ ...day, enabled: true, start_at, end_at, breaks: [] }));

describe('ruling 8: America/Denver springs forward on Sunday 8 March 2026', () => {
  const SPRING = '2026-03-08';

  it('ruling 8: 9:00 AM is 15:00 UTC that day and 16:00 UTC the day before', () => {
    const open = availabilityInput({ work_plan: nightPlan('09:00', '17:00') });
    expect(timeSlots(open, SPRING)[0]).toEqual({
      start_at: '2026-03-08T15:00:00.000Z',
      end_at: '2026-03-08T16:00:00.000Z',
      label: '9:00 AM',
    });
    expect(timeSlots(open, '2026-03-07')[0]?.start_at).toBe('2026-03-07T16:00:00.000Z');
    expect(timeSlots(open, SPRING)).toHaveLength(timeSlots(open, '2026-03-07').length);
  });

  it('ruling 8: the skipped hour has no slots, and no other slot is missing or repeated', () => {
    const slots = timeSlots(availabilityInput({ work_plan: nightPlan() }), SPRING);
    // 00:00 MST to 04:00 MDT is 3 real hours: starts every 15 minutes until one hour before the end.
    expect(labels(slots)).toEqual([
      '12:00 AM',
      '12:15 AM',
      '12:30 AM',
      '12:45 AM',
      '1:00 AM',
      '1:15 AM',
      '1:30 AM',
      '1:45 AM',
      '3:00 AM',
    ]);
    expect(starts(slots)).toEqual([
      '07:00',
      '07:15',
      '07:30',
      '07:45',
      '08:00',
      '08:15',
      '08:30',
      '08:45',
      '09:00',
    ]);
    // A slot across the change lasts its real 60 minutes: 1:30 MST to 3:30 MDT on the wall.
    expect(slots[6]).toEqual({
      start_at: '2026-03-08T08:30:00.000Z',
      end_at: '2026-03-08T09:30:00.000Z',
      label: '1:30 AM',
    });
  });

  it('ruling 8: a break in the skipped hour moves forward by the gap; one across it keeps its wall times', () => {
    const plan = nightPlan('00:00', '06:00').map((day) => ({
      ...day,
      breaks: [
        { id: 1, start_at: '02:00', end_at: '02:45' },
        { id: 2, start_at: '01:30', end_at: '03:30' },
      ],
    }));
    const input = availabilityInput({ work_plan: plan });
    expect(breakIntervals(input, SPRING)).toEqual([
      // 1:30 MST to 3:30 MDT: one real hour.
      { start_at: '2026-03-08T08:30:00.000Z', end_at: '2026-03-08T09:30:00.000Z', break_id: 2 },
      // 2:00–2:45 does not exist that night: it is 3:00–3:45 MDT.
      { start_at: '2026-03-08T09:00:00.000Z', end_at: '2026-03-08T09:45:00.000Z', break_id: 1 },
    ]);
    expect(daySchedule(input, SPRING).working_intervals).toEqual([
      { start_at: '2026-03-08T07:00:00.000Z', end_at: '2026-03-08T08:30:00.000Z' },
      { start_at: '2026-03-08T09:45:00.000Z', end_at: '2026-03-08T12:00:00.000Z' },
    ]);
    expect(daySchedule(input, SPRING).hours).toEqual({
      start_at: '2026-03-08T07:00:00.000Z',
      end_at: '2026-03-08T12:00:00.000Z',
    });
  });
});

describe('ruling 8: America/Denver falls back on Sunday 1 November 2026', () => {
  const FALL = '2026-11-01';

  it('ruling 8: 9:00 AM is 16:00 UTC that day and 15:00 UTC the day before', () => {
    const open = availabilityInput({ work_plan: nightPlan('09:00', '17:00') });
    expect(timeSlots(open, FALL)[0]?.start_at).toBe('2026-11-01T16:00:00.000Z');
    expect(timeSlots(open, '2026-10-31')[0]?.start_at).toBe('2026-10-31T15:00:00.000Z');
  });

  it('ruling 8: the repeated hour is offered twice, named by the zone; nothing else repeats', () => {
    const slots = timeSlots(availabilityInput({ work_plan: nightPlan() }), FALL);
    // 00:00 MDT to 04:00 MST is 5 real hours.
    expect(labels(slots)).toEqual([
      '12:00 AM',
      '12:15 AM',
      '12:30 AM',
      '12:45 AM',
      '1:00 AM MDT',
      '1:15 AM MDT',
      '1:30 AM MDT',
      '1:45 AM MDT',
      '1:00 AM MST',
      '1:15 AM MST',
      '1:30 AM MST',
      '1:45 AM MST',
      '2:00 AM',
      '2:15 AM',
      '2:30 AM',
      '2:45 AM',
      '3:00 AM',
    ]);
    expect(new Set(slots.map((slot) => slot.start_at)).size).toBe(slots.length);
    expect(slots[0]?.start_at).toBe('2026-11-01T06:00:00.000Z');
    expect(slots[8]?.start_at).toBe('2026-11-01T08:00:00.000Z');
    expect(slots.at(-1)?.end_at).toBe('2026-11-01T11:00:00.000Z');
  });

  it('ruling 8: a chosen slot in the repeated hour keeps its name', () => {
    const input = availabilityInput({ work_plan: nightPlan() });
    expect(findTimeSlot(input, '2026-11-01T08:30:00Z')?.label).toBe('1:30 AM MST');
  });

  it('ruling 8: busy time given in UTC blocks the right one of the two 1:30s', () => {
    const input = availabilityInput({
      work_plan: nightPlan(),
      busy: [{ kind: 'appointment', start_at: '2026-11-01T07:30:00Z', end_at: '2026-11-01T08:30:00Z' }],
    });
    const names = labels(timeSlots(input, FALL));
    expect(names).toContain('1:30 AM');
    expect(names).not.toContain('1:45 AM MDT');
    expect(names).not.toContain('1:00 AM MST');
  });

  it('ruling 8: dates across both changes are all available', () => {
    const input = availabilityInput({ work_plan: nightPlan('09:00', '17:00') });
    expect(availableDates(input, '2026-03-07', '2026-03-09')).toEqual([
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
    ]);
    expect(availableDates(input, '2026-10-31', '2026-11-02')).toEqual([
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
    ]);
  });
});

describe('ruling 8: a provider in America/New_York, whatever zone the process runs in', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  const newYork = availabilityInput({
    time_zone: 'America/New_York',
    // Sunday 22:00 in New York: already Monday in Tokyo and in UTC.
    now: '2026-11-23T03:00:00Z',
    busy: [{ kind: 'appointment', start_at: '2026-11-23T15:00:00Z', end_at: '2026-11-23T16:00:00Z' }],
  });
  const answer = () => ({
    dates: availableDates(newYork, '2026-11-22', '2026-11-24'),
    slots: timeSlots(newYork, '2026-11-23'),
  });

  it('ruling 8: slots and labels are in the provider’s zone, the same in Tokyo, Honolulu and UTC', () => {
    process.env.TZ = 'Asia/Tokyo';
    expect(new Date('2026-11-23T00:00:00Z').getHours()).toBe(9); // the process zone did change
    const fromTokyo = answer();
    expect(fromTokyo.dates).toEqual(['2026-11-23', '2026-11-24']);
    expect(fromTokyo.slots[0]).toEqual({
      start_at: '2026-11-23T14:00:00.000Z',
      end_at: '2026-11-23T15:00:00.000Z',
      label: '9:00 AM',
    });
    expect(labels(fromTokyo.slots)).not.toContain('10:00 AM');
    process.env.TZ = 'Pacific/Honolulu';
    expect(answer()).toEqual(fromTokyo);
    process.env.TZ = 'UTC';
    expect(answer()).toEqual(fromTokyo);
  });

  it('ruling 8: the same work plan is a different UTC instant in Denver', () => {
    const denver = timeSlots({ ...newYork, time_zone: 'America/Denver' }, '2026-11-23');
    expect(denver[0]?.start_at).toBe('2026-11-23T16:00:00.000Z');
    expect(denver[0]?.label).toBe('9:00 AM');
  });
});
