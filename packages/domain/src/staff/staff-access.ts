// spec 3 §6 staff access and §4.7 status rules, used by the server to enforce and the web to show.
import { anyOf, needRight, type Requirement } from '../access/requirement.ts';
import type { AccessSubject } from '../access/subject.ts';

export interface StaffViewer {
  subject: Pick<AccessSubject, 'isAdmin' | 'rights'>;
  userId: number;
}

export interface StaffTarget {
  id: number;
  isOwner: boolean;
}

/** spec 3 §6: an admin opens anyone; a manage_users holder opens non-owners and themselves; others only themselves. */
export function canOpenStaffMember(viewer: StaffViewer, target: StaffTarget): boolean {
  if (viewer.subject.isAdmin || target.id === viewer.userId) return true;
  return viewer.subject.rights.has('manage_users') && !target.isOwner;
}

/** spec 3 §2.5: adding a staff member needs manage_users (or admin). */
export function canAddStaffMember(viewer: StaffViewer): boolean {
  return viewer.subject.isAdmin || viewer.subject.rights.has('manage_users');
}

/**
 * spec 3 §6 and §4.7: the status toggle shows only to an admin or a manage_users holder, and never for
 * the account owner or the viewer themselves.
 */
export function canToggleStaffStatus(viewer: StaffViewer, target: StaffTarget): boolean {
  if (target.isOwner || target.id === viewer.userId) return false;
  return canAddStaffMember(viewer);
}

/** What a staff member's status change depends on beyond who asks (spec 3 §4.7). */
export interface StaffStatusState {
  /** The status the change asks for. */
  activating: boolean;
  /** A provider shown on the booking page (one without a calendar needs no work plan). */
  appearsOnBooking: boolean;
  /** The stored work plan has an enabled day. */
  hasWorkPlan: boolean;
}

/** spec 3 §4.7: "A provider cannot be made active without an enabled work plan". */
export function activationLacksWorkPlan(state: StaffStatusState): boolean {
  return state.activating && state.appearsOnBooking && !state.hasWorkPlan;
}

/**
 * Issue 26 point 7, the provider's "may be toggled" flag: the viewer may change the status (spec 3 §6,
 * §4.7) and the change the toggle would make is allowed (an inactive provider needs an enabled work plan).
 */
export function mayToggleStaffStatus(
  viewer: StaffViewer,
  target: StaffTarget & { isActive: boolean },
  provider: Omit<StaffStatusState, 'activating'>,
): boolean {
  return (
    canToggleStaffStatus(viewer, target) &&
    !activationLacksWorkPlan({ ...provider, activating: !target.isActive })
  );
}

/** spec 3 §6: the profile is always editable by its owner. */
export function canEditProfile(viewer: StaffViewer, profileUserId: number): boolean {
  return viewer.userId === profileUserId;
}

/** spec 3 §2.5 list actions: the calendar link needs manage_appointments and an active provider. */
export function canOpenProviderCalendar(
  viewer: StaffViewer,
  provider: { serviceProviderId: number | null; isActive: boolean },
): boolean {
  return (
    provider.serviceProviderId !== null &&
    provider.isActive &&
    viewer.subject.rights.has('manage_appointments')
  );
}

/** spec 3 §2.5 user delete: like the status toggle, never the account owner nor oneself. */
export function canDeleteStaffMember(viewer: StaffViewer, target: StaffTarget): boolean {
  return canToggleStaffStatus(viewer, target);
}

/** spec 3 §2.5 /settings/staff/edit and the staff write calls: manage_users, or an administrator. */
export const MANAGE_STAFF: Requirement = anyOf(needRight('manage_users'), { adminOnly: true });

/**
 * A staff member's (service provider's or profile) image is re-cropped by the user it shows, or by a
 * holder of manage_users (or an admin), as with saving that staff member (spec 3 §6: the profile is
 * editable by its owner; manage_users edits staff). An upload no user shows yet (`imageUserId` null) is
 * still its uploader's work in progress, before the save that attaches it (issue 13 point 7).
 */
export function canCropStaffImage(viewer: StaffViewer, imageUserId: number | null): boolean {
  return imageUserId === null || imageUserId === viewer.userId || canAddStaffMember(viewer);
}
