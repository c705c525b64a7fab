import { errorCodes, type StaffListQuery, type StaffPage, type StaffUser } from '@paybook/contracts';
import {
  activationLacksWorkPlan,
  canDeleteStaffMember,
  canToggleStaffStatus,
  workPlanMessages,
} from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { violatedConstraint } from '../../db/errors.ts';
import { withTenant, withTenantRead, withTenantReadOne } from '../../db/tenant.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import type { UserContext } from '../../plugins/auth.ts';
import { deleteUserSessions } from '../account/account.repository.ts';
import { queuePasswordResetEmail } from '../account/password-reset-email.ts';
import { providerHasAppointments } from './service-providers.repository.ts';
import * as repo from './staff.repository.ts';
import { loadOpenable, viewerOf } from './staff-access.ts';
import { presentRow, presentStaffUser } from './staff-presenters.ts';
import { hasEnabledWorkDayStored } from './work-plan.repository.ts';

/** spec 3 §2.5 staff list: everyone sees it; who may open whom is decided per row (spec 3 §6). */
export async function listStaff(db: Database, ctx: UserContext, query: StaffListQuery): Promise<StaffPage> {
  const { rows, total } = await withTenantRead(db, ctx.merchantId, (tx) =>
    repo.listStaff(tx, ctx.merchantId, query),
  );
  return { data: rows.map((row) => presentRow(row, ctx)), total_item_count: total };
}

/** spec 3 §7 GET hub/user/{id}, under the access rule of spec 3 §6. */
export async function getStaffUser(db: Database, ctx: UserContext, userId: number): Promise<StaffUser> {
  return withTenantRead(db, ctx.merchantId, async (tx) =>
    presentStaffUser(tx, ctx, await loadOpenable(tx, ctx, userId)),
  );
}

async function loadToggleable(tx: Database, ctx: UserContext, userId: number) {
  const row = await repo.findStaff(tx, ctx.merchantId, userId);
  if (!row) throw notFound('The user');
  if (!canToggleStaffStatus(viewerOf(ctx), row.user)) {
    throw forbidden(
      row.user.isOwner || row.user.id === ctx.userId
        ? 'The account owner and your own user cannot be activated or deactivated.'
        : 'You need the Manage Users permission to change a staff member’s status.',
    );
  }
  return row;
}

/** spec 3 §4.7: PUT hub/user/activate|deactivate/{id}; a provider needs an enabled work day to be active. */
export async function setStaffActive(db: Database, ctx: UserContext, userId: number, isActive: boolean) {
  return withTenant(db, ctx.merchantId, async (tx) => {
    const row = await loadToggleable(tx, ctx, userId);
    const providerId = row.user.serviceProviderId;
    if (
      providerId !== null &&
      activationLacksWorkPlan({
        activating: isActive,
        appearsOnBooking: row.provider?.appearsOnBooking === true,
        hasWorkPlan: await hasEnabledWorkDayStored(tx, ctx.merchantId, providerId),
      })
    ) {
      throw badRequest('work_plans', workPlanMessages.providerWorkPlanRequired);
    }
    await repo.setUserActive(tx, ctx.merchantId, userId, isActive);
    // An inactive user cannot sign in, so their open sessions end too.
    if (!isActive) await deleteUserSessions(tx, ctx.merchantId, userId);
    const saved = await repo.findStaff(tx, ctx.merchantId, userId);
    if (!saved) throw notFound('The user');
    return presentRow(saved, ctx);
  });
}

/**
 * spec 3 §5: adding checks whether the user name (the e-mail) is taken. issue 13 §7: the answer covers
 * only the caller's merchant (the route needs manage_users), so it tells nobody about another merchant's
 * users; a name taken elsewhere is still refused when the staff member is saved (names are unique).
 */
export async function checkUserExists(db: Database, ctx: UserContext, email: string) {
  const exists = await withTenantRead(db, ctx.merchantId, (tx) =>
    repo.merchantUserNameExists(tx, ctx.merchantId, email.trim()),
  );
  return { exists };
}

/** spec 3 §7 PUT hub/user/{id}/reset_password: e-mails the staff member a reset link. */
export async function sendStaffPasswordReset(db: Database, ctx: UserContext, userId: number, origin: string) {
  await withTenant(db, ctx.merchantId, async (tx) => {
    const { user } = await loadOpenable(tx, ctx, userId);
    await queuePasswordResetEmail(tx, ctx.merchantId, user, {
      origin,
      kind: 'password_reset',
      merchantName: ctx.merchant.name,
    });
  });
}

/** spec 3 §7 GET hub/user/{userId}/is_active. */
export async function isUserActive(db: Database, ctx: UserContext, userId: number) {
  // Issue 14 point 3: the simplest signed-in read, one query and one round trip.
  const isActive = await withTenantReadOne(db, ctx.merchantId, (tx) =>
    repo.userIsActive(tx, ctx.merchantId, userId),
  );
  if (isActive === undefined) throw notFound('The user');
  return { is_active: isActive };
}

/** spec 3 §7 DELETE hub/user/{id}: never the owner nor oneself; a provider with appointments stays. */
export async function deleteStaffUser(db: Database, ctx: UserContext, userId: number) {
  await withTenant(db, ctx.merchantId, async (tx) => {
    const row = await repo.findStaff(tx, ctx.merchantId, userId);
    if (!row) throw notFound('The user');
    if (!canDeleteStaffMember(viewerOf(ctx), row.user)) {
      throw forbidden('The account owner and your own user cannot be deleted.');
    }
    if (
      row.user.serviceProviderId !== null &&
      (await providerHasAppointments(tx, ctx.merchantId, row.user.serviceProviderId))
    ) {
      throw new AppError(
        409,
        errorCodes.conflict,
        'This staff member has appointments, so they cannot be deleted. Deactivate them instead.',
      );
    }
    await deleteUserSessions(tx, ctx.merchantId, userId);
    await repo.deleteUser(tx, ctx.merchantId, userId).catch((error: unknown) => {
      // Issue 23 point 4 (found by the fuzzing): orders they sold, comments they wrote and payment
      // methods they added name them; that history stays, so they are deactivated instead (no 500).
      if (/created_by_user_id/.test(violatedConstraint(error) ?? '')) {
        throw new AppError(
          409,
          errorCodes.conflict,
          'This staff member has sold orders or written customer records, so they cannot be deleted. Deactivate them instead.',
        );
      }
      throw error;
    });
  });
}
