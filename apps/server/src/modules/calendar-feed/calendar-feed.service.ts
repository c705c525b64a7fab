import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { CalendarFeedLink, CalendarFeedReset } from '@paybook/contracts';
import { calendarFeedWindow, canManageCalendarFeed, providerDisplayName, webcalUrlOf } from '@paybook/domain';
import type { FastifyRequest } from 'fastify';
import { invalidateProviderCalendar } from '../../cache/calendar-keys.ts';
import type { Database } from '../../db/client.ts';
import { addMerchantKeys, merchantOfKey, removeMerchantKeys } from '../../db/merchant-keys.ts';
import { withTenant, withTenantRead } from '../../db/tenant.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { requestOrigin } from '../../lib/request-origin.ts';
import { openSecret, sealSecret } from '../../lib/secret-box.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import type { UserContext } from '../../plugins/auth.ts';
import { runIdempotent } from '../../plugins/idempotency.ts';
import { viewerOf } from '../staff/staff-access.ts';
import * as repo from './calendar-feed.repository.ts';
import type { CalendarFeedCache, FeedEntry } from './calendar-feed-cache.ts';
import { calendarFeedIcs, type FeedItem } from './calendar-feed-ics.ts';

// Issue 26 point 5: a provider's private iCalendar feed, /calendar/{token}.ics (spec 3 §2.5, §9).

const PROVIDER = 'The provider';
const FEED = 'The calendar feed';
/** 32 random bytes (256 bits), base64url: 43 characters. */
const TOKEN_BYTES = 32;
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

/** The provider, when the signed-in user may see and reset its feed (decision 179); 404 for another merchant's. */
async function loadManageable(tx: Database, ctx: UserContext, providerId: number) {
  const provider = await repo.findFeedProvider(tx, ctx.merchantId, providerId);
  if (!provider) throw notFound(PROVIDER);
  if (!canManageCalendarFeed(viewerOf(ctx), provider)) {
    throw forbidden(
      provider.isActive
        ? "You need the Manage Appointments permission to see another provider's calendar feed."
        : 'Only an active provider has a calendar feed.',
    );
  }
  return provider;
}

/** Stores a new token's hash (mapped to the merchant, decision 101) and sealed copy; answers the token. */
function newToken(secretKey: Buffer) {
  const token = randomToken(TOKEN_BYTES);
  return { token, tokenHash: sha256(token), tokenSealed: sealSecret(token, secretKey) };
}

function linkOf(request: FastifyRequest, providerId: number, token: string): CalendarFeedLink {
  const httpsUrl = `${requestOrigin(request).replace(/\/+$/, '')}/calendar/${token}.ics`;
  return { service_provider_id: providerId, https_url: httpsUrl, webcal_url: webcalUrlOf(httpsUrl) };
}

/** GET service_provider/{id}/calendar_feed: the address, its token made on the first call. */
export async function getCalendarFeedLink(
  db: Database,
  secretKey: Buffer,
  request: FastifyRequest,
  ctx: UserContext,
  providerId: number,
): Promise<CalendarFeedLink> {
  const token = await withTenant(db, ctx.merchantId, async (tx) => {
    await loadManageable(tx, ctx, providerId);
    const stored = await repo.findTokenOf(tx, ctx.merchantId, providerId);
    if (stored) return openSecret(stored.tokenSealed, secretKey);
    const made = newToken(secretKey);
    if (await repo.insertToken(tx, { merchantId: ctx.merchantId, providerId, ...made })) {
      await addMerchantKeys(tx, ctx.merchantId, 'calendar_feed', [made.tokenHash]);
      return made.token;
    }
    // Another request made the first token meanwhile: its token is the address.
    const other = await repo.findTokenOf(tx, ctx.merchantId, providerId);
    if (!other) throw new Error('A calendar feed token was neither stored nor found');
    return openSecret(other.tokenSealed, secretKey);
  });
  return linkOf(request, providerId, token);
}

