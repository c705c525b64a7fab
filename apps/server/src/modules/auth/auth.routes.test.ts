import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginUnlockTokens, outboxEmails, sessions, users } from '../../db/schema/index.ts';
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

  it('stores passwords as argon2id hashes', async () => {
    const { owner } = await createMerchantWithStaff(t.handle.db);
    expect(owner.passwordHash).toMatch(/^\$argon2id\$/);
  });
});

/** A sign-in from one source address (the socket peer; no proxy is trusted here). */
const loginFrom = (app: TestApp['app'], ip: string, userName: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: ip,
    payload: { user_name: userName, password },
  });

async function fail(app: TestApp['app'], ip: string, userName: string, times: number) {
  for (let i = 0; i < times; i += 1) {
    expect((await loginFrom(app, ip, userName, `wrong-${i}`)).statusCode).toBe(401);
  }
}

async function emailsTo(address: string, kind: string) {
  return t.handle.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.toAddress, address), eq(outboxEmails.kind, kind)));
}

const unlockTokenIn = (text: string) => /\/unlock-account\/([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

describe('sign-in lockout, the attacker side (issue 13 §5)', () => {
  it('locks the user name on the address after 10 failures, even for the right password there', async () => {
    const { owner } = await createMerchantWithStaff(t.handle.db);
    await fail(t.app, '203.0.113.10', owner.userName, 10);
    const locked = await loginFrom(t.app, '203.0.113.10', owner.userName, TEST_PASSWORD);
    expect(locked.statusCode).toBe(423);
    expect(locked.json().error.message).toMatch(/locked for 15 more minutes on this network/);
  });

  it('locks an unknown user name the same way, so a lock reveals nothing', async () => {
    const userName = `ghost-${Date.now()}@example.test`;
    await fail(t.app, '203.0.113.11', userName, 10);
    expect((await loginFrom(t.app, '203.0.113.11', userName, 'x')).statusCode).toBe(423);
  });

  it('e-mails the user one unlock link per lock, however many tries meet the lock', async () => {
    const { owner } = await createMerchantWithStaff(t.handle.db);
    await fail(t.app, '203.0.113.12', owner.userName, 10);
    for (let i = 0; i < 3; i += 1) {
      expect((await loginFrom(t.app, '203.0.113.12', owner.userName, 'again')).statusCode).toBe(423);
    }
    await t.app.background.idle();
    const sent = await emailsTo(owner.email, 'sign_in_unlock');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.textBody).toMatch(/\/unlock-account\/[A-Za-z0-9_-]{20,}/);
  });

  it('gives addresses spraying many user names the per-address limit (429)', async () => {
    const limited = await createTestApp({ LOGIN_MAX_FAILURES_PER_ADDRESS: '3' });
    for (let i = 0; i < 3; i += 1) {
      await loginFrom(limited.app, '198.51.100.7', `someone-${i}@example.test`, 'x');
    }
    const refused = await loginFrom(limited.app, '198.51.100.7', 'another@example.test', 'x');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('TOO_MANY_ATTEMPTS');
    // Another address is not refused for what this one did.
    expect((await loginFrom(limited.app, '198.51.100.8', 'another@example.test', 'x')).statusCode).toBe(401);
  });
});

describe('sign-in lockout, the victim side (issue 13 §5)', () => {
  it('lets the user who knows the password in from another address while the attacker’s pair is locked', async () => {
    const { owner } = await createMerchantWithStaff(t.handle.db);
    await fail(t.app, '203.0.113.20', owner.userName, 10);
    expect((await loginFrom(t.app, '203.0.113.20', owner.userName, TEST_PASSWORD)).statusCode).toBe(423);
    expect((await loginFrom(t.app, '192.0.2.20', owner.userName, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('unlocks every lock of the user name with the e-mailed link, once', async () => {
    const { owner } = await createMerchantWithStaff(t.handle.db);
    await fail(t.app, '203.0.113.21', owner.userName, 10);
    await t.app.background.idle();
    const [email] = await emailsTo(owner.email, 'sign_in_unlock');
    const token = unlockTokenIn(email?.textBody ?? '');
    const unlocked = await new TestClient(t.app).post(`/api/login_unlock/${token}`);
    expect(unlocked.statusCode).toBe(200);
    expect((await loginFrom(t.app, '203.0.113.21', owner.userName, TEST_PASSWORD)).statusCode).toBe(200);
    const again = await new TestClient(t.app).post(`/api/login_unlock/${token}`);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.details[0].property).toBe('token');
    // The failures before the unlock do not count again: one more wrong password does not re-lock.
    expect((await loginFrom(t.app, '203.0.113.21', owner.userName, 'wrong')).statusCode).toBe(401);
  });

  it('refuses an expired or unknown unlock link', async () => {
    const { owner } = await createMerchantWithStaff(t.handle.db);
    await fail(t.app, '203.0.113.22', owner.userName, 10);
    await t.app.background.idle();
    const [email] = await emailsTo(owner.email, 'sign_in_unlock');
    const token = unlockTokenIn(email?.textBody ?? '');
    await t.handle.db
      .update(loginUnlockTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(loginUnlockTokens.userName, owner.userName));
    expect((await new TestClient(t.app).post(`/api/login_unlock/${token}`)).statusCode).toBe(400);
    expect((await new TestClient(t.app).post(`/api/login_unlock/${'x'.repeat(43)}`)).statusCode).toBe(400);
    expect((await loginFrom(t.app, '203.0.113.22', owner.userName, TEST_PASSWORD)).statusCode).toBe(423);
  });

  it('e-mails a new link when the locked user asks, answering the same for any user name', async () => {
    const { owner } = await createMerchantWithStaff(t.handle.db);
    const ask = (userName: string) =>
      new TestClient(t.app).post('/api/login_unlock_request', { user_name: userName });
    // Nothing is locked yet: no e-mail.
    const notLocked = await ask(owner.userName);
    await t.app.background.idle();
    expect(await emailsTo(owner.email, 'sign_in_unlock')).toHaveLength(0);
    await fail(t.app, '203.0.113.23', owner.userName, 10);
    const known = await ask(owner.userName.toUpperCase());
    const unknown = await ask(`nobody-${owner.id}@example.test`);
    expect([known.statusCode, known.body]).toEqual([unknown.statusCode, unknown.body]);
    expect([notLocked.statusCode, notLocked.body]).toEqual([known.statusCode, known.body]);
    await t.app.background.idle();
    expect(await emailsTo(owner.email, 'sign_in_unlock')).toHaveLength(2);
    // At most three unlock e-mails in 15 minutes, answering the same.
    for (let i = 0; i < 3; i += 1) expect((await ask(owner.userName)).statusCode).toBe(200);
    await t.app.background.idle();
    expect(await emailsTo(owner.email, 'sign_in_unlock')).toHaveLength(3);
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
