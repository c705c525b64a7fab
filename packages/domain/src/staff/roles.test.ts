import { describe, expect, it } from 'vitest';
import {
  BUILT_IN_ROLES,
  DEFAULT_ROLE_ID,
  findBuiltInRole,
  isRoleEditable,
  PERMISSIONS,
  rightsForStaff,
} from './roles.ts';

describe('spec 3 §3.3 roles and permission ids', () => {
  it('maps the seven permission ids to access rights', () => {
    expect(PERMISSIONS.map((p) => [p.id, p.right])).toEqual([
      [11, 'create_orders'],
      [41, 'manage_configuration'],
      [42, 'modify_orders'],
      [43, 'manage_users'],
      [44, 'view_reports'],
      [45, 'manage_appointments'],
      [46, 'manage_customers'],
    ]);
  });

  it('spec 3 §9: Administrator, id 1, is the default role, an admin with all seven permissions', () => {
    expect(DEFAULT_ROLE_ID).toBe(1);
    const admin = findBuiltInRole(1);
    expect(admin?.name).toBe('Administrator');
    expect(admin?.isAdmin).toBe(true);
    expect(rightsForStaff(admin!, false)).toHaveLength(7);
  });

  it('role ids are unique and only Administrator is admin', () => {
    expect(new Set(BUILT_IN_ROLES.map((role) => role.id)).size).toBe(BUILT_IN_ROLES.length);
    expect(BUILT_IN_ROLES.filter((role) => role.isAdmin).map((role) => role.id)).toEqual([1]);
  });

  it('spec 3 §4.7: built-in roles are read-only', () => {
    for (const role of BUILT_IN_ROLES) expect(isRoleEditable(role.id)).toBe(false);
    expect(isRoleEditable(999)).toBe(true);
  });

  it('spec 1 §3: appearing on booking adds neon_service_provider', () => {
    const frontDesk = findBuiltInRole(3)!;
    expect(rightsForStaff(frontDesk, false)).toEqual(['create_orders', 'manage_customers']);
    expect(rightsForStaff(frontDesk, true)).toEqual([
      'create_orders',
      'manage_customers',
      'neon_service_provider',
    ]);
    expect(rightsForStaff(findBuiltInRole(5)!, true)).toEqual(['neon_service_provider']);
  });
});