/**
 * POST service_provider/{id}/calendar_feed/reset: a new token; the old address answers 404 from the
 * COMMIT on, on every node ('calendar' provider key, calendar-feed-cache.ts). The answer holds no address,
 * so no token is kept in the idempotency record: the caller reads the new address with the GET.
 */
export function resetCalendarFeedLink(
  db: Database,
  secretKey: Buffer,
  request: FastifyRequest,
  ctx: UserContext,
  providerId: number,
) {
  return runIdempotent(db, request, ctx, 200, async (tx): Promise<CalendarFeedReset> => {
    await loadManageable(tx, ctx, providerId);
    const made = newToken(secretKey);
    const previous = await repo.replaceToken(tx, {
      merchantId: ctx.merchantId,
      providerId,
      tokenHash: made.tokenHash,
      tokenSealed: made.tokenSealed,
      userId: ctx.userId,
    });
    if (previous) await removeMerchantKeys(tx, 'calendar_feed', [previous]);
    await addMerchantKeys(tx, ctx.merchantId, 'calendar_feed', [made.tokenHash]);
    await invalidateProviderCalendar(tx, ctx.merchantId, providerId);
    return { service_provider_id: providerId, reset_at: new Date().toISOString() };
  });
}

/** Decision 181: an appointment's customer as first name and last initial, nothing more. */
function customerNameOf(row: repo.FeedItemRow): string | null {
  if (row.kind !== 'appointment' || row.customerFirstName === null) return null;
  const initial = (row.customerLastName ?? '').trim().charAt(0);
  return [row.customerFirstName.trim(), initial ? `${initial.toUpperCase()}.` : ''].filter(Boolean).join(' ');
}

const itemOf = (row: repo.FeedItemRow): FeedItem => ({
  id: row.id,
  kind: row.kind,
  title: row.title || (row.kind === 'appointment' ? 'Appointment' : 'Personal time'),
  customerName: customerNameOf(row),
  start: row.start,
  end: row.end,
  isCancelled: row.status === 'cancelled',
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

/** Reads and writes out the feed a token's hash opens; 404 for an unknown or reset token, or an inactive provider. */
async function loadFeed(db: Database, tokenHash: string, now: Date): Promise<FeedEntry> {
  const merchantId = await merchantOfKey(db, 'calendar_feed', tokenHash);
  if (merchantId === undefined) throw notFound(FEED);
  return withTenantRead(db, merchantId, async (tx) => {
    const providerId = await repo.findProviderOfToken(tx, merchantId, tokenHash);
    if (providerId === undefined) throw notFound(FEED);
    const provider = await repo.findFeedProvider(tx, merchantId, providerId);
    if (!provider?.isActive) throw notFound(FEED);
    const { from, to } = calendarFeedWindow(now);
    const rows = await repo.listFeedItems(tx, merchantId, providerId, from, to);
    const body = Buffer.from(
      calendarFeedIcs({
        merchantId,
        name: `${providerDisplayName(provider.firstName, provider.lastName)} · ${provider.businessName}`,
        timeZone: provider.timeZone,
        items: rows.map(itemOf),
      }),
      'utf8',
    );
    const etag = `"${createHash('sha256').update(body).digest('base64url')}"`;
    return { merchantId, providerId, userId: provider.userId, body, gzipped: gzipSync(body), etag };
  });
}

/** GET /calendar/{token}.ics: the feed, from the node's cache when it may serve it. */
export function calendarFeedOf(
  db: Database,
  cache: CalendarFeedCache,
  file: string,
  now: () => Date = () => new Date(),
): Promise<FeedEntry> {
  const token = FEED_FILE.exec(file)?.[1];
  if (token === undefined) return Promise.reject(notFound(FEED));
  const tokenHash = sha256(token);
  return cache.entry(tokenHash, () => loadFeed(db, tokenHash, now()));
}
