import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { beforeAll, describe, expect, it } from 'vitest';
import { merchants, userMfa } from '../../db/schema/index.ts';
import { openSecret } from '../../lib/secret-box.ts';
import { type TestClient as Client, signIn, TestClient } from '../../test/client.ts';
import { createMerchantWithStaff, TEST_PASSWORD } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const codeAt = (secret: string, offsetSteps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });

async function enrol(client: Client) {
  const started = await client.post('/api/mfa/enrolment');
  expect(started.statusCode).toBe(200);
  const { secret, otpauth_url, qr_code_data_url } = started.json();
  expect(otpauth_url).toMatch(/^otpauth:\/\/totp\//);
  expect(qr_code_data_url).toMatch(/^data:image\/png;base64,/);
  const confirmed = await client.post('/api/mfa/enrolment/confirm', { code: await codeAt(secret, -1) });
  expect(confirmed.statusCode).toBe(200);
  return { secret: secret as string, recoveryCodes: confirmed.json().recovery_codes as string[] };
}

const login = (userName: string, totp_code?: string) =>
  new TestClient(t.app).post('/api/login', {
    user_name: userName,
    password: TEST_PASSWORD,
    ...(totp_code ? { totp_code } : {}),
  });

describe('TOTP enrolment (RFC 6238)', () => {
  it('enrols with a first code and hands out 10 recovery codes', async () => {
    const { owner } = await createMerchantWithStaff(t.handle.db);
    const client = await signIn(t.app, owner.userName);
    const { recoveryCodes } = await enrol(client);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const status = await client.get('/api/mfa/status');
    expect(status.json()).toMatchObject({ enabled: true, recovery_codes_remaining: 10 });
  });

  it('keeps the seed sealed at rest: the stored value is not the secret, and opens with the key', async () => {
    const { owner } = await createMerchantWithStaff(t.handle.db);
    const client = await signIn(t.app, owner.userName);
    const { secret } = await enrol(client);
    const [row] = await t.handle.db.select().from(userMfa).where(eq(userMfa.userId, owner.id));
    expect(row?.secret).not.toContain(secret);
    expect(openSecret(row?.secret ?? '', t.config.secretKey)).toBe(secret);
    // A seed stored before sealing began is still read, so its owner can sign in.
    await t.handle.db.update(userMfa).set({ secret }).where(eq(userMfa.userId, owner.id));
    expect((await login(owner.userName, await codeAt(secret, 1))).statusCode).toBe(200);
  });

  it('refuses a wrong first code, naming the field', async () => {
    const { owner } = await createMerchantWithStaff(t.handle.db);
    const client = await signIn(t.app, owner.userName);
    const started = await client.post('/api/mfa/enrolment');
    expect(started.statusCode).toBe(200);
    const wrong = await client.post('/api/mfa/enrolment/confirm', { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details[0].property).toBe('code');
    const malformed = await client.post('/api/mfa/enrolment/confirm', { code: '12ab' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.details[0].property).toBe('code');
  });
});

describe('sign-in with MFA', () => {
  it('asks for the code, accepts the current one once, and a neighbouring step', async () => {
    const { owner } = await createMerchantWithStaff(t.handle.db);
    const { secret } = await enrol(await signIn(t.app, owner.userName));

    const withoutCode = await login(owner.userName);
    expect(withoutCode.statusCode).toBe(401);
    expect(withoutCode.json().error.code).toBe('MFA_CODE_REQUIRED');

    const code = await codeAt(secret);
    expect((await login(owner.userName, code)).statusCode).toBe(200);
    const replay = await login(owner.userName, code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('MFA_CODE_INVALID');

    expect((await login(owner.userName, await codeAt(secret, 1))).statusCode).toBe(200);
  });

  it('refuses a code two steps away', async () => {
    const { owner } = await createMerchantWithStaff(t.handle.db);
    const { secret } = await enrol(await signIn(t.app, owner.userName));
    expect((await login(owner.userName, await codeAt(secret, 2))).statusCode).toBe(401);
    expect((await login(owner.userName, await codeAt(secret, -3))).statusCode).toBe(401);
  });

  it('accepts each recovery code once', async () => {
    const { owner } = await createMerchantWithStaff(t.handle.db);
    const { recoveryCodes } = await enrol(await signIn(t.app, owner.userName));
    const recovery = recoveryCodes[0]!;
    expect((await login(owner.userName, recovery.toUpperCase())).statusCode).toBe(200);
    expect((await login(owner.userName, recovery)).statusCode).toBe(401);
  });

  it('turns MFA off with the password', async () => {
    const { owner } = await createMerchantWithStaff(t.handle.db);
    const client = await signIn(t.app, owner.userName);
    await enrol(client);
    const wrong = await client.post('/api/mfa/disable', { password: 'nope' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details[0].property).toBe('password');
    expect((await client.post('/api/mfa/disable', { password: TEST_PASSWORD })).statusCode).toBe(200);
    expect((await login(owner.userName)).statusCode).toBe(200);
  });
});

describe('merchant requires MFA (spec 3 §2.5)', () => {
  it('blocks a user without MFA from everything but setting it up', async () => {
    const { merchant, owner, staff } = await createMerchantWithStaff(t.handle.db, []);
    await t.handle.db.update(merchants).set({ requiresMfa: true }).where(eq(merchants.id, merchant.id));
    const client = await signIn(t.app, staff.userName);
    const blocked = await client.get(`/api/hub/user/${staff.id}`);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error.code).toBe('MFA_SETUP_REQUIRED');
    expect((await client.get('/api/login_context')).statusCode).toBe(200);
    await enrol(client);
    expect((await client.get(`/api/hub/user/${staff.id}`)).statusCode).toBe(200);
    expect(owner.id).toBeGreaterThan(0);
  });

  it('lets only a manage_configuration holder with MFA switch the requirement', async () => {
    const { owner, staff } = await createMerchantWithStaff(t.handle.db, ['create_orders']);
    const staffClient = await signIn(t.app, staff.userName);
    expect((await staffClient.put('/api/merchant/mfa_requirement', { required: true })).statusCode).toBe(403);

    const ownerClient = await signIn(t.app, owner.userName);
    const withoutOwnMfa = await ownerClient.put('/api/merchant/mfa_requirement', { required: true });
    expect(withoutOwnMfa.statusCode).toBe(400);
    expect(withoutOwnMfa.json().error.details[0].property).toBe('required');
    await enrol(ownerClient);
    expect((await ownerClient.put('/api/merchant/mfa_requirement', { required: true })).statusCode).toBe(200);
    expect((await ownerClient.get('/api/mfa/status')).json().required_by_merchant).toBe(true);
  });
});
