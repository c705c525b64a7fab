import type { Role, RoleAccessRight } from '@paybook/contracts';
import { type BuiltInRole, permissionsOfRole } from '@paybook/domain';
import type { MerchantRoleRow } from './roles.repository.ts';

/** spec 3 §3.3 AccessRights (Id, Name, Description) of the permission ids, in the spec's order. */
export const presentAccessRights = (permissionIds: readonly number[]): RoleAccessRight[] =>
  permissionsOfRole(permissionIds).map(({ id, name, description, right }) => ({
    id,
    name,
    description,
    right,
  }));

export const presentBuiltInRole = (role: BuiltInRole, staffCount: number): Role => ({
  id: role.id,
  name: role.name,
  description: role.description,
  is_built_in: true,
  is_admin: role.isAdmin,
  access_rights: presentAccessRights(role.permissionIds),
  staff_count: staffCount,
});

export const presentMerchantRole = (row: MerchantRoleRow, staffCount: number): Role => ({
  id: row.id,
  name: row.name,
  description: row.description,
  is_built_in: false,
  is_admin: false,
  access_rights: presentAccessRights(row.permissionIds),
  staff_count: staffCount,
});
