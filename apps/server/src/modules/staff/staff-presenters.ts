import type { AccessRight, StaffListRow, StaffUser } from '@paybook/contracts';
import {
  defaultNotifications,
  defaultWorkPlan,
  findBuiltInRole,
  hasEnabledWorkDay,
  mayToggleStaffStatus,
} from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import type { UserContext } from '../../plugins/auth.ts';
import { imageLink } from '../images/images.repository.ts';
import { countAllAppointments } from './service-providers.repository.ts';
import type { StaffRow } from './staff.repository.ts';
import { viewerOf } from './staff-access.ts';
import { loadSchedule } from './work-plan.repository.ts';

/** A built-in role's name, or the merchant's own role's (joined by the staff query). */
export const roleName = (row: StaffRow) =>
  row.merchantRoleName ?? findBuiltInRole(row.user.roleId)?.name ?? 'Custom role';

export function presentRow(row: StaffRow, ctx: UserContext): StaffListRow {
  const { user, provider } = row;
  return {
    id: user.id,
    user_id: user.id,
    user_name: user.userName,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    role: { id: user.roleId, name: roleName(row) },
    is_active: user.isActive,
    is_master: user.isOwner,
    is_current: user.id === ctx.userId,
    image:
      user.imageId !== null && row.imagePublicKey
        ? { id: user.imageId, link: imageLink(row.imagePublicKey) }
        : null,
    service_provider_id: user.serviceProviderId,
    appears_on_booking: provider?.appearsOnBooking === true,
  };
}

export async function presentStaffUser(tx: Database, ctx: UserContext, row: StaffRow): Promise<StaffUser> {
  const { user } = row;
  const schedule = user.serviceProviderId
    ? await loadSchedule(tx, ctx.merchantId, user.serviceProviderId)
    : { workPlans: [], daysOff: [], offeringIds: [] };
  const appointments = user.serviceProviderId
    ? await countAllAppointments(tx, ctx.merchantId, user.serviceProviderId)
    : 0;
  const hasWorkPlan = hasEnabledWorkDay(schedule.workPlans);
  const appearsOnBooking = row.provider?.appearsOnBooking === true;
  return {
    ...presentRow(row, ctx),
    is_admin: user.isAdmin,
    access_rights: user.accessRights as AccessRight[],
    role_id: user.roleId,
    role_name: roleName(row),
    title: user.title,
    bio: user.bio,
    image_id: user.imageId,
    is_sso_user: user.isSsoUser,
    work_plans: schedule.workPlans.length > 0 ? schedule.workPlans : defaultWorkPlan(),
    days_off: schedule.daysOff,
    offering_ids: schedule.offeringIds,
    // Issue 16 point 10: what a user never chose follows the defaults of a provider or of other staff.
    notifications: {
      ...defaultNotifications(row.provider?.appearsOnBooking === true),
      ...user.notifications,
    },
    has_offerings: schedule.offeringIds.length > 0,
    has_work_plan: hasWorkPlan,
    has_appointments: appointments > 0,
    may_toggle: mayToggleStaffStatus(viewerOf(ctx), user, { appearsOnBooking, hasWorkPlan }),
  };
}
