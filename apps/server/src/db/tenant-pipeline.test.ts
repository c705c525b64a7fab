import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMerchantWithStaff } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { type DatabaseHandle, openDatabase, poolOf, queryRows } from './client.ts';
import { merchants, users } from './schema/index.ts';
import { withTenant, withTenantRead, withTenantReadOne, withTenantWriteOne } from './tenant.ts';

/**
 * A TCP relay in front of the test database that counts round trips: a "flight" is the client writing
 * after the server last spoke, so a query sent before the previous one's answer adds none. It also counts
 * the chunks the client wrote (on loopback, one per write the client made).
 */
async function countingRelay(
  target: URL,
): Promise<{ url: string; flights: () => number; writes: () => number; close: () => void }> {
  let flights = 0;
  let writes = 0;
  let lastFromClient = false;
  const sockets = new Set<net.Socket>();
  const relay = net.createServer((inbound) => {
    const outbound = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [inbound, outbound]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => sockets.delete(socket));
    }
    inbound.on('data', (chunk) => {
      writes += 1;
      if (!lastFromClient) flights += 1;
      lastFromClient = true;
      outbound.write(chunk);
    });
    outbound.on('data', (chunk) => {
      lastFromClient = false;
      inbound.write(chunk);
    });
    inbound.on('close', () => outbound.destroy());
    outbound.on('close', () => inbound.destroy());
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const { port } = relay.address() as net.AddressInfo;
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    flights: () => flights,
    writes: () => writes,
    close: () => {
      for (const socket of sockets) socket.destroy();
      relay.close();
    },
  };
}

let t: TestApp;
let relay: Awaited<ReturnType<typeof countingRelay>>;
/** One connection through the relay, so every read below uses the same pooled client. */
let relayed: DatabaseHandle;
beforeAll(async () => {
  t = await createTestApp();
  relay = await countingRelay(new URL(poolOf(t.handle.db)!.options.connectionString!));
  relayed = await openDatabase({ databaseUrl: relay.url, poolSize: 1 });
});
afterAll(async () => {
  await relayed.close();
  relay.close();
});

/**
 * The round trips `work` takes until its answer (the COMMIT of a read is sent after it), and the writes
 * the client made until the connection is idle again (the COMMIT included).
 */
async function roundTrips<T>(work: () => Promise<T>): Promise<{ result: T; trips: number; writes: number }> {
  await withTenantRead(relayed.db, 1, (tx) => tx.execute(sql`select 1`)); // connected, COMMIT done
  await new Promise((resolve) => setTimeout(resolve, 20));
  const before = { flights: relay.flights(), writes: relay.writes() };
  const result = await work();
  const trips = relay.flights() - before.flights;
  await new Promise((resolve) => setTimeout(resolve, 20));
  return { result, trips, writes: relay.writes() - before.writes };
}

/** Whether the pool's next connection is in pg's pipeline mode (it must be back to normal). */
async function isPipelined(handle: DatabaseHandle): Promise<boolean> {
  const client = await poolOf(handle.db)!.connect();
  client.release();
  return (client as typeof client & { pipeline: boolean }).pipeline;
}

