import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/client.ts';
import { createMerchantWithStaff, createUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// spec 3 §2.5 /settings/roles, §3.3 Role, §4.7, §7 Roles calls, §8 the sorry modal's first message.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

async function ownerClient() {
  const setup = await createMerchantWithStaff(t.handle.db);
  return { ...setup, client: await signIn(t.app, setup.owner.userName) };
}

const roleBody = (overrides: object = {}) => ({
  name: `Night shift ${Math.random().toString(36).slice(2, 8)}`,
  description: 'Evenings at the desk',
  access_right_ids: [46, 11],
  ...overrides,
});

type Client = Awaited<ReturnType<typeof ownerClient>>['client'];
const created = async (client: Client, overrides: object = {}) => {
  const response = await client.post('/api/role', roleBody(overrides));
  expect(response.statusCode).toBe(200);
  return response.json() as { id: number; name: string };
};
const fieldOf = (response: { json: () => { error: { details?: { property: string }[] } } }) =>
  response.json().error.details?.[0]?.property;

describe('POST /api/role and GET /api/list_roles (spec 3 §3.3)', () => {
  it('adds a role with an id above the built-in ones, listed after them with its access rights', async () => {
    const { client } = await ownerClient();
    const role = await client.post('/api/role', roleBody({ name: '  Evening desk ' }));
    expect(role.statusCode).toBe(200);
    expect(role.json()).toMatchObject({
      name: 'Evening desk',
      description: 'Evenings at the desk',
      is_built_in: false,
      is_admin: false,
      staff_count: 0,
    });
    expect(role.json().id).toBeGreaterThanOrEqual(101);
    expect(role.json().access_rights).toEqual([
      expect.objectContaining({ id: 11, name: 'Create Orders', right: 'create_orders' }),
      expect.objectContaining({ id: 46, name: 'Manage Customers', right: 'manage_customers' }),
    ]);
    const list = (await client.get('/api/list_roles')).json().data;
    expect(list.map((r: { id: number }) => r.id)).toEqual([1, 2, 3, 4, 5, 6, role.json().id]);
    expect(list[0]).toMatchObject({ name: 'Administrator', is_built_in: true, staff_count: 2 });
  });

  it('names the field of bad input: a missing or taken name, an unknown permission id', async () => {
    const { client } = await ownerClient();
    const first = await created(client);
    for (const [body, field] of [
      [roleBody({ name: '   ' }), 'name'],
      [roleBody({ name: first.name.toUpperCase() }), 'name'],
      [roleBody({ name: 'front desk' }), 'name'],
      [roleBody({ name: 'x'.repeat(101) }), 'name'],
      [roleBody({ access_right_ids: [11, 12] }), 'access_right_ids'],
      [roleBody({ access_right_ids: 'all' }), 'access_right_ids'],
    ] as const) {
      const response = await client.post('/api/role', body);
      expect(response.statusCode).toBe(400);
      expect(fieldOf(response)).toBe(field);
    }
    expect((await client.get('/api/list_roles')).json().data).toHaveLength(7);
  });

  it('a repeat with the same Idempotency-Key adds one role', async () => {
    const { client } = await ownerClient();
    const body = roleBody();
    const headers = { 'idempotency-key': `role-${Math.random().toString(36).slice(2)}` };
    const first = await client.post('/api/role', body, { headers });
    const again = await client.post('/api/role', body, { headers });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(first.json().id);
  });

  it('403 without manage_users; decision 171: a manager cannot grant rights they lack', async () => {
    const { merchant, staff } = await createMerchantWithStaff(t.handle.db, ['create_orders']);
    const plain = await signIn(t.app, staff.userName);
    expect((await plain.post('/api/role', roleBody())).statusCode).toBe(403);
    expect((await plain.get('/api/client_access_rights')).statusCode).toBe(403);
    expect((await plain.get('/api/list_roles')).statusCode).toBe(200);
    const manager = await createUser(t.handle.db, merchant, {
      roleId: 2,
      accessRights: ['manage_users', 'manage_customers'],
    });
    const managerClient = await signIn(t.app, manager.userName);
    expect((await managerClient.post('/api/role', roleBody({ access_right_ids: [43, 46] }))).statusCode).toBe(
      200,
    );
    const refused = await managerClient.post('/api/role', roleBody({ access_right_ids: [41] }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('You can only give access rights you hold yourself.');
  });
});

describe('GET /api/role, /api/access_rights and /api/client_access_rights (spec 3 §7)', () => {
  it("answers a role and its rights; 404 for another merchant's", async () => {
    const { client } = await ownerClient();
    const role = await created(client);
    expect((await client.get(`/api/role?id=${role.id}`)).json()).toMatchObject({
      id: role.id,
      name: role.name,
    });
    expect((await client.get('/api/role?id=3')).json()).toMatchObject({
      name: 'Front Desk',
      is_built_in: true,
    });
    const rights = (await client.get(`/api/access_rights?id=${role.id}`)).json().data;
    expect(rights.map((r: { id: number }) => r.id)).toEqual([11, 46]);
    const all = (await client.get('/api/client_access_rights')).json().data;
    expect(all.map((r: { id: number }) => r.id)).toEqual([11, 41, 42, 43, 44, 45, 46]);
    expect(all[4]).toMatchObject({ name: 'View Dashboards & Advanced Reporting', right: 'view_reports' });
    expect(all[4].description).not.toBe('');

    const other = await ownerClient();
    expect((await other.client.get(`/api/role?id=${role.id}`)).statusCode).toBe(404);
    expect((await other.client.get(`/api/access_rights?id=${role.id}`)).statusCode).toBe(404);
    expect((await other.client.put('/api/role', { ...roleBody(), id: role.id })).statusCode).toBe(404);
    expect((await other.client.delete(`/api/role/${role.id}`)).statusCode).toBe(404);
    expect((await client.get('/api/role?id=abc')).statusCode).toBe(400);
    // Role ids are 32-bit: a larger one is a 400 naming it, not a database error.
    for (const response of [
      await client.get('/api/role?id=4228250648'),
      await client.delete('/api/role/4228250648'),
      await client.put('/api/role', { ...roleBody(), id: 4228250648 }),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(fieldOf(response)).toMatch(/id|roleId/);
    }
  });
});

describe('PUT and DELETE /api/role (spec 3 §4.7, §8)', () => {
  it('built-in roles cannot be edited or deleted', async () => {
    const { client } = await ownerClient();
    const edit = await client.put('/api/role', { ...roleBody(), id: 1 });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.message).toBe('Built-in roles cannot be edited or deleted.');
    expect((await client.delete('/api/role/3')).statusCode).toBe(409);
    expect((await client.get('/api/role?id=1')).json().name).toBe('Administrator');
  });

  it('saves a role, keeping its own name free to keep; refuses another role’s name', async () => {
    const { client } = await ownerClient();
    const role = await created(client);
    const other = await created(client);
    const saved = await client.put('/api/role', {
      id: role.id,
      name: role.name,
      description: 'Changed',
      access_right_ids: [44],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ description: 'Changed', access_rights: [{ id: 44 }] });
    const taken = await client.put('/api/role', { ...roleBody({ name: other.name }), id: role.id });
    expect(taken.statusCode).toBe(400);
    expect(fieldOf(taken)).toBe('name');
  });

  it('refuses to delete a role staff still hold, with the first message for the sorry modal', async () => {
    const { client, merchant } = await ownerClient();
    const role = await created(client);
    const holder = await createUser(t.handle.db, merchant, { roleId: role.id });
    const refused = await client.delete(`/api/role/${role.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'This role is still given to 1 staff member. Give them another role before deleting it.',
    );
    expect((await client.get(`/api/role?id=${role.id}`)).json().staff_count).toBe(1);
    expect((await client.delete(`/api/hub/user/${holder.id}`)).statusCode).toBe(200);
    expect((await client.delete(`/api/role/${role.id}`)).statusCode).toBe(200);
    expect((await client.get(`/api/role?id=${role.id}`)).statusCode).toBe(404);
  });

  it('the database keeps a user from holding a role that does not exist', async () => {
    const { client, merchant } = await ownerClient();
    const role = await created(client);
    await expect(createUser(t.handle.db, merchant, { roleId: role.id + 1000 })).rejects.toThrow();
    await expect(createUser(t.handle.db, merchant, { roleId: 50 })).rejects.toThrow();
    const other = await ownerClient();
    await expect(createUser(t.handle.db, other.merchant, { roleId: role.id })).rejects.toThrow();
  });
});

describe('a changed role reaches its signed-in staff on their next request (ARCHITECTURE.md)', () => {
  const rightsOf = async (client: Client) =>
    (await client.get('/api/login_context')).json().user.access_rights as string[];

  it('editing the role’s permissions changes its holders’ rights at once', async () => {
    const { client, merchant } = await ownerClient();
    const role = await created(client, { access_right_ids: [11, 46] });
    const member = await createUser(t.handle.db, merchant, {
      roleId: role.id,
      isAdmin: false,
      accessRights: ['create_orders', 'manage_customers'],
    });
    const memberClient = await signIn(t.app, member.userName);
    expect(await rightsOf(memberClient)).toEqual(['create_orders', 'manage_customers']);
    const stampBefore = (await memberClient.get('/api/login_context')).headers['x-access-stamp'];
    const customer = { first_name: 'Ada', last_name: 'Lovelace' };
    expect((await memberClient.post('/api/customer', customer)).statusCode).toBe(201);

    const saved = await client.put('/api/role', { ...roleBody({ access_right_ids: [44] }), id: role.id });
    expect(saved.json().staff_count).toBe(1);
    expect(await rightsOf(memberClient)).toEqual(['view_reports']);
    const after = await memberClient.get('/api/login_context');
    expect(after.headers['x-access-stamp']).not.toBe(stampBefore);
    expect((await memberClient.post('/api/customer', customer)).statusCode).toBe(403);
  });

  it('moving a staff member to another role changes their rights on their next request', async () => {
    const { client, merchant } = await ownerClient();
    const role = await created(client, { access_right_ids: [44] });
    const member = await createUser(t.handle.db, merchant, {
      roleId: 3,
      isAdmin: false,
      accessRights: ['create_orders', 'manage_customers'],
    });
    const memberClient = await signIn(t.app, member.userName);
    expect(await rightsOf(memberClient)).toEqual(['create_orders', 'manage_customers']);
    const moved = await client.put('/api/hub/user', {
      id: member.id,
      email: member.email,
      first_name: member.firstName,
      last_name: member.lastName,
      role_id: role.id,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ role_id: role.id, role_name: role.name });
    expect(await rightsOf(memberClient)).toEqual(['view_reports']);
    const staffRow = (await client.get('/api/hub/users?items_per_page=50'))
      .json()
      .data.find((row: { id: number }) => row.id === member.id);
    expect(staffRow.role).toEqual({ id: role.id, name: role.name });
  });
});
