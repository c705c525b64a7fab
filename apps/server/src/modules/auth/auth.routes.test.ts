import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index.ts';
import { signIn, TestClient } from '../../test/client.ts';
import { createMerchantWithStaff, TEST_PASSWORD } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES_PER_ADDRESS: '1000' });
});

describe('POST /api/login (ruling 13)', () => {
  it('signs in, sets an httpOnly SameSite session cookie and a readable CSRF cookie, and answers user and merchant', async () => {
    const { merchant, owner } = await createMerchantWithStaff(t.handle.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { user_name: owner.userName.toUpperCase(), password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({
      id: owner.id,
      user_name: owner.userName,
      is_admin: true,
      has_mfa: false,
    });
    expect(body.merchant).toMatchObject({
      id: merchant.id,
      name: merchant.name,
      product_name: 'full_product',
    });
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/pb_session=[^;]+;[^,]*HttpOnly/);
    expect(setCookie).toMatch(/pb_session=[^;]+;[^,]*SameSite=Lax/);
    expect(setCookie).toMatch(/csrf_token=[^;]+;/);
    expect(setCookie).not.toMatch(/csrf_token=[^;]+;[^,]*HttpOnly/);
  });

  it('gives one message for a wrong password and for a user that does not exist', async () => {
    const { owner } = await createMerchantWithStaff(t.handle.db);
    const wrongPassword = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { user_name: owner.userName, password: 'nope' },
    });
    const unknownUser = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { user_name: 'nobody-here@example.test', password: 'nope' },
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownUser.json());
    expect(wrongPassword.json().error.message).toBe('Incorrect user name or password.');
  });

  it('refuses an inactive user with the same message', async () => {
    const { staff } = await createMerchantWithStaff(t.handle.db);
    await t.handle.db.update(users).set({ isActive: false }).where(eq(users.id, staff.id));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { user_name: staff.userName, password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('INVALID_CREDENTIALS');
  });

  it('names the missing field on bad input', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/login', payload: { password: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    expect(response.json().error.details[0].property).toBe('user_name');
  });

  it('locks the account for 15 minutes after 10 failed tries, even for the right password', async () => {
    const { owner } = await createMerchantWithStaff(t.handle.db);
    for (let i = 0; i < 10; i += 1) {
      const failed = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { user_name: owner.userName, password: `wrong-${i}` },
      });
      expect(failed.statusCode).toBe(401);
    }
    const locked = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { user_name: owner.userName, password: TEST_PASSWORD },
    });
    expect(locked.statusCode).toBe(423);
    expect(locked.json().error.message).toMatch(/locked for 15 more minutes/);
  });

  it('locks an unknown user name the same way, so a lock reveals nothing', async () => {
    const userName = `ghost-${Date.now()}@example.test`;
    for (let i = 0; i < 10; i += 1) {
      await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { user_name: userName, password: 'x' },
      });
    }
    const locked = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { user_name: userName, password: 'x' },
    });
    expect(locked.statusCode).toBe(423);
  });

  it('stores passwords as argon2id hashes', async () => {
    const { owner } = await createMerchantWithStaff(t.handle.db);
    expect(owner.passwordHash).toMatch(/^\$argon2id\$/);
  });
});

describe('per-address limit', () => {
  it('refuses further tries from an address after too many failures', async () => {
    const limited = await createTestApp({ LOGIN_MAX_FAILURES_PER_ADDRESS: '3' });
    for (let i = 0; i < 3; i += 1) {
      await limited.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { user_name: `someone-${i}@example.test`, password: 'x' },
      });
    }
    const refused = await limited.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { user_name: 'another@example.test', password: 'x' },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('TOO_MANY_ATTEMPTS');
  });
});

describe('session', () => {
  it('answers the login context with rights, claims, features and session times', async () => {
    const { owner } = await createMerchantWithStaff(t.handle.db);
    const client = await signIn(t.app, owner.userName);
    const response = await client.get('/api/login_context');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user.access_rights).toContain('manage_users');
    expect(body.features).toContain('neon_full_product');
    expect(body.claims.length).toBeGreaterThan(0);
    expect(body.session.impersonated).toBe(false);
    expect(body.session.idle_timeout_seconds).toBe(30 * 60);
    expect(Date.parse(body.session.idle_expires_at)).toBeGreaterThan(Date.now());
    expect(response.headers['x-session-idle-expires-at']).toBe(body.session.idle_expires_at);
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/login_context' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a state-changing call without the CSRF header', async () => {
    const { owner } = await createMerchantWithStaff(t.handle.db);
    const client = await signIn(t.app, owner.userName);
    const response = await client.post('/api/keep_alive', undefined, {
      headers: { 'x-csrf-token': 'forged' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('CSRF_TOKEN_INVALID');
    const ok = await client.post('/api/keep_alive');
    expect(ok.statusCode).toBe(200);
  });

  it('ends an idle session after the idle timeout and keep-alive refreshes it before then', async () => {
    const { owner } = await createMerchantWithStaff(t.handle.db);
    const client = await signIn(t.app, owner.userName);
    const idleFor = (seconds: number) =>
      t.handle.db
        .update(sessions)
        .set({ lastSeenAt: sql`now() - make_interval(secs => ${seconds})` })
        .where(eq(sessions.userId, owner.id));

    await idleFor(29 * 60);
    const refreshed = await client.post('/api/keep_alive');
    expect(refreshed.statusCode).toBe(200);
    expect(Date.parse(refreshed.json().session.idle_expires_at)).toBeGreaterThan(Date.now() + 29 * 60 * 1000);

    await idleFor(31 * 60);
    const expired = await client.get('/api/login_context');
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error.code).toBe('SESSION_EXPIRED');
  });

  it('ends a session after its absolute lifetime of 12 hours however active', async () => {
    const { owner } = await createMerchantWithStaff(t.handle.db);
    const client = await signIn(t.app, owner.userName);
    const [row] = await t.handle.db.select().from(sessions).where(eq(sessions.userId, owner.id));
    expect(row!.absoluteExpiresAt.getTime() - row!.createdAt.getTime()).toBe(12 * 60 * 60 * 1000);
    await t.handle.db
      .update(sessions)
      .set({ absoluteExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.userId, owner.id));
    const response = await client.get('/api/login_context');
    expect(response.statusCode).toBe(401);
  });

  it('signs out: the session is gone from the database', async () => {
    const { owner } = await createMerchantWithStaff(t.handle.db);
    const client = await signIn(t.app, owner.userName);
    const response = await client.post('/api/logout');
    expect(response.statusCode).toBe(200);
    expect(await t.handle.db.select().from(sessions).where(eq(sessions.userId, owner.id))).toHaveLength(0);
    const after = await new TestClient(t.app).get('/api/login_context');
    expect(after.statusCode).toBe(401);
  });
});
