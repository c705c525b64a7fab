import { EMAIL_TEMPLATES_REQUIREMENT } from '@paybook/domain/email-templates/permissions';
import { MANAGE_STAFF } from '@paybook/domain/staff/staff-access';
import { okResponse } from '../auth.ts';
import { defineEndpoint, requires, SIGNED_IN } from '../endpoint.ts';
import {
  allAppointmentsCountResponse,
  hasFutureAppointmentsResponse,
  serviceProviderIdParams,
} from '../offerings.ts';
import {
  checkUserExistsQuery,
  checkUserExistsResponse,
  isActiveResponse,
  saveStaffUserBody,
  serviceProviderListQuery,
  serviceProviderPage,
  staffListQuery,
  staffListRow,
  staffPage,
  staffUser,
  userIdParams,
} from '../staff.ts';
import {
  staffNotificationList,
  staffNotificationRow,
  staffNotificationsBody,
} from '../staff-notifications.ts';

// spec 3 §7 Staff calls and spec 1 §7 GET service_providers. Who may open, edit or toggle whom is decided
// per user in the service (spec 3 §6). The staff image's upload and crop are in endpoints/images.ts.
const tags = ['Staff'];
const manageStaff = requires(MANAGE_STAFF);

export const listStaff = defineEndpoint({
  method: 'GET',
  path: '/hub/users',
  access: SIGNED_IN,
  tags,
  summary: 'Staff list, one page',
  query: staffListQuery,
  responses: { 200: staffPage },
});

export const getStaffUser = defineEndpoint({
  method: 'GET',
  path: '/hub/user/:userId',
  access: SIGNED_IN,
  tags,
  summary: 'One staff user',
  params: userIdParams,
  responses: { 200: staffUser },
  errors: [404],
});

export const addStaffUser = defineEndpoint({
  method: 'POST',
  path: '/hub/user',
  access: manageStaff,
  tags,
  summary: 'Add a staff user',
  body: saveStaffUserBody,
  responses: { 200: staffUser },
  errors: [404],
});

export const updateStaffUser = defineEndpoint({
  method: 'PUT',
  path: '/hub/user',
  access: SIGNED_IN,
  tags,
  summary: 'Edit a staff user (id in the body); one’s own profile needs no right',
  body: saveStaffUserBody.required({ id: true }),
  responses: { 200: staffUser },
  errors: [404],
});

export const activateStaffUser = defineEndpoint({
  method: 'PUT',
  path: '/hub/user/activate/:userId',
  access: manageStaff,
  tags,
  summary: 'Activate a staff user',
  params: userIdParams,
  responses: { 200: staffListRow },
  errors: [404],
});

export const deactivateStaffUser = defineEndpoint({
  method: 'PUT',
  path: '/hub/user/deactivate/:userId',
  access: manageStaff,
  tags,
  summary: 'Deactivate a staff user',
  params: userIdParams,
  responses: { 200: staffListRow },
  errors: [404],
});

export const deleteStaffUser = defineEndpoint({
  method: 'DELETE',
  path: '/hub/user/:userId',
  access: manageStaff,
  tags,
  summary: 'Delete a staff user',
  params: userIdParams,
  responses: { 200: okResponse },
  errors: [404, 409],
});

export const checkUserExists = defineEndpoint({
  method: 'GET',
  path: '/check_if_user_exists',
  access: manageStaff,
  tags,
  summary: 'Whether a user name is taken',
  query: checkUserExistsQuery,
  responses: { 200: checkUserExistsResponse },
});

export const sendStaffPasswordReset = defineEndpoint({
  method: 'PUT',
  path: '/hub/user/:userId/reset_password',
  access: manageStaff,
  tags,
  summary: 'E-mail a password reset link',
  params: userIdParams,
  responses: { 200: okResponse },
  errors: [404],
});

export const getUserIsActive = defineEndpoint({
  method: 'GET',
  path: '/hub/user/:userId/is_active',
  access: SIGNED_IN,
  tags,
  summary: 'Whether a staff user is active',
  params: userIdParams,
  responses: { 200: isActiveResponse },
  errors: [404],
});

export const listServiceProviders = defineEndpoint({
  method: 'GET',
  path: '/service_providers',
  access: SIGNED_IN,
  tags,
  summary: 'Service providers (staff on the booking page), by name',
  query: serviceProviderListQuery,
  responses: { 200: serviceProviderPage },
});

export const getProviderHasFutureAppointments = defineEndpoint({
  method: 'GET',
  path: '/service_provider/:serviceProviderId/has_future_appointments',
  access: SIGNED_IN,
  tags,
  summary: 'Whether the provider has appointments to come',
  params: serviceProviderIdParams,
  responses: { 200: hasFutureAppointmentsResponse },
  errors: [404],
});

export const getProviderAllAppointmentsCount = defineEndpoint({
  method: 'GET',
  path: '/service_provider/:serviceProviderId/all_appointments/count',
  access: SIGNED_IN,
  tags,
  summary: 'How many appointments the provider has, past and to come (the user-delete modal)',
  params: serviceProviderIdParams,
  responses: { 200: allAppointmentsCountResponse },
  errors: [404],
});

export const listStaffNotifications = defineEndpoint({
  method: 'GET',
  path: '/staff_notifications',
  access: requires(EMAIL_TEMPLATES_REQUIREMENT),
  tags,
  summary: 'Active staff and the e-mail groups each receives (the notifications page)',
  responses: { 200: staffNotificationList },
});

export const updateStaffNotifications = defineEndpoint({
  method: 'PUT',
  path: '/hub/user/:userId/notifications',
  access: SIGNED_IN,
  tags,
  summary: "Change a staff member's e-mail groups; who may is who may open them (spec 3 §6)",
  params: userIdParams,
  body: staffNotificationsBody,
  responses: { 200: staffNotificationRow },
  errors: [404],
});
