import {
  addComment,
  deleteComment,
  editComment,
  getTimelineEmail,
  listTimeline,
} from '@paybook/contracts/endpoints/customers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { route } from '../../http/endpoint-route.ts';
import * as service from './timeline.service.ts';

/** spec 2 §7 Timeline: the declarations are in contracts/endpoints/customers.ts. */
export const timelineRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, listTimeline, ({ user, params, query }) => service.listTimeline(db, user, params.id, query));
    route(app, getTimelineEmail, ({ user, params }) => service.getTimelineEmail(db, user, params.id));
    route(app, addComment, ({ user, body, reply }) => {
      reply.status(201);
      return service.addComment(db, user, body);
    });
    route(app, editComment, ({ user, params, body }) =>
      service.editComment(db, user, params.id, body.content),
    );
    route(app, deleteComment, async ({ user, params }) => {
      await service.deleteComment(db, user, params.id);
      return { ok: true as const };
    });
  };
