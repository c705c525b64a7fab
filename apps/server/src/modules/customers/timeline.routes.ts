import {
  entityId,
  idParam,
  okResponse,
  timelineCommentBody,
  timelineEvent,
  timelinePage,
  timelineQuery,
} from '@paybook/contracts';
import { TIMELINE_COMMENT_REQUIREMENT, TIMELINE_REQUIREMENT } from '@paybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { requireUser } from '../../plugins/auth.ts';
import * as service from './timeline.service.ts';

const tags = ['Customers'];
/** Every user reads the timeline (spec 1 §6 viewing claims); writing comments needs a customer right. */
const read = { requirement: TIMELINE_REQUIREMENT };
const config = { requirement: TIMELINE_COMMENT_REQUIREMENT };
const idParams = z.object({ id: idParam });
/** POST customer/timeline/comment names the customer beside the comment's content. */
const newCommentBody = timelineCommentBody.extend({ customer_id: entityId });

/**
 * spec 2 §7 Timeline. event_type filters on the event's event_type (customer_notes_event, …); the value
 * 'comment' filters on timeline_event_type comment (comments' own event_type is also 'comment').
 */
export const timelineRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/customer/timeline/:id',
      {
        config: read,
        schema: {
          tags,
          summary: "A customer's timeline, newest first",
          params: idParams,
          querystring: timelineQuery,
          response: { 200: timelinePage },
        },
      },
      (request) => service.listTimeline(db, requireUser(request), request.params.id, request.query),
    );
    app.post(
      '/customer/timeline/comment',
      {
        config,
        schema: { tags, summary: 'Add a comment', body: newCommentBody, response: { 201: timelineEvent } },
      },
      async (request, reply) => {
        reply.status(201);
        return service.addComment(db, requireUser(request), request.body);
      },
    );
    app.put(
      '/customer/timeline/comment/:id',
      {
        config,
        schema: {
          tags,
          summary: 'Edit a comment (its author, or with customers.edit-timeline-comment)',
          params: idParams,
          body: timelineCommentBody,
          response: { 200: timelineEvent },
        },
      },
      (request) => service.editComment(db, requireUser(request), request.params.id, request.body.content),
    );
    app.delete(
      '/customer/timeline/comment/:id',
      {
        config,
        schema: {
          tags,
          summary: 'Delete a comment (its author, or with customers.delete-timeline-comment)',
          params: idParams,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await service.deleteComment(db, requireUser(request), request.params.id);
        return { ok: true as const };
      },
    );
  };
