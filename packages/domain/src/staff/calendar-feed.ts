// Issue 26 point 5: a provider's private iCalendar feed (spec 3 §2.5 calendar link, §9 webcal scheme).
import { allOf, anyOf, anyRight, type Requirement } from '../access/requirement.ts';
import { canPerform } from '../access/rights.ts';
import { CALENDAR_REQUIREMENT } from '../calendar/calendar-access.ts';
import type { StaffViewer } from './staff-access.ts';

/**
 * The declared access of the feed's address and reset calls (decision 179): what the calendar needs, held
 * by someone who may have a feed to see at all: a provider (their own), a manage_appointments holder or an
 * administrator. Which provider's feed is canManageCalendarFeed's to say.
 */
export const CALENDAR_FEED_REQUIREMENT: Requirement = allOf(
  CALENDAR_REQUIREMENT,
  anyOf(anyRight('neon_service_provider', 'manage_appointments'), { adminOnly: true }),
);

/** The provider a feed belongs to, as the rule reads it. */
export interface FeedProvider {
  /** The provider's own user. */
  userId: number;
  /** The user is active and the provider appears on booking (spec 3 §2.5: the link is for an active provider). */
  isActive: boolean;
}

/**
 * spec 3 §2.5 and §6 (decision 179): who may see a provider's feed address and reset its token. The
 * provider themself (holding neon_service_provider, the right that marks a provider), since the feed is
 * their own calendar; and for any provider, a holder of manage_appointments (the right behind the staff
 * list's calendar link) or an administrator. manage_users alone does not: it manages accounts, not whose
 * appointments one may read. Only an active provider has a feed, so an inactive one's address is neither
 * shown nor reset.
 */
export function canManageCalendarFeed(viewer: StaffViewer, provider: FeedProvider): boolean {
  if (!provider.isActive) return false;
  if (viewer.subject.isAdmin || canPerform(viewer.subject, 'staff.calendar-link')) return true;
  // The provider's own feed: the user is one of the business's providers (the right that marks them).
  return provider.userId === viewer.userId && viewer.subject.rights.has('neon_service_provider');
}

/** Decision 180: the feed holds a provider's items from 90 days back to 365 days ahead. */
export const CALENDAR_FEED_DAYS_BACK = 90;
export const CALENDAR_FEED_DAYS_AHEAD = 365;
const DAY_MS = 86_400_000;

/** The instants (UTC) between which the feed holds items that overlap, for a feed built at `now`. */
export function calendarFeedWindow(now: Date): { from: Date; to: Date } {
  return {
    from: new Date(now.getTime() - CALENDAR_FEED_DAYS_BACK * DAY_MS),
    to: new Date(now.getTime() + CALENDAR_FEED_DAYS_AHEAD * DAY_MS),
  };
}

/** spec 3 §9: a calendar link uses the webcal scheme; calendars subscribe to the same address over it. */
export function webcalUrlOf(httpsUrl: string): string {
  return httpsUrl.replace(/^https?:\/\//i, 'webcal://');
}
