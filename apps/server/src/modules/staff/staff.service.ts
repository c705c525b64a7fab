import {
  type AccessRight,
  type ErrorDetail,
  errorCodes,
  type RoleList,
  type SaveStaffUserBody,
  type ServiceProviderListQuery,
  type ServiceProviderPage,
  type StaffListQuery,
  type StaffListRow,
  type StaffPage,
  type StaffUser,
  staffMessages,
} from '@paybook/contracts';
import {
  BUILT_IN_ROLES,
  canAddStaffMember,
  canDeleteStaffMember,
  canOpenStaffMember,
  canToggleStaffStatus,
  cleanWorkPlan,
  defaultNotifications,
  defaultWorkPlan,
  findBuiltInRole,
  hasEnabledWorkDay,
  PERMISSIONS,
  providerDisplayName,
  rightsForStaff,
  type StaffViewer,
  type WorkPlanDay,
  workPlanMessages,
} from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { withTenant, withTenantRead } from '../../db/tenant.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import type { UserContext } from '../../plugins/auth.ts';
import { deleteUserSessions } from '../account/account.repository.ts';
import { queuePasswordResetEmail } from '../account/password-reset-email.ts';
import { deleteImage, findImageRef, imageLink } from '../images/images.repository.ts';
import * as repo from './staff.repository.ts';

const viewerOf = (ctx: UserContext): StaffViewer => ({ subject: ctx.subject, userId: ctx.userId });

const roleName = (roleId: number) => findBuiltInRole(roleId)?.name ?? 'Custom role';

