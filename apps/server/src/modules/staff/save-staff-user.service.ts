import {
  type ErrorDetail,
  errorCodes,
  type SaveStaffUserBody,
  type StaffUser,
  staffMessages,
} from '@paybook/contracts';
import {
  canAddStaffMember,
  cleanWorkPlan,
  defaultNotifications,
  defaultWorkPlan,
  hasEnabledWorkDay,
  rightsForStaff,
  type WorkPlanDay,
  workPlanMessages,
} from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { violatedConstraint } from '../../db/errors.ts';
import { USER_NAME_TAKEN_CONSTRAINT } from '../../db/merchant-keys.ts';
import { withTenant } from '../../db/tenant.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import type { UserContext } from '../../plugins/auth.ts';
import { queuePasswordResetEmail } from '../account/password-reset-email.ts';
import { lockProviderCalendar } from '../calendar/calendar.repository.ts';
import { deleteImage, findImageRef } from '../images/images.repository.ts';
import { findRoleForStaff } from '../roles/roles.service.ts';
import {
  existingOfferingIds,
  replaceProviderOfferings,
  upsertProvider,
} from './service-providers.repository.ts';
import * as repo from './staff.repository.ts';
import { loadOpenable, viewerOf } from './staff-access.ts';
import { presentStaffUser } from './staff-presenters.ts';
import {
  addDaysOff,
  deleteDaysOff,
  hasEnabledWorkDayStored,
  loadSchedule,
  replaceWorkPlan,
} from './work-plan.repository.ts';

function validationError(details: ErrorDetail[]): AppError {
  return new AppError(400, errorCodes.validation, details[0]?.message ?? 'Invalid request', details);
}

/**
 * Which role the saved user gets, built-in or the merchant's own, refusing changes nobody may make (owner,
 * oneself, granting admin).
 */
async function chooseRole(
  tx: Database,
  ctx: UserContext,
  body: SaveStaffUserBody,
  existing: repo.UserRow | undefined,
) {
  if (existing?.isOwner) {
    if (body.role_id !== existing.roleId)
      throw badRequest('role_id', 'The account owner is always an Administrator.');
  } else if (existing && existing.id === ctx.userId) {
    if (body.role_id !== existing.roleId) throw badRequest('role_id', 'You cannot change your own role.');
  }
  const role = await findRoleForStaff(tx, ctx.merchantId, body.role_id);
  if (!role) throw badRequest('role_id', 'Choose a role from the list.');
  if (role.isAdmin && !ctx.user.isAdmin && existing?.roleId !== role.id) {
    throw forbidden('Only an administrator can give the Administrator role.');
  }
  return role;
}

/** The week to store for a provider: the cleaned input, the stored week, or the default (spec 3 §9). */
function plannedWeek(body: SaveStaffUserBody, hasStoredWeek: boolean): WorkPlanDay[] | undefined {
  if (body.work_plans.length === 0) return hasStoredWeek ? undefined : defaultWorkPlan();
  const result = cleanWorkPlan(body.work_plans);
  if (!result.ok) throw validationError(result.problems);
  return result.workPlan;
}

/**
 * spec 3 §7 POST hub/user (add) and PUT hub/user (edit). Adding creates the user with an unusable
 * password and e-mails a link to choose one. Appearing on booking makes the user a service provider
 * (spec 1 §3): provider row, work plan (cleaned, spec 3 §5), days off and services.
 */
export async function saveStaffUser(
  db: Database,
  ctx: UserContext,
  body: SaveStaffUserBody,
  origin: string,
): Promise<StaffUser> {
  const viewer = viewerOf(ctx);
  const adding = body.id === undefined;
  if (adding && !canAddStaffMember(viewer))
    throw forbidden('You need the Manage Users permission to add staff.');
  const userName = (body.user_name ?? body.email).toLowerCase();
  if (adding && (await repo.userNameExists(db, userName))) {
    throw badRequest(body.user_name === undefined ? 'email' : 'user_name', staffMessages.userNameInUse);
  }

  try {
    return await saveInTenant(db, ctx, body, userName, origin);
  } catch (error) {
    // Another merchant took the name between the check and the insert.
    if (violatedConstraint(error) === USER_NAME_TAKEN_CONSTRAINT) {
      throw badRequest(body.user_name === undefined ? 'email' : 'user_name', staffMessages.userNameInUse);
    }
    throw error;
  }
}

