// Issue 15 point 1, ruling 5: when the processor's settlement batch takes a payment. The batch runs at the
// merchant's local midnight (ruling 8: the merchant's IANA zone, across daylight saving). A card
// authorised during a local day settles in the batch at that day's end; an ACH debit posted during a local
// day settles after 2 whole business days have passed, in the batch at the end of the second. Times are
// read as `Instant`s (a Date or an ISO string with its offset) and answered as ISO strings in UTC, as the
// availability module's `utcRangeOfLocalDates` answers.
import {
  addDaysToDate,
  dayOfWeek,
  type Instant,
  localDateOf,
  zonedDate,
  zonedTimeToUtcMs,
} from '../availability/zoned-time.ts';

/** Business days after the posting day an ACH debit (or an ACH refund's credit) waits before settling. */
export const ACH_SETTLEMENT_BUSINESS_DAYS = 2;

/** The instant a local date begins in a zone (a midnight the clock skips is its first existing moment). */
function startOfLocalDate(timeZone: string, date: string): string {
  return new Date(zonedTimeToUtcMs(zonedDate(timeZone, date), 0)).toISOString();
}

/**
 * The merchant's next local midnight strictly after an instant: the settlement batch a card authorised at
 * that instant belongs to. On a daylight-saving day the local day is 23 or 25 hours long, and the answer
 * is still that day's end.
 */
export function nextLocalMidnight(timeZone: string, instant: Instant): string {
  return startOfLocalDate(timeZone, addDaysToDate(localDateOf(timeZone, instant), 1));
}

/**
 * A business day is Monday to Friday. The sandbox observes no bank holidays (decision 67): a real gateway
 * answers its own settlement dates, and the sandbox's only need is a predictable rule.
 */
export function isBusinessDay(date: string): boolean {
  const day = dayOfWeek(date);
  return day !== 0 && day !== 6;
}

/** The local date `count` business days after `date` (the day itself never counts). */
export function addBusinessDays(date: string, count: number): string {
  let current = date;
  for (let left = count; left > 0; ) {
    current = addDaysToDate(current, 1);
    if (isBusinessDay(current)) left -= 1;
  }
  return current;
}

/** spec 3 §3.2 can_void_until of a card authorised at an instant: the batch at the end of its local day. */
export function cardSettlementAt(timeZone: string, authorizedAt: Instant): string {
  return nextLocalMidnight(timeZone, authorizedAt);
}

/**
 * spec 3 §3.2 can_void_until of an ACH debit or credit posted at an instant: the batch at the end of the
 * second business day after its local posting date. Posted on a Monday, it settles as Thursday begins;
 * posted from Friday to Sunday, as Wednesday begins.
 */
export function achSettlementAt(timeZone: string, postedAt: Instant): string {
  const lastWaitingDay = addBusinessDays(localDateOf(timeZone, postedAt), ACH_SETTLEMENT_BUSINESS_DAYS);
  return startOfLocalDate(timeZone, addDaysToDate(lastWaitingDay, 1));
}