function presentRow(row: repo.StaffRow, ctx: UserContext): StaffListRow {
  const { user, provider } = row;
  return {
    id: user.id,
    user_id: user.id,
    user_name: user.userName,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    role: { id: user.roleId, name: roleName(user.roleId) },
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

/** spec 3 §2.5 staff list: everyone sees it; who may open whom is decided per row (spec 3 §6). */
export async function listStaff(db: Database, ctx: UserContext, query: StaffListQuery): Promise<StaffPage> {
  const { rows, total } = await withTenantRead(db, ctx.merchantId, (tx) =>
    repo.listStaff(tx, ctx.merchantId, query),
  );
  return { data: rows.map((row) => presentRow(row, ctx)), total_item_count: total };
}

async function loadOpenable(tx: Database, ctx: UserContext, userId: number) {
  const row = await repo.findStaff(tx, ctx.merchantId, userId);
  if (!row) throw notFound('The user');
  if (!canOpenStaffMember(viewerOf(ctx), row.user))
    throw forbidden('You can only open your own staff profile.');
  return row;
}

async function presentStaffUser(tx: Database, ctx: UserContext, row: repo.StaffRow): Promise<StaffUser> {
  const { user } = row;
  const schedule = user.serviceProviderId
    ? await repo.loadSchedule(tx, ctx.merchantId, user.serviceProviderId)
    : { workPlans: [], daysOff: [], offeringIds: [] };
  return {
    ...presentRow(row, ctx),
    is_admin: user.isAdmin,
    access_rights: user.accessRights as AccessRight[],
    role_id: user.roleId,
    role_name: roleName(user.roleId),
    title: user.title,
    bio: user.bio,
    image_id: user.imageId,
    is_sso_user: user.isSsoUser,
    work_plans: schedule.workPlans.length > 0 ? schedule.workPlans : defaultWorkPlan(),
    days_off: schedule.daysOff,
    offering_ids: schedule.offeringIds,
    notifications: { ...defaultNotifications(), ...user.notifications },
  };
}

/** spec 3 §7 GET hub/user/{id}, under the access rule of spec 3 §6. */
export async function getStaffUser(db: Database, ctx: UserContext, userId: number): Promise<StaffUser> {
  return withTenantRead(db, ctx.merchantId, async (tx) =>
    presentStaffUser(tx, ctx, await loadOpenable(tx, ctx, userId)),
  );
}

function validationError(details: ErrorDetail[]): AppError {
  return new AppError(400, errorCodes.validation, details[0]?.message ?? 'Invalid request', details);
}

/** Which role the saved user gets, refusing changes nobody may make (owner, oneself, granting admin). */
function chooseRole(ctx: UserContext, body: SaveStaffUserBody, existing: repo.UserRow | undefined) {
  if (existing?.isOwner) {
    if (body.role_id !== existing.roleId)
      throw badRequest('role_id', 'The account owner is always an Administrator.');
  } else if (existing && existing.id === ctx.userId) {
    if (body.role_id !== existing.roleId) throw badRequest('role_id', 'You cannot change your own role.');
  }
  const role = findBuiltInRole(body.role_id);
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

  return withTenant(db, ctx.merchantId, async (tx) => {
    const existing = body.id === undefined ? undefined : (await loadOpenable(tx, ctx, body.id)).user;
    if (existing && existing.id !== ctx.userId && !canAddStaffMember(viewer)) {
      throw forbidden('You need the Manage Users permission to edit other staff members.');
    }
    const role = chooseRole(ctx, body, existing);
    if (
      body.image_id !== null &&
      body.image_id !== existing?.imageId &&
      !(await findImageRef(tx, ctx.merchantId, 'service_provider', body.image_id))
    ) {
      throw badRequest('image_id', 'Choose an uploaded image.');
    }
    const offeringIds = [...new Set(body.offering_ids)];
    const known = await repo.existingOfferingIds(tx, ctx.merchantId, offeringIds);
    if (known.length !== offeringIds.length)
      throw badRequest('offering_ids', 'Choose services from the list.');

    const isActive = existing?.isActive ?? true;
    const providerId = existing?.serviceProviderId ?? null;
    const week = body.appears_on_booking
      ? plannedWeek(
          body,
          providerId !== null &&
            (await repo.loadSchedule(tx, ctx.merchantId, providerId)).workPlans.length > 0,
        )
      : undefined;
    if (body.appears_on_booking && isActive) {
      const enabled = week
        ? hasEnabledWorkDay(week)
        : providerId !== null && (await repo.hasEnabledWorkDayStored(tx, ctx.merchantId, providerId));
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
        ...defaultNotifications(),
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
      const savedProviderId = await repo.upsertProvider(tx, ctx.merchantId, userId, {
        isActive,
        appearsOnBooking: body.appears_on_booking,
      });
      if (providerId === null) await repo.setUserProvider(tx, ctx.merchantId, userId, savedProviderId);
      if (week) await repo.replaceWorkPlan(tx, ctx.merchantId, savedProviderId, week);
      await repo.deleteDaysOff(tx, ctx.merchantId, savedProviderId, body.days_off_to_delete);
      await repo.addDaysOff(
        tx,
        ctx.merchantId,
        savedProviderId,
        body.days_off.map((off) => off.date),
      );
      await repo.replaceProviderOfferings(tx, ctx.merchantId, savedProviderId, offeringIds);
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
      isActive &&
      providerId !== null &&
      row.provider?.appearsOnBooking &&
      !(await repo.hasEnabledWorkDayStored(tx, ctx.merchantId, providerId))
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

/** spec 3 §5: adding checks whether the user name (the e-mail) is taken, across every merchant. */
export async function checkUserExists(db: Database, email: string) {
  return { exists: await repo.userNameExists(db, email.trim()) };
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
  const user = await withTenantRead(db, ctx.merchantId, (tx) => repo.findUser(tx, ctx.merchantId, userId));
  if (!user) throw notFound('The user');
  return { is_active: user.isActive };
}

/** spec 3 §7 GET list_roles: the built-in roles (read-only, spec 3 §4.7). */
export function listRoles(): RoleList {
  return {
    data: BUILT_IN_ROLES.map((role) => ({
      id: role.id,
      name: role.name,
      description: role.description,
      is_built_in: true,
      is_admin: role.isAdmin,
      access_rights: PERMISSIONS.filter((permission) =>
        (role.permissionIds as readonly number[]).includes(permission.id),
      ).map((permission) => ({ id: permission.id, name: permission.name, right: permission.right })),
    })),
  };
}

/** spec 1 §7 GET service_providers. */
export async function listServiceProviders(
  db: Database,
  ctx: UserContext,
  query: ServiceProviderListQuery,
): Promise<ServiceProviderPage> {
  const { rows, total } = await withTenantRead(db, ctx.merchantId, (tx) =>
    repo.listServiceProviders(tx, ctx.merchantId, query.page, query.items_per_page),
  );
  return {
    data: rows.map((row) => ({
      id: row.id,
      first_name: row.firstName,
      last_name: row.lastName,
      display_name: providerDisplayName(row.firstName, row.lastName),
      is_active: row.isActive,
      user_id: row.userId,
      offering_ids: row.offeringIds,
      image:
        row.imageId !== null && row.imagePublicKey
          ? { id: row.imageId, link: imageLink(row.imagePublicKey) }
          : null,
    })),
    total_item_count: total,
  };
}

/** spec 3 §7 GET service_provider/{id}/has_future_appointments. */
export async function providerHasFutureAppointments(db: Database, ctx: UserContext, providerId: number) {
  return withTenantRead(db, ctx.merchantId, async (tx) => {
    if (!(await repo.findProvider(tx, ctx.merchantId, providerId))) throw notFound('The service provider');
    return {
      has_future_appointments: await repo.hasFutureAppointments(tx, ctx.merchantId, providerId, new Date()),
    };
  });
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
      (await repo.providerHasAppointments(tx, ctx.merchantId, row.user.serviceProviderId))
    ) {
      throw new AppError(
        409,
        errorCodes.conflict,
        'This staff member has appointments, so they cannot be deleted. Deactivate them instead.',
      );
    }
    await deleteUserSessions(tx, ctx.merchantId, userId);
    await repo.deleteUser(tx, ctx.merchantId, userId);
  });
}
