import { describe, expect, it } from 'vitest';
import type { Recurrence } from '../catalogue/recurrence.ts';
import { billDates, finalBillDate, nextBillDateAfter } from './bill-dates.ts';
import {
  daily,
  FRIDAY,
  MONDAY,
  monthly,
  pattern,
  SATURDAY,
  SUNDAY,
  TUESDAY,
  weekly,
  yearly,
} from './test-recurrences.ts';

// Weekdays checked against an outside calendar: 2027-01-01 is a Friday, 2027-01-04 a Monday.
const table: ReadonlyArray<[string, Recurrence, string, number, string[]]> = [
  // spec 3 §3.2 daily
  [
    'daily, across a month end',
    daily(),
    '2027-02-26',
    5,
    ['2027-02-26', '2027-02-27', '2027-02-28', '2027-03-01', '2027-03-02'],
  ],
  [
    'every 3 days, across a leap day',
    daily({ periods_between_occurrence: 3 }),
    '2028-02-27',
    4,
    ['2028-02-27', '2028-03-01', '2028-03-04', '2028-03-07'],
  ],
  // spec 3 §3.2 weekly
  [
    'weekly on the day of purchase',
    weekly({ type: 'day_of_purchase' }),
    '2027-01-01',
    3,
    ['2027-01-01', '2027-01-08', '2027-01-15'],
  ],
  [
    'every 2 weeks on Monday, first bill a Monday',
    weekly({ type: 'day_of_week', day_of_week: MONDAY }, { periods_between_occurrence: 2 }),
    '2027-01-04',
    3,
    ['2027-01-04', '2027-01-18', '2027-02-01'],
  ],
  [
    'every 2 weeks on Monday, first bill a Wednesday',
    weekly({ type: 'day_of_week', day_of_week: MONDAY }, { periods_between_occurrence: 2 }),
    '2027-01-06',
    3,
    ['2027-01-06', '2027-01-11', '2027-01-25'],
  ],
  [
    'weekly on Sunday, first bill a Saturday',
    weekly({ type: 'day_of_week', day_of_week: SUNDAY }),
    '2027-01-02',
    3,
    ['2027-01-02', '2027-01-03', '2027-01-10'],
  ],
  [
    'weekly on Saturday, first bill a Sunday',
    weekly({ type: 'day_of_week', day_of_week: SATURDAY }),
    '2027-01-03',
    3,
    ['2027-01-03', '2027-01-09', '2027-01-16'],
  ],
  // spec 3 §3.2 monthly: month-end days fall on the last day and do not drift
  [
    'monthly on the day of purchase, the 31st',
    monthly({ type: 'day_of_purchase' }),
    '2027-01-31',
    5,
    ['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30', '2027-05-31'],
  ],
  [
    'monthly on the day of purchase, the 31st, leap year',
    monthly({ type: 'day_of_purchase' }),
    '2028-01-31',
    3,
    ['2028-01-31', '2028-02-29', '2028-03-31'],
  ],
  [
    'monthly on day 30, February',
    monthly({ type: 'day_of_month', day_of_month: 30 }),
    '2027-01-30',
    3,
    ['2027-01-30', '2027-02-28', '2027-03-30'],
  ],
  [
    'monthly on day 1, first bill the 20th',
    monthly({ type: 'day_of_month', day_of_month: 1 }),
    '2027-01-20',
    3,
    ['2027-01-20', '2027-02-01', '2027-03-01'],
  ],
  [
    'monthly on day 15, first bill the 10th',
    monthly({ type: 'day_of_month', day_of_month: 15 }),
    '2027-01-10',
    3,
    ['2027-01-10', '2027-01-15', '2027-02-15'],
  ],
  [
    'every 3 months on day 31',
    monthly({ type: 'day_of_month', day_of_month: 31 }, { periods_between_occurrence: 3 }),
    '2027-01-31',
    4,
    ['2027-01-31', '2027-04-30', '2027-07-31', '2027-10-31'],
  ],
  [
    'monthly on the second Tuesday',
    monthly({ type: 'day_pattern', ...pattern('second', TUESDAY) }),
    '2027-01-12',
    3,
    ['2027-01-12', '2027-02-09', '2027-03-09'],
  ],
  [
    'monthly on the last Friday, first bill off the pattern',
    monthly({ type: 'day_pattern', ...pattern('last', FRIDAY) }),
    '2027-01-05',
    5,
    ['2027-01-05', '2027-01-29', '2027-02-26', '2027-03-26', '2027-04-30'],
  ],
  [
    'every 2 months on the first Monday',
    monthly({ type: 'day_pattern', ...pattern('first', MONDAY) }, { periods_between_occurrence: 2 }),
    '2027-01-04',
    3,
    ['2027-01-04', '2027-03-01', '2027-05-03'],
  ],
  [
    'monthly on the fourth Sunday',
    monthly({ type: 'day_pattern', ...pattern('fourth', SUNDAY) }),
    '2027-01-24',
    3,
    ['2027-01-24', '2027-02-28', '2027-03-28'],
  ],
  // spec 3 §3.2 yearly: Feb 29 falls on Feb 28 in other years
  [
    'yearly on the day of purchase, a leap day',
    yearly({ type: 'day_of_purchase' }),
    '2028-02-29',
    5,
    ['2028-02-29', '2029-02-28', '2030-02-28', '2031-02-28', '2032-02-29'],
  ],
  [
    'every 2 years on the day of purchase',
    yearly({ type: 'day_of_purchase' }, { periods_between_occurrence: 2 }),
    '2027-06-15',
    3,
    ['2027-06-15', '2029-06-15', '2031-06-15'],
  ],
  [
    'yearly on March 3, first bill before it',
    yearly({ type: 'day_of_year', month: 3, day_of_year: 3 }),
    '2027-01-15',
    3,
    ['2027-01-15', '2027-03-03', '2028-03-03'],
  ],
  [
    'yearly on March 3, first bill after it',
    yearly({ type: 'day_of_year', month: 3, day_of_year: 3 }),
    '2027-05-01',
    3,
    ['2027-05-01', '2028-03-03', '2029-03-03'],
  ],
  [
    'yearly on February 29, first bill its non-leap stand-in',
    yearly({ type: 'day_of_year', month: 2, day_of_year: 29 }),
    '2027-02-28',
    3,
    ['2027-02-28', '2028-02-29', '2029-02-28'],
  ],
  [
    'yearly on the last Monday of May',
    yearly({ type: 'day_pattern', month: 5, pattern: pattern('last', MONDAY) }),
    '2027-05-31',
    3,
    ['2027-05-31', '2028-05-29', '2029-05-28'],
  ],
  [
    'yearly on the second Tuesday of February',
    yearly({ type: 'day_pattern', month: 2, pattern: pattern('second', TUESDAY) }),
    '2027-01-12',
    3,
    ['2027-01-12', '2027-02-09', '2028-02-08'],
  ],
  // spec 3 §3.2 occurrences: a fixed end stops the projection early
  [
    'a fixed end of 3 bills',
    weekly({ type: 'day_of_purchase' }, { occurrence_type: 'fixed_end_date', occurrences: 3 }),
    '2027-01-01',
    10,
    ['2027-01-01', '2027-01-08', '2027-01-15'],
  ],
  [
    'a fixed end of 1 bill',
    monthly({ type: 'day_of_purchase' }, { occurrence_type: 'fixed_end_date', occurrences: 1 }),
    '2027-01-31',
    10,
    ['2027-01-31'],
  ],
  [
    'occurrences count nothing without an end',
    daily({ occurrence_type: 'no_end_date', occurrences: 1 }),
    '2027-01-01',
    3,
    ['2027-01-01', '2027-01-02', '2027-01-03'],
  ],
  ['a count of 0', daily(), '2027-01-01', 0, []],
];

