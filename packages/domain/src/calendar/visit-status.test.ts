import { describe, expect, it } from 'vitest';
import {
  availableVisitChanges,
  findVisitTransition,
  type VisitFacts,
  type VisitRefusal,
  type VisitStatus,
  visitChangeRefusal,
  visitDeleteRefusal,
  visitStatuses,
} from './visit-status.ts';

const DENVER = 'America/Denver';
// 2026-11-25 10:00 in Denver (UTC−7).
const NOW = new Date('2026-11-25T17:00:00Z');
const at = (iso: string) => new Date(iso);
const LATER_TODAY = at('2026-11-25T22:00:00Z'); // 15:00 local, not started
const EARLIER_TODAY = at('2026-11-25T16:00:00Z'); // 09:00 local, started
const TOMORROW = at('2026-11-26T16:00:00Z');
const LAST_WEEK = at('2026-11-19T16:00:00Z'); // 6 days ago
const TOO_OLD = at('2026-11-17T16:00:00Z'); // 8 days ago

const facts = (status: VisitStatus, start: Date, hasMoney = false): VisitFacts => ({
  status,
  start_at: start,
  time_zone: DENVER,
  has_money: hasMoney,
});

describe('visit status changes (issue 16 point 2)', () => {
  const rows: [VisitStatus, Date, VisitStatus, VisitRefusal | null][] = [
    ['booked', EARLIER_TODAY, 'arrived', null],
    ['booked', LATER_TODAY, 'arrived', null],
    ['booked', TOMORROW, 'arrived', 'not_today'],
    ['booked', LAST_WEEK, 'completed', null],
    ['booked', TOMORROW, 'completed', 'not_today'],
    ['arrived', EARLIER_TODAY, 'completed', null],
    ['arrived', LATER_TODAY, 'booked', null],
    ['arrived', EARLIER_TODAY, 'booked', null],
    ['booked', EARLIER_TODAY, 'no_show', null],
    ['arrived', EARLIER_TODAY, 'no_show', null],
    ['booked', LATER_TODAY, 'no_show', 'not_started'],
    ['booked', TOMORROW, 'cancelled', null],
    ['arrived', EARLIER_TODAY, 'cancelled', null],
    ['booked', TOO_OLD, 'arrived', 'outside_edit_window'],
    ['booked', TOO_OLD, 'cancelled', 'outside_edit_window'],
    ['completed', EARLIER_TODAY, 'arrived', 'not_allowed'],
    ['completed', EARLIER_TODAY, 'cancelled', 'not_allowed'],
    ['no_show', EARLIER_TODAY, 'booked', 'not_allowed'],
    ['booked', EARLIER_TODAY, 'booked', 'not_allowed'],
    ['cancelled', EARLIER_TODAY, 'booked', 'cancelled'],
    ['cancelled', EARLIER_TODAY, 'arrived', 'cancelled'],
  ];
  it.each(rows)('%s at %s → %s: %s', (from, start, to, refusal) => {
    expect(visitChangeRefusal(facts(from, start), to, NOW)).toBe(refusal);
  });

  it('every table row names known statuses and leaves nothing from cancelled', () => {
    expect(findVisitTransition('booked', 'arrived')?.requires).toBe('today');
    expect(findVisitTransition('cancelled', 'booked')).toBeUndefined();
    for (const to of visitStatuses) expect(findVisitTransition('cancelled', to)).toBeUndefined();
  });

  const offers: [VisitStatus, Date, VisitStatus[]][] = [
    ['booked', EARLIER_TODAY, ['arrived', 'completed', 'no_show', 'cancelled']],
    ['booked', LATER_TODAY, ['arrived', 'completed', 'cancelled']],
    ['booked', TOMORROW, ['cancelled']],
    ['arrived', EARLIER_TODAY, ['completed', 'booked', 'no_show', 'cancelled']],
    ['completed', EARLIER_TODAY, []],
    ['cancelled', EARLIER_TODAY, []],
    ['booked', TOO_OLD, []],
  ];
  it.each(offers)('%s at %s offers %j', (status, start, expected) => {
    expect(availableVisitChanges(facts(status, start), NOW)).toEqual(expected);
  });
});

describe('delete is for mistakes (issue 16 point 2, spec 1 §4.2)', () => {
  const rows: [VisitFacts, VisitRefusal | null][] = [
    [facts('booked', TOMORROW), null],
    [facts('completed', LAST_WEEK), null],
    [facts('booked', TOMORROW, true), 'money_attached'],
    [facts('no_show', EARLIER_TODAY, true), 'money_attached'],
    [facts('booked', TOO_OLD), 'outside_edit_window'],
    [facts('booked', TOO_OLD, true), 'outside_edit_window'],
  ];
  it.each(rows)('%j: %s', (input, refusal) => {
    expect(visitDeleteRefusal(input, NOW)).toBe(refusal);
  });
});
