import type { LoginContext } from '@paybook/contracts';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { beforeAll, describe, expect, it } from 'vitest';
import { LISTENER_APPLICATION_NAME } from '../../cache/invalidation-bus.ts';
import { users } from '../../db/schema/index.ts';
import { signIn, TestClient } from '../../test/client.ts';
import { createMerchantWithStaff, createSupportUser, TEST_PASSWORD } from '../../test/factories.ts';
import { lastEmailTo, resetCodeIn } from '../../test/staff-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

/** The session is read once, so the next request is served from this node's cache. */
async function warm(client: TestClient): Promise<LoginContext> {
  const response = await client.get('/api/login_context');
  expect(response.statusCode).toBe(200);
  return response.json<LoginContext>();
}

const context = async (client: TestClient) => (await client.get('/api/login_context')).json<LoginContext>();

/** Another browser holding the same cookies (what a signed-out cookie would still send). */
function sameCookies(client: TestClient): TestClient {
  const copy = new TestClient(t.app);
  for (const [name, value] of client.cookies) copy.cookies.set(name, value);
  return copy;
}

async function waitFor(condition: () => boolean, what: string) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > 5_000) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('the session cache (issue 14 point 2)', () => {
  it('serves a signed-in request from the cache: a change that sends no invalidation is not seen', async () => {
    const { owner } = await createMerchantWithStaff(t.handle.db);
    const client = await signIn(t.app, owner.userName);
    expect((await warm(client)).user.first_name).toBe('Olive');
    await t.handle.db.update(users).set({ firstName: 'Unnotified' }).where(eq(users.id, owner.id));
    expect((await context(client)).user.first_name).toBe('Olive');
    t.app.invalidation.invalidateLocal('user', owner.id);
    expect((await context(client)).user.first_name).toBe('Unnotified');
  });

  it('is emptied and bypassed when the listening connection drops, and used again once it listens', async () => {
    const { owner } = await createMerchantWithStaff(t.handle.db);
    const client = await signIn(t.app, owner.userName);
    await warm(client);
    await t.handle.db.update(users).set({ firstName: 'Missed' }).where(eq(users.id, owner.id));
    await t.handle.db.execute(
      `select pg_terminate_backend(pid) from pg_stat_activity where application_name = '${LISTENER_APPLICATION_NAME}' and datname = current_database()`,
    );
    await waitFor(() => !t.app.invalidation.isListening, 'the listener to drop');
    expect((await context(client)).user.first_name).toBe('Missed');
    await waitFor(() => t.app.invalidation.isListening, 'the listener to come back');
    await warm(client);
    await t.handle.db.update(users).set({ firstName: 'Cached again' }).where(eq(users.id, owner.id));
    expect((await context(client)).user.first_name).toBe('Missed');
  });

  it('sign-out: the signed-out cookie gets 401 at once', async () => {
    const { owner } = await createMerchantWithStaff(t.handle.db);
    const client = await signIn(t.app, owner.userName);
    await warm(client);
    const kept = sameCookies(client);
    expect((await client.post('/api/logout')).statusCode).toBe(200);
    expect((await kept.get('/api/login_context')).statusCode).toBe(401);
  });

  it('password change: the user’s other sessions get 401, the changing one goes on', async () => {
    const { owner } = await createMerchantWithStaff(t.handle.db);
    const other = await signIn(t.app, owner.userName);
    const changing = await signIn(t.app, owner.userName);
    await warm(other);
    await warm(changing);
    const changed = await changing.post('/api/password_change', {
      current_password: TEST_PASSWORD,
      new_password: 'Another-horse-2031',
    });
    expect(changed.statusCode).toBe(200);
    expect((await other.get('/api/login_context')).statusCode).toBe(401);
    expect((await changing.get('/api/login_context')).statusCode).toBe(200);
  });

  it('password reset: every session of the user gets 401', async () => {
    const { owner, staff } = await createMerchantWithStaff(t.handle.db);
    const staffClient = await signIn(t.app, staff.userName);
    await warm(staffClient);
    await (await signIn(t.app, owner.userName)).put(`/api/hub/user/${staff.id}/reset_password`);
    const code = resetCodeIn((await lastEmailTo(t.handle.db, staff.email))!.textBody);
    const reset = await new TestClient(t.app).post(`/api/password_reset/${code}`, {
      new_password: 'Fresh-password-2031',
    });
    expect(reset.statusCode).toBe(200);
    expect((await staffClient.get('/api/login_context')).statusCode).toBe(401);
  });

  it('deactivation: the staff member’s session gets 401', async () => {
    const { owner, staff } = await createMerchantWithStaff(t.handle.db);
    const staffClient = await signIn(t.app, staff.userName);
    await warm(staffClient);
    const ownerClient = await signIn(t.app, owner.userName);
    expect((await ownerClient.put(`/api/hub/user/deactivate/${staff.id}`)).statusCode).toBe(200);
    expect((await staffClient.get('/api/login_context')).statusCode).toBe(401);
  });

  it('role change: a right the new role lacks is refused (403) on the next request', async () => {
    const { owner, staff } = await createMerchantWithStaff(t.handle.db);
    const ownerClient = await signIn(t.app, owner.userName);
    const base = { id: staff.id, email: staff.email, first_name: 'Sam', last_name: 'Staff' };
    expect((await ownerClient.put('/api/hub/user', { ...base, role_id: 1 })).statusCode).toBe(200);
    const staffClient = await signIn(t.app, staff.userName);
    const check = () => staffClient.get('/api/check_if_user_exists?email=someone%40example.test');
    expect((await check()).statusCode).toBe(200);
    expect((await check()).statusCode).toBe(200);
    expect((await ownerClient.put('/api/hub/user', { ...base, role_id: 5 })).statusCode).toBe(200);
    expect((await check()).statusCode).toBe(403);
  });

  it('a name change reaches the user’s session at once', async () => {
    const { owner, staff } = await createMerchantWithStaff(t.handle.db);
    const staffClient = await signIn(t.app, staff.userName);
    await warm(staffClient);
    const ownerClient = await signIn(t.app, owner.userName);
    const saved = await ownerClient.put('/api/hub/user', {
      id: staff.id,
      email: staff.email,
      first_name: 'Samira',
      last_name: 'Staff',
      role_id: 1,
    });
    expect(saved.statusCode).toBe(200);
    expect((await context(staffClient)).user.first_name).toBe('Samira');
  });

  it('end of an impersonation: the impersonated cookie gets 401', async () => {
    const { owner } = await createMerchantWithStaff(t.handle.db);
    const supportUser = await createSupportUser(t.handle.db);
    const support = new TestClient(t.app);
    await support.post('/api/support/login', { user_name: supportUser.userName, password: TEST_PASSWORD });
    expect((await support.post('/api/support/impersonate', { user_id: owner.id })).statusCode).toBe(200);
    expect((await warm(support)).session.impersonated).toBe(true);
    const kept = sameCookies(support);
    expect((await support.post('/api/support/end_impersonation')).statusCode).toBe(200);
    expect((await kept.get('/api/login_context')).statusCode).toBe(401);
  });

  it('product tier change: every session of the merchant sees the new tier and features', async () => {
    const { owner, staff } = await createMerchantWithStaff(t.handle.db, [], { productName: 'appointments' });
    const staffClient = await signIn(t.app, staff.userName);
    expect((await warm(staffClient)).merchant.product_name).toBe('appointments');
    const ownerClient = await signIn(t.app, owner.userName);
    const upgraded = await ownerClient.post('/api/merchant/upgrade', { product_name: 'full_product' });
    expect(upgraded.statusCode).toBe(200);
    const after = await context(staffClient);
    expect(after.merchant.product_name).toBe('full_product');
    expect(after.features).toContain('online_store');
  });

  it('MFA enrolment, then the merchant’s MFA requirement: a user without MFA is stopped at once', async () => {
    const { owner, staff } = await createMerchantWithStaff(t.handle.db);
    const staffClient = await signIn(t.app, staff.userName);
    expect((await staffClient.get('/api/hub/users')).statusCode).toBe(200);
    const ownerClient = await signIn(t.app, owner.userName);
    expect((await warm(ownerClient)).user.has_mfa).toBe(false);
    const { secret } = (await ownerClient.post('/api/mfa/enrolment')).json<{ secret: string }>();
    const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) - 30 });
    expect((await ownerClient.post('/api/mfa/enrolment/confirm', { code })).statusCode).toBe(200);
    // The owner's own session carries the enrolment: the requirement asks for it.
    expect((await context(ownerClient)).user.has_mfa).toBe(true);
    expect((await ownerClient.put('/api/merchant/mfa_requirement', { required: true })).statusCode).toBe(200);
    const refused = await staffClient.get('/api/hub/users');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('MFA_SETUP_REQUIRED');
  });

  it('a merchant setting in the session (the time zone) reaches every session of the merchant', async () => {
    const { owner, staff } = await createMerchantWithStaff(t.handle.db);
    const staffClient = await signIn(t.app, staff.userName);
    await warm(staffClient);
    const ownerClient = await signIn(t.app, owner.userName);
    const set = await ownerClient.put('/api/merchant/set_time_zone', { time_zone: 'America/New_York' });
    expect(set.statusCode).toBe(200);
    expect((await context(staffClient)).merchant.time_zone).toBe('America/New_York');
  });

  it('stay signed in: the refreshed idle timer is what the next request answers', async () => {
    const { owner } = await createMerchantWithStaff(t.handle.db);
    const client = await signIn(t.app, owner.userName);
    const before = (await warm(client)).session.idle_expires_at;
    await new Promise((resolve) => setTimeout(resolve, 20));
    const kept = (await client.post('/api/keep_alive')).json().session.idle_expires_at;
    expect(Date.parse(kept)).toBeGreaterThan(Date.parse(before));
    expect((await context(client)).session.idle_expires_at).toBe(kept);
  });
});
