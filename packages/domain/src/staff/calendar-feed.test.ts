import { describe, expect, it } from 'vitest';
import { meets } from '../access/requirement.ts';
import { makeSubject } from '../testing/subjects.ts';
import {
  CALENDAR_FEED_DAYS_AHEAD,
  CALENDAR_FEED_REQUIREMENT,
  calendarFeedWindow,
  canManageCalendarFeed,
  webcalUrlOf,
} from './calendar-feed.ts';

const viewers = {
  admin: { subject: makeSubject({ isAdmin: true, isOwner: true }), userId: 1 },
  appointments: { subject: makeSubject({ rights: ['manage_appointments'] }), userId: 2 },
  users: { subject: makeSubject({ rights: ['manage_users'] }), userId: 3 },
  plain: { subject: makeSubject({ rights: ['view_reports'] }), userId: 4 },
  provider: { subject: makeSubject({ rights: ['neon_service_provider'] }), userId: 5 },
};

// spec 3 §2.5, §6; decision 179: [viewer, provider's user, provider active, may]
const CASES: [keyof typeof viewers, number, boolean, boolean][] = [
  ['admin', 9, true, true],
  ['admin', 9, false, false],
  ['appointments', 9, true, true],
  ['appointments', 2, true, true],
  ['appointments', 9, false, false],
  ['users', 9, true, false],
  ['users', 3, true, false],
  ['plain', 9, true, false],
  ['plain', 4, true, false],
  ['provider', 5, true, true],
  ['provider', 5, false, false],
  ['provider', 9, true, false],
];

describe('canManageCalendarFeed (spec 3 §2.5, §6; decision 179)', () => {
  it.each(CASES)('%s viewing user %i (active %s): %s', (viewer, userId, isActive, may) => {
    expect(canManageCalendarFeed(viewers[viewer], { userId, isActive })).toBe(may);
  });
});

describe('CALENDAR_FEED_REQUIREMENT (decision 179)', () => {
  it.each([
    ['an administrator', true, makeSubject({ isAdmin: true, isOwner: true })],
    ['a manage_appointments holder', true, makeSubject({ rights: ['manage_appointments'] })],
    ['a provider', true, makeSubject({ rights: ['neon_service_provider'] })],
    ['a front desk without either', false, makeSubject({ rights: ['create_orders', 'manage_customers'] })],
    [
      'a provider of a business without appointments',
      false,
      makeSubject({ rights: ['neon_service_provider'], product: 'starter' }),
    ],
  ])('%s may call: %s', (_who, may, subject) => {
    expect(meets(subject, CALENDAR_FEED_REQUIREMENT)).toBe(may);
  });
});

describe('the feed window (decision 180)', () => {
  it('runs from 90 days back to 365 days ahead of now', () => {
    const now = new Date('2026-03-08T12:00:00Z');
    const { from, to } = calendarFeedWindow(now);
    expect(from.toISOString()).toBe('2025-12-08T12:00:00.000Z');
    expect((to.getTime() - now.getTime()) / 86_400_000).toBe(CALENDAR_FEED_DAYS_AHEAD);
  });
});

describe('webcalUrlOf (spec 3 §9)', () => {
  it.each([
    ['https://paybook.example/calendar/abc.ics', 'webcal://paybook.example/calendar/abc.ics'],
    ['http://localhost:3000/calendar/abc.ics', 'webcal://localhost:3000/calendar/abc.ics'],
  ])('%s becomes %s', (https, webcal) => {
    expect(webcalUrlOf(https)).toBe(webcal);
  });
});
