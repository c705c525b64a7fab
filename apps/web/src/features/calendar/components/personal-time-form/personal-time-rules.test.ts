import { describe, expect, it } from 'vitest';
import {
  initialPersonalTime,
  moveStart,
  nextQuarterHour,
  type PersonalTimeFormValues,
  personalTimeBody,
  personalTimeFieldOf,
  personalTimeFormProblem,
} from './personal-time-rules';

const DENVER = 'America/Denver';
// Monday 23 November 2026, 10:07 in Denver (MST, UTC-7).
const now = new Date('2026-11-23T17:07:00.000Z');

const values = (overrides: Partial<PersonalTimeFormValues> = {}): PersonalTimeFormValues => ({
  title: 'Lunch',
  start_date: '2026-11-24',
  start_time: '12:00',
  end_date: '2026-11-24',
  end_time: '13:00',
  ...overrides,
});

describe('new personal time (spec 1 §9: a 15-minute default length)', () => {
  it('starts at the clicked time on the provider clock and lasts 15 minutes', () => {
    expect(initialPersonalTime(DENVER, { start: '2026-11-24T16:30:00.000Z', now })).toEqual({
      title: 'Personal Time',
      start_date: '2026-11-24',
      start_time: '09:30',
      end_date: '2026-11-24',
      end_time: '09:45',
    });
  });

  it('without a clicked time starts at the next quarter hour', () => {
    expect(nextQuarterHour(now).toISOString()).toBe('2026-11-23T17:15:00.000Z');
    expect(initialPersonalTime(DENVER, { now })).toMatchObject({ start_time: '10:15', end_time: '10:30' });
  });

  it('ruling 8: a late-evening start in Denver ends on the next day when 15 minutes cross midnight', () => {
    expect(initialPersonalTime(DENVER, { start: '2026-11-25T06:50:00.000Z', now })).toMatchObject({
      start_date: '2026-11-24',
      start_time: '23:50',
      end_date: '2026-11-25',
      end_time: '00:05',
    });
  });

  it('an edited item shows its own times and title', () => {
    const initial = {
      title: 'Dentist',
      start_at: '2026-11-24T21:00:00.000Z',
      end_at: '2026-11-24T22:30:00.000Z',
    };
    expect(initialPersonalTime(DENVER, { initial, now })).toEqual({
      title: 'Dentist',
      start_date: '2026-11-24',
      start_time: '14:00',
      end_date: '2026-11-24',
      end_time: '15:30',
    });
  });
});

describe('spec 1 §5: moving the start past the end moves the end', () => {
  it('leaves the end alone while the start stays before it', () => {
    expect(moveStart(values(), { date: '2026-11-24', time: '12:30' }, DENVER)).toEqual(
      values({ start_time: '12:30' }),
    );
  });

  it('moves the end with the start, keeping the length, when the start passes the end', () => {
    expect(moveStart(values(), { date: '2026-11-24', time: '13:30' }, DENVER)).toEqual(
      values({ start_time: '13:30', end_time: '14:30' }),
    );
  });

  it('moves the end date when the start date moves past it', () => {
    expect(moveStart(values(), { date: '2026-11-26', time: '12:00' }, DENVER)).toEqual(
      values({ start_date: '2026-11-26', end_date: '2026-11-26' }),
    );
  });

  it('gives at least the 15-minute default length when the old length was not positive', () => {
    const broken = values({ end_time: '11:00' });
    expect(moveStart(broken, { date: '2026-11-24', time: '12:00' }, DENVER)).toMatchObject({
      end_date: '2026-11-24',
      end_time: '12:15',
    });
  });

  it('with an incomplete end, the end date still follows a later start date', () => {
    expect(moveStart(values({ end_time: '' }), { date: '2026-11-27', time: '12:00' }, DENVER)).toMatchObject({
      end_date: '2026-11-27',
      end_time: '',
    });
  });
});

describe('spec 1 §5 checks (the domain rule, on the form fields)', () => {
  it('the end time must be later than the start time on the same date (endTimeLaterThanStart)', () => {
    expect(personalTimeFormProblem(values({ end_time: '12:00' }), DENVER, now)).toEqual({
      field: 'end_time',
      key: 'endTimeLaterThanStart',
    });
  });

  it('the start date cannot be before today in the provider zone', () => {
    expect(
      personalTimeFormProblem(values({ start_date: '2026-11-22', end_date: '2026-11-22' }), DENVER, now),
    ).toEqual({ field: 'start_date', key: 'startBeforeToday' });
  });

  it('accepts a period that ends on a later date', () => {
    expect(
      personalTimeFormProblem(values({ end_date: '2026-11-25', end_time: '08:00' }), DENVER, now),
    ).toBeNull();
  });

  it('waits for complete times before judging', () => {
    expect(personalTimeFormProblem(values({ start_time: '' }), DENVER, now)).toBeNull();
  });
});

describe('what is sent', () => {
  it('sends instants of the provider clock and a trimmed title (empty becomes the default on the server)', () => {
    expect(personalTimeBody(values({ title: '  ' }), DENVER)).toEqual({
      title: '',
      start_at: '2026-11-24T19:00:00.000Z',
      end_at: '2026-11-24T20:00:00.000Z',
    });
  });

  it('puts server errors on the time fields', () => {
    expect(personalTimeFieldOf('start_at')).toBe('start_time');
    expect(personalTimeFieldOf('end_at')).toBe('end_time');
    expect(personalTimeFieldOf('other')).toBeUndefined();
  });
});