function saveInTenant(
  db: Database,
  ctx: UserContext,
  body: SaveStaffUserBody,
  userName: string,
  origin: string,
) {
  const viewer = viewerOf(ctx);
  return withTenant(db, ctx.merchantId, async (tx) => {
    const existing = body.id === undefined ? undefined : (await loadOpenable(tx, ctx, body.id)).user;
    if (existing && existing.id !== ctx.userId && !canAddStaffMember(viewer)) {
      throw forbidden('You need the Manage Users permission to edit other staff members.');
    }
    const role = await chooseRole(tx, ctx, body, existing);
    if (
      body.image_id !== null &&
      body.image_id !== existing?.imageId &&
      !(await findImageRef(tx, ctx.merchantId, 'service_provider', body.image_id))
    ) {
      throw badRequest('image_id', 'Choose an uploaded image.');
    }
    const offeringIds = [...new Set(body.offering_ids)];
    const known = await existingOfferingIds(tx, ctx.merchantId, offeringIds);
    if (known.length !== offeringIds.length)
      throw badRequest('offering_ids', 'Choose services from the list.');

    const isActive = existing?.isActive ?? true;
    const providerId = existing?.serviceProviderId ?? null;
    const week = body.appears_on_booking
      ? plannedWeek(
          body,
          providerId !== null && (await loadSchedule(tx, ctx.merchantId, providerId)).workPlans.length > 0,
        )
      : undefined;
    if (body.appears_on_booking && isActive) {
      const enabled = week
        ? hasEnabledWorkDay(week)
        : providerId !== null && (await hasEnabledWorkDayStored(tx, ctx.merchantId, providerId));
      if (!enabled) throw badRequest('work_plans', workPlanMessages.providerWorkPlanRequired);
    }

    const values: repo.UserValues = {
      email: body.email,
      firstName: body.first_name,
      lastName: body.last_name,
      roleId: role.id,
      // The owner stays an administrator with every right, whatever the form says.
      isAdmin: existing?.isOwner ? true : role.isAdmin,
      accessRights: rightsForStaff(role, body.appears_on_booking),
      title: body.title,
      bio: body.bio,
      imageId: body.image_id,
      notifications: {
        // Issue 16 point 10: a provider's defaults include their appointments e-mails.
        ...defaultNotifications(body.appears_on_booking),
        ...(existing?.notifications ?? {}),
        ...(body.notifications ?? {}),
      },
    };
    let userId: number;
    if (existing) {
      await repo.updateUser(tx, ctx.merchantId, existing.id, values);
      userId = existing.id;
      // A replaced or removed image is deleted once nothing points at it.
      if (existing.imageId !== null && existing.imageId !== body.image_id) {
        await deleteImage(tx, ctx.merchantId, existing.imageId);
      }
    } else {
      userId = await repo.insertUser(tx, ctx.merchantId, {
        ...values,
        userName,
        // No password matches this until the new user chooses one through the e-mailed link.
        passwordHash: 'unusable',
      });
    }

    if (body.appears_on_booking || providerId !== null) {
      const savedProviderId = await upsertProvider(tx, ctx.merchantId, userId, {
        isActive,
        appearsOnBooking: body.appears_on_booking,
      });
      if (providerId === null) await repo.setUserProvider(tx, ctx.merchantId, userId, savedProviderId);
      // The hours and days off a booking is checked against change under the calendar's lock, so a
      // booking checked against the old plan commits first or sees the new one (ARCHITECTURE.md).
      await lockProviderCalendar(tx, ctx.merchantId, savedProviderId);
      if (week) await replaceWorkPlan(tx, ctx.merchantId, savedProviderId, week);
      await deleteDaysOff(tx, ctx.merchantId, savedProviderId, body.days_off_to_delete);
      await addDaysOff(
        tx,
        ctx.merchantId,
        savedProviderId,
        body.days_off.map((off) => off.date),
      );
      await replaceProviderOfferings(tx, ctx.merchantId, savedProviderId, offeringIds);
    }

    if (!existing) {
      await queuePasswordResetEmail(
        tx,
        ctx.merchantId,
        { id: userId, email: body.email, firstName: body.first_name },
        { origin, kind: 'staff_welcome', merchantName: ctx.merchant.name },
      );
    }
    const saved = await repo.findStaff(tx, ctx.merchantId, userId);
    if (!saved) throw notFound('The user');
    return presentStaffUser(tx, ctx, saved);
  });
}
