import { describe, expect, it } from 'vitest';
import { billDateAfter, billDates } from './bill-dates.ts';
import {
  type BillableSchedule,
  billAfterFailure,
  billDatesToIssue,
  isBillCurrent,
  isPreNotificationDue,
  scheduleAfterBill,
  scheduleOnResume,
  suspensionChange,
} from './billing-run.ts';
import { cardExpiresBeforeNextBill } from '../customer-money/schedule-notices.ts';
import { daily, MONDAY, monthly, weekly, yearly } from './test-recurrences.ts';

// Issue 25 point 7: the billing engine's rules, table by table.

const monthly31 = monthly({ type: 'day_of_month', day_of_month: 31 });

function schedule(overrides: Partial<BillableSchedule> = {}): BillableSchedule {
  return {
    status: 'active',
    recurrence: monthly31,
    start_at: '2027-01-31',
    next_bill_date: '2027-02-28',
    final_bill_date: null,
    occurrences: null,
    number_of_active_executions: 1,
    suspend_at: null,
    resume_at: null,
    ...overrides,
  };
}

describe('billDateAfter', () => {
  const cases: ReadonlyArray<[string, Parameters<typeof billDateAfter>, string]> = [
    ['before the first bill: the first bill', [monthly31, '2027-01-31', '2027-01-01'], '2027-01-31'],
    ['on the first bill: bill 2', [monthly31, '2027-01-31', '2027-01-31'], '2027-02-28'],
    ['from a month end back to the 31st', [monthly31, '2027-01-31', '2027-02-28'], '2027-03-31'],
    ['between bills', [monthly31, '2027-01-31', '2027-04-15'], '2027-04-30'],
    [
      'daily, every 3 days',
      [daily({ periods_between_occurrence: 3 }), '2027-01-01', '2027-01-05'],
      '2027-01-07',
    ],
    [
      'weekly on Monday',
      [weekly({ type: 'day_of_week', day_of_week: MONDAY }), '2027-01-01', '2027-01-04'],
      '2027-01-11',
    ],
    [
      'yearly Feb 29 in a common year',
      [yearly({ type: 'day_of_purchase' }), '2028-02-29', '2028-02-29'],
      '2029-02-28',
    ],
    [
      'yearly Feb 29 back in a leap year',
      [yearly({ type: 'day_of_purchase' }), '2028-02-29', '2031-03-01'],
      '2032-02-29',
    ],
    ['far ahead', [daily(), '2027-01-01', '2030-06-30'], '2030-07-01'],
  ];
  it.each(cases)('%s', (_name, args, expected) => {
    expect(billDateAfter(...args)).toBe(expected);
  });

  it('walks the same dates as billDates', () => {
    for (const recurrence of [
      monthly31,
      daily({ periods_between_occurrence: 4 }),
      yearly({ type: 'day_of_purchase' }),
    ]) {
      const dates = billDates(recurrence, '2028-02-29', 40);
      for (let i = 1; i < dates.length; i += 1) {
        expect(billDateAfter(recurrence, '2028-02-29', dates[i - 1]!)).toBe(dates[i]);
      }
    }
  });
});

describe('billDatesToIssue', () => {
  const cases: ReadonlyArray<[string, Partial<BillableSchedule>, string, string[]]> = [
    ['nothing due before the next bill date', {}, '2027-02-27', []],
    ['the bill of the day', {}, '2027-02-28', ['2027-02-28']],
    ['days missed in an outage, each once', {}, '2027-05-01', ['2027-02-28', '2027-03-31', '2027-04-30']],
    ['a suspended schedule: none', { status: 'suspended' }, '2027-03-31', []],
    ['a cancelled schedule: none', { status: 'cancelled' }, '2027-03-31', []],
    ['an expired schedule: none', { status: 'expired', next_bill_date: null }, '2027-03-31', []],
    ['up to a coming suspension', { suspend_at: '2027-03-31' }, '2027-05-31', ['2027-02-28']],
    ['up to the occurrences', { occurrences: 3 }, '2027-12-31', ['2027-02-28', '2027-03-31']],
    ['up to the final date', { final_bill_date: '2027-03-31' }, '2027-12-31', ['2027-02-28', '2027-03-31']],
  ];
  it.each(cases)('%s', (_name, overrides, through, expected) => {
    expect(billDatesToIssue(schedule(overrides), through)).toEqual(expected);
  });
});

describe('isBillCurrent', () => {
  const cases: ReadonlyArray<[string, Partial<BillableSchedule>, string, boolean]> = [
    ['the active schedule’s next bill', {}, '2027-02-28', true],
    ['a bill the schedule moved past', {}, '2027-01-31', false],
    ['a suspended schedule', { status: 'suspended' }, '2027-02-28', false],
    ['a cancelled schedule', { status: 'cancelled' }, '2027-02-28', false],
  ];
  it.each(cases)('%s', (_name, overrides, billDate, expected) => {
    expect(isBillCurrent(schedule(overrides), billDate)).toBe(expected);
  });
});

