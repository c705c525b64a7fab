import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './test/client.ts';
import { createMerchantWithStaff, TEST_PASSWORD } from './test/factories.ts';
import { buildLoggedApp } from './test/logged-app.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('API conventions', () => {
  it('answers GET /api/health', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'postgres' });
  });

  it('serves the OpenAPI document with every route and a readable docs page', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/login', '/api/login_context', '/api/health', '/api/hub/user/{userId}']),
    );
    expect(spec.paths['/api/login'].post.requestBody).toBeDefined();
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toMatch(/text\/html/);
  });

  it('documents a file answer under its content type and its errors as JSON (decision 100)', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const pdf = spec.paths['/api/order/{orderId}/receipt.pdf'].get.responses;
    expect(pdf['200'].content).toEqual({
      'application/pdf': { schema: { type: 'string', format: 'binary' } },
    });
    expect(Object.keys(pdf['404'].content)).toEqual(['application/json']);
    const ics = spec.paths['/api/public/my_appointment/{token}/ics'].get.responses;
    expect(Object.keys(ics['200'].content)).toEqual(['text/calendar; charset=utf-8']);
    const refusal = spec.paths['/api/public/booking_page/{url_subdomain}/appointment'].post.responses['409'];
    expect(JSON.stringify(refusal.content['application/json'].schema)).toContain('other_slots');
  });

  it('answers an unknown API path with the one error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No route GET /api/no-such-thing.' },
    });
  });

  it('answers malformed JSON with 400 and no stack trace', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"user_name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBeTypeOf('string');
    expect(response.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('answers 403 with a clear message when a right is missing', async () => {
    const { staff } = await createMerchantWithStaff(t.handle.db, ['create_orders']);
    const client = await signIn(t.app, staff.userName);
    const response = await client.put('/api/merchant/mfa_requirement', { required: true });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({
      code: 'FORBIDDEN',
      message: 'You need the "Manage configuration" permission to do this.',
    });
  });
});

describe('structured logs', () => {
  it('never contain passwords, session tokens or CSRF tokens', async () => {
    const { app, lines } = await buildLoggedApp(t.handle);
    const { owner } = await createMerchantWithStaff(t.handle.db);
    const client = await signIn(app, owner.userName);
    await client.post('/api/keep_alive');
    await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { user_name: owner.userName, password: 'Wrong-Secret-99' },
    });
    await app.close();
    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(2);
    expect(log).not.toContain(TEST_PASSWORD);
    expect(log).not.toContain('Wrong-Secret-99');
    expect(log).not.toContain(client.cookies.get('pb_session')!);
    expect(log).not.toContain(client.cookies.get('csrf_token')!);
  });
});
