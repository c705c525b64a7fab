import {
  createRole,
  deleteRole,
  getRole,
  getRoleAccessRights,
  listAccessRights,
  listRoles,
  updateRole,
} from '@paybook/contracts/endpoints/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { route } from '../../http/endpoint-route.ts';
import { sendIdempotent } from '../../plugins/idempotency.ts';
import * as service from './roles.service.ts';

const OK = { ok: true } as const;

/** spec 3 §7 Roles calls: the declarations are in contracts/endpoints/roles.ts. */
export const rolesRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, listRoles, ({ user }) => service.listRoles(db, user));
    route(app, getRole, ({ user, query }) => service.getRole(db, user, query.id));
    route(app, createRole, async ({ user, body, request, reply }) =>
      sendIdempotent(reply, await service.createRole(db, request, user, body)),
    );
    route(app, updateRole, ({ user, body }) => service.updateRole(db, user, body));
    route(app, deleteRole, async ({ user, params }) => {
      await service.deleteRole(db, user, params.roleId);
      return OK;
    });
    route(app, listAccessRights, () => service.listAccessRights());
    route(app, getRoleAccessRights, ({ user, query }) => service.getRoleAccessRights(db, user, query.id));
  };
