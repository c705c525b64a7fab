// spec 3 §3.3 Role and §4.7: built-in roles, read-only, with the spec's permission ids.
import type { AccessRight } from '@paybook/contracts';

/** spec 3 §3.3 permission ids and the access right each one grants. */
export const PERMISSIONS = [
  {
    id: 11,
    right: 'create_orders',
    name: 'Create Orders',
    description: 'Point of sale, the payments builder, collecting payments, editing or duplicating invoices.',
  },
  {
    id: 41,
    right: 'manage_configuration',
    name: 'Manage Configuration',
    description:
      'Business and billing settings, notifications, taxes and fees, terms, design and integrations.',
  },
  {
    id: 42,
    right: 'modify_orders',
    name: 'Modify Orders',
    description:
      'Approving and cancelling orders; editing, suspending or cancelling invoices and subscriptions.',
  },
  {
    id: 43,
    right: 'manage_users',
    name: 'Manage Users',
    description: 'Adding and editing staff members, and these roles.',
  },
  {
    id: 44,
    right: 'view_reports',
    name: 'View Dashboards & Advanced Reporting',
    description: 'Reports, exporting them and subscribing to them.',
  },
  {
    id: 45,
    right: 'manage_appointments',
    name: 'Manage Appointments',
    description: 'Every provider’s calendar, not only one’s own.',
  },
  {
    id: 46,
    right: 'manage_customers',
    name: 'Manage Customers',
    description: 'The customer list and its actions.',
  },
] as const satisfies readonly { id: number; right: AccessRight; name: string; description: string }[];

export type PermissionId = (typeof PERMISSIONS)[number]['id'];

export interface BuiltInRole {
  id: number;
  name: string;
  description: string;
  /** Administrators may open every staff member (spec 3 §6) and hold every permission. */
  isAdmin: boolean;
  permissionIds: readonly PermissionId[];
}

/** spec 3 §9: a new staff member gets Administrator (id 1) unless another role is chosen. */
export const DEFAULT_ROLE_ID = 1;

export const BUILT_IN_ROLES: readonly BuiltInRole[] = [
  {
    id: 1,
    name: 'Administrator',
    description: 'Every permission, including business settings and staff.',
    isAdmin: true,
    permissionIds: [11, 41, 42, 43, 44, 45, 46],
  },
  {
    id: 2,
    name: 'Manager',
    description:
      'Runs the day: orders, reports, the whole calendar, customers and staff; no business settings.',
    isAdmin: false,
    permissionIds: [11, 42, 43, 44, 45, 46],
  },
  {
    id: 3,
    name: 'Front Desk',
    description: 'Takes payments and looks after customers.',
    isAdmin: false,
    permissionIds: [11, 46],
  },
  {
    id: 4,
    name: 'Lead Provider',
    description: 'Works with customers and manages every provider’s calendar; sees reports.',
    isAdmin: false,
    permissionIds: [44, 45, 46],
  },
  {
    id: 5,
    name: 'Service Provider',
    description: 'Sees their own calendar only.',
    isAdmin: false,
    permissionIds: [],
  },
  {
    id: 6,
    name: 'Bookkeeper',
    description: 'Reports and changes to orders, invoices and subscriptions.',
    isAdmin: false,
    permissionIds: [42, 44],
  },
];

export function findBuiltInRole(roleId: number): BuiltInRole | undefined {
  return BUILT_IN_ROLES.find((role) => role.id === roleId);
}

/** spec 3 §4.7: built-in roles cannot be edited or deleted. */
export function isRoleEditable(roleId: number): boolean {
  return findBuiltInRole(roleId) === undefined;
}

/**
 * The access rights a staff user holds: the role's permissions, plus neon_service_provider while they
 * appear on booking (spec 1 §3 Service provider). Sorted so stored rows compare equal.
 */
export function rightsForStaff(
  role: { permissionIds: readonly number[] },
  appearsOnBooking: boolean,
): AccessRight[] {
  const rights: AccessRight[] = PERMISSIONS.filter((permission) =>
    role.permissionIds.includes(permission.id),
  ).map((permission) => permission.right);
  if (appearsOnBooking) rights.push('neon_service_provider');
  return rights.sort();
}
