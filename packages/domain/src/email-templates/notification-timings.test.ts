import { describe, expect, it } from 'vitest';
import { notificationTimingProblem } from './notification-timings.ts';

describe('notification timings (spec 3 §9)', () => {
  it.each([
    ['reminder_hours', 0, false],
    ['reminder_hours', 1, true],
    ['reminder_hours', 24, true],
    ['reminder_hours', 25, false],
    ['reminder_hours', 1.5, false],
    ['pre_notification_days', 1, true],
    ['pre_notification_days', 30, true],
    ['pre_notification_days', 31, false],
    ['invoice_past_due_days', 0, false],
    ['invoice_past_due_days', 30, true],
  ] as const)('%s %d allowed: %s', (timing, value, allowed) => {
    expect(notificationTimingProblem(timing, value) === null).toBe(allowed);
  });

  it('says the bounds', () => {
    expect(notificationTimingProblem('reminder_hours', 30)).toBe('Enter a whole number from 1 to 24.');
  });
});
