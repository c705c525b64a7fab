// spec 2 §4 (home variants: free trial, onboarding, expiry) and spec 2 §9 (days left, minimum 0).
import type { ProductName } from '@paybook/contracts';

const DAY_MS = 86_400_000;

/** Midnight UTC of a yyyy-MM-dd date (a longer ISO string is cut to its date), or NaN. */
function dayNumber(isoDate: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return Number.NaN;
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS;
}

/**
 * spec 2 §4, §9: days from today to the free-trial expiration date, never below 0.
 * Both dates are calendar dates in the merchant's time zone (ruling 8). A missing or unreadable
 * date counts as 0 days left.
 */
export function freeTrialDaysLeft(expirationIsoDate: string | null, todayIsoDate: string): number {
  if (expirationIsoDate === null) return 0;
  const days = dayNumber(expirationIsoDate) - dayNumber(todayIsoDate);
  if (Number.isNaN(days)) return 0;
  return Math.max(0, days);
}

export interface FreeTrialRecords {
  product_name: ProductName;
  free_trial_expiration_date: string | null;
  is_onboarding?: boolean;
  application_completed_date?: string | null;
}

/** spec 2 §1, §4: a free_trial merchant that completed its application is onboarding, not on trial. */
export function isOnboarding(merchant: FreeTrialRecords): boolean {
  if (merchant.product_name !== 'free_trial') return false;
  return merchant.is_onboarding === true || Boolean(merchant.application_completed_date);
}

/**
 * spec 2 §4: the free trial is expired when days left is 0 or less. Only product free_trial,
 * and not while onboarding (onboarding has its own 60-day window).
 */
export function isFreeTrialExpired(merchant: FreeTrialRecords, todayIsoDate: string): boolean {
  if (merchant.product_name !== 'free_trial' || isOnboarding(merchant)) return false;
  return freeTrialDaysLeft(merchant.free_trial_expiration_date, todayIsoDate) <= 0;
}

// Building a formatter costs far more than using one, and every request asks: one per zone.
const dateFormatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dateFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dateFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Today's yyyy-MM-dd in an IANA time zone (ruling 8); an unknown zone falls back to UTC. */
export function todayInTimeZone(timeZone: string, now: Date = new Date()): string {
  try {
    return dateFormatter(timeZone).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}
