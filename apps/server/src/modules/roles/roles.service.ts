import type { Role, RoleAccessRightList, RoleBody, RoleList, UpdateRoleBody } from '@paybook/contracts';
import { errorCodes } from '@paybook/contracts';
import {
  arePermissionIds,
  BUILT_IN_ROLES,
  canGrantPermissions,
  findBuiltInRole,
  isBuiltInRoleId,
  normalizePermissionIds,
  PERMISSIONS,
  rightsForStaff,
  roleMessages,
  roleNameProblem,
} from '@paybook/domain';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { violatedConstraint } from '../../db/errors.ts';
import { withTenant, withTenantRead } from '../../db/tenant.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import type { UserContext } from '../../plugins/auth.ts';
import { runIdempotent } from '../../plugins/idempotency.ts';
import * as repo from './roles.repository.ts';
import { presentAccessRights, presentBuiltInRole, presentMerchantRole } from './roles-presenter.ts';

const ROLE = 'The role';
const NAME_KEY = 'merchant_roles_name_key';
const HELD_KEY = 'users_merchant_role_fk';

/** A role as a staff member's save reads it: built-in, or the merchant's own (locked until commit). */
export type StaffRole = { id: number; isAdmin: boolean; permissionIds: readonly number[] };

/**
 * The role a staff member is given (spec 3 §3.3): a built-in one or one of the merchant's. A merchant role
 * is read FOR SHARE, so an edit of its permissions waits for this save and then updates this user too.
 */
export async function findRoleForStaff(
  tx: Database,
  merchantId: number,
  roleId: number,
): Promise<StaffRole | undefined> {
  const builtIn = findBuiltInRole(roleId);
  if (builtIn) return builtIn;
  const own = await repo.findMerchantRole(tx, merchantId, roleId, 'share');
  return own && { id: own.id, isAdmin: false, permissionIds: own.permissionIds };
}

/** spec 3 §7 GET list_roles: the built-in roles, then the merchant's own by name, with their staff counts. */
export const listRoles = (db: Database, ctx: UserContext): Promise<RoleList> =>
  withTenantRead(db, ctx.merchantId, async (tx) => {
    const own = await repo.listMerchantRoles(tx, ctx.merchantId);
    const counts = await repo.staffCountsByRole(tx, ctx.merchantId);
    return {
      data: [
        ...BUILT_IN_ROLES.map((role) => presentBuiltInRole(role, counts.get(role.id) ?? 0)),
        ...own.map((row) => presentMerchantRole(row, counts.get(row.id) ?? 0)),
      ],
    };
  });

async function presentRoleById(tx: Database, ctx: UserContext, roleId: number): Promise<Role> {
  const counts = await repo.staffCountsByRole(tx, ctx.merchantId, [roleId]);
  const builtIn = findBuiltInRole(roleId);
  if (builtIn) return presentBuiltInRole(builtIn, counts.get(roleId) ?? 0);
  const row = await repo.findMerchantRole(tx, ctx.merchantId, roleId);
  if (!row) throw notFound(ROLE);
  return presentMerchantRole(row, counts.get(roleId) ?? 0);
}

/** spec 3 §7 GET role?Id. */
export const getRole = (db: Database, ctx: UserContext, roleId: number) =>
  withTenantRead(db, ctx.merchantId, (tx) => presentRoleById(tx, ctx, roleId));

/** spec 3 §7 GET client_access_rights: every permission a role can hold (spec 3 §3.3). */
export const listAccessRights = (): RoleAccessRightList => ({
  data: presentAccessRights(PERMISSIONS.map((permission) => permission.id)),
});

/** spec 3 §7 GET access_rights?id: the permissions one role holds. */
export const getRoleAccessRights = async (
  db: Database,
  ctx: UserContext,
  roleId: number,
): Promise<RoleAccessRightList> => ({
  data: (await getRole(db, ctx, roleId)).access_rights,
});

