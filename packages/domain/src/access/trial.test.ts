import { describe, expect, it } from 'vitest';
import { freeTrialDaysLeft, isFreeTrialExpired, isOnboarding, todayInTimeZone } from './trial.ts';

describe('free-trial days left (spec 2 §4, §9)', () => {
  it('counts calendar days to the expiration date', () => {
    expect(freeTrialDaysLeft('2025-06-25', '2025-06-15')).toBe(10);
    expect(freeTrialDaysLeft('2025-03-10', '2025-03-08')).toBe(2);
  });

  it('spec 2 §9: never goes below 0', () => {
    expect(freeTrialDaysLeft('2025-06-01', '2025-06-15')).toBe(0);
  });

  it('is 0 on the expiration day, without a date and for an unreadable date', () => {
    expect(freeTrialDaysLeft('2025-06-15', '2025-06-15')).toBe(0);
    expect(freeTrialDaysLeft(null, '2025-06-15')).toBe(0);
    expect(freeTrialDaysLeft('soon', '2025-06-15')).toBe(0);
  });

  it('reads a full ISO instant by its date', () => {
    expect(freeTrialDaysLeft('2025-06-20T23:00:00Z', '2025-06-15')).toBe(5);
  });
});

describe('free-trial expiry (spec 2 §4)', () => {
  const trial = { product_name: 'free_trial' as const, free_trial_expiration_date: '2025-06-15' };

  it('spec 2 §4: expired when days left is 0 or less', () => {
    expect(isFreeTrialExpired(trial, '2025-06-15')).toBe(true);
    expect(isFreeTrialExpired(trial, '2025-07-01')).toBe(true);
    expect(isFreeTrialExpired(trial, '2025-06-14')).toBe(false);
  });

  it('only for product free_trial', () => {
    expect(isFreeTrialExpired({ ...trial, product_name: 'full_product' }, '2025-07-01')).toBe(false);
  });

  it('spec 2 §4: not while onboarding (the application was completed)', () => {
    expect(isFreeTrialExpired({ ...trial, is_onboarding: true }, '2025-07-01')).toBe(false);
    expect(isFreeTrialExpired({ ...trial, application_completed_date: '2025-06-10' }, '2025-07-01')).toBe(
      false,
    );
    expect(isOnboarding({ ...trial, is_onboarding: true })).toBe(true);
    expect(isOnboarding({ ...trial, product_name: 'starter', is_onboarding: true })).toBe(false);
  });
});

describe('today in the merchant time zone (ruling 8)', () => {
  it('gives the calendar date of the zone', () => {
    const instant = new Date('2025-06-15T03:00:00Z');
    expect(todayInTimeZone('America/Denver', instant)).toBe('2025-06-14');
    expect(todayInTimeZone('Europe/Berlin', instant)).toBe('2025-06-15');
  });

  it('falls back to UTC for an unknown zone', () => {
    expect(todayInTimeZone('Mars/Olympus', new Date('2025-06-15T03:00:00Z'))).toBe('2025-06-15');
  });
});
