// spec 3 §3.3 Role, §4.7 and §9: the rules of a merchant's own roles, used by the server to refuse and by
// the web to show (decision 169).
import type { AccessRight } from '@paybook/contracts';
import type { AccessSubject } from '../access/subject.ts';
import { findBuiltInRole, PERMISSIONS, type PermissionId, rightsForStaff } from './roles.ts';

/**
 * A merchant's own roles are numbered from here, so their ids never meet a built-in role's (1–6) in the
 * API or in users.role_id; ids below it are kept for built-in roles (decision 169).
 */
export const FIRST_MERCHANT_ROLE_ID = 101;
export const ROLE_NAME_MAX = 100;
export const ROLE_DESCRIPTION_MAX = 500;

export const roleMessages = {
  nameRequired: 'Name is required.',
  nameTooLong: `Name can have at most ${ROLE_NAME_MAX} characters.`,
  nameTaken: 'Another role already has this name; choose another name.',
  descriptionTooLong: `Description can have at most ${ROLE_DESCRIPTION_MAX} characters.`,
  unknownPermission: 'Choose access rights from the list.',
  builtInReadOnly: 'Built-in roles cannot be edited or deleted.',
  grantsMore: 'You can only give access rights you hold yourself.',
  heldByStaff: (count: number) =>
    count === 1
      ? 'This role is still given to 1 staff member. Give them another role before deleting it.'
      : `This role is still given to ${count} staff members. Give them another role before deleting it.`,
} as const;

/** spec 3 §4.7: whether the role is one of the built-in ones (read-only). */
export const isBuiltInRoleId = (roleId: number): boolean => findBuiltInRole(roleId) !== undefined;

const nameKey = (name: string) => name.trim().toLocaleLowerCase('en-US');

/**
 * spec 3 §3.3: a role's name is required, at most ROLE_NAME_MAX characters and unique among the merchant's
 * roles, built-in ones included, whatever the case. `otherNames`: every other role's name.
 */
export function roleNameProblem(name: string, otherNames: readonly string[]): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return roleMessages.nameRequired;
  if (trimmed.length > ROLE_NAME_MAX) return roleMessages.nameTooLong;
  const key = nameKey(trimmed);
  return otherNames.some((other) => nameKey(other) === key) ? roleMessages.nameTaken : null;
}

const COPY_SUFFIX = /\s\((\d+)\)$/;

/**
 * spec 3 §9: a duplicated role is named 'Name (n)', with the first n from 1 that no role has. A copy of a
 * copy counts on from the original's name ('Manager (1)' gives 'Manager (2)'), and a long name is cut so
 * the result stays within ROLE_NAME_MAX.
 */
export function duplicateRoleName(name: string, takenNames: readonly string[]): string {
  const base = name.trim().replace(COPY_SUFFIX, '');
  const taken = new Set(takenNames.map(nameKey));
  for (let n = 1; ; n += 1) {
    const suffix = ` (${n})`;
    const candidate = `${base.slice(0, ROLE_NAME_MAX - suffix.length).trimEnd()}${suffix}`;
    if (!taken.has(nameKey(candidate))) return candidate;
  }
}

const PERMISSION_IDS: readonly number[] = PERMISSIONS.map((permission) => permission.id);

/** spec 3 §3.3 permission ids: whether every id is one of the seven. */
export const arePermissionIds = (ids: readonly number[]): ids is PermissionId[] =>
  ids.every((id) => PERMISSION_IDS.includes(id));

/** The permissions a role holds, in the spec's order, each once. */
export function permissionsOfRole(permissionIds: readonly number[]) {
  return PERMISSIONS.filter((permission) => permissionIds.includes(permission.id));
}

/** The permission ids to store for a role: each once, in the spec's order. */
export const normalizePermissionIds = (ids: readonly number[]): PermissionId[] =>
  permissionsOfRole(ids).map((permission) => permission.id);

/** spec 3 §3.3: the access rights a role grants through its permission ids (without the provider right). */
export const rightsOfRole = (permissionIds: readonly number[]): AccessRight[] =>
  rightsForStaff({ permissionIds }, false);

/**
 * Decision 171: a role added or saved grants only access rights its editor holds (an administrator any),
 * so Manage Users alone cannot make a role with more rights than one has, as only an administrator gives
 * the Administrator role. Giving an existing role to a staff member stays as before (spec 3 §6).
 */
export function canGrantPermissions(
  editor: Pick<AccessSubject, 'isAdmin' | 'rights'>,
  permissionIds: readonly number[],
): boolean {
  return editor.isAdmin || rightsOfRole(permissionIds).every((right) => editor.rights.has(right));
}
