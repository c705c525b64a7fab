import type { BulletinList } from '@paybook/contracts';
import { bulletinChanges } from '@paybook/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { signIn, TestClient } from '../../test/client.ts';
import {
  createMerchantWithStaff,
  createSupportUser,
  createUser,
  TEST_PASSWORD,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { applyBulletinChanges } from './bulletins.service.ts';

let t: TestApp;
let db: Database;

beforeAll(async () => {
  t = await createTestApp();
  db = t.handle.db;
});

async function appointmentsMerchant() {
  const { merchant, owner, staff } = await createMerchantWithStaff(db, [], { productName: 'appointments' });
  return { merchant, owner, staff, client: await signIn(t.app, owner.userName) };
}

async function openNames(client: Awaited<ReturnType<typeof signIn>>): Promise<string[]> {
  const response = await client.get('/api/merchant/bulletins');
  expect(response.statusCode).toBe(200);
  return response.json<BulletinList>().data.map((b) => b.name);
}

const service = { name: 'Haircut', duration: 30, price: '25.00', is_bookable: true };

describe('GET merchant/bulletins (spec 1 §7 Bulletins, §4.4)', () => {
  it('answers the open bulletins with level, route and style data', async () => {
    const { client } = await appointmentsMerchant();
    const response = await client.get('/api/merchant/bulletins');
    expect(response.statusCode).toBe(200);
    const { data } = response.json<BulletinList>();
    expect(data.map((b) => b.name)).toEqual([
      'email_validation',
      'add_service',
      'add_first_staff',
      'design_booking_page',
      'spread_the_word',
      'create_test_appointment',
    ]);
    expect(data.find((b) => b.name === 'design_booking_page')).toEqual({
      name: 'design_booking_page',
      level: 'info',
      required: false,
      action: 'route',
      route_state: 'appointments.settings.booking',
      route_path: '/appointments/settings/booking',
      completes_on_view: true,
    });
    expect(data[0]).toMatchObject({
      level: 'warning',
      action: 'resend_verification_email',
      route_path: null,
    });
  });

  it('spec 1 §6: a merchant without appointments is refused (403)', async () => {
    const { owner } = await createMerchantWithStaff(db, [], { productName: 'starter' });
    const client = await signIn(t.app, owner.userName);
    const response = await client.get('/api/merchant/bulletins');
    expect(response.statusCode).toBe(403);
  });

  it('needs a session (401)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/merchant/bulletins' });
    expect(response.statusCode).toBe(401);
  });
});

describe('DELETE and POST merchant/bulletin/{name} (spec 1 §7 complete, revert)', () => {
  it('completes and reverts a bulletin', async () => {
    const { client } = await appointmentsMerchant();
    expect((await client.delete('/api/merchant/bulletin/design_booking_page')).statusCode).toBe(200);
    expect(await openNames(client)).not.toContain('design_booking_page');
    expect((await client.post('/api/merchant/bulletin/design_booking_page')).statusCode).toBe(200);
    expect(await openNames(client)).toContain('design_booking_page');
  });

  it('an unknown name answers 404', async () => {
    const { client } = await appointmentsMerchant();
    const response = await client.delete('/api/merchant/bulletin/not_a_bulletin');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('The bulletin was not found.');
  });

  it('another merchant’s bulletins are untouched', async () => {
    const a = await appointmentsMerchant();
    const b = await appointmentsMerchant();
    await a.client.delete('/api/merchant/bulletin/spread_the_word');
    expect(await openNames(a.client)).not.toContain('spread_the_word');
    expect(await openNames(b.client)).toContain('spread_the_word');
  });

  it('spec 1 §6: refused (403) without appointments; decided: refused in an impersonation', async () => {
    const { owner } = await createMerchantWithStaff(db, [], { productName: 'starter' });
    const starter = await signIn(t.app, owner.userName);
    expect((await starter.delete('/api/merchant/bulletin/spread_the_word')).statusCode).toBe(403);

    const { merchant } = await appointmentsMerchant();
    const target = await createUser(db, merchant, { accessRights: ['manage_appointments'] });
    const support = await createSupportUser(db);
    const supportClient = new TestClient(t.app);
    const login = await supportClient.post('/api/support/login', {
      user_name: support.userName,
      password: TEST_PASSWORD,
    });
    expect(login.statusCode).toBe(200);
    expect((await supportClient.post('/api/support/impersonate', { user_id: target.id })).statusCode).toBe(
      200,
    );
    const response = await supportClient.delete('/api/merchant/bulletin/spread_the_word');
    expect(response.statusCode).toBe(403);
  });
});

describe('completion and reversion by calls (spec 1 §4.4)', () => {
  it('spec 1 §4.4: a POST to offering completes add_service; deleting the last service reverts it', async () => {
    const { client } = await appointmentsMerchant();
    const created = await client.post('/api/offering', service);
    expect(created.statusCode).toBe(200);
    expect(await openNames(client)).not.toContain('add_service');
    const id = created.json<{ id: number }>().id;
    expect((await client.delete(`/api/offering/${id}`)).statusCode).toBe(200);
    expect(await openNames(client)).toContain('add_service');
  });

  it('decided: deactivating one of two services keeps add_service complete', async () => {
    const { client } = await appointmentsMerchant();
    const first = (await client.post('/api/offering', service)).json<{ id: number }>();
    await client.post('/api/offering', { ...service, name: 'Colour' });
    expect((await client.put(`/api/offering/${first.id}/deactivate`)).statusCode).toBe(200);
    expect(await openNames(client)).not.toContain('add_service');
  });

  it('a failed call changes nothing', async () => {
    const { client } = await appointmentsMerchant();
    expect((await client.post('/api/offering', { ...service, name: '' })).statusCode).toBe(400);
    expect(await openNames(client)).toContain('add_service');
  });

  it('decided: first and additional staff by the active user count', async () => {
    const { merchant, owner, staff } = await appointmentsMerchant();
    const client = await signIn(t.app, owner.userName);
    // The owner and one staff member: a POST to hub/user would complete add_first_staff only.
    await applyBulletinChanges(db, merchant.id, bulletinChanges('POST', '/api/hub/user', 200));
    let names = await openNames(client);
    expect(names).not.toContain('add_first_staff');
    expect(names).toContain('add_additional_staff');
    await createUser(db, merchant);
    await applyBulletinChanges(db, merchant.id, bulletinChanges('POST', '/api/hub/user', 200));
    expect(await openNames(client)).not.toContain('add_additional_staff');
    // Back to the owner alone: both revert.
    await db.update(users).set({ isActive: false }).where(eq(users.merchantId, merchant.id));
    await db.update(users).set({ isActive: true }).where(eq(users.id, staff.id));
    await applyBulletinChanges(db, merchant.id, bulletinChanges('DELETE', '/api/hub/user/1', 200));
    names = await openNames(client);
    expect(names).toContain('add_first_staff');
    expect(names).not.toContain('add_additional_staff');
  });
});
