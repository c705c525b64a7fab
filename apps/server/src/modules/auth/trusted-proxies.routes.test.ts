import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index.ts';
import { createMerchantWithStaff, TEST_PASSWORD } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// issue 13 §4: which X-Forwarded-For hops the sign-in and sign-up limits believe.

const PROXY = '10.0.0.2';

type Via = { remoteAddress: string; forwardedFor?: string };

const login = (app: TestApp['app'], via: Via, userName: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: via.remoteAddress,
    headers: via.forwardedFor ? { 'x-forwarded-for': via.forwardedFor } : {},
    payload: { user_name: userName, password },
  });

const signUp = (app: TestApp['app'], via: Via, n: number) =>
  app.inject({
    method: 'POST',
    url: '/api/signup',
    remoteAddress: via.remoteAddress,
    headers: via.forwardedFor ? { 'x-forwarded-for': via.forwardedFor } : {},
    payload: {
      first_name: 'Proxy',
      last_name: 'Test',
      email: `proxied-${Date.now()}-${n}@example.test`,
      password: 'A-good-password-1',
    },
  });

/** The address the newest session of a user was started from (what the app took as the client). */
async function sessionAddress(t: TestApp, userId: number) {
  const [row] = await t.handle.db
    .select({ ip: sessions.ip })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt))
    .limit(1);
  return row?.ip;
}

/** A fresh, forged leftmost hop before what the proxy appended. */
const rotated = (i: number, client: string) => `192.0.2.${i + 1}, ${client}`;

describe('TRUST_PROXY=1 (one proxy in front)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1', SIGNUP_MAX_PER_ADDRESS: '2' });
  });

  it('takes the address the proxy appended, whatever the client wrote before it', async () => {
    const { owner } = await createMerchantWithStaff(t.handle.db);
    const via = { remoteAddress: PROXY, forwardedFor: '203.0.113.99, 198.51.100.1' };
    expect((await login(t.app, via, owner.userName, TEST_PASSWORD)).statusCode).toBe(200);
    expect(await sessionAddress(t, owner.id)).toBe('198.51.100.1');
  });

  it('a rotated leftmost X-Forwarded-For does not escape the sign-in lock', async () => {
    const { owner } = await createMerchantWithStaff(t.handle.db);
    for (let i = 0; i < 10; i += 1) {
      const via = { remoteAddress: PROXY, forwardedFor: rotated(i, '198.51.100.2') };
      expect((await login(t.app, via, owner.userName, 'wrong')).statusCode).toBe(401);
    }
    const via = { remoteAddress: PROXY, forwardedFor: rotated(50, '198.51.100.2') };
    expect((await login(t.app, via, owner.userName, TEST_PASSWORD)).statusCode).toBe(423);
    // The user, behind the same proxy from another address, still signs in.
    const own = { remoteAddress: PROXY, forwardedFor: '198.51.100.3' };
    expect((await login(t.app, own, owner.userName, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('a rotated leftmost X-Forwarded-For does not escape the sign-up limit', async () => {
    const answers = [];
    for (let i = 0; i < 3; i += 1) {
      const via = { remoteAddress: PROXY, forwardedFor: rotated(i, '198.51.100.4') };
      answers.push((await signUp(t.app, via, i)).statusCode);
    }
    expect(answers).toEqual([200, 200, 429]);
  });
});

describe('TRUST_PROXY as a list of proxy addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '10.0.0.0/8' });
  });

  it('takes the first address from the right that is not a trusted proxy', async () => {
    const { owner } = await createMerchantWithStaff(t.handle.db);
    const via = { remoteAddress: PROXY, forwardedFor: '203.0.113.99, 198.51.100.5, 10.0.0.3' };
    expect((await login(t.app, via, owner.userName, TEST_PASSWORD)).statusCode).toBe(200);
    expect(await sessionAddress(t, owner.id)).toBe('198.51.100.5');
  });

  it('believes no hop from a peer that is not a listed proxy', async () => {
    const { owner } = await createMerchantWithStaff(t.handle.db);
    const via = { remoteAddress: '198.51.100.6', forwardedFor: '203.0.113.98' };
    expect((await login(t.app, via, owner.userName, TEST_PASSWORD)).statusCode).toBe(200);
    expect(await sessionAddress(t, owner.id)).toBe('198.51.100.6');
  });

  it('locks the real client, not the address it forges', async () => {
    const { owner } = await createMerchantWithStaff(t.handle.db);
    for (let i = 0; i < 10; i += 1) {
      const via = { remoteAddress: PROXY, forwardedFor: rotated(i, '198.51.100.7') };
      await login(t.app, via, owner.userName, 'wrong');
    }
    const attacker = { remoteAddress: PROXY, forwardedFor: rotated(60, '198.51.100.7') };
    expect((await login(t.app, attacker, owner.userName, TEST_PASSWORD)).statusCode).toBe(423);
    // The forged addresses were never locked: the user at one of them signs in.
    const victim = { remoteAddress: PROXY, forwardedFor: '192.0.2.1' };
    expect((await login(t.app, victim, owner.userName, TEST_PASSWORD)).statusCode).toBe(200);
  });
});

describe('TRUST_PROXY unset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });

  it('ignores X-Forwarded-For: the socket peer is the client', async () => {
    const { owner } = await createMerchantWithStaff(t.handle.db);
    for (let i = 0; i < 10; i += 1) {
      const via = { remoteAddress: '198.51.100.8', forwardedFor: rotated(i, '203.0.113.7') };
      await login(t.app, via, owner.userName, 'wrong');
    }
    const again = { remoteAddress: '198.51.100.8', forwardedFor: '203.0.113.200' };
    expect((await login(t.app, again, owner.userName, TEST_PASSWORD)).statusCode).toBe(423);
    const session = { remoteAddress: '198.51.100.9', forwardedFor: '198.51.100.8' };
    expect((await login(t.app, session, owner.userName, TEST_PASSWORD)).statusCode).toBe(200);
    expect(await sessionAddress(t, owner.id)).toBe('198.51.100.9');
  });
});
