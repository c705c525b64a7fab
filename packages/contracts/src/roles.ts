import { ROLE_DESCRIPTION_MAX, ROLE_NAME_MAX, roleMessages } from '@paybook/domain/staff/roles-rules';
import { z } from 'zod';
import { accessRight } from './access.ts';
import { INT32_MAX, idParam, int32, lineText, multilineText } from './primitives.ts';

/**
 * Roles and permissions (spec 3 §2.5 /settings/roles, §3.3 Role, §4.7, §7 Roles calls; ruling 1: snake_case).
 * Built-in roles have ids 1–6 and are read-only; a merchant's own roles have ids from 101 (decision 169).
 *
 * Who may call: GET list_roles any signed-in user (the staff form and the profile read the roles' rights);
 * the other calls need manage_users (or admin; packages/domain staff/staff-access MANAGE_STAFF).
 */

/** spec 3 §3.3 AccessRights (Id, Name, Description), with the access right the permission id grants. */
export const roleAccessRight = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  right: accessRight,
});
export type RoleAccessRight = z.infer<typeof roleAccessRight>;
export const roleAccessRightList = z.object({ data: z.array(roleAccessRight) });
export type RoleAccessRightList = z.infer<typeof roleAccessRightList>;

/** spec 3 §3.3 Role. */
export const role = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  is_built_in: z.boolean(),
  is_admin: z.boolean(),
  access_rights: z.array(roleAccessRight),
  /** How many staff members hold the role. */
  staff_count: z.number().int(),
});
export type Role = z.infer<typeof role>;
export const roleList = z.object({ data: z.array(role) });
export type RoleList = z.infer<typeof roleList>;

/** POST role; PUT role carries the id too. */
export const roleBody = z.object({
  name: lineText.trim().min(1, roleMessages.nameRequired).max(ROLE_NAME_MAX, roleMessages.nameTooLong),
  description: multilineText.trim().max(ROLE_DESCRIPTION_MAX, roleMessages.descriptionTooLong).default(''),
  /** spec 3 §3.3 permission ids (11, 41–46). */
  access_right_ids: z.array(int32).max(20).default([]),
});
export type RoleBody = z.infer<typeof roleBody>;
export type RoleBodyInput = z.input<typeof roleBody>;
/** Role ids are 32-bit (users.role_id, merchant_roles.id): a larger one names no role, refused here. */
const roleIdMessage = 'Choose a role from the list.';
export const updateRoleBody = roleBody.extend({ id: int32.positive(roleIdMessage) });
export type UpdateRoleBody = z.infer<typeof updateRoleBody>;

const roleIdParam = idParam.refine((id) => id <= INT32_MAX, roleIdMessage);
/** GET role?id and GET access_rights?id. */
export const roleIdQuery = z.object({ id: roleIdParam });
/** DELETE role/{roleId}. */
export const roleIdParams = z.object({ roleId: roleIdParam });
