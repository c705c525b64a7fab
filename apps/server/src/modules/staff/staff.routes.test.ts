import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  calendarItems,
  images,
  offeringServiceProviders,
  serviceProviders,
  users,
} from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import { signIn, TestClient } from '../../test/client.ts';
import { createMerchantWithStaff, createUser, TEST_PASSWORD } from '../../test/factories.ts';
import { createService, lastEmailTo, makeProvider } from '../../test/staff-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { lockProviderCalendar } from '../calendar/calendar.repository.ts';
import { pngOf, upload } from '../images/test-images.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const week = (overrides: Record<number, object> = {}) =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => ({
    day_of_week: day,
    start_at: '09:00',
    end_at: '17:00',
    enabled: day >= 1 && day <= 5,
    breaks: [],
    ...(overrides[day] ?? {}),
  }));

const newStaff = (overrides: object = {}) => ({
  email: `new-${Math.random().toString(36).slice(2)}@example.test`,
  first_name: 'Nina',
  last_name: 'Novak',
  ...overrides,
});

async function ownerClient() {
  const setup = await createMerchantWithStaff(t.handle.db);
  return { ...setup, client: await signIn(t.app, setup.owner.userName) };
}

describe('GET /api/hub/users (spec 3 §2.5 staff list)', () => {
  it('answers one page sorted by last name with the spec columns', async () => {
    const { client, owner, staff, merchant } = await ownerClient();
    await createUser(t.handle.db, merchant, { firstName: 'Al', lastName: 'Adams' });
    const response = await client.get('/api/hub/users');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total_item_count).toBe(3);
    expect(body.data.map((row: { last_name: string }) => row.last_name)).toEqual(['Adams', 'Owner', 'Staff']);
    const ownerRow = body.data.find((row: { id: number }) => row.id === owner.id);
    expect(ownerRow).toMatchObject({
      user_id: owner.id,
      user_name: owner.userName,
      is_master: true,
      is_current: true,
      role: { id: 1, name: 'Administrator' },
      image: null,
      appears_on_booking: false,
    });
    expect(body.data.find((row: { id: number }) => row.id === staff.id).is_current).toBe(false);
  });

  it('spec 3 §9: pages hold 10 by default', async () => {
    const { client, merchant } = await ownerClient();
    for (let i = 0; i < 10; i += 1) await createUser(t.handle.db, merchant, { lastName: `Zed ${i}` });
    const first = (await client.get('/api/hub/users')).json();
    expect(first.data).toHaveLength(10);
    expect(first.total_item_count).toBe(12);
    const second = (await client.get('/api/hub/users?page=2&sort_by=last_name&sort_direction=asc')).json();
    expect(second.data).toHaveLength(2);
  });

  it('names the field of a bad query', async () => {
    const { client } = await ownerClient();
    const response = await client.get('/api/hub/users?items_per_page=0');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0].property).toBe('items_per_page');
  });

  it("never lists another merchant's staff", async () => {
    const { client } = await ownerClient();
    const other = await createMerchantWithStaff(t.handle.db);
    const ids = (await client.get('/api/hub/users')).json().data.map((row: { id: number }) => row.id);
    expect(ids).not.toContain(other.owner.id);
  });
});

