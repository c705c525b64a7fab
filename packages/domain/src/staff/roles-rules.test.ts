import { describe, expect, it } from 'vitest';
import { BUILT_IN_ROLES, isRoleEditable } from './roles.ts';
import {
  arePermissionIds,
  canGrantPermissions,
  duplicateRoleName,
  FIRST_MERCHANT_ROLE_ID,
  isBuiltInRoleId,
  normalizePermissionIds,
  ROLE_NAME_MAX,
  rightsOfRole,
  roleMessages,
  roleNameProblem,
} from './roles-rules.ts';

describe('spec 3 §4.7: built-in roles are read-only', () => {
  it.each([
    [1, true],
    [6, true],
    [7, false],
    [FIRST_MERCHANT_ROLE_ID, false],
    [FIRST_MERCHANT_ROLE_ID + 40, false],
  ])('role %i built in: %s; editable and deletable: the opposite', (roleId, builtIn) => {
    expect(isBuiltInRoleId(roleId)).toBe(builtIn);
    expect(isRoleEditable(roleId)).toBe(!builtIn);
  });

  it('merchant role ids start above every built-in id', () => {
    for (const role of BUILT_IN_ROLES) expect(role.id).toBeLessThan(FIRST_MERCHANT_ROLE_ID);
  });
});

describe('spec 3 §3.3: a role name is required and unique', () => {
  const others = ['Administrator', 'Front Desk', 'Weekend crew'];
  it.each([
    ['Night shift', null],
    ['  Night shift  ', null],
    ['', roleMessages.nameRequired],
    ['   ', roleMessages.nameRequired],
    ['x'.repeat(ROLE_NAME_MAX), null],
    ['x'.repeat(ROLE_NAME_MAX + 1), roleMessages.nameTooLong],
    ['weekend CREW', roleMessages.nameTaken],
    [' administrator ', roleMessages.nameTaken],
  ])('%j gives %j', (name, problem) => {
    expect(roleNameProblem(name, others)).toBe(problem);
  });
});

describe("spec 3 §9: a duplicated role is named 'Name (n)'", () => {
  it.each([
    ['Manager', ['Manager'], 'Manager (1)'],
    ['Manager', ['Manager', 'Manager (1)'], 'Manager (2)'],
    ['Manager', ['Manager', 'manager (1)', 'Manager (3)'], 'Manager (2)'],
    ['Manager (1)', ['Manager', 'Manager (1)'], 'Manager (2)'],
    ['Manager (2)', ['Manager', 'Manager (2)'], 'Manager (1)'],
    ['Shift (a)', ['Shift (a)'], 'Shift (a) (1)'],
  ])('%j among %j gives %j', (name, taken, expected) => {
    expect(duplicateRoleName(name, taken)).toBe(expected);
  });

  it('cuts a long name so the copy stays within the limit', () => {
    const long = 'y'.repeat(ROLE_NAME_MAX);
    const copy = duplicateRoleName(long, [long]);
    expect(copy).toBe(`${'y'.repeat(ROLE_NAME_MAX - 4)} (1)`);
    expect(roleNameProblem(copy, [long])).toBeNull();
  });
});

describe('spec 3 §3.3: the rights a role grants from its permission ids', () => {
  it.each([
    [[], []],
    [[46], ['manage_customers']],
    [
      [46, 11, 46],
      ['create_orders', 'manage_customers'],
    ],
    [
      [43, 41, 44],
      ['manage_configuration', 'manage_users', 'view_reports'],
    ],
  ])('%j grants %j', (ids, rights) => {
    expect(rightsOfRole(ids)).toEqual(rights);
  });

  it.each([
    [[11, 41, 42, 43, 44, 45, 46], true],
    [[], true],
    [[12], false],
    [[11, 0], false],
  ])('%j are permission ids: %s', (ids, valid) => {
    expect(arePermissionIds(ids)).toBe(valid);
  });

  it('stores each id once, in the spec order', () => {
    expect(normalizePermissionIds([46, 11, 46, 43])).toEqual([11, 43, 46]);
  });
});

describe('decision 171: a role grants only rights its editor holds', () => {
  const manager = { isAdmin: false, rights: new Set(['manage_users', 'manage_customers'] as const) };
  const admin = { isAdmin: true, rights: new Set<never>() };
  it.each([
    [manager, [], true],
    [manager, [43, 46], true],
    [manager, [46, 41], false],
    [admin, [11, 41, 42, 43, 44, 45, 46], true],
  ])('%o granting %j: %s', (editor, ids, allowed) => {
    expect(canGrantPermissions(editor, ids)).toBe(allowed);
  });
});
