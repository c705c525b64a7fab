import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../test/client.ts';
import { createMerchantWithStaff } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { queryRows } from './client.ts';
import { referenceTables } from './distribution.ts';
import { merchants, users } from './schema/index.ts';
import { withTenant, withTenantRead } from './tenant.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('row-level security (ARCHITECTURE.md "Tenancy")', () => {
  it('is enabled, with a policy, on every table that has a merchant_id column', async () => {
    const tables = await queryRows<{ table_name: string; rls: boolean; policies: number }>(
      t.handle.db,
      sql`select c.relname as table_name, c.relrowsecurity as rls,
                 (select count(*)::int from pg_policies p where p.tablename = c.relname and p.schemaname = 'public') as policies
            from pg_class c join pg_namespace n on n.oid = c.relnamespace
           where n.nspname = 'public' and c.relkind = 'r'
             and (c.relname = 'merchants' or exists (
               select 1 from information_schema.columns col
                where col.table_schema = 'public' and col.table_name = c.relname and col.column_name = 'merchant_id'))`,
    );
    expect(tables.length).toBeGreaterThan(5);
    const unprotected = tables
      .filter((table) => !table.rls || table.policies === 0)
      .map((table) => table.table_name);
    expect(unprotected).toEqual([]);
  });

  it('puts merchant_id first in the primary key of every merchant-owned table (ready for distribution)', async () => {
    // A reference table maps keys to merchants (decision 101): its key is the key, not the merchant.
    const keys = await queryRows<{ table_name: string; first_column: string }>(
      t.handle.db,
      sql`select c.relname as table_name, a.attname as first_column
            from pg_index i
            join pg_class c on c.oid = i.indrelid
            join pg_namespace n on n.oid = c.relnamespace
            join pg_attribute a on a.attrelid = c.oid and a.attnum = i.indkey[0]
           where i.indisprimary and n.nspname = 'public'
             and exists (select 1 from information_schema.columns col
                          where col.table_schema = 'public' and col.table_name = c.relname and col.column_name = 'merchant_id')
             and c.relname not in ${[...referenceTables]}`,
    );
    expect(keys.length).toBeGreaterThan(20);
    expect(keys.filter((k) => k.first_column !== 'merchant_id')).toEqual([]);
  });

  it('shows a tenant transaction only its own merchant, even without a filter', async () => {
    const a = await createMerchantWithStaff(t.handle.db);
    const b = await createMerchantWithStaff(t.handle.db);
    const seen = await withTenant(t.handle.db, a.merchant.id, async (tx) => ({
      merchants: await tx.select({ id: merchants.id }).from(merchants),
      users: await tx.select({ merchantId: users.merchantId }).from(users),
    }));
    expect(seen.merchants.map((m) => m.id)).toEqual([a.merchant.id]);
    expect(new Set(seen.users.map((u) => u.merchantId))).toEqual(new Set([a.merchant.id]));
    expect(b.merchant.id).not.toBe(a.merchant.id);
  });

  it('refuses to write a row for another merchant inside a tenant transaction', async () => {
    const a = await createMerchantWithStaff(t.handle.db);
    const b = await createMerchantWithStaff(t.handle.db);
    await expect(
      withTenant(t.handle.db, a.merchant.id, (tx) =>
        tx.insert(users).values({
          merchantId: b.merchant.id,
          userName: `intruder-${Date.now()}@example.test`,
          email: 'intruder@example.test',
          firstName: 'In',
          lastName: 'Truder',
          passwordHash: 'x',
        }),
      ),
    ).rejects.toThrow();
  });
});

describe('read-only tenant work', () => {
  it('reads its own merchant and refuses any write', async () => {
    const a = await createMerchantWithStaff(t.handle.db);
    const read = (tenant: number) =>
      withTenantRead(t.handle.db, tenant, (tx) =>
        tx.select({ id: merchants.id, name: merchants.name }).from(merchants),
      );
    expect(await read(a.merchant.id)).toEqual([{ id: a.merchant.id, name: a.merchant.name }]);
    await expect(
      withTenantRead(t.handle.db, a.merchant.id, (tx) => tx.update(merchants).set({ name: 'Changed' })),
    ).rejects.toThrow();
    expect((await read(a.merchant.id))[0]?.name).toBe(a.merchant.name);
  });
});

describe("GET /api/hub/user/{id}: one merchant cannot read another's data", () => {
  it("answers 404 for another merchant's user id, exactly like an id that does not exist", async () => {
    const a = await createMerchantWithStaff(t.handle.db);
    const b = await createMerchantWithStaff(t.handle.db);
    const client = await signIn(t.app, a.owner.userName);
    const other = await client.get(`/api/hub/user/${b.owner.id}`);
    const missing = await client.get('/api/hub/user/987654321');
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual(missing.json());
    expect((await client.get(`/api/hub/user/${a.staff.id}`)).json()).toMatchObject({
      id: a.staff.id,
      is_current: false,
    });
  });

  it('applies the staff access rule: without manage_users only yourself (403 otherwise)', async () => {
    const { owner, staff } = await createMerchantWithStaff(t.handle.db, ['create_orders']);
    const client = await signIn(t.app, staff.userName);
    expect((await client.get(`/api/hub/user/${staff.id}`)).json()).toMatchObject({ is_current: true });
    const refused = await client.get(`/api/hub/user/${owner.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toMatch(/own staff profile/);
  });

  it('lets a manage_users holder open non-owners but not the owner', async () => {
    const { merchant, owner } = await createMerchantWithStaff(t.handle.db, ['manage_users']);
    const { createUser } = await import('../test/factories.ts');
    const manager = await createUser(t.handle.db, merchant, { accessRights: ['manage_users'] });
    const other = await createUser(t.handle.db, merchant, { accessRights: [] });
    const client = await signIn(t.app, manager.userName);
    expect((await client.get(`/api/hub/user/${other.id}`)).statusCode).toBe(200);
    expect((await client.get(`/api/hub/user/${owner.id}`)).statusCode).toBe(403);
  });

  it('answers 400 naming the field for a malformed id', async () => {
    const { owner } = await createMerchantWithStaff(t.handle.db);
    const client = await signIn(t.app, owner.userName);
    const response = await client.get('/api/hub/user/abc');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0].property).toBe('userId');
  });
});
