import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type ServerProcess, startServer, tail } from '../../../../e2e/support/server-process.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { createMerchantWithStaff, TEST_PASSWORD } from '../test/factories.ts';
import { createTestDatabase } from '../test/test-app.ts';

/**
 * issue 14 point 2: two server processes on one PostgreSQL. Sign in through the first, change through the
 * second, and the first sees the change within one second (the invalidation travels by LISTEN/NOTIFY).
 */
const WITHIN_MS = 1_000;
const FAILURES_TO_LOCK = 3;

/** A browser against one server: keeps cookies, echoes the CSRF cookie as the web app does. */
class HttpClient {
  readonly cookies = new Map<string, string>();
  constructor(private server: ServerProcess) {}

  /** The same browser talking to another node behind the same address. */
  on(server: ServerProcess): HttpClient {
    const other = new HttpClient(server);
    for (const [name, value] of this.cookies) other.cookies.set(name, value);
    return other;
  }

  async request(method: string, url: string, body?: object): Promise<{ status: number; json: unknown }> {
    const csrf = this.cookies.get('csrf_token');
    const response = await fetch(this.server.url + url, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(csrf ? { 'x-csrf-token': csrf } : {}),
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(header)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    return { status: response.status, json: text ? JSON.parse(text) : null };
  }

  get = (url: string) => this.request('GET', url);
  post = (url: string, body?: object) => this.request('POST', url, body);
  put = (url: string, body?: object) => this.request('PUT', url, body);
}

let database: { url: string; drop: () => Promise<void> };
let handle: DatabaseHandle;
let first: ServerProcess;
let second: ServerProcess;

async function start(name: string): Promise<ServerProcess> {
  return startServer({
    name,
    port: await freePort(),
    logFile: path.join(os.tmpdir(), `paybook-two-process-${name}-${process.pid}.log`),
    env: {
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      LOGIN_MAX_FAILURES_PER_ACCOUNT: String(FAILURES_TO_LOCK),
      LOGIN_MAX_FAILURES_PER_ADDRESS: '1000',
    },
    healthTimeoutMs: 90_000,
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  handle = await openDatabase({ databaseUrl: database.url, poolSize: 2 });
  [first, second] = await Promise.all([start('first'), start('second')]);
}, 120_000);

afterAll(async () => {
  const servers = [first, second].filter(Boolean);
  await Promise.all(servers.map((server) => server.stop()));
  await Promise.all(servers.map((server) => rm(server.logFile, { force: true })));
  await handle?.close();
  await database?.drop();
});

async function signIn(server: ServerProcess, userName: string, password = TEST_PASSWORD) {
  const client = new HttpClient(server);
  const response = await client.post('/api/login', { user_name: userName, password });
  expect(response.status).toBe(200);
  return client;
}

/** Polls `read` until it answers `status`; fails after one second. Answers how long it took. */
async function takesEffect(read: () => Promise<{ status: number }>, status: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const { status: answered } = await read();
    const elapsed = Date.now() - started;
    if (answered === status) return elapsed;
    if (elapsed > WITHIN_MS) {
      throw new Error(
        `still ${answered} after ${elapsed} ms, expected ${status}\n${await tail(first.logFile, 20)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const contextOf = async (client: HttpClient) =>
  (await client.get('/api/login_context')).json as { user: { first_name: string } };

describe('two server processes on one PostgreSQL (issue 14 point 2)', () => {
  it('the first process serves a signed-in read from its cache', async () => {
    const { owner } = await createMerchantWithStaff(handle.db);
    const client = await signIn(first, owner.userName);
    expect((await contextOf(client)).user.first_name).toBe('Olive');
    // Written behind the app's back (no notification): the cached session still answers the old name.
    await handle.db.update(users).set({ firstName: 'Unnotified' }).where(eq(users.id, owner.id));
    expect((await contextOf(client)).user.first_name).toBe('Olive');
    expect((await contextOf(client.on(second))).user.first_name).toBe('Unnotified');
  });

  it('sign-out through the second process', async () => {
    const { owner } = await createMerchantWithStaff(handle.db);
    const onFirst = await signIn(first, owner.userName);
    expect((await onFirst.get('/api/login_context')).status).toBe(200);
    expect((await onFirst.get('/api/login_context')).status).toBe(200);
    const kept = onFirst.on(first);
    expect((await onFirst.on(second).post('/api/logout')).status).toBe(200);
    await takesEffect(() => kept.get('/api/login_context'), 401);
  });

  it('a password change through the second process ends the session on the first', async () => {
    const { owner } = await createMerchantWithStaff(handle.db);
    const onFirst = await signIn(first, owner.userName);
    expect((await onFirst.get('/api/login_context')).status).toBe(200);
    const onSecond = await signIn(second, owner.userName);
    const changed = await onSecond.post('/api/password_change', {
      current_password: TEST_PASSWORD,
      new_password: 'Another-horse-2031',
    });
    expect(changed.status).toBe(200);
    await takesEffect(() => onFirst.get('/api/login_context'), 401);
    expect((await onSecond.get('/api/login_context')).status).toBe(200);
  });

  it('a lockout made through the second process refuses the right password on the first', async () => {
    const { staff } = await createMerchantWithStaff(handle.db);
    await signIn(first, staff.userName);
    const guesser = new HttpClient(second);
    for (let attempt = 0; attempt < FAILURES_TO_LOCK; attempt += 1) {
      const failed = await guesser.post('/api/login', { user_name: staff.userName, password: 'wrong-guess' });
      expect(failed.status).toBe(401);
    }
    const rightful = new HttpClient(first);
    await takesEffect(
      () => rightful.post('/api/login', { user_name: staff.userName, password: TEST_PASSWORD }),
      423,
    );
  });

  it('a role change through the second process narrows the rights on the first', async () => {
    const { owner, staff } = await createMerchantWithStaff(handle.db);
    const ownerOnSecond = await signIn(second, owner.userName);
    const base = { id: staff.id, email: staff.email, first_name: 'Sam', last_name: 'Staff' };
    expect((await ownerOnSecond.put('/api/hub/user', { ...base, role_id: 1 })).status).toBe(200);
    const staffOnFirst = await signIn(first, staff.userName);
    const check = () => staffOnFirst.get('/api/check_if_user_exists?email=someone%40example.test');
    expect((await check()).status).toBe(200);
    expect((await check()).status).toBe(200);
    expect((await ownerOnSecond.put('/api/hub/user', { ...base, role_id: 5 })).status).toBe(200);
    await takesEffect(check, 403);
  });

  it("a role's permissions edited through the second process narrow its holders' rights on the first", async () => {
    const { owner, staff } = await createMerchantWithStaff(handle.db);
    const ownerOnSecond = await signIn(second, owner.userName);
    const role = { name: 'Staff desk', description: '', access_right_ids: [43] };
    const created = await ownerOnSecond.post('/api/role', role);
    expect(created.status).toBe(200);
    const roleId = (created.json as { id: number }).id;
    const base = { id: staff.id, email: staff.email, first_name: 'Sam', last_name: 'Staff' };
    expect((await ownerOnSecond.put('/api/hub/user', { ...base, role_id: roleId })).status).toBe(200);
    const staffOnFirst = await signIn(first, staff.userName);
    const check = () => staffOnFirst.get('/api/check_if_user_exists?email=someone%40example.test');
    expect((await check()).status).toBe(200);
    expect((await check()).status).toBe(200);
    // decision 170: the role's holders get its new rights, and their sessions are told, in one transaction.
    const saved = await ownerOnSecond.put('/api/role', { ...role, id: roleId, access_right_ids: [] });
    expect(saved.status).toBe(200);
    await takesEffect(check, 403);
  });
});
