import {
  checkUserExistsQuery,
  checkUserExistsResponse,
  hasFutureAppointmentsResponse,
  isActiveResponse,
  okResponse,
  roleList,
  saveStaffUserBody,
  serviceProviderIdParams,
  serviceProviderListQuery,
  serviceProviderPage,
  staffListQuery,
  staffListRow,
  staffPage,
  staffUser,
  userIdParams,
} from '@paybook/contracts';
import { MANAGE_STAFF } from '@paybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { requestOrigin } from '../../lib/request-origin.ts';
import { requireUser } from '../../plugins/auth.ts';
import { registerImageUploads } from '../images/images.routes.ts';
import { saveStaffUser } from './save-staff-user.service.ts';
import { listServiceProviders, providerHasFutureAppointments } from './service-providers.service.ts';
import {
  checkUserExists,
  deleteStaffUser,
  getStaffUser,
  isUserActive,
  listRoles,
  listStaff,
  sendStaffPasswordReset,
  setStaffActive,
} from './staff.service.ts';

const tags = ['Staff'];
const manageStaff = { requirement: MANAGE_STAFF } as const;

/** spec 3 §7 Staff calls and spec 1 §7 GET service_providers. */
export const staffRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/hub/users',
      {
        schema: {
          tags,
          summary: 'Staff list, one page',
          querystring: staffListQuery,
          response: { 200: staffPage },
        },
      },
      (request) => listStaff(db, requireUser(request), request.query),
    );
    app.get(
      '/hub/user/:userId',
      { schema: { tags, summary: 'One staff user', params: userIdParams, response: { 200: staffUser } } },
      (request) => getStaffUser(db, requireUser(request), request.params.userId),
    );
    app.post(
      '/hub/user',
      {
        config: manageStaff,
        schema: { tags, summary: 'Add a staff user', body: saveStaffUserBody, response: { 200: staffUser } },
      },
      (request) =>
        saveStaffUser(db, requireUser(request), { ...request.body, id: undefined }, requestOrigin(request)),
    );
    app.put(
      '/hub/user',
      {
        schema: {
          tags,
          summary: 'Edit a staff user (id in the body); one’s own profile needs no right',
          body: saveStaffUserBody.required({ id: true }),
          response: { 200: staffUser },
        },
      },
      (request) => saveStaffUser(db, requireUser(request), request.body, requestOrigin(request)),
    );
    app.put(
      '/hub/user/activate/:userId',
      {
        config: manageStaff,
        schema: {
          tags,
          summary: 'Activate a staff user',
          params: userIdParams,
          response: { 200: staffListRow },
        },
      },
      (request) => setStaffActive(db, requireUser(request), request.params.userId, true),
    );
    app.put(
      '/hub/user/deactivate/:userId',
      {
        config: manageStaff,
        schema: {
          tags,
          summary: 'Deactivate a staff user',
          params: userIdParams,
          response: { 200: staffListRow },
        },
      },
      (request) => setStaffActive(db, requireUser(request), request.params.userId, false),
    );
    app.delete(
      '/hub/user/:userId',
      {
        config: manageStaff,
        schema: { tags, summary: 'Delete a staff user', params: userIdParams, response: { 200: okResponse } },
      },
      async (request) => {
        await deleteStaffUser(db, requireUser(request), request.params.userId);
        return { ok: true as const };
      },
    );
    app.get(
      '/check_if_user_exists',
      {
        config: manageStaff,
        schema: {
          tags,
          summary: 'Whether a user name is taken',
          querystring: checkUserExistsQuery,
          response: { 200: checkUserExistsResponse },
        },
      },
      (request) => checkUserExists(db, requireUser(request), request.query.email),
    );
    app.put(
      '/hub/user/:userId/reset_password',
      {
        config: manageStaff,
        schema: {
          tags,
          summary: 'E-mail a password reset link',
          params: userIdParams,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await sendStaffPasswordReset(db, requireUser(request), request.params.userId, requestOrigin(request));
        return { ok: true as const };
      },
    );
    app.get(
      '/hub/user/:userId/is_active',
      {
        schema: {
          tags,
          summary: 'Whether a staff user is active',
          params: userIdParams,
          response: { 200: isActiveResponse },
        },
      },
      (request) => isUserActive(db, requireUser(request), request.params.userId),
    );
    app.get('/list_roles', { schema: { tags, summary: 'Built-in roles', response: { 200: roleList } } }, () =>
      listRoles(),
    );
    app.get(
      '/service_providers',
      {
        schema: {
          tags,
          summary: 'Service providers (staff on the booking page), by name',
          querystring: serviceProviderListQuery,
          response: { 200: serviceProviderPage },
        },
      },
      (request) => listServiceProviders(db, requireUser(request), request.query),
    );
    app.get(
      '/service_provider/:serviceProviderId/has_future_appointments',
      {
        schema: {
          tags,
          summary: 'Whether the provider has appointments to come',
          params: serviceProviderIdParams,
          response: { 200: hasFutureAppointmentsResponse },
        },
      },
      (request) => providerHasFutureAppointments(db, requireUser(request), request.params.serviceProviderId),
    );
    // spec 3 §7 image upload to service_provider/image/: anyone may upload for their own profile; the
    // save checks that the image is the merchant's.
    registerImageUploads(app, db, { base: 'service_provider/image/', kind: 'service_provider' });
  };