describe('GET /api/hub/user/{id} (spec 3 §6 access)', () => {
  it('answers the full staff user with the default work plan (spec 3 §9)', async () => {
    const { client, staff } = await ownerClient();
    const response = await client.get(`/api/hub/user/${staff.id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ id: staff.id, role_id: 1, title: '', days_off: [], offering_ids: [] });
    expect(body.work_plans.filter((d: { enabled: boolean }) => d.enabled)).toHaveLength(5);
    expect(body.work_plans[1]).toEqual({
      day_of_week: 1,
      start_at: '08:00',
      end_at: '17:00',
      enabled: true,
      breaks: [],
    });
  });

  it('refuses a user without manage_users opening someone else, with 403', async () => {
    const { staff, owner } = await createMerchantWithStaff(t.handle.db, ['view_reports']);
    const client = await signIn(t.app, staff.userName);
    expect((await client.get(`/api/hub/user/${owner.id}`)).statusCode).toBe(403);
    expect((await client.get(`/api/hub/user/${staff.id}`)).statusCode).toBe(200);
  });

  it('a manage_users holder may not open the owner', async () => {
    const { staff, owner } = await createMerchantWithStaff(t.handle.db, ['manage_users']);
    const client = await signIn(t.app, staff.userName);
    expect((await client.get(`/api/hub/user/${owner.id}`)).statusCode).toBe(403);
  });

  it("answers 404 for another merchant's user", async () => {
    const { client } = await ownerClient();
    const other = await createMerchantWithStaff(t.handle.db);
    expect((await client.get(`/api/hub/user/${other.staff.id}`)).statusCode).toBe(404);
  });
});

describe('POST /api/hub/user (add staff)', () => {
  it('adds a provider: cleaned work plan, provider row, services, rights and a set-password e-mail', async () => {
    const { client, merchant } = await ownerClient();
    const service = await createService(t.handle.db, merchant);
    const body = newStaff({
      appears_on_booking: true,
      title: 'Stylist',
      offering_ids: [service.id],
      days_off: [{ date: '2030-01-02' }],
      work_plans: week({
        1: {
          breaks: [
            { start_at: '12:00', end_at: '13:00' },
            { start_at: '12:30', end_at: '13:30' },
            { start_at: '', end_at: '' },
          ],
        },
        2: { start_at: '10:00', end_at: '10:00' },
      }),
    });
    const response = await client.post('/api/hub/user', body);
    expect(response.statusCode).toBe(200);
    const saved = response.json();
    expect(saved).toMatchObject({
      user_name: body.email,
      role: { id: 1, name: 'Administrator' },
      is_admin: true,
      is_active: true,
      appears_on_booking: true,
      offering_ids: [service.id],
      title: 'Stylist',
    });
    expect(saved.access_rights).toContain('neon_service_provider');
    expect(saved.work_plans[1].breaks).toEqual([{ start_at: '12:00', end_at: '13:30' }]);
    expect(saved.work_plans[2].enabled).toBe(false);
    expect(saved.days_off.map((d: { date: string }) => d.date)).toEqual(['2030-01-02']);
    const [provider] = await t.handle.db
      .select()
      .from(serviceProviders)
      .where(eq(serviceProviders.id, saved.service_provider_id));
    expect(provider?.userId).toBe(saved.id);
    const links = await t.handle.db
      .select()
      .from(offeringServiceProviders)
      .where(eq(offeringServiceProviders.serviceProviderId, saved.service_provider_id));
    expect(links.map((link) => link.offeringId)).toEqual([service.id]);
    const email = await lastEmailTo(t.handle.db, body.email);
    expect(email?.kind).toBe('staff_welcome');
    expect(email?.textBody).toMatch(/\/reset-password\/[A-Za-z0-9_-]{40,}/);
    // No password works until the new user chooses one.
    const login = await new TestClient(t.app).post('/api/login', {
      user_name: body.email,
      password: 'unusable',
    });
    expect(login.statusCode).toBe(401);
  });

  it('names the field: user name required, user name in use, break outside the day', async () => {
    const { client, staff } = await ownerClient();
    const empty = await client.post('/api/hub/user', newStaff({ email: '' }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details[0]).toEqual({ property: 'email', message: 'Enter a user name.' });
    const taken = await client.post('/api/hub/user', newStaff({ email: staff.userName.toUpperCase() }));
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error.details[0]).toEqual({
      property: 'email',
      message: 'This user name is already in use, please choose another',
    });
    const ownName = await client.post(
      '/api/hub/user',
      newStaff({ email: staff.userName, user_name: 'sam.second' }),
    );
    expect(ownName.statusCode).toBe(200);
    expect(ownName.json()).toMatchObject({ user_name: 'sam.second', email: staff.userName });
    const nameTaken = await client.post('/api/hub/user', newStaff({ user_name: 'SAM.second' }));
    expect(nameTaken.json().error.details[0]).toEqual({
      property: 'user_name',
      message: 'This user name is already in use, please choose another',
    });
    const outside = await client.post(
      '/api/hub/user',
      newStaff({
        appears_on_booking: true,
        work_plans: week({ 1: { breaks: [{ start_at: '07:00', end_at: '08:00' }] } }),
      }),
    );
    expect(outside.statusCode).toBe(400);
    expect(outside.json().error.details[0].property).toBe('work_plans.1.breaks.0.start_at');
    const badTime = await client.post(
      '/api/hub/user',
      newStaff({ appears_on_booking: true, work_plans: week({ 3: { end_at: '25:00' } }) }),
    );
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json().error.details[0].property).toBe('work_plans.3.end_at');
  });

  it("spec 3 §4.7: refuses a provider without an enabled day ('provider work plan required')", async () => {
    const { client } = await ownerClient();
    const closed = week();
    for (const day of closed) day.enabled = false;
    const response = await client.post(
      '/api/hub/user',
      newStaff({ appears_on_booking: true, work_plans: closed }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0]).toEqual({
      property: 'work_plans',
      message: 'provider work plan required',
    });
  });

  it('refuses a user without manage_users with 403', async () => {
    const { staff } = await createMerchantWithStaff(t.handle.db, ['manage_customers']);
    const client = await signIn(t.app, staff.userName);
    expect((await client.post('/api/hub/user', newStaff())).statusCode).toBe(403);
  });

  it("refuses another merchant's service or image, naming the field", async () => {
    const { client } = await ownerClient();
    const other = await createMerchantWithStaff(t.handle.db);
    const foreign = await createService(t.handle.db, other.merchant);
    const response = await client.post(
      '/api/hub/user',
      newStaff({ appears_on_booking: true, offering_ids: [foreign.id] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0].property).toBe('offering_ids');
    const image = await client.post('/api/hub/user', newStaff({ image_id: 987654 }));
    expect(image.statusCode).toBe(400);
    expect(image.json().error.details[0].property).toBe('image_id');
  });

  it('only an administrator gives the Administrator role', async () => {
    const { staff } = await createMerchantWithStaff(t.handle.db, ['manage_users']);
    const client = await signIn(t.app, staff.userName);
    expect((await client.post('/api/hub/user', newStaff({ role_id: 1 }))).statusCode).toBe(403);
    const manager = await client.post('/api/hub/user', newStaff({ role_id: 3 }));
    expect(manager.statusCode).toBe(200);
    expect(manager.json()).toMatchObject({ role: { id: 3, name: 'Front Desk' }, is_admin: false });
    expect(manager.json().access_rights).toEqual(['create_orders', 'manage_customers']);
  });
});

describe('PUT /api/hub/user (edit staff)', () => {
  it('changes the work plan under the calendar lock, after a booking that holds it (ARCHITECTURE.md)', async () => {
    const { client, staff, merchant } = await ownerClient();
    const provider = await makeProvider(t.handle.db, staff);
    let lockHeld: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      lockHeld = resolve;
    });
    let releasedAt = 0;
    // A booking's transaction: it holds the provider's calendar lock for a moment.
    const booking = withTenant(t.handle.db, merchant.id, async (tx) => {
      await lockProviderCalendar(tx, merchant.id, provider.id);
      lockHeld();
      await new Promise((resolve) => setTimeout(resolve, 300));
      releasedAt = Date.now();
    });
    await held;
    const saved = await client.put('/api/hub/user', {
      id: staff.id,
      email: staff.email,
      first_name: 'Sam',
      last_name: 'Staff',
      role_id: 5,
      appears_on_booking: true,
      work_plans: week({ 6: { enabled: true } }),
    });
    const savedAt = Date.now();
    await booking;
    expect(saved.statusCode).toBe(200);
    expect(savedAt).toBeGreaterThanOrEqual(releasedAt);
  });

  it('edits names, role, days off (adding and deleting) and services', async () => {
    const { client, staff, merchant } = await ownerClient();
    await makeProvider(t.handle.db, staff);
    const service = await createService(t.handle.db, merchant);
    const first = await client.put('/api/hub/user', {
      id: staff.id,
      email: staff.email,
      first_name: 'Samira',
      last_name: 'Staff',
      role_id: 5,
      appears_on_booking: true,
      days_off: [{ date: '2030-05-01' }, { date: '2030-05-02' }],
      offering_ids: [service.id],
    });
    expect(first.statusCode).toBe(200);
    const saved = first.json();
    expect(saved).toMatchObject({ first_name: 'Samira', role_id: 5, offering_ids: [service.id] });
    expect(saved.work_plans[1]).toMatchObject({ start_at: '09:00', end_at: '17:00', enabled: true });
    expect(saved.access_rights).toEqual(['neon_service_provider']);
    const second = await client.put('/api/hub/user', {
      id: staff.id,
      email: staff.email,
      first_name: 'Samira',
      last_name: 'Staff',
      role_id: 5,
      appears_on_booking: true,
      days_off_to_delete: [saved.days_off[0].id],
    });
    expect(second.json().days_off.map((d: { date: string }) => d.date)).toEqual(['2030-05-02']);
    expect(second.json().offering_ids).toEqual([]);
  });

  it('spec 3 §6: the profile is always editable by its owner, but not their role', async () => {
    const { staff } = await createMerchantWithStaff(t.handle.db, []);
    const client = await signIn(t.app, staff.userName);
    const base = { id: staff.id, email: staff.email, first_name: 'Sam', last_name: 'Staff', role_id: 1 };
    const own = await client.put('/api/hub/user', { ...base, title: 'Receptionist' });
    expect(own.statusCode).toBe(200);
    expect(own.json().title).toBe('Receptionist');
    const promote = await client.put('/api/hub/user', { ...base, role_id: 2 });
    expect(promote.statusCode).toBe(400);
    expect(promote.json().error.details[0].property).toBe('role_id');
  });

  it('refuses editing someone else without manage_users (403)', async () => {
    const { staff, merchant } = await createMerchantWithStaff(t.handle.db, ['view_reports']);
    const other = await createUser(t.handle.db, merchant);
    const client = await signIn(t.app, staff.userName);
    const response = await client.put('/api/hub/user', {
      id: other.id,
      email: other.email,
      first_name: 'X',
      last_name: 'Y',
    });
    expect(response.statusCode).toBe(403);
  });

  it("answers 404 for another merchant's user and names a missing name", async () => {
    const { client, staff } = await ownerClient();
    const other = await createMerchantWithStaff(t.handle.db);
    const foreign = await client.put('/api/hub/user', {
      id: other.staff.id,
      email: 'a@b.test',
      first_name: 'A',
      last_name: 'B',
    });
    expect(foreign.statusCode).toBe(404);
    const missing = await client.put('/api/hub/user', {
      id: staff.id,
      email: staff.email,
      first_name: '',
      last_name: 'B',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details[0].property).toBe('first_name');
  });
});

describe('PUT /api/hub/user/activate|deactivate/{id} (spec 3 §4.7)', () => {
  it('deactivates and activates a staff member; an inactive user cannot sign in', async () => {
    const { client, staff } = await ownerClient();
    const off = await client.put(`/api/hub/user/deactivate/${staff.id}`);
    expect(off.statusCode).toBe(200);
    expect(off.json().is_active).toBe(false);
    const login = await new TestClient(t.app).post('/api/login', {
      user_name: staff.userName,
      password: TEST_PASSWORD,
    });
    expect(login.statusCode).toBe(401);
    expect((await client.get(`/api/hub/user/${staff.id}/is_active`)).json()).toEqual({ is_active: false });
    const on = await client.put(`/api/hub/user/activate/${staff.id}`);
    expect(on.json().is_active).toBe(true);
  });

  it('refuses the owner and the current user', async () => {
    const { client, owner, staff, merchant } = await createMerchantWithStaff(t.handle.db, [
      'manage_users',
    ]).then(async (setup) => ({ ...setup, client: await signIn(t.app, setup.staff.userName) }));
    expect((await client.put(`/api/hub/user/deactivate/${owner.id}`)).statusCode).toBe(403);
    expect((await client.put(`/api/hub/user/deactivate/${staff.id}`)).statusCode).toBe(403);
    const other = await createUser(t.handle.db, merchant);
    expect((await client.put(`/api/hub/user/deactivate/${other.id}`)).statusCode).toBe(200);
  });

  it("refuses activating a provider without an enabled work day: 'provider work plan required'", async () => {
    const { client, staff } = await ownerClient();
    await makeProvider(t.handle.db, staff, []);
    await t.handle.db.update(users).set({ isActive: false }).where(eq(users.id, staff.id));
    const response = await client.put(`/api/hub/user/activate/${staff.id}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('provider work plan required');
  });

  it('403 without manage_users, 404 for another merchant', async () => {
    const { staff, owner } = await createMerchantWithStaff(t.handle.db, ['view_reports']);
    const client = await signIn(t.app, staff.userName);
    expect((await client.put(`/api/hub/user/deactivate/${owner.id}`)).statusCode).toBe(403);
    const owners = await ownerClient();
    expect((await owners.client.put(`/api/hub/user/deactivate/${staff.id}`)).statusCode).toBe(404);
  });
});

describe('GET /api/check_if_user_exists (spec 3 §5)', () => {
  it("answers whether the user name is taken in the caller's merchant", async () => {
    const { client, staff } = await ownerClient();
    const taken = await client.get(
      `/api/check_if_user_exists?email=${encodeURIComponent(staff.userName.toUpperCase())}`,
    );
    expect(taken.json()).toEqual({ exists: true });
    expect((await client.get('/api/check_if_user_exists?email=free%40example.test')).json()).toEqual({
      exists: false,
    });
  });

  it("issue 13 §7: says nothing about another merchant's users (the same answer as a free name)", async () => {
    const { client } = await ownerClient();
    const other = await createMerchantWithStaff(t.handle.db);
    const elsewhere = await client.get(
      `/api/check_if_user_exists?email=${encodeURIComponent(other.staff.userName)}`,
    );
    const free = await client.get('/api/check_if_user_exists?email=free%40example.test');
    expect([elsewhere.statusCode, elsewhere.body]).toEqual([free.statusCode, free.body]);
  });

  it("'Enter a user name.' when empty; 403 without manage_users", async () => {
    const { client } = await ownerClient();
    const empty = await client.get('/api/check_if_user_exists?email=');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details[0]).toEqual({ property: 'email', message: 'Enter a user name.' });
    const { staff } = await createMerchantWithStaff(t.handle.db, []);
    const plain = await signIn(t.app, staff.userName);
    expect((await plain.get('/api/check_if_user_exists?email=a%40b.test')).statusCode).toBe(403);
  });
});

