import { describe, expect, it } from 'vitest';
import { makeSubject } from '../testing/subjects.ts';
import {
  activationLacksWorkPlan,
  canAddStaffMember,
  canCropStaffImage,
  canDeleteStaffMember,
  canEditProfile,
  canOpenProviderCalendar,
  canOpenStaffMember,
  canToggleStaffStatus,
  mayToggleStaffStatus,
} from './staff-access.ts';

const admin = { subject: makeSubject({ isAdmin: true, isOwner: true }), userId: 1 };
const manager = { subject: makeSubject({ rights: ['manage_users'] }), userId: 2 };
const plain = { subject: makeSubject({ rights: ['view_reports'] }), userId: 3 };
const owner = { id: 1, isOwner: true };
const other = { id: 9, isOwner: false };

describe('spec 3 §6 staff list access', () => {
  it('an admin opens anyone', () => {
    expect(canOpenStaffMember(admin, owner)).toBe(true);
    expect(canOpenStaffMember(admin, other)).toBe(true);
  });

  it('a manage_users holder opens non-owners and themselves, not the owner', () => {
    expect(canOpenStaffMember(manager, other)).toBe(true);
    expect(canOpenStaffMember(manager, { id: 2, isOwner: false })).toBe(true);
    expect(canOpenStaffMember(manager, owner)).toBe(false);
  });

  it('others open only themselves', () => {
    expect(canOpenStaffMember(plain, other)).toBe(false);
    expect(canOpenStaffMember(plain, { id: 3, isOwner: false })).toBe(true);
  });

  it('spec 3 §2.5: adding needs manage_users or admin', () => {
    expect(canAddStaffMember(admin)).toBe(true);
    expect(canAddStaffMember(manager)).toBe(true);
    expect(canAddStaffMember(plain)).toBe(false);
  });
});

describe('spec 3 §6, §4.7 status toggle', () => {
  it('shows to an admin or manage_users holder for other non-owners', () => {
    expect(canToggleStaffStatus(admin, other)).toBe(true);
    expect(canToggleStaffStatus(manager, other)).toBe(true);
    expect(canToggleStaffStatus(plain, other)).toBe(false);
  });

  it('never for the owner or the current user', () => {
    expect(canToggleStaffStatus(admin, owner)).toBe(false);
    expect(canToggleStaffStatus(manager, { id: 2, isOwner: false })).toBe(false);
  });

  it('delete follows the same rule', () => {
    expect(canDeleteStaffMember(admin, other)).toBe(true);
    expect(canDeleteStaffMember(admin, owner)).toBe(false);
    expect(canDeleteStaffMember(plain, other)).toBe(false);
  });
});

describe('spec 3 §6 profile and calendar link', () => {
  it('the profile is always editable by its owner, whatever the rights', () => {
    expect(canEditProfile(plain, 3)).toBe(true);
    expect(canEditProfile(admin, 3)).toBe(false);
  });

  it('spec 3 §2.5: the calendar link needs manage_appointments and an active provider', () => {
    const scheduler = { subject: makeSubject({ rights: ['manage_appointments'] }), userId: 4 };
    expect(canOpenProviderCalendar(scheduler, { serviceProviderId: 7, isActive: true })).toBe(true);
    expect(canOpenProviderCalendar(scheduler, { serviceProviderId: 7, isActive: false })).toBe(false);
    expect(canOpenProviderCalendar(scheduler, { serviceProviderId: null, isActive: true })).toBe(false);
    expect(canOpenProviderCalendar(plain, { serviceProviderId: 7, isActive: true })).toBe(false);
  });
});

describe('re-cropping a staff image (spec 3 §6; issue 13 point 7)', () => {
  const colleague = {
    subject: makeSubject({ rights: ['neon_service_provider', 'manage_customers'] }),
    userId: 4,
  };
  it.each([
    ['its own user', colleague, 4, true],
    ['a colleague without manage_users', colleague, 9, false],
    ['a colleague without manage_users, on the owner', plain, 1, false],
    ['a manage_users holder', manager, 9, true],
    ['an admin', admin, 9, true],
    ['anyone, on an upload no user shows yet', plain, null, true],
  ] as const)('%s', (_, viewer, imageUserId, allowed) => {
    expect(canCropStaffImage(viewer, imageUserId)).toBe(allowed);
  });
});

describe('spec 3 §4.7: a provider cannot be made active without an enabled work plan', () => {
  it.each([
    // activating, on the booking page, has a work plan → refused
    [true, true, false, true],
    [true, true, true, false],
    // Staff who are not on the booking page need no work plan.
    [true, false, false, false],
    // Deactivating is never held back by the work plan.
    [false, true, false, false],
  ])(
    'activating %s, on booking %s, work plan %s: lacks one %s',
    (activating, appearsOnBooking, hasWorkPlan, lacks) => {
      expect(activationLacksWorkPlan({ activating, appearsOnBooking, hasWorkPlan })).toBe(lacks);
    },
  );
});

describe('issue 26 point 7: the provider flag "may be toggled"', () => {
  const provider = { appearsOnBooking: true, hasWorkPlan: true };
  it.each([
    ['a manager, an active provider', manager, { ...other, isActive: true }, provider, true],
    [
      'a manager, an inactive provider with a work plan',
      manager,
      { ...other, isActive: false },
      provider,
      true,
    ],
    [
      'a manager, an inactive provider without one',
      manager,
      { ...other, isActive: false },
      { ...provider, hasWorkPlan: false },
      false,
    ],
    [
      'a manager, an active provider without one (deactivating)',
      manager,
      { ...other, isActive: true },
      { ...provider, hasWorkPlan: false },
      true,
    ],
    ['the owner, by an admin', admin, { ...owner, isActive: true }, provider, false],
    ['oneself', manager, { id: 2, isOwner: false, isActive: true }, provider, false],
    ['staff without manage_users', plain, { ...other, isActive: true }, provider, false],
  ])('%s: %s', (_case, viewer, target, state, expected) => {
    expect(mayToggleStaffStatus(viewer, target, state)).toBe(expected);
  });
});
