import { errorWordings } from '@paybook/contracts';
import { count, sql } from 'drizzle-orm';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';
import { badRequest } from '../lib/app-error.ts';
import { signIn } from '../test/client.ts';
import { createMerchantWithStaff } from '../test/factories.ts';
import { holdTenantTransaction } from '../test/held-transaction.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { requireUser } from './auth.ts';
import { runIdempotent, sendIdempotent } from './idempotency.ts';

// The mechanism is exercised through a route registered only here: each row it writes stands for one effect.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.app.withTypeProvider<ZodTypeProvider>().post(
    '/api/test/effects',
    {
      schema: {
        body: z.object({
          amount: z.number().int(),
          delay_ms: z.number().int().default(0),
          repeat_wait_ms: z.number().int().optional(),
        }),
        response: { 201: z.object({ effect_id: z.number(), amount: z.number() }) },
      },
    },
    async (request, reply) => {
      const ctx = requireUser(request);
      const wait = { repeatWaitMs: request.body.repeat_wait_ms };
      const result = await runIdempotent(
        t.handle.db,
        request,
        ctx,
        201,
        async (tx) => {
          if (request.body.delay_ms)
            await new Promise((resolve) => setTimeout(resolve, request.body.delay_ms));
          const [row] = await tx
            .insert(auditLog)
            .values({
              merchantId: ctx.merchantId,
              userId: ctx.userId,
              action: 'test-effect',
              method: 'POST',
              path: `/amount/${request.body.amount}`,
              statusCode: 201,
              requestId: request.id,
            })
            .returning({ id: auditLog.id });
          // A failure after the write: the effect and the key's record must both roll back.
          if (request.body.amount < 0) throw badRequest('amount', 'amount must not be negative');
          return { effect_id: row!.id, amount: request.body.amount };
        },
        wait,
      );
      return sendIdempotent(reply, result);
    },
  );
});

const effectsOf = async (merchantId: number) => {
  const [row] = await t.handle.db
    .select({ n: count() })
    .from(auditLog)
    .where(sql`${auditLog.merchantId} = ${merchantId} and ${auditLog.action} = 'test-effect'`);
  return row?.n ?? 0;
};

/** Whether a transaction of this test's database holds an advisory lock (a key's scope). */
async function advisoryLockHeld(): Promise<boolean> {
  const [row] = await queryRows<{ held: boolean }>(
    t.handle.db,
    sql`select exists (select 1 from pg_locks where locktype = 'advisory' and granted
      and database = (select oid from pg_database where datname = current_database())) as held`,
  );
  return row?.held ?? false;
}

