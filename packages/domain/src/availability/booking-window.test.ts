import { describe, expect, it } from 'vitest';
import { addScheduleAmount, bookingWindow } from './booking-window.ts';

const DENVER = 'America/Denver';
const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe('spec 1 §3 schedule settings: amounts of time after now', () => {
  const now = at('2026-11-23T17:20:00Z'); // Monday 10:20 in Denver

  it('spec 1 §3: minutes and hours are elapsed time', () => {
    expect(iso(addScheduleAmount(DENVER, now, { value: 45, unit: 'Minutes' }))).toBe(
      '2026-11-23T18:05:00.000Z',
    );
    expect(iso(addScheduleAmount(DENVER, now, { value: 24, unit: 'Hours' }))).toBe(
      '2026-11-24T17:20:00.000Z',
    );
  });

  it('spec 1 §3, ruling 8: days keep the provider’s wall time across a clock change', () => {
    const beforeSpring = at('2026-03-07T17:00:00Z'); // Saturday 10:00 MST
    expect(iso(addScheduleAmount(DENVER, beforeSpring, { value: 1, unit: 'Days' }))).toBe(
      '2026-03-08T16:00:00.000Z', // Sunday 10:00 MDT: 23 hours later
    );
    expect(iso(addScheduleAmount(DENVER, beforeSpring, { value: 1, unit: 'Hours' }))).toBe(
      '2026-03-07T18:00:00.000Z',
    );
  });

  it('spec 1 §3: months are calendar months; a day the month lacks becomes its last day', () => {
    expect(iso(addScheduleAmount(DENVER, now, { value: 3, unit: 'Months' }))).toBe(
      '2027-02-23T17:20:00.000Z',
    );
    const endOfJanuary = at('2026-01-31T17:00:00Z'); // 31 January 10:00 MST
    expect(iso(addScheduleAmount(DENVER, endOfJanuary, { value: 1, unit: 'Months' }))).toBe(
      '2026-02-28T17:00:00.000Z',
    );
    // Across the spring change: 10:00 MST in February, 10:00 MDT in April.
    expect(iso(addScheduleAmount(DENVER, at('2026-02-10T17:00:00Z'), { value: 2, unit: 'Months' }))).toBe(
      '2026-04-10T16:00:00.000Z',
    );
    expect(iso(addScheduleAmount(DENVER, now, { value: 12, unit: 'Months' }))).toBe(
      '2027-11-23T17:20:00.000Z',
    );
  });
});

describe('spec 1 §3 lead time and advance booking: the window of slot starts', () => {
  const now = at('2026-11-23T17:20:00Z'); // Monday 10:20 in Denver

  it('spec 1 §3: without settings, the past is refused and nothing else', () => {
    expect(bookingWindow(DENVER, now, null, null)).toEqual({
      earliestStart: now,
      latestStart: Number.POSITIVE_INFINITY,
      lastDate: null,
    });
    expect(bookingWindow(DENVER, now, { value: 0, unit: 'Hours' }, null).earliestStart).toBe(now);
  });

  it('spec 1 §3 lead_time: the earliest start is now plus the lead time', () => {
    expect(iso(bookingWindow(DENVER, now, { value: 2, unit: 'Hours' }, null).earliestStart)).toBe(
      '2026-11-23T19:20:00.000Z',
    );
  });

  it('spec 1 §3 advanced_booking_time: minutes and hours bound the start itself', () => {
    const window = bookingWindow(DENVER, now, null, { value: 24, unit: 'Hours' });
    expect(iso(window.latestStart)).toBe('2026-11-24T17:20:00.000Z');
    expect(window.lastDate).toBe('2026-11-24');
  });

  it('spec 1 §3 advanced_booking_time: days and months open the whole last date', () => {
    const days = bookingWindow(DENVER, now, null, { value: 10, unit: 'Days' });
    expect(days).toEqual({
      earliestStart: now,
      latestStart: Number.POSITIVE_INFINITY,
      lastDate: '2026-12-03',
    });
    expect(bookingWindow(DENVER, now, null, { value: 3, unit: 'Months' }).lastDate).toBe('2027-02-23');
    expect(bookingWindow(DENVER, now, null, { value: 0, unit: 'Days' }).lastDate).toBe('2026-11-23');
  });

  it('spec 1 §3, ruling 8: the last date is the provider’s date, not UTC’s', () => {
    const evening = at('2026-11-24T05:30:00Z'); // Monday 22:30 in Denver, already Tuesday in UTC
    expect(bookingWindow(DENVER, evening, null, { value: 1, unit: 'Days' }).lastDate).toBe('2026-11-24');
  });
});