describe('PUT /api/hub/user/{id}/reset_password', () => {
  it('queues a reset e-mail; 403 without manage_users; 404 for another merchant', async () => {
    const { client, staff } = await ownerClient();
    expect((await client.put(`/api/hub/user/${staff.id}/reset_password`)).statusCode).toBe(200);
    expect((await lastEmailTo(t.handle.db, staff.email))?.kind).toBe('password_reset');
    const other = await createMerchantWithStaff(t.handle.db, []);
    expect((await client.put(`/api/hub/user/${other.staff.id}/reset_password`)).statusCode).toBe(404);
    const plain = await signIn(t.app, other.staff.userName);
    expect((await plain.put(`/api/hub/user/${other.owner.id}/reset_password`)).statusCode).toBe(403);
  });
});

describe('GET /api/list_roles (spec 3 §3.3)', () => {
  it('lists the built-in roles with their permission ids', async () => {
    const { client } = await ownerClient();
    const roles = (await client.get('/api/list_roles')).json().data;
    expect(roles[0]).toMatchObject({ id: 1, name: 'Administrator', is_built_in: true, is_admin: true });
    expect(roles[0].access_rights.map((r: { id: number }) => r.id)).toEqual([11, 41, 42, 43, 44, 45, 46]);
  });
});

describe('GET /api/service_providers (spec 1 §7)', () => {
  it("lists providers by name with the 35-character display name, never another merchant's", async () => {
    const { client, staff, merchant } = await ownerClient();
    const longName = await createUser(t.handle.db, merchant, {
      firstName: 'Maximiliana-Alexandra',
      lastName: 'Featherstonehaugh-Smythe',
    });
    const provider = await makeProvider(t.handle.db, staff);
    await makeProvider(t.handle.db, longName);
    const service = await createService(t.handle.db, merchant);
    await t.handle.db
      .insert(offeringServiceProviders)
      .values({ merchantId: merchant.id, offeringId: service.id, serviceProviderId: provider.id });
    const other = await createMerchantWithStaff(t.handle.db);
    await makeProvider(t.handle.db, other.staff);
    const body = (await client.get('/api/service_providers?page=1&items_per_page=100&sort_by=name')).json();
    expect(body.total_item_count).toBe(2);
    expect(body.data.map((p: { display_name: string }) => p.display_name)).toEqual([
      'Maximiliana-Alexandra Featherstoneh...',
      'Sam Staff',
    ]);
    expect(body.data[1]).toMatchObject({
      id: provider.id,
      user_id: staff.id,
      is_active: true,
      offering_ids: [service.id],
    });
  });

  it('names a bad query field', async () => {
    const { client } = await ownerClient();
    const response = await client.get('/api/service_providers?items_per_page=500');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0].property).toBe('items_per_page');
  });
});