describe('Idempotency-Key (ARCHITECTURE.md)', () => {
  it('replays the first status and body for a repeat with the same body', async () => {
    const app = t.app;
    const { merchant, owner } = await createMerchantWithStaff(t.handle.db);
    const client = await signIn(app, owner.userName);
    const headers = { 'idempotency-key': 'pay-123' };
    const first = await client.post('/api/test/effects', { amount: 500 }, { headers });
    const repeat = await client.post('/api/test/effects', { amount: 500 }, { headers });
    expect(first.statusCode).toBe(201);
    expect(repeat.statusCode).toBe(201);
    expect(repeat.json()).toEqual(first.json());
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await effectsOf(merchant.id)).toBe(1);
  });

  it('answers 422 when the same key comes with another body', async () => {
    const app = t.app;
    const { merchant, owner } = await createMerchantWithStaff(t.handle.db);
    const client = await signIn(app, owner.userName);
    const headers = { 'idempotency-key': 'pay-456' };
    await client.post('/api/test/effects', { amount: 500 }, { headers });
    const other = await client.post('/api/test/effects', { amount: 900 }, { headers });
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    // Issue 24 point 1: a person reads it, in the code's wording (no "Idempotency-Key", no "request").
    expect(other.json().error.message).toBe(errorWordings.IDEMPOTENCY_KEY_REUSED);
    expect(await effectsOf(merchant.id)).toBe(1);
  });

  it('has one effect under concurrent repeats; the others wait for the first and replay it', async () => {
    const app = t.app;
    const { merchant, owner } = await createMerchantWithStaff(t.handle.db);
    const client = await signIn(app, owner.userName);
    const headers = { 'idempotency-key': 'pay-789' };
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        client.post('/api/test/effects', { amount: 700, delay_ms: 150 }, { headers }),
      ),
    );
    // Decision 92 (issue 23 point 1): a repeat while the first runs waits and replays its 201.
    expect(responses.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    const firsts = responses.filter((r) => !r.headers['idempotent-replayed']);
    expect(firsts).toHaveLength(1);
    for (const response of responses) expect(response.json()).toEqual(firsts[0]?.json());
    expect(await effectsOf(merchant.id)).toBe(1);
  });

  it('a repeat that waited past its bound for the first answers 409, and then replays it', async () => {
    const app = t.app;
    const { merchant, owner } = await createMerchantWithStaff(t.handle.db);
    const client = await signIn(app, owner.userName);
    const headers = { 'idempotency-key': 'pay-slow' };
    const body = { amount: 700, delay_ms: 1_000, repeat_wait_ms: 50 };
    const first = client.post('/api/test/effects', body, { headers });
    // The repeat goes once the first holds the key (its scope's advisory lock).
    while (!(await advisoryLockHeld())) await new Promise((resolve) => setTimeout(resolve, 10));
    const early = await client.post('/api/test/effects', body, { headers });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('IDEMPOTENCY_KEY_IN_USE');
    expect(early.json().error.message).toBe(errorWordings.IDEMPOTENCY_KEY_IN_USE);
    expect(early.json().error.message).not.toMatch(/idempotency|request/i);
    expect((await first).statusCode).toBe(201);
    const late = await client.post('/api/test/effects', body, { headers });
    expect(late.statusCode).toBe(201);
    expect(late.headers['idempotent-replayed']).toBe('true');
    expect(await effectsOf(merchant.id)).toBe(1);
  });

  it('a repeat while another node holds the key waits without a connection and replays it', async () => {
    const app = t.app;
    const { merchant, owner } = await createMerchantWithStaff(t.handle.db);
    const client = await signIn(app, owner.userName);
    const headers = { 'idempotency-key': 'pay-other-node' };
    const body = { amount: 900 };
    const first = await client.post('/api/test/effects', body, { headers });
    // Another node still runs a request with this key: the scope's advisory lock is taken elsewhere.
    const other = await holdTenantTransaction(t.handle.db, merchant.id);
    const route = 'POST /api/test/effects';
    const scope = `${merchant.id}|${owner.id}|${route}|pay-other-node`;
    await other.tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${scope}, 0))`);
    const repeat = client.post('/api/test/effects', body, { headers });
    // Some time for the repeat to find the key held and pause (not asserted: it replays either way).
    await new Promise((resolve) => setTimeout(resolve, 300));
    await other.commit();
    const answer = await repeat;
    expect(answer.statusCode).toBe(201);
    expect(answer.headers['idempotent-replayed']).toBe('true');
    expect(answer.json()).toEqual(first.json());
    expect(await effectsOf(merchant.id)).toBe(1);
  });

  it('keeps keys apart per user and per merchant', async () => {
    const app = t.app;
    const a = await createMerchantWithStaff(t.handle.db, ['create_orders']);
    const headers = { 'idempotency-key': 'shared-key' };
    const owner = await signIn(app, a.owner.userName);
    const staff = await signIn(app, a.staff.userName);
    expect((await owner.post('/api/test/effects', { amount: 1 }, { headers })).statusCode).toBe(201);
    const fromStaff = await staff.post('/api/test/effects', { amount: 1 }, { headers });
    expect(fromStaff.headers['idempotent-replayed']).toBeUndefined();
    expect(await effectsOf(a.merchant.id)).toBe(2);
  });

  it('leaves no record when the work fails, so a retry runs afresh', async () => {
    const app = t.app;
    const { merchant, owner } = await createMerchantWithStaff(t.handle.db);
    const client = await signIn(app, owner.userName);
    const headers = { 'idempotency-key': 'pay-crash' };
    const bad = await client.post('/api/test/effects', { amount: -1 }, { headers });
    expect(bad.statusCode).toBe(400);
    expect(await effectsOf(merchant.id)).toBe(0);
    const retry = await client.post('/api/test/effects', { amount: 5 }, { headers });
    expect(retry.statusCode).toBe(201);
    expect(await effectsOf(merchant.id)).toBe(1);
  });
});
