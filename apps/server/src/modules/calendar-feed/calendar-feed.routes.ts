import {
  getCalendarFeed,
  getCalendarFeedLink,
  resetCalendarFeedLink,
} from '@paybook/contracts/endpoints/calendar-feed';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { route } from '../../http/endpoint-route.ts';
import { sendIdempotent } from '../../plugins/idempotency.ts';
import * as service from './calendar-feed.service.ts';
import { calendarFeedCacheOf } from './calendar-feed-cache.ts';

type Deps = { db: Database; config: Pick<Config, 'secretKey'> };

/** Issue 26 point 5: a provider's feed address and its reset (under /api; contracts/endpoints/calendar-feed.ts). */
export const calendarFeedRoutes =
  ({ db, config }: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, getCalendarFeedLink, ({ user, params, request }) =>
      service.getCalendarFeedLink(db, config.secretKey, request, user, params.serviceProviderId),
    );
    route(app, resetCalendarFeedLink, async ({ user, params, request, reply }) =>
      sendIdempotent(
        reply,
        await service.resetCalendarFeedLink(db, config.secretKey, request, user, params.serviceProviderId),
      ),
    );
  };

/** Whether the client takes gzip (Accept-Encoding names it without q=0). */
function acceptsGzip(header: string | undefined): boolean {
  return (header ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase().split(';'))
    .some(
      ([coding, quality]) =>
        (coding === 'gzip' || coding === '*') && !/^\s*q=0(\.0*)?\s*$/.test(quality ?? ''),
    );
}

/** Whether an If-None-Match header names the ETag (a list, a weak form, or `*`). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * GET /calendar/{token}.ics at the site's root, where calendars subscribe (not under /api, so neither the
 * API's no-store nor a session applies). `private, no-cache` with a strong ETag: a client keeps the feed
 * and asks again with If-None-Match, answered 304 from the node's cache; a reset stops a kept copy too.
 */
export const calendarFeedPublicRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    const cache = calendarFeedCacheOf(app.invalidation);
    route(app, getCalendarFeed, async ({ params, request, reply }) => {
      const feed = await service.calendarFeedOf(db, cache, params.file);
      const gzip = acceptsGzip(request.headers['accept-encoding']);
      const etag = gzip ? feed.etag.replace(/"$/, '-gzip"') : feed.etag;
      reply
        .header('etag', etag)
        .header('vary', 'accept-encoding')
        .header('cache-control', 'private, no-cache')
        .header('x-robots-tag', 'noindex, nofollow')
        .header('content-disposition', 'inline; filename="calendar.ics"');
      if (matchesEtag(request.headers['if-none-match'], etag)) {
        reply.code(304);
        return '';
      }
      if (!gzip) return feed.body;
      reply.header('content-encoding', 'gzip');
      return feed.gzipped;
    });
  };
