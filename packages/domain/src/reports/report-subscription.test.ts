import { describe, expect, it } from 'vitest';
import { makeSubject } from '../testing/subjects.ts';
import {
  canSubscribeToReport,
  followingReportRun,
  nextPeriodStart,
  nextReportRun,
  periodStartOf,
  type ReportFrequency,
  reportHourError,
  reportHourLabel,
  runInstantOf,
} from './report-subscription.ts';

const DENVER = 'America/Denver';

describe('report subscription periods (spec 3 §6, ruling 8)', () => {
  it.each<[ReportFrequency, string, string]>([
    ['daily', '2026-11-29', '2026-11-29'],
    ['weekly', '2026-11-29', '2026-11-23'], // a Sunday belongs to the week of the Monday before
    ['weekly', '2026-11-30', '2026-11-30'], // a Monday starts its week
    ['weekly', '2027-01-01', '2026-12-28'], // across the year's end
    ['monthly', '2026-11-29', '2026-11-01'],
    ['monthly', '2024-02-29', '2024-02-01'],
  ])('%s: %s is in the period starting %s', (frequency, date, start) => {
    expect(periodStartOf(frequency, date)).toBe(start);
  });

  it.each<[ReportFrequency, string, string]>([
    ['daily', '2026-12-31', '2027-01-01'],
    ['daily', '2024-02-28', '2024-02-29'],
    ['weekly', '2026-12-28', '2027-01-04'],
    ['monthly', '2026-12-01', '2027-01-01'],
    ['monthly', '2027-01-01', '2027-02-01'],
  ])('%s: after %s comes %s', (frequency, start, next) => {
    expect(nextPeriodStart(frequency, start)).toBe(next);
  });

  it.each<[string, ReportFrequency, number, string, string, string]>([
    // Denver is UTC−7 in winter (MST) and UTC−6 in summer (MDT).
    ['before the hour: today', 'daily', 7, '2026-11-29T13:00:00Z', '2026-11-29', '2026-11-29T14:00:00.000Z'],
    ['at the hour: tomorrow', 'daily', 7, '2026-11-29T14:00:00Z', '2026-11-30', '2026-11-30T14:00:00.000Z'],
    ['late in the local day', 'daily', 7, '2026-11-30T05:00:00Z', '2026-11-30', '2026-11-30T14:00:00.000Z'],
    ['midnight', 'daily', 0, '2026-11-29T08:00:00Z', '2026-11-30', '2026-11-30T07:00:00.000Z'],
    ['weekly: next Monday', 'weekly', 9, '2026-11-29T20:00:00Z', '2026-11-30', '2026-11-30T16:00:00.000Z'],
    ['weekly: this Monday', 'weekly', 9, '2026-11-30T15:00:00Z', '2026-11-30', '2026-11-30T16:00:00.000Z'],
    ['weekly: Monday passed', 'weekly', 9, '2026-11-30T17:00:00Z', '2026-12-07', '2026-12-07T16:00:00.000Z'],
    ['monthly: the 1st', 'monthly', 6, '2026-11-29T20:00:00Z', '2026-12-01', '2026-12-01T13:00:00.000Z'],
    [
      'monthly: in summer time',
      'monthly',
      6,
      '2027-06-15T20:00:00Z',
      '2027-07-01',
      '2027-07-01T12:00:00.000Z',
    ],
    // 2027-03-14 02:00 does not happen in Denver: the run is at 03:00 MDT (09:00 UTC).
    ['spring forward: 02:00', 'daily', 2, '2027-03-14T05:00:00Z', '2027-03-14', '2027-03-14T09:00:00.000Z'],
    ['the day after it', 'daily', 2, '2027-03-14T09:00:00Z', '2027-03-15', '2027-03-15T08:00:00.000Z'],
    // 2027-11-07 01:00 happens twice in Denver: the first one (MDT, 07:00 UTC) sends.
    ['fall back: 01:00', 'daily', 1, '2027-11-07T05:00:00Z', '2027-11-07', '2027-11-07T07:00:00.000Z'],
    ['after the first 01:00', 'daily', 1, '2027-11-07T07:30:00Z', '2027-11-08', '2027-11-08T08:00:00.000Z'],
  ])('Denver, %s', (_case, frequency, hour, now, period, runAt) => {
    const run = nextReportRun({ frequency, hour }, DENVER, new Date(now));
    expect(run.period_start).toBe(period);
    expect(run.run_at.toISOString()).toBe(runAt);
  });

  it.each<[string, string, ReportFrequency, number, string, string]>([
    // Auckland: UTC+13 in its summer (NZDT), +12 in winter; a local date is a UTC date earlier.
    ['Pacific/Auckland', 'daily 8:00', 'daily', 8, '2026-11-29T20:00:00Z', '2026-11-30T19:00:00.000Z'],
    ['Europe/Berlin', 'weekly 23:00', 'weekly', 23, '2026-11-29T22:30:00Z', '2026-11-30T22:00:00.000Z'],
    ['UTC', 'monthly 0:00', 'monthly', 0, '2026-12-01T00:00:00Z', '2027-01-01T00:00:00.000Z'],
  ])('%s, %s', (zone, _case, frequency, hour, now, runAt) => {
    expect(nextReportRun({ frequency, hour }, zone, new Date(now)).run_at.toISOString()).toBe(runAt);
  });

  it('one run a local day across both clock changes of a year', () => {
    const schedule = { frequency: 'daily', hour: 2 } as const;
    let run = nextReportRun(schedule, DENVER, new Date('2027-01-01T00:00:00Z'));
    const periods = new Set<string>();
    for (let day = 0; day < 365; day += 1) {
      periods.add(run.period_start);
      const next = followingReportRun(schedule, DENVER, run.period_start, run.run_at);
      expect(next.run_at.getTime()).toBeGreaterThan(run.run_at.getTime());
      run = next;
    }
    expect(periods.size).toBe(365);
  });

  it('after a late run the next run is the first still ahead, not a burst of missed ones', () => {
    const schedule = { frequency: 'daily', hour: 7 } as const;
    // Sent on time: the next day follows.
    expect(
      followingReportRun(schedule, DENVER, '2026-11-29', new Date('2026-11-29T14:00:05Z')).period_start,
    ).toBe('2026-11-30');
    // The period of the 29th ran three days late: the 3rd is next, not the 30th, 1st and 2nd.
    const late = followingReportRun(schedule, DENVER, '2026-11-29', new Date('2026-12-02T20:00:00Z'));
    expect(late.period_start).toBe('2026-12-03');
    expect(late.run_at).toEqual(runInstantOf(schedule, DENVER, '2026-12-03'));
  });

  it.each([
    [0, '12:00 AM'],
    [7, '7:00 AM'],
    [12, '12:00 PM'],
    [23, '11:00 PM'],
  ])('hour %s reads %s', (hour, label) => {
    expect(reportHourLabel(hour)).toBe(label);
  });

  it.each([
    [0, null],
    [23, null],
    [24, 'Choose an hour from 0 to 23.'],
    [-1, 'Choose an hour from 0 to 23.'],
    [7.5, 'Choose an hour from 0 to 23.'],
  ])('hour %s: %s', (hour, problem) => {
    expect(reportHourError(hour)).toBe(problem);
  });
});

describe('who may subscribe (spec 3 §6 view_reports; spec 2 §6 customer export)', () => {
  it.each([
    ['view_reports on a report', ['view_reports'], true, 'transactions', true],
    ['no view_reports', ['create_orders'], true, 'transactions', false],
    [
      'customer list: manage_customers and view_reports',
      ['manage_customers', 'view_reports'],
      true,
      'customers',
      true,
    ],
    ['customer list: manage_customers alone', ['manage_customers'], true, 'customers', false],
    ['customer list: view_reports alone', ['view_reports'], true, 'customers', false],
    ['customer list without payments', ['manage_customers', 'view_reports'], false, 'customers', false],
  ] as const)('%s', (_case, rights, hasPayments, type, allowed) => {
    const subject = makeSubject({ rights: [...rights], hasPayments });
    expect(canSubscribeToReport(subject, type)).toBe(allowed);
  });
});