describe('one round trip for a tenant read (issue 14 point 3)', () => {
  it('sends the set-up and the first query together; later queries one at a time', async () => {
    const { merchant } = await createMerchantWithStaff(t.handle.db);
    const one = await roundTrips(() =>
      withTenantRead(relayed.db, merchant.id, (tx) => tx.select({ id: merchants.id }).from(merchants)),
    );
    expect(one.result).toEqual([{ id: merchant.id }]);
    expect(one.trips).toBe(1);
    // The set-up and the query leave in one write; the COMMIT after the answer in another.
    expect(one.writes).toBe(2);
    const two = await roundTrips(() =>
      withTenantRead(relayed.db, merchant.id, async (tx) => {
        await tx.select({ id: merchants.id }).from(merchants);
        return tx.select({ id: users.id }).from(users);
      }),
    );
    expect(two.trips).toBe(2);
    // A write pipelines its first statement the same way; its COMMIT is awaited (one more trip).
    const write = await roundTrips(() =>
      withTenant(relayed.db, merchant.id, (tx) => tx.update(merchants).set({ name: merchant.name })),
    );
    expect(write.trips).toBe(2);
    expect(await isPipelined(relayed)).toBe(false);
  });

  it('sends a one-query read (withTenantReadOne) with its COMMIT in one write', async () => {
    const { merchant } = await createMerchantWithStaff(t.handle.db);
    const one = await roundTrips(() =>
      withTenantReadOne(relayed.db, merchant.id, (tx) => tx.select({ id: merchants.id }).from(merchants)),
    );
    expect(one).toEqual({ result: [{ id: merchant.id }], trips: 1, writes: 1 });
    const settings = await withTenantReadOne(relayed.db, merchant.id, (tx) =>
      queryRows<{ role: string; merchant: string; readOnly: string }>(
        tx,
        sql`select current_user as role, current_setting('app.merchant_id') as merchant,
                   current_setting('transaction_read_only') as "readOnly"`,
      ),
    );
    expect(settings).toEqual([{ role: 'paybook_app', merchant: String(merchant.id), readOnly: 'on' }]);
    // Work that sends no query still ends its transaction.
    expect(await withTenantReadOne(relayed.db, merchant.id, async () => 'no query')).toBe('no query');
    expect(await isPipelined(relayed)).toBe(false);
  });

  it('sends a one-statement write (withTenantWriteOne) with its COMMIT in one write and answers after the COMMIT', async () => {
    const { merchant } = await createMerchantWithStaff(t.handle.db);
    const renamed = `${merchant.name} (renamed)`;
    const one = await roundTrips(() =>
      withTenantWriteOne(relayed.db, merchant.id, (tx) =>
        tx.update(merchants).set({ name: renamed }).returning({ name: merchants.name }),
      ),
    );
    expect(one).toEqual({ result: [{ name: renamed }], trips: 1, writes: 1 });
    // Committed by the time it answered: another connection sees it.
    const [seen] = await t.handle.db
      .select({ name: merchants.name })
      .from(merchants)
      .where(sql`id = ${merchant.id}`);
    expect(seen?.name).toBe(renamed);
    // A failed statement writes nothing and the connection comes back clean.
    await expect(
      withTenantWriteOne(relayed.db, merchant.id, (tx) => tx.execute(sql`select 1 / 0`)),
    ).rejects.toMatchObject({ cause: { code: '22012' } });
    const [after] = await t.handle.db
      .select({ name: merchants.name })
      .from(merchants)
      .where(sql`id = ${merchant.id}`);
    expect(after?.name).toBe(renamed);
    // Misuse: the first statement left with its COMMIT, so it stands; the second is refused loudly.
    await expect(
      withTenantWriteOne(relayed.db, merchant.id, async (tx) => {
        await tx.update(merchants).set({ name: 'first statement' });
        return tx.select().from(users);
      }),
    ).rejects.toMatchObject({ cause: { message: expect.stringContaining('second query') } });
    expect(await isPipelined(relayed)).toBe(false);
  });

  it("refuses a one-query read's second query, which would run after its COMMIT", async () => {
    const a = await createMerchantWithStaff(t.handle.db);
    await createMerchantWithStaff(t.handle.db);
    await expect(
      withTenantReadOne(relayed.db, a.merchant.id, async (tx) => {
        await tx.select().from(merchants);
        return tx.select({ merchantId: users.merchantId }).from(users);
      }),
    ).rejects.toMatchObject({
      cause: { message: expect.stringContaining('sent a second query, after its COMMIT') },
    });
    await expect(
      withTenantReadOne(relayed.db, a.merchant.id, (tx) => tx.execute(sql`select 1 / 0`)),
    ).rejects.toMatchObject({ cause: { code: '22012' } }); // division by zero
    // The connection is back, idle, in no transaction and with no tenant settings.
    const after = await queryRows<{ role: string; merchant: string; inTransaction: boolean }>(
      relayed.db,
      sql`select current_user as role, coalesce(current_setting('app.merchant_id', true), '') as merchant,
                 now() <> statement_timestamp() as "inTransaction"`,
    );
    expect(after).toEqual([{ role: 'postgres', merchant: '', inTransaction: false }]);
    expect(await isPipelined(relayed)).toBe(false);
  });

  it('keeps row-level security on the pipelined first query: without its filter it sees only the tenant', async () => {
    const a = await createMerchantWithStaff(t.handle.db);
    const b = await createMerchantWithStaff(t.handle.db);
    const seen = await withTenantRead(relayed.db, a.merchant.id, (tx) =>
      tx.select({ merchantId: users.merchantId }).from(users),
    );
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen.map((row) => row.merchantId))).toEqual(new Set([a.merchant.id]));
    const settings = await withTenantRead(relayed.db, b.merchant.id, (tx) =>
      queryRows<{ role: string; merchant: string; readOnly: string }>(
        tx,
        sql`select current_user as role, current_setting('app.merchant_id') as merchant,
                   current_setting('transaction_read_only') as "readOnly"`,
      ),
    );
    expect(settings).toEqual([{ role: 'paybook_app', merchant: String(b.merchant.id), readOnly: 'on' }]);
    // Transaction-local: the same connection, outside a tenant transaction, carries neither.
    const after = await queryRows<{ role: string; merchant: string }>(
      relayed.db,
      sql`select current_user as role, coalesce(current_setting('app.merchant_id', true), '') as merchant`,
    );
    expect(after).toEqual([{ role: 'postgres', merchant: '' }]);
  });

  it('returns the connection after a failed read, a failed write and work that sent queries at once', async () => {
    const { merchant } = await createMerchantWithStaff(t.handle.db);
    await expect(
      withTenantRead(relayed.db, merchant.id, (tx) => tx.execute(sql`select 1 / 0`)),
    ).rejects.toMatchObject({ cause: { code: '22012' } }); // division by zero
    await expect(
      withTenantRead(relayed.db, merchant.id, async (tx) => {
        await tx.select().from(merchants);
        await tx.execute(sql`select * from no_such_table`);
      }),
    ).rejects.toMatchObject({ cause: { code: '42P01' } }); // undefined table
    await expect(
      withTenantRead(relayed.db, merchant.id, (tx) => tx.update(merchants).set({ name: 'Changed' })),
    ).rejects.toMatchObject({ cause: { code: '25006' } }); // read-only transaction
    await expect(
      withTenant(relayed.db, merchant.id, () => Promise.reject(new Error('no query sent'))),
    ).rejects.toThrow('no query sent');
    // Two queries at once as the first step stay pipelined until both are answered.
    const both = await withTenantRead(relayed.db, merchant.id, (tx) =>
      Promise.all([tx.select({ id: merchants.id }).from(merchants), tx.execute(sql`select 2 as two`)]),
    );
    expect(both[0]).toEqual([{ id: merchant.id }]);
    expect(await withTenantRead(relayed.db, merchant.id, async () => 'no query')).toBe('no query');
    // The pool's one connection is back, idle, out of pipeline mode and in no transaction.
    const pool = poolOf(relayed.db)!;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }).toEqual({
      total: 1,
      idle: 1,
      waiting: 0,
    });
    expect(await isPipelined(relayed)).toBe(false);
    const [row] = await queryRows<{ name: string }>(
      relayed.db,
      sql`select name from merchants where id = ${merchant.id}`,
    );
    expect(row?.name).toBe(merchant.name);
  });
});
