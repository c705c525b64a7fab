import { errorCodes, errorWordings } from '@paybook/contracts';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Database, queryRows } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { withTenant } from '../db/tenant.ts';
import { inMoneyCallPlace } from '../db/turns.ts';
import { AppError, badRequest } from '../lib/app-error.ts';
import { KeyedLimit, WaitTimedOut } from '../lib/concurrency-limit.ts';
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

/** How long a repeat waits for its key's first request to end before it answers 409 (decision 92). */
export const REPEAT_WAIT_MS = 5_000;
/** The first pause of a repeat whose key another node holds; it doubles up to the last. */
const REPEAT_PAUSES_MS = [25, 50, 100, 200, 400] as const;

export type IdempotencyOptions = {
  /** The work calls the processor: its transaction takes a money-call place (db/turns.ts). */
  callsProcessor?: boolean;
  /** How long a repeat waits for the key's first request (REPEAT_WAIT_MS; tests shorten it). */
  repeatWaitMs?: number;
};

/** A key another request holds: this attempt did nothing. */
const IN_USE: unique symbol = Symbol('in use');

const scopeTurns = new WeakMap<Database, KeyedLimit>();

function turnsOf(db: Database): KeyedLimit {
  let turns = scopeTurns.get(db);
  if (!turns) {
    turns = new KeyedLimit(1);
    scopeTurns.set(db, turns);
  }
  return turns;
}

// Issue 24 point 1: a person reads these (the point of sale, the booking page), so they are the codes' wordings.
const keyInUse = () =>
  new AppError(409, errorCodes.idempotencyInProgress, errorWordings[errorCodes.idempotencyInProgress]);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs a call that moves money or books time at most once per Idempotency-Key (ARCHITECTURE.md).
 * The key's record is written in the same transaction as the call's effect: a crash leaves neither, a
 * repeat with the same body replays the first answer, another body gets 422. A repeat while the first
 * is still running waits for it (decision 92, issue 23 point 1), holding no connection meanwhile: on this
 * node it waits its turn in memory, and a key another node holds (the advisory lock on the key's scope
 * tells) is tried again after a pause. Once the first has ended the repeat replays it; past
 * `repeatWaitMs` it answers 409.
 */
export async function runIdempotent<T>(
  db: Database,
  request: FastifyRequest,
  /** The caller: a signed-in user, or a public page's visitor (PUBLIC_VISITOR_USER_ID). */
  ctx: Pick<UserContext, 'merchantId' | 'userId'>,
  status: number,
  work: (tx: Database) => Promise<T>,
  options: IdempotencyOptions = {},
): Promise<IdempotentResult<T>> {
  const transaction = <R>(run: (tx: Database) => Promise<R>): Promise<R> =>
    options.callsProcessor
      ? inMoneyCallPlace(db, () => withTenant(db, ctx.merchantId, run))
      : withTenant(db, ctx.merchantId, run);
  const key = request.headers[IDEMPOTENCY_HEADER];
  if (key === undefined) {
    return { status, body: await transaction(work), replayed: false };
  }
  if (typeof key !== 'string' || key.length < 1 || key.length > 255 || !/^[\x21-\x7e]+$/.test(key)) {
    throw badRequest('Idempotency-Key', 'Idempotency-Key must be 1 to 255 visible ASCII characters.');
  }
  const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
  const requestHash = hashRequest({ params: request.params, query: request.query, body: request.body });
  const scope = `${ctx.merchantId}|${ctx.userId}|${route}|${key}`;
  const record = { ...ctx, route, key, requestHash, status };

  const deadline = Date.now() + (options.repeatWaitMs ?? REPEAT_WAIT_MS);
  for (let attempt = 0; ; attempt++) {
    const outcome: IdempotentResult<T> | typeof IN_USE = await turnsOf(db)
      .run(scope, () => transaction((tx) => runOnce(tx, scope, record, work)), {
        maxWaitMs: Math.max(0, deadline - Date.now()),
      })
      .catch((error: unknown): typeof IN_USE => {
        if (error instanceof WaitTimedOut) return IN_USE;
        throw error;
      });
    if (outcome !== IN_USE) return outcome;
    const pause = REPEAT_PAUSES_MS[Math.min(attempt, REPEAT_PAUSES_MS.length - 1)] ?? 0;
    if (Date.now() + pause >= deadline) throw keyInUse();
    await sleep(pause);
  }
}

type KeyRecord = Pick<UserContext, 'merchantId' | 'userId'> & {
  route: string;
  key: string;
  requestHash: string;
  status: number;
};

/** One attempt in one transaction: IN_USE while another transaction holds the key's scope. */
async function runOnce<T>(
  tx: Database,
  scope: string,
  record: KeyRecord,
  work: (tx: Database) => Promise<T>,
): Promise<IdempotentResult<T> | typeof IN_USE> {
  const [lock] = await queryRows<{ locked: boolean }>(
    tx,
    sql`select pg_try_advisory_xact_lock(hashtextextended(${scope}, 0)) as locked`,
  );
  if (!lock?.locked) return IN_USE;
  const [previous] = await tx
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.merchantId, record.merchantId),
        eq(idempotencyKeys.userId, record.userId),
        eq(idempotencyKeys.route, record.route),
        eq(idempotencyKeys.key, record.key),
      ),
    );
  if (previous) {
    if (previous.requestHash !== record.requestHash) {
      throw new AppError(422, errorCodes.idempotencyMismatch, errorWordings[errorCodes.idempotencyMismatch]);
    }
    return { status: previous.responseStatus, body: previous.responseBody as T, replayed: true };
  }
  const body = await work(tx);
  await tx.insert(idempotencyKeys).values({
    merchantId: record.merchantId,
    userId: record.userId,
    route: record.route,
    key: record.key,
    requestHash: record.requestHash,
    responseStatus: record.status,
    responseBody: body ?? null,
  });
  return { status: record.status, body, replayed: false };
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
