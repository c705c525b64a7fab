import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { deleteExpiredSessions } from '../modules/auth/sessions.repository.ts';
import { signIn } from '../test/client.ts';
import { createMerchant, createMerchantWithStaff, createUser } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { violatedConstraint } from './errors.ts';
import {
  addMerchantKeys,
  claimUrlSubdomain,
  merchantOfKey,
  merchantOfUrlSubdomain,
  URL_SUBDOMAIN_TAKEN_CONSTRAINT,
  USER_NAME_TAKEN_CONSTRAINT,
} from './merchant-keys.ts';
import { merchantKeys, sessions, urlSubdomains } from './schema/index.ts';
import { withTenant, withTenantRead } from './tenant.ts';

// Issue 23 point 8, decision 101: the reference tables that find a merchant before any tenant is known.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const keysOf = (kind: 'session' | 'user_name', key: string) =>
  t.handle.db
    .select()
    .from(merchantKeys)
    .where(and(eq(merchantKeys.kind, kind), eq(merchantKeys.key, key)));

describe('merchant_keys', () => {
  it("refuses another merchant's user name in a tenant transaction that cannot see it", async () => {
    const a = await createMerchantWithStaff(t.handle.db);
    const b = await createMerchant(t.handle.db);
    const refused = await withTenant(t.handle.db, b.id, async (tx) => {
      expect(await tx.select().from(merchantKeys)).toEqual([]);
      return addMerchantKeys(tx, b.id, 'user_name', [a.owner.userName.toUpperCase()]);
    }).then(
      () => 'added',
      (error: unknown) => violatedConstraint(error),
    );
    expect(refused).toBe(USER_NAME_TAKEN_CONSTRAINT);
    expect(await merchantOfKey(t.handle.db, 'user_name', a.owner.userName.toUpperCase())).toBe(a.merchant.id);
  });

  it('shows a tenant transaction only its own keys', async () => {
    const a = await createMerchantWithStaff(t.handle.db);
    await createMerchantWithStaff(t.handle.db);
    const seen = await withTenantRead(t.handle.db, a.merchant.id, (tx) =>
      tx.select({ merchantId: merchantKeys.merchantId }).from(merchantKeys),
    );
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(new Set(seen.map((key) => key.merchantId))).toEqual(new Set([a.merchant.id]));
  });

  it('maps a session while it lives: sign-out and expiry take the key with the session', async () => {
    const { merchant } = await createMerchantWithStaff(t.handle.db);
    const user = await createUser(t.handle.db, merchant);
    const client = await signIn(t.app, user.userName);
    const [session] = await t.handle.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(await merchantOfKey(t.handle.db, 'session', session!.id)).toBe(merchant.id);
    expect((await client.post('/api/logout', {})).statusCode).toBe(200);
    expect(await keysOf('session', session!.id)).toEqual([]);

    await signIn(t.app, user.userName);
    const [second] = await t.handle.db.select().from(sessions).where(eq(sessions.userId, user.id));
    await t.handle.db
      .update(sessions)
      .set({ absoluteExpiresAt: sql`now() - interval '1 minute'` })
      .where(and(eq(sessions.merchantId, merchant.id), eq(sessions.id, second!.id)));
    await deleteExpiredSessions(t.handle.db, new Date());
    expect(await keysOf('session', second!.id)).toEqual([]);
  });

  it("frees a deleted staff member's user name", async () => {
    const { merchant, owner } = await createMerchantWithStaff(t.handle.db);
    const leaving = await createUser(t.handle.db, merchant);
    const client = await signIn(t.app, owner.userName);
    expect((await client.delete(`/api/hub/user/${leaving.id}`)).statusCode).toBeLessThan(300);
    expect(await keysOf('user_name', leaving.userName)).toEqual([]);
  });
});

describe('url_subdomains', () => {
  it('is written by a tenant transaction only through the claim', async () => {
    const a = await createMerchant(t.handle.db);
    await expect(
      withTenant(t.handle.db, a.id, (tx) =>
        tx.insert(urlSubdomains).values({ urlSubdomain: `direct-${a.id}`, merchantId: a.id }),
      ),
    ).rejects.toThrow();
    await withTenant(t.handle.db, a.id, (tx) => claimUrlSubdomain(tx, a.id, `claimed-${a.id}`));
    expect(await merchantOfUrlSubdomain(t.handle.db, `claimed-${a.id}`)).toBe(a.id);
  });

  it('refuses a tenant transaction that claims an address for another merchant', async () => {
    const a = await createMerchant(t.handle.db);
    const b = await createMerchant(t.handle.db);
    const refused = await withTenant(t.handle.db, a.id, (tx) =>
      claimUrlSubdomain(tx, b.id, `not-mine-${a.id}`),
    ).then(
      () => 'claimed',
      (error: Error) => String((error.cause as Error | undefined)?.message),
    );
    expect(refused).toMatch(/its own merchant only/);
    expect(await merchantOfUrlSubdomain(t.handle.db, `not-mine-${a.id}`)).toBeUndefined();
  });

  it("refuses another merchant's current address and lets a placeholder go when a new one is claimed", async () => {
    const a = await createMerchant(t.handle.db, { isDefaultUrlSubdomain: true });
    const b = await createMerchant(t.handle.db);
    const taken = await withTenant(t.handle.db, b.id, (tx) =>
      claimUrlSubdomain(tx, b.id, a.urlSubdomain),
    ).then(
      () => 'claimed',
      (error: unknown) => violatedConstraint(error),
    );
    expect(taken).toBe(URL_SUBDOMAIN_TAKEN_CONSTRAINT);
    await withTenant(t.handle.db, a.id, (tx) => claimUrlSubdomain(tx, a.id, `chosen-${a.id}`));
    expect(await merchantOfUrlSubdomain(t.handle.db, `chosen-${a.id}`)).toBe(a.id);
    expect(
      await t.handle.db.select().from(urlSubdomains).where(eq(urlSubdomains.urlSubdomain, a.urlSubdomain)),
    ).toEqual([]);
  });
});