/** The values to store, refusing a name another role has (spec 3 §3.3) and rights one may not give. */
async function checkedValues(
  tx: Database,
  ctx: UserContext,
  body: RoleBody,
  roleId?: number,
): Promise<repo.RoleValues> {
  if (!arePermissionIds(body.access_right_ids))
    throw badRequest('access_right_ids', roleMessages.unknownPermission);
  const permissionIds = normalizePermissionIds(body.access_right_ids);
  if (!canGrantPermissions(ctx.subject, permissionIds)) throw forbidden(roleMessages.grantsMore);
  const own = await repo.listMerchantRoles(tx, ctx.merchantId);
  const otherNames = [
    ...BUILT_IN_ROLES.map((role) => role.name),
    ...own.filter((row) => row.id !== roleId).map((row) => row.name),
  ];
  const problem = roleNameProblem(body.name, otherNames);
  if (problem) throw badRequest('name', problem);
  return { name: body.name.trim(), description: body.description.trim(), permissionIds };
}

/** Two saves of one name at once: the unique index decides, and the later one hears it on its field. */
async function mapNameTaken<T>(save: Promise<T>): Promise<T> {
  try {
    return await save;
  } catch (error) {
    if (violatedConstraint(error) === NAME_KEY) throw badRequest('name', roleMessages.nameTaken);
    throw error;
  }
}

/** spec 3 §7 POST role; a duplicate is a new role whose name the web chose (spec 3 §9 'Name (n)'). */
export const createRole = (db: Database, request: FastifyRequest, ctx: UserContext, body: RoleBody) =>
  mapNameTaken(
    runIdempotent(db, request, ctx, 200, async (tx) => {
      const row = await repo.insertRole(tx, ctx.merchantId, await checkedValues(tx, ctx, body));
      return presentMerchantRole(row, 0);
    }),
  );

const builtInRefused = () => new AppError(409, errorCodes.conflict, roleMessages.builtInReadOnly);

/**
 * spec 3 §7 PUT role. Built-in roles are read-only (spec 3 §4.7). The role's holders get its new rights in
 * the same transaction, each one's sessions told through the bus, so a signed-in staff member's next
 * request carries them (ARCHITECTURE.md "Stateless API nodes": a role or rights change).
 */
export const updateRole = (db: Database, ctx: UserContext, body: UpdateRoleBody) =>
  mapNameTaken(
    withTenant(db, ctx.merchantId, async (tx) => {
      if (isBuiltInRoleId(body.id)) throw builtInRefused();
      const before = await repo.findMerchantRole(tx, ctx.merchantId, body.id, 'update');
      if (!before) throw notFound(ROLE);
      const row = await repo.updateRole(
        tx,
        ctx.merchantId,
        body.id,
        await checkedValues(tx, ctx, body, body.id),
      );
      const holders = await repo.holdersOf(tx, ctx.merchantId, row.id);
      for (const holder of holders) {
        await repo.setUserRights(
          tx,
          ctx.merchantId,
          holder.id,
          rightsForStaff({ permissionIds: row.permissionIds }, holder.appearsOnBooking),
        );
      }
      return presentMerchantRole(row, holders.length);
    }),
  );

/** spec 3 §7 DELETE role; spec 3 §8: a refusal's first message is what the sorry modal shows. */
export async function deleteRole(db: Database, ctx: UserContext, roleId: number) {
  try {
    await withTenant(db, ctx.merchantId, async (tx) => {
      if (isBuiltInRoleId(roleId)) throw builtInRefused();
      if (!(await repo.findMerchantRole(tx, ctx.merchantId, roleId, 'update'))) throw notFound(ROLE);
      const held = (await repo.staffCountsByRole(tx, ctx.merchantId, [roleId])).get(roleId) ?? 0;
      if (held > 0) throw new AppError(409, errorCodes.conflict, roleMessages.heldByStaff(held));
      await repo.deleteRole(tx, ctx.merchantId, roleId);
    });
  } catch (error) {
    // A staff member was given the role after the count: the database's foreign key refuses the delete.
    if (violatedConstraint(error) === HELD_KEY)
      throw new AppError(409, errorCodes.conflict, roleMessages.heldByStaff(1));
    throw error;
  }
}
