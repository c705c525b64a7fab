import { errorCodes } from '@paybook/contracts';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Database, queryRows } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { withTenant } from '../db/tenant.ts';
import { AppError, badRequest } from '../lib/app-error.ts';
import { sha256 } from '../lib/tokens.ts';
import type { UserContext } from './auth.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
/** The OpenAPI description of a route that runs through runIdempotent. */
export const IDEMPOTENT = 'Accepts an Idempotency-Key header (ARCHITECTURE.md "Idempotency").';
/** ARCHITECTURE.md: keys are kept at least 31 days. */
export const IDEMPOTENCY_RETENTION_DAYS = 31;

/** The user id of a public page's visitor (no sign-in) in the key's scope: merchant + visitor + route. */
export const PUBLIC_VISITOR_USER_ID = 0;

export type IdempotentResult<T> = { status: number; body: T; replayed: boolean };

/** Key order must not change the hash: {a,b} and {b,a} are the same request. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}

/** The hash an Idempotency-Key's record keeps of its request, whatever the order of its keys. */
export const hashRequest = (value: unknown): string => sha256(JSON.stringify(canonical(value)));

/**
 * Runs a call that moves money or books time at most once per Idempotency-Key (ARCHITECTURE.md).
 * The key's record is written in the same transaction as the call's effect: a crash leaves neither, a
 * repeat with the same body replays the first answer, another body gets 422, and a repeat while the first
 * is still running gets 409 (an advisory lock on the key's scope tells).
 */
export async function runIdempotent<T>(
  db: Database,
  request: FastifyRequest,
  /** The caller: a signed-in user, or a public page's visitor (PUBLIC_VISITOR_USER_ID). */
  ctx: Pick<UserContext, 'merchantId' | 'userId'>,
  status: number,
  work: (tx: Database) => Promise<T>,
): Promise<IdempotentResult<T>> {
  const key = request.headers[IDEMPOTENCY_HEADER];
  if (key === undefined) {
    return { status, body: await withTenant(db, ctx.merchantId, work), replayed: false };
  }
  if (typeof key !== 'string' || key.length < 1 || key.length > 255 || !/^[\x21-\x7e]+$/.test(key)) {
    throw badRequest('Idempotency-Key', 'Idempotency-Key must be 1 to 255 visible ASCII characters.');
  }
  const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
  const requestHash = hashRequest({ params: request.params, query: request.query, body: request.body });
  const scope = `${ctx.merchantId}|${ctx.userId}|${route}|${key}`;

  return withTenant(db, ctx.merchantId, async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(hashtextextended(${scope}, 0)) as locked`,
    );
    if (!lock?.locked) {
      throw new AppError(
        409,
        errorCodes.idempotencyInProgress,
        'A request with this Idempotency-Key is still being processed. Try again in a moment.',
      );
    }
    const [previous] = await tx
      .select()
      .from(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.merchantId, ctx.merchantId),
          eq(idempotencyKeys.userId, ctx.userId),
          eq(idempotencyKeys.route, route),
          eq(idempotencyKeys.key, key),
        ),
      );
    if (previous) {
      if (previous.requestHash !== requestHash) {
        throw new AppError(
          422,
          errorCodes.idempotencyMismatch,
          'This Idempotency-Key was already used with a different request.',
        );
      }
      return { status: previous.responseStatus, body: previous.responseBody as T, replayed: true };
    }
    const body = await work(tx);
    await tx.insert(idempotencyKeys).values({
      merchantId: ctx.merchantId,
      userId: ctx.userId,
      route,
      key,
      requestHash,
      responseStatus: status,
      responseBody: body ?? null,
    });
    return { status, body, replayed: false };
  });
}

export function sendIdempotent<T>(reply: FastifyReply, result: IdempotentResult<T>): T {
  reply.status(result.status);
  if (result.replayed) reply.header(REPLAYED_HEADER, 'true');
  return result.body;
}

/** Housekeeping run by the server: drops records older than the retention period. */
export async function purgeIdempotencyKeys(db: Database, now = new Date()): Promise<void> {
  const before = new Date(now.getTime() - IDEMPOTENCY_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before));
}
