import type { AccessRight, StaffUser } from '@paybook/contracts';
import type { Database } from '../../db/client.ts';
import { withTenantRead } from '../../db/tenant.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import type { UserContext } from '../../plugins/auth.ts';
import * as repo from './staff.repository.ts';

/** spec 3 §6 staff list access: an admin opens anyone; manage_users opens non-owners and themselves; others only themselves. */
export function canOpenStaffMember(ctx: UserContext, target: { id: number; isOwner: boolean }): boolean {
  if (ctx.user.isAdmin || target.id === ctx.userId) return true;
  return ctx.subject.rights.has('manage_users') && !target.isOwner;
}

export async function getStaffUser(db: Database, ctx: UserContext, userId: number): Promise<StaffUser> {
  const user = await withTenantRead(db, ctx.merchantId, (tx) => repo.findUser(tx, ctx.merchantId, userId));
  if (!user) throw notFound('The user');
  if (!canOpenStaffMember(ctx, user)) throw forbidden('You can only open your own staff profile.');
  return {
    id: user.id,
    user_id: user.id,
    user_name: user.userName,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    is_active: user.isActive,
    is_master: user.isOwner,
    is_admin: user.isAdmin,
    is_current: user.id === ctx.userId,
    access_rights: user.accessRights as AccessRight[],
    service_provider_id: user.serviceProviderId,
  };
}
