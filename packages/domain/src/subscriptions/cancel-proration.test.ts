import { describe, expect, it } from 'vitest';
import type { Recurrence } from '../catalogue/recurrence.ts';
import { type CancelProration, cancelProration, lastPaymentCents } from './cancel-proration.ts';
import { monthlyOnPurchase, recurrenceOf } from './test-schedules.ts';

// Decision 127: the share of the price for the days from the cancel day to next_bill_date, of the period
// [bill before it, next_bill_date), half up to the cent.
type Row = [
  string,
  { recurrence: Recurrence; start: string; done: number; next: string | null; price: number },
  string,
  Partial<CancelProration>,
];

const weekly: Recurrence = recurrenceOf('weekly', 1);
const yearly: Recurrence = recurrenceOf('yearly', 1);
const everyTwoMonths: Recurrence = recurrenceOf('monthly', 2);

describe('decision 127: the prorated last payment of a cancel', () => {
  it.each<Row>([
    [
      'half of a 30-day month left',
      { recurrence: monthlyOnPurchase, start: '2027-04-10', done: 1, next: '2027-05-10', price: 3000 },
      '2027-04-25',
      { period_start: '2027-04-10', period_days: 30, days_left: 15, prorated_cents: 1500 },
    ],
    [
      'cancel on the bill day itself: the whole period is left',
      { recurrence: monthlyOnPurchase, start: '2027-04-10', done: 1, next: '2027-05-10', price: 3000 },
      '2027-04-10',
      { days_left: 30, prorated_cents: 3000 },
    ],
    [
      'cancel on the next bill date: nothing left',
      { recurrence: monthlyOnPurchase, start: '2027-04-10', done: 1, next: '2027-05-10', price: 3000 },
      '2027-05-10',
      { days_left: 0, prorated_cents: 0 },
    ],
    [
      'a day-31 schedule: Mar 31 to Apr 30 is 30 days',
      { recurrence: monthlyOnPurchase, start: '2027-01-31', done: 3, next: '2027-04-30', price: 1000 },
      '2027-04-20',
      { period_start: '2027-03-31', period_days: 30, days_left: 10, prorated_cents: 333 },
    ],
    [
      'February of a common year (28 days)',
      { recurrence: monthlyOnPurchase, start: '2027-01-31', done: 1, next: '2027-02-28', price: 2800 },
      '2027-02-21',
      { period_start: '2027-01-31', period_days: 28, days_left: 7, prorated_cents: 700 },
    ],
    [
      'February of a leap year (29 days)',
      { recurrence: monthlyOnPurchase, start: '2028-02-01', done: 1, next: '2028-03-01', price: 2900 },
      '2028-02-29',
      { period_start: '2028-02-01', period_days: 29, days_left: 1, prorated_cents: 100 },
    ],
    [
      'a moved next bill date steps one interval back, clamped to the month end',
      { recurrence: monthlyOnPurchase, start: '2027-01-15', done: 1, next: '2028-03-31', price: 2900 },
      '2028-03-30',
      { period_start: '2028-02-29', period_days: 31, days_left: 1, prorated_cents: 94 },
    ],
    [
      'a leap-day yearly schedule: Feb 29 2028 to Feb 28 2029',
      { recurrence: yearly, start: '2028-02-29', done: 1, next: '2029-02-28', price: 36500 },
      '2028-08-31',
      { period_start: '2028-02-29', period_days: 365, days_left: 181, prorated_cents: 18100 },
    ],
    [
      'weekly, half up: 4 of 7 days of $10.00 is $5.71',
      { recurrence: weekly, start: '2027-06-07', done: 1, next: '2027-06-14', price: 1000 },
      '2027-06-10',
      { period_days: 7, days_left: 4, prorated_cents: 571 },
    ],
    [
      'every two months across a year end',
      { recurrence: everyTwoMonths, start: '2027-11-30', done: 1, next: '2028-01-30', price: 6100 },
      '2027-12-31',
      { period_start: '2027-11-30', period_days: 61, days_left: 30, prorated_cents: 3000 },
    ],
    [
      'the period has not started (a later start): the whole period is left',
      { recurrence: monthlyOnPurchase, start: '2027-06-01', done: 1, next: '2027-07-01', price: 3000 },
      '2027-05-20',
      { days_left: 30, prorated_cents: 3000 },
    ],
    [
      'no next bill date (ended): prorated is nothing',
      { recurrence: monthlyOnPurchase, start: '2027-01-01', done: 12, next: null, price: 3000 },
      '2027-12-20',
      { period_start: null, period_days: 0, days_left: 0, full_amount_cents: 3000, prorated_cents: 0 },
    ],
  ])('%s', (_name, s, today, expected) => {
    const proration = cancelProration(
      {
        recurrence: s.recurrence,
        start_at: s.start,
        number_of_active_executions: s.done,
        next_bill_date: s.next,
        price_cents: s.price,
      },
      today,
    );
    expect(proration).toMatchObject({ full_amount_cents: s.price, ...expected });
    expect(lastPaymentCents(proration, 'full_amount')).toBe(s.price);
    expect(lastPaymentCents(proration, 'prorated')).toBe(proration.prorated_cents);
  });
});
