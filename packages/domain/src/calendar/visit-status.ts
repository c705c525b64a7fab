// Issue 16 point 2: what the front desk does to an appointment from its popover. One table holds every
// status change (booked → arrived → completed, no-show, cancel, the undo of arrived); delete is the separate
// undo of a mistake. The server refuses with these refusals and the web offers only what they allow.
import { todayInTimeZone } from '../access/trial.ts';
import { isWithinEditWindow } from './item-actions.ts';
import { wallClock } from './zoned-time.ts';

export const visitStatuses = ['booked', 'arrived', 'completed', 'no_show', 'cancelled'] as const;
export type VisitStatus = (typeof visitStatuses)[number];

/** The visits still to come or under way: a provider or service with one of these has future work. */
export const openVisitStatuses = ['booked', 'arrived'] as const satisfies readonly VisitStatus[];

export const isVisitStatus = (status: string): status is VisitStatus =>
  (visitStatuses as readonly string[]).includes(status);

/**
 * What a change needs of the appointment's time, read in the provider's zone: 'today' an appointment of
 * today or before (a customer cannot arrive for next week), 'started' one whose start has passed (spec 1
 * and issue 15 point 7's no-show rule), 'any' nothing.
 */
export type VisitTimeRequirement = 'any' | 'today' | 'started';

export interface VisitTransition {
  from: VisitStatus;
  to: VisitStatus;
  requires: VisitTimeRequirement;
}

/**
 * Every change the desk may make. Cancelled keeps the record and frees the time (the no-overlap
 * constraint ignores cancelled rows); nothing leaves cancelled, completed or no-show. A no-show whose fee
 * is charged goes through POST appointment/{id}/no_show, under the same 'started' requirement.
 */
export const VISIT_TRANSITIONS: readonly VisitTransition[] = [
  { from: 'booked', to: 'arrived', requires: 'today' },
  { from: 'booked', to: 'completed', requires: 'today' },
  { from: 'arrived', to: 'completed', requires: 'today' },
  { from: 'arrived', to: 'booked', requires: 'any' },
  { from: 'booked', to: 'no_show', requires: 'started' },
  { from: 'arrived', to: 'no_show', requires: 'started' },
  { from: 'booked', to: 'cancelled', requires: 'any' },
  { from: 'arrived', to: 'cancelled', requires: 'any' },
];

export type VisitRefusal =
  | 'cancelled'
  | 'not_allowed'
  | 'not_today'
  | 'not_started'
  | 'outside_edit_window'
  | 'money_attached';

export const visitRefusalMessages: Record<VisitRefusal, string> = {
  cancelled: 'This appointment was cancelled; nothing more can be done with it.',
  not_allowed: 'The appointment cannot change from its current status to this one.',
  not_today: 'A customer can arrive or complete a visit only on the day of the appointment or later.',
  not_started: 'An appointment can be marked as a no-show only after it has started.',
  outside_edit_window: 'The appointment started more than 7 days ago and can no longer change.',
  money_attached:
    'This appointment has a payment (a deposit, a no-show fee or a checkout): cancel it instead of deleting it.',
};

/** What the rules read of an appointment. `has_money`: a deposit, a no-show fee or a checkout order. */
export interface VisitFacts {
  status: string;
  start_at: Date;
  /** The provider's IANA zone (ruling 8). */
  time_zone: string;
  has_money: boolean;
}

export function findVisitTransition(from: string, to: string): VisitTransition | undefined {
  return VISIT_TRANSITIONS.find((row) => row.from === from && row.to === to);
}

function meetsTime(requires: VisitTimeRequirement, facts: VisitFacts, now: Date): VisitRefusal | null {
  if (requires === 'today')
    return wallClock(facts.start_at, facts.time_zone).date <= todayInTimeZone(facts.time_zone, now)
      ? null
      : 'not_today';
  if (requires === 'started') return facts.start_at.getTime() <= now.getTime() ? null : 'not_started';
  return null;
}

/**
 * Issue 16 point 2: why the appointment cannot change to `to` now (null: it can). spec 1 §4.2's edit window
 * holds for every change, as for edit and delete.
 */
export function visitChangeRefusal(
  facts: VisitFacts,
  to: VisitStatus,
  now: Date = new Date(),
): VisitRefusal | null {
  if (facts.status === 'cancelled') return 'cancelled';
  const transition = findVisitTransition(facts.status, to);
  if (!transition) return 'not_allowed';
  if (!isWithinEditWindow(facts.start_at, facts.time_zone, now)) return 'outside_edit_window';
  return meetsTime(transition.requires, facts, now);
}

/** The statuses the appointment may change to now, in the table's order (what the popover offers). */
export function availableVisitChanges(facts: VisitFacts, now: Date = new Date()): VisitStatus[] {
  return VISIT_TRANSITIONS.filter(
    (row) => row.from === facts.status && visitChangeRefusal(facts, row.to, now) === null,
  ).map((row) => row.to);
}

/**
 * Issue 16 point 2: delete is for mistakes (the row goes). It keeps spec 1 §4.2's edit window, and an
 * appointment with money attached is cancelled instead, so no payment loses its appointment.
 */
export function visitDeleteRefusal(facts: VisitFacts, now: Date = new Date()): VisitRefusal | null {
  if (!isWithinEditWindow(facts.start_at, facts.time_zone, now)) return 'outside_edit_window';
  if (facts.has_money) return 'money_attached';
  return null;
}
