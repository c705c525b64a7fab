// spec 1 §2.5, §6: who may see and change which provider's calendar.
import { allOf, needClaim, needFeature, type Requirement } from '../access/requirement.ts';
import { canPerform } from '../access/rights.ts';
import type { AccessSubject } from '../access/subject.ts';

/** The calendar calls need the appointments feature and claim, like the appointments screen (spec 1 §2.3). */
export const CALENDAR_REQUIREMENT: Requirement = allOf(
  needFeature('appointments'),
  needClaim('appointments'),
);

export const calendarAccessMessages = {
  ownCalendarOnly: 'You can only manage your own calendar.',
  outsideEditWindow: 'We cannot perform this operation for this item.',
} as const;

/**
 * spec 1 §2.5: with manage_appointments a user works on every provider's calendar; without it only on
 * their own provider's (the user's service_provider_id).
 */
export function canUseProviderCalendar(
  subject: Pick<AccessSubject, 'rights'>,
  ownProviderId: number | null,
  providerId: number,
): boolean {
  return canPerform(subject, 'appointments.all-providers') || ownProviderId === providerId;
}