describe('GET /api/service_provider/{id}/has_future_appointments', () => {
  it("answers from the calendar's appointments; 404 for another merchant's provider", async () => {
    const { client, staff, merchant } = await ownerClient();
    const provider = await makeProvider(t.handle.db, staff);
    const url = `/api/service_provider/${provider.id}/has_future_appointments`;
    expect((await client.get(url)).json()).toEqual({ has_future_appointments: false });
    const service = await createService(t.handle.db, merchant);
    const start = new Date(Date.now() + 86_400_000);
    await t.handle.db.insert(calendarItems).values({
      kind: 'appointment',
      merchantId: merchant.id,
      serviceProviderId: provider.id,
      offeringId: service.id,
      startAt: start,
      endAt: new Date(start.getTime() + 1_800_000),
    });
    expect((await client.get(url)).json()).toEqual({ has_future_appointments: true });
    const other = await ownerClient();
    expect((await other.client.get(url)).statusCode).toBe(404);
  });
});

describe('DELETE /api/hub/user/{id}', () => {
  it('deletes a staff member; refuses the owner (403); 404 for another merchant', async () => {
    const { client, staff, owner, merchant } = await ownerClient();
    expect((await client.delete(`/api/hub/user/${staff.id}`)).statusCode).toBe(200);
    const left = await t.handle.db
      .select()
      .from(users)
      .where(and(eq(users.merchantId, merchant.id), eq(users.id, staff.id)));
    expect(left).toHaveLength(0);
    expect((await client.delete(`/api/hub/user/${owner.id}`)).statusCode).toBe(403);
    const other = await createMerchantWithStaff(t.handle.db);
    expect((await client.delete(`/api/hub/user/${other.staff.id}`)).statusCode).toBe(404);
  });

  it('refuses (409, not 500) a staff member whose comment on a customer keeps their name', async () => {
    const { staff, owner: ownerUser } = await createMerchantWithStaff(t.handle.db, ['manage_customers']);
    const owner = await signIn(t.app, ownerUser.userName);
    const writer = await signIn(t.app, staff.userName);
    const customer = await writer.post('/api/customer', { first_name: 'Noted', last_name: 'Customer' });
    expect(customer.statusCode, customer.body).toBe(201);
    const comment = { customer_id: customer.json().id, content: 'Prefers mornings.' };
    const written = await writer.post('/api/customer/timeline/comment', comment);
    expect(written.statusCode, written.body).toBeLessThan(300);
    const refused = await owner.delete(`/api/hub/user/${staff.id}`);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error.message).toContain('Deactivate them instead');
  });
});

describe('staff image (service_provider/image/)', () => {
  it('saves an uploaded image on the profile and deletes the one it replaces', async () => {
    const { staff } = await createMerchantWithStaff(t.handle.db, []);
    const client = await signIn(t.app, staff.userName);
    const first = (
      await upload(client, '/api/service_provider/image/', [{ data: await pngOf(300, 300) }])
    ).json();
    const base = { id: staff.id, email: staff.email, first_name: 'Sam', last_name: 'Staff' };
    const saved = await client.put('/api/hub/user', { ...base, image_id: first.id });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().image).toEqual({ id: first.id, link: first.link });
    const second = (
      await upload(client, 'service_provider/image/', [{ data: await pngOf(300, 300, '#000000') }])
    ).json();
    await client.put('/api/hub/user', { ...base, image_id: second.id });
    const left = await t.handle.db.select({ id: images.id }).from(images).where(eq(images.id, first.id));
    expect(left).toHaveLength(0);
  });
});
