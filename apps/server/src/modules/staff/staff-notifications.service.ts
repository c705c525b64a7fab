import type { StaffNotificationList, StaffNotificationRow } from '@paybook/contracts';
import {
  availableNotificationGroups,
  defaultNotifications,
  type NotificationGroup,
  refusedNotificationGroups,
} from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { withTenant, withTenantRead } from '../../db/tenant.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { UserContext } from '../../plugins/auth.ts';
import * as repo from './staff.repository.ts';
import { loadOpenable } from './staff-access.ts';
import { roleName } from './staff-presenters.ts';

// Issue 26 point 1, "notification groups per staff member" on /settings/notifications (spec 3 §3.3, §6, §9).

const managesConfiguration = (user: repo.StaffRow['user']) =>
  user.isAdmin || user.accessRights.includes('manage_configuration');

function presentNotificationRow(
  row: repo.StaffRow,
  ctx: UserContext,
  stored: Record<string, boolean>,
): StaffNotificationRow {
  const { user } = row;
  const groups = availableNotificationGroups(managesConfiguration(user));
  // What a member never chose follows the defaults of a provider or of other staff (issue 16 point 10).
  const chosen = { ...defaultNotifications(row.provider?.appearsOnBooking === true), ...stored };
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    user_name: user.userName,
    role_name: roleName(row),
    is_master: user.isOwner,
    is_current: user.id === ctx.userId,
    groups,
    notifications: Object.fromEntries(groups.map((group) => [group, chosen[group] === true])),
  };
}

/** GET staff_notifications: the active staff by name, with the groups each may and does receive. */
export async function listStaffNotifications(db: Database, ctx: UserContext): Promise<StaffNotificationList> {
  const rows = await withTenantRead(db, ctx.merchantId, (tx) => repo.listActiveStaff(tx, ctx.merchantId));
  return { data: rows.map((row) => presentNotificationRow(row, ctx, row.user.notifications)) };
}

/**
 * PUT hub/user/{id}/notifications: who may change a member's groups is who may open them (spec 3 §6); a group
 * the member may not receive is refused naming it, and nothing is written.
 */
export async function updateStaffNotifications(
  db: Database,
  ctx: UserContext,
  userId: number,
  groups: Partial<Record<NotificationGroup, boolean>>,
): Promise<StaffNotificationRow> {
  return withTenant(db, ctx.merchantId, async (tx) => {
    const row = await loadOpenable(tx, ctx, userId);
    const [refused] = refusedNotificationGroups(
      Object.keys(groups) as NotificationGroup[],
      managesConfiguration(row.user),
    );
    if (refused) throw badRequest(`notifications.${refused.group}`, refused.message);
    const stored = await repo.mergeUserNotifications(tx, ctx.merchantId, userId, groups);
    if (!stored) throw notFound('The user');
    return presentNotificationRow(row, ctx, stored);
  });
}
