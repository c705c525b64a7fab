import {
  activateStaffUser,
  addStaffUser,
  checkUserExists,
  deactivateStaffUser,
  deleteStaffUser,
  getProviderAllAppointmentsCount,
  getProviderHasFutureAppointments,
  getStaffUser,
  getUserIsActive,
  listServiceProviders,
  listStaff,
  listStaffNotifications,
  sendStaffPasswordReset,
  updateStaffNotifications,
  updateStaffUser,
} from '@paybook/contracts/endpoints/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { route } from '../../http/endpoint-route.ts';
import { requestOrigin } from '../../lib/request-origin.ts';
import { saveStaffUser } from './save-staff-user.service.ts';
import * as providers from './service-providers.service.ts';
import * as service from './staff.service.ts';
import * as notifications from './staff-notifications.service.ts';

const OK = { ok: true } as const;

/** spec 3 §7 Staff calls and spec 1 §7 GET service_providers: the declarations are in contracts/endpoints/staff.ts. */
export const staffRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, listStaff, ({ user, query }) => service.listStaff(db, user, query));
    route(app, getStaffUser, ({ user, params }) => service.getStaffUser(db, user, params.userId));
    route(app, addStaffUser, ({ user, body, request }) =>
      saveStaffUser(db, user, { ...body, id: undefined }, requestOrigin(request)),
    );
    route(app, updateStaffUser, ({ user, body, request }) =>
      saveStaffUser(db, user, body, requestOrigin(request)),
    );
    route(app, activateStaffUser, ({ user, params }) =>
      service.setStaffActive(db, user, params.userId, true),
    );
    route(app, deactivateStaffUser, ({ user, params }) =>
      service.setStaffActive(db, user, params.userId, false),
    );
    route(app, deleteStaffUser, async ({ user, params }) => {
      await service.deleteStaffUser(db, user, params.userId);
      return OK;
    });
    route(app, checkUserExists, ({ user, query }) => service.checkUserExists(db, user, query.email));
    route(app, sendStaffPasswordReset, async ({ user, params, request }) => {
      await service.sendStaffPasswordReset(db, user, params.userId, requestOrigin(request));
      return OK;
    });
    route(app, listStaffNotifications, ({ user }) => notifications.listStaffNotifications(db, user));
    route(app, updateStaffNotifications, ({ user, params, body }) =>
      notifications.updateStaffNotifications(db, user, params.userId, body.notifications),
    );
    route(app, getUserIsActive, ({ user, params }) => service.isUserActive(db, user, params.userId));
    route(app, listServiceProviders, ({ user, query }) => providers.listServiceProviders(db, user, query));
    route(app, getProviderAllAppointmentsCount, ({ user, params }) =>
      providers.providerAllAppointmentsCount(db, user, params.serviceProviderId),
    );
    route(app, getProviderHasFutureAppointments, ({ user, params }) =>
      providers.providerHasFutureAppointments(db, user, params.serviceProviderId),
    );
  };
