import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { errorWordings } from '@paybook/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertTestImage } from '../modules/images/test-images.ts';
import { signIn } from '../test/client.ts';
import { createMerchantWithStaff } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

/** One request as raw bytes, for what Node's HTTP parser answers before Fastify sees it. */
function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('close', () => resolve(Buffer.concat(chunks).toString()));
    socket.on('error', reject);
  });
}

describe('answers given before any route, in the one error shape (issue 13)', () => {
  it('a path parameter over the length limit is 414', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/customer/${'1'.repeat(200)}/full` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({
      error: { code: 'URI_TOO_LONG', message: errorWordings.URI_TOO_LONG },
    });
  });

  it('a malformed percent-encoding is 400', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/customer/%E0%A4%A/full' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'BAD_URL', message: errorWordings.BAD_URL },
    });
  });

  it("an address or headers over Node's 16 KB limit are 431, and a request that is not HTTP 400", async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const tooLong = await rawRequest(
      port,
      `GET /api/health?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    );
    const [head, body] = tooLong.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(body ?? '')).toEqual({
      error: { code: 'HEADERS_TOO_LARGE', message: errorWordings.HEADERS_TOO_LARGE },
    });
    const garbage = await rawRequest(port, 'NOT HTTP AT ALL\r\n\r\n');
    expect(garbage).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(garbage.split('\r\n\r\n')[1] ?? '')).toEqual({
      error: { code: 'BAD_REQUEST', message: errorWordings.BAD_REQUEST },
    });
  });
});

describe('Cache-Control of API answers (issue 13)', () => {
  it('no-store on signed-in answers, public booking answers and errors', async () => {
    const { owner, merchant } = await createMerchantWithStaff(t.handle.db);
    const client = await signIn(t.app, owner.userName);
    const answers = [
      await client.get('/api/login_context'),
      await client.get('/api/customer/999999999/full'),
      await t.app.inject({ method: 'GET', url: `/api/public/booking_page/${merchant.urlSubdomain}` }),
      await t.app.inject({ method: 'GET', url: '/api/no-such-route' }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 404, 200, 404]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('keeps the cache lifetime a route sets itself (the immutable public image renderings)', async () => {
    const { merchant } = await createMerchantWithStaff(t.handle.db);
    const image = await insertTestImage(t.handle.db, merchant.id);
    const response = await t.app.inject({ method: 'GET', url: `/api/images/${image.publicKey}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('declared statuses', () => {
  it('the OpenAPI document says DELETE /api/account/{accountId} answers 204', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const responses = spec.paths['/api/account/{accountId}'].delete.responses;
    // Its error statuses are listed too since it is declared (issue 23 point 2); its one success is 204.
    expect(Object.keys(responses).filter((status) => Number(status) < 400)).toEqual(['204']);
  });
});
