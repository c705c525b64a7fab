import { MANAGE_STAFF } from '@paybook/domain/staff/staff-access';
import { okResponse } from '../auth.ts';
import { defineEndpoint, requires, SIGNED_IN } from '../endpoint.ts';
import {
  role,
  roleAccessRightList,
  roleBody,
  roleIdParams,
  roleIdQuery,
  roleList,
  updateRoleBody,
} from '../roles.ts';

// spec 3 §7 Roles calls (paths under /api, ruling 1). spec 3 §6: roles need manage_users; the list is
// read by every signed-in user's staff form and profile (decision 170).
const tags = ['Roles'];
const manageUsers = requires(MANAGE_STAFF);

export const listRoles = defineEndpoint({
  method: 'GET',
  path: '/list_roles',
  access: SIGNED_IN,
  tags,
  summary: 'The built-in roles, then the merchant’s own by name',
  responses: { 200: roleList },
});

export const getRole = defineEndpoint({
  method: 'GET',
  path: '/role',
  access: manageUsers,
  tags,
  summary: 'One role',
  query: roleIdQuery,
  responses: { 200: role },
  errors: [404],
});

export const createRole = defineEndpoint({
  method: 'POST',
  path: '/role',
  access: manageUsers,
  tags,
  summary: 'Add a role (a duplicate is added as a new role named Name (n), spec 3 §9)',
  body: roleBody,
  responses: { 200: role },
  idempotency: 'optional',
});

export const updateRole = defineEndpoint({
  method: 'PUT',
  path: '/role',
  access: manageUsers,
  tags,
  summary: 'Save a role (built-in roles are read-only, spec 3 §4.7); its staff get the new rights',
  body: updateRoleBody,
  responses: { 200: role },
  errors: [404, 409],
});

export const deleteRole = defineEndpoint({
  method: 'DELETE',
  path: '/role/:roleId',
  access: manageUsers,
  tags,
  summary: 'Delete a role no staff member holds',
  params: roleIdParams,
  responses: { 200: okResponse },
  errors: [404, 409],
});

export const listAccessRights = defineEndpoint({
  method: 'GET',
  path: '/client_access_rights',
  access: manageUsers,
  tags,
  summary: 'Every access right a role can grant (spec 3 §3.3 permission ids)',
  responses: { 200: roleAccessRightList },
});

export const getRoleAccessRights = defineEndpoint({
  method: 'GET',
  path: '/access_rights',
  access: manageUsers,
  tags,
  summary: 'The access rights one role grants',
  query: roleIdQuery,
  responses: { 200: roleAccessRightList },
  errors: [404],
});
