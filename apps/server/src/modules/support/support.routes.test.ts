import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, merchants } from '../../db/schema/index.ts';
import { signIn, TestClient } from '../../test/client.ts';
import { createMerchantWithStaff, createSupportUser, TEST_PASSWORD } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

async function supportClient() {
  const supportUser = await createSupportUser(t.handle.db);
  const client = new TestClient(t.app);
  const response = await client.post('/api/support/login', {
    user_name: supportUser.userName,
    password: TEST_PASSWORD,
  });
  expect(response.statusCode).toBe(200);
  return { client, supportUser };
}

describe('support console (ruling 11)', () => {
  it('finds a merchant and its users', async () => {
    const { merchant, owner } = await createMerchantWithStaff(t.handle.db);
    const { client } = await supportClient();
    const found = await client.get(`/api/support/merchants?query=${encodeURIComponent(merchant.name)}`);
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toEqual([expect.objectContaining({ id: merchant.id, user_count: 2 })]);
    const byUser = await client.get(`/api/support/merchants?query=${encodeURIComponent(owner.userName)}`);
    expect(byUser.json().data.map((m: { id: number }) => m.id)).toEqual([merchant.id]);
    const users = await client.get(`/api/support/merchants/${merchant.id}/users`);
    expect(users.json().data.map((u: { id: number }) => u.id)).toContain(owner.id);
    expect((await client.get('/api/support/merchants/999999999/users')).statusCode).toBe(404);
  });

  it('is closed to merchant users and to nobody signed in', async () => {
    const { owner } = await createMerchantWithStaff(t.handle.db);
    const merchantUser = await signIn(t.app, owner.userName);
    expect((await merchantUser.get('/api/support/merchants')).statusCode).toBe(401);
    expect((await new TestClient(t.app).get('/api/support/context')).statusCode).toBe(401);
  });

  it('refuses a wrong support password with the usual message', async () => {
    const response = await new TestClient(t.app).post('/api/support/login', {
      user_name: 'support-nobody@paybook.test',
      password: 'x',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('Incorrect user name or password.');
  });

  it('impersonates a user: flagged session, banner names, audit of changes, and back to the console', async () => {
    const { merchant, owner } = await createMerchantWithStaff(t.handle.db);
    const { client, supportUser } = await supportClient();
    expect((await client.post('/api/support/impersonate', { user_id: owner.id })).statusCode).toBe(200);

    const context = (await client.get('/api/login_context')).json();
    expect(context.user.id).toBe(owner.id);
    expect(context.merchant.name).toBe(merchant.name);
    expect(context.session).toMatchObject({ impersonated: true, support_user_name: supportUser.name });

    expect((await client.post('/api/keep_alive')).statusCode).toBe(200);
    const audit = await t.handle.db.select().from(auditLog).where(eq(auditLog.merchantId, merchant.id));
    expect(audit).toEqual([
      expect.objectContaining({
        userId: owner.id,
        supportUserId: supportUser.id,
        method: 'POST',
        path: '/api/keep_alive',
      }),
    ]);

    expect((await client.post('/api/support/end_impersonation')).statusCode).toBe(200);
    expect((await client.get('/api/login_context')).statusCode).toBe(401);
    expect((await client.get('/api/support/context')).json()).toMatchObject({
      support_user: { id: supportUser.id },
    });
  });

  it('exempts impersonated sessions from the merchant MFA requirement and from changing it', async () => {
    const { merchant, owner } = await createMerchantWithStaff(t.handle.db);
    await t.handle.db.update(merchants).set({ requiresMfa: true }).where(eq(merchants.id, merchant.id));
    const { client } = await supportClient();
    await client.post('/api/support/impersonate', { user_id: owner.id });
    expect((await client.get(`/api/hub/user/${owner.id}`)).statusCode).toBe(200);
    expect((await client.put('/api/merchant/mfa_requirement', { required: false })).statusCode).toBe(403);
  });

  it('does not impersonate a user id that does not exist', async () => {
    const { client } = await supportClient();
    const response = await client.post('/api/support/impersonate', { user_id: 987654321 });
    expect(response.statusCode).toBe(404);
  });
});