describe('scheduleAfterBill', () => {
  const cases: ReadonlyArray<
    [string, Partial<BillableSchedule>, string, ReturnType<typeof scheduleAfterBill>]
  > = [
    [
      'goes on without an end',
      {},
      '2027-02-28',
      { number_of_active_executions: 2, next_bill_date: '2027-03-31', status: 'active' },
    ],
    [
      'expires after its occurrences',
      { occurrences: 2 },
      '2027-02-28',
      { number_of_active_executions: 2, next_bill_date: null, status: 'expired' },
    ],
    [
      'goes on before its occurrences',
      { occurrences: 3 },
      '2027-02-28',
      { number_of_active_executions: 2, next_bill_date: '2027-03-31', status: 'active' },
    ],
    [
      'expires on its final date',
      { final_bill_date: '2027-02-28' },
      '2027-02-28',
      { number_of_active_executions: 2, next_bill_date: null, status: 'expired' },
    ],
  ];
  it.each(cases)('%s', (_name, overrides, billDate, expected) => {
    expect(scheduleAfterBill(schedule(overrides), billDate)).toEqual(expected);
  });
});

describe('billAfterFailure', () => {
  const cases: ReadonlyArray<[number, ReturnType<typeof billAfterFailure>]> = [
    [1, { state: 'retrying', next_attempt_on: '2027-03-01' }],
    [2, { state: 'retrying', next_attempt_on: '2027-03-03' }],
    [3, { state: 'retrying', next_attempt_on: '2027-03-05' }],
    [4, { state: 'past_due' }],
  ];
  it.each(cases)('after failed attempt %i', (attempts, expected) => {
    expect(billAfterFailure('2027-02-28', attempts)).toEqual(expected);
  });
});

describe('suspensionChange', () => {
  const cases: ReadonlyArray<[string, Partial<BillableSchedule>, ReturnType<typeof suspensionChange>]> = [
    ['active, no suspension', {}, null],
    ['active, suspension later', { suspend_at: '2027-03-02' }, null],
    ['active, suspension today', { suspend_at: '2027-03-01' }, 'suspend'],
    ['active, suspension missed in an outage', { suspend_at: '2027-02-01' }, 'suspend'],
    ['suspended without an end', { status: 'suspended' }, null],
    ['suspended, resumes later', { status: 'suspended', resume_at: '2027-03-02' }, null],
    ['suspended, resumes today', { status: 'suspended', resume_at: '2027-03-01' }, 'resume'],
    ['cancelled with a resume date', { status: 'cancelled', resume_at: '2027-03-01' }, null],
  ];
  it.each(cases)('%s', (_name, overrides, expected) => {
    expect(suspensionChange(schedule(overrides), '2027-03-01')).toBe(expected);
  });
});

describe('scheduleOnResume', () => {
  const cases: ReadonlyArray<
    [string, Partial<BillableSchedule>, string, ReturnType<typeof scheduleOnResume>]
  > = [
    [
      'skips the suspended periods',
      {},
      '2027-05-15',
      { next_bill_date: '2027-05-31', final_bill_date: null },
    ],
    [
      'a resume on a bill date bills that day',
      {},
      '2027-04-30',
      { next_bill_date: '2027-04-30', final_bill_date: null },
    ],
    [
      'a next bill after the resume stays',
      { next_bill_date: '2027-06-30' },
      '2027-05-15',
      { next_bill_date: '2027-06-30', final_bill_date: null },
    ],
    [
      'keeps the remaining occurrences',
      { occurrences: 3, final_bill_date: '2027-03-31' },
      '2027-05-15',
      { next_bill_date: '2027-05-31', final_bill_date: '2027-06-30' },
    ],
    [
      'a final date passed while suspended ends it',
      { final_bill_date: '2027-03-31' },
      '2027-05-15',
      { next_bill_date: null, final_bill_date: '2027-03-31' },
    ],
  ];
  it.each(cases)('%s', (_name, overrides, resumeAt, expected) => {
    expect(scheduleOnResume(schedule({ status: 'suspended', ...overrides }), resumeAt)).toEqual(expected);
  });
});

describe('isPreNotificationDue', () => {
  const cases: ReadonlyArray<[string, number, string, boolean]> = [
    ['before the window', 3, '2027-02-24', false],
    ['the first day of the window', 3, '2027-02-25', true],
    ['late, after an outage', 3, '2027-02-27', true],
    ['on the bill date: too late', 3, '2027-02-28', false],
    ['none configured', 0, '2027-02-27', false],
  ];
  it.each(cases)('%s', (_name, days, today, expected) => {
    expect(isPreNotificationDue('2027-02-28', days, today)).toBe(expected);
  });
});

describe('cardExpiresBeforeNextBill', () => {
  const cases: ReadonlyArray<[string, Parameters<typeof cardExpiresBeforeNextBill>, boolean]> = [
    ['good through its month', [{ month: 2, year: 2027 }, '2027-02-28'], false],
    ['expired by the next month', [{ month: 2, year: 2027 }, '2027-03-01'], true],
    ['a year later', [{ month: 12, year: 2026 }, '2027-01-31'], true],
    ['years ahead', [{ month: 1, year: 2030 }, '2027-01-31'], false],
    ['no next bill', [{ month: 1, year: 2020 }, null], false],
    ['a bank account', [null, '2027-01-31'], false],
  ];
  it.each(cases)('%s', (_name, args, expected) => {
    expect(cardExpiresBeforeNextBill(...args)).toBe(expected);
  });
});
