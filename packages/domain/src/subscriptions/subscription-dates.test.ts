import { describe, expect, it } from 'vitest';
import type { Recurrence } from '../catalogue/recurrence.ts';
import {
  defaultNextBillDate,
  finalBillDateOf,
  remainingExecutions,
  resumeBillDates,
  tomorrowOf,
  upcomingBillDates,
} from './subscription-dates.ts';
import { monthlyOnPurchase, recurrenceOf } from './test-schedules.ts';

describe('spec 3 §9: the dates a resume picks from', () => {
  it('monthly on the day of purchase keeps the purchase day, 11 dates from the given day', () => {
    const dates = resumeBillDates(monthlyOnPurchase, '2027-01-31', '2027-06-10');
    expect(dates).toHaveLength(11);
    expect(dates.slice(0, 4)).toEqual(['2027-06-30', '2027-07-31', '2027-08-31', '2027-09-30']);
  });

  it('every 3 months: the interval is reset to 1 and 31 dates are offered', () => {
    const dates = resumeBillDates(recurrenceOf('monthly', 3), '2027-01-15', '2027-02-01');
    expect(dates).toHaveLength(31);
    expect(dates.slice(0, 3)).toEqual(['2027-02-15', '2027-03-15', '2027-04-15']);
  });

  it.each<[string, Recurrence, string, string, string[]]>([
    [
      'daily, years after the start',
      recurrenceOf('daily', 1),
      '2024-02-27',
      '2028-02-28',
      ['2028-02-28', '2028-02-29', '2028-03-01'],
    ],
    [
      'weekly on the purchase weekday',
      recurrenceOf('weekly', 2),
      '2027-06-07',
      '2027-06-09',
      ['2027-06-14', '2027-06-21'],
    ],
    [
      'yearly on a leap day',
      recurrenceOf('yearly', 1),
      '2028-02-29',
      '2028-03-01',
      ['2029-02-28', '2030-02-28', '2031-02-28', '2032-02-29'],
    ],
    [
      'a day before the start: the start is the first',
      monthlyOnPurchase,
      '2027-05-05',
      '2027-05-01',
      ['2027-05-05', '2027-06-05'],
    ],
  ])('%s', (_name, recurrence, start, from, first) => {
    const dates = resumeBillDates(recurrence, start, from);
    expect(dates).toHaveLength(10 * recurrence.periods_between_occurrence + 1);
    expect(dates.slice(0, first.length)).toEqual(first);
  });
});

describe('spec 3 §4.5: the next bill date of the edit form (decision 128)', () => {
  it.each<[string | null, string, string]>([
    ['2027-06-10', '2027-06-01', '2027-06-10'],
    ['2027-06-01', '2027-06-01', '2027-06-02'],
    ['2027-05-01', '2027-06-01', '2027-06-02'],
    [null, '2027-12-31', '2028-01-01'],
  ])('next %s on %s defaults to %s', (next, today, expected) => {
    expect(defaultNextBillDate(next, today)).toBe(expected);
  });

  it('tomorrow crosses a leap day', () => expect(tomorrowOf('2028-02-28')).toBe('2028-02-29'));

  it.each<[number | null, number, number | null]>([
    [12, 1, 11],
    [12, 12, 0],
    [3, 5, 0],
    [null, 4, null],
  ])('occurrences %s with %s done leaves %s', (occurrences, done, left) => {
    expect(remainingExecutions(occurrences, done)).toBe(left);
  });
});

describe('spec 3 §3.2: the coming bills and the final bill date', () => {
  const base = {
    recurrence: monthlyOnPurchase,
    start_at: '2027-01-31',
    number_of_active_executions: 1,
    next_bill_date: '2027-02-28',
    occurrences: 4,
  };

  it('follows the schedule while next_bill_date is its own', () => {
    expect(upcomingBillDates(base, 12)).toEqual(['2027-02-28', '2027-03-31', '2027-04-30']);
    expect(finalBillDateOf(base)).toBe('2027-04-30');
  });

  it('starts again from a moved next bill date', () => {
    const moved = { ...base, next_bill_date: '2027-03-10' };
    expect(upcomingBillDates(moved, 12)).toEqual(['2027-03-10', '2027-04-10', '2027-05-10']);
    expect(finalBillDateOf(moved)).toBe('2027-05-10');
  });

  it.each([
    ['no end', { ...base, occurrences: null }, 3, null],
    ['all bills done', { ...base, number_of_active_executions: 4, next_bill_date: null }, 0, null],
    ['no next bill date', { ...base, next_bill_date: null }, 0, null],
  ])('%s', (_name, schedule, upcoming, final) => {
    expect(upcomingBillDates(schedule, 3)).toHaveLength(upcoming);
    expect(finalBillDateOf(schedule)).toBe(final);
  });
});