describe('bill dates of a recurrence', () => {
  it.each(table)('spec 3 §3.2: %s', (_name, recurrence, first, count, expected) => {
    expect(billDates(recurrence, first, count)).toEqual(expected);
  });

  it.each(table)(
    'spec 3 §3.2 next_bill_date: %s, bill by bill',
    (_name, recurrence, first, count, expected) => {
      const nexts = Array.from({ length: count }, (_, done) => nextBillDateAfter(recurrence, first, done));
      expect(nexts).toEqual([...expected, ...Array<null>(count - expected.length).fill(null)]);
    },
  );
});

describe('next bill date', () => {
  const sixMondays = weekly(
    { type: 'day_of_week', day_of_week: MONDAY },
    { periods_between_occurrence: 2, occurrence_type: 'fixed_end_date', occurrences: 6 },
  );

  it.each([
    [0, '2027-01-04'],
    [1, '2027-01-18'],
    [5, '2027-03-15'],
    [6, null],
    [7, null],
  ])('spec 3 §3.2: after %s of 6 bills every 2 weeks the next is %s', (done, expected) => {
    expect(nextBillDateAfter(sixMondays, '2027-01-04', done)).toBe(expected);
  });

  it('spec 3 §3.2: without an end, bill 1001 of a daily schedule is 1000 days on', () => {
    expect(nextBillDateAfter(daily(), '2027-01-01', 1000)).toBe('2029-09-27');
  });

  it('spec 3 §3.2: the 1200th month-end bill still falls on the 31st in a 31-day month', () => {
    expect(nextBillDateAfter(monthly({ type: 'day_of_purchase' }), '2027-01-31', 1200)).toBe('2127-01-31');
  });
});

describe('final bill date', () => {
  it.each([
    [
      '6 bills every 2 weeks on Monday',
      weekly(
        { type: 'day_of_week', day_of_week: MONDAY },
        { periods_between_occurrence: 2, occurrence_type: 'fixed_end_date', occurrences: 6 },
      ),
      '2027-01-04',
      '2027-03-15',
    ],
    [
      '12 bills monthly on the 31st',
      monthly({ type: 'day_of_purchase' }, { occurrence_type: 'fixed_end_date', occurrences: 12 }),
      '2027-01-31',
      '2027-12-31',
    ],
    ['1 bill', daily({ occurrence_type: 'fixed_end_date', occurrences: 1 }), '2027-01-01', '2027-01-01'],
    ['no end', daily(), '2027-01-01', null],
  ] as const)('spec 3 §3.2 final_bill_date: %s', (_name, recurrence, first, expected) => {
    expect(finalBillDate(recurrence, first)).toBe(expected);
  });
});
