import { errorWordings } from '@paybook/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../db/schema/index.ts';
import { createMerchant } from '../test/factories.ts';
import { buildLoggedApp } from '../test/logged-app.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

type LogLine = { msg?: string; reqId?: string; req?: { url?: string }; err?: Record<string, unknown> };

let t: TestApp;
let logged: Awaited<ReturnType<typeof buildLoggedApp>>;
beforeAll(async () => {
  t = await createTestApp();
  logged = await buildLoggedApp(t.handle);
});
afterAll(() => logged.app.close());

describe('logs hold no personal data (issue 13)', () => {
  it('logs a database error by code, constraint, table and request id, never by its statement or values', async () => {
    const merchant = await createMerchant(t.handle.db);
    const email = 'ottilie.privat@example.test';
    const customer = { merchantId: merchant.id, firstName: 'Ottilie', lastName: 'Privatnachname', email };
    await t.handle.db.insert(customers).values(customer);
    // A route whose statement fails: the second customer with the same e-mail breaks customers_email_key.
    logged.app.get('/probe/duplicate-customer', async () => {
      await t.handle.db.insert(customers).values(customer);
      return {};
    });

    const response = await logged.app.inject({
      method: 'GET',
      url: '/probe/duplicate-customer?search=Privatnachname&email=ottilie.privat%40example.test',
    });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: 'INTERNAL_ERROR', message: errorWordings.INTERNAL_ERROR },
    });
    const log = logged.lines.join('\n');
    for (const value of [
      email,
      'ottilie.privat%40example.test',
      'Privatnachname',
      'Ottilie',
      'insert into',
    ]) {
      expect(log).not.toContain(value);
    }
    const lines = logged.lines.map((line) => JSON.parse(line) as LogLine);
    const incoming = lines.find((line) => line.req?.url?.startsWith('/probe/duplicate-customer'));
    expect(incoming?.req?.url).toBe('/probe/duplicate-customer?search=[redacted]&email=[redacted]');
    const failure = lines.find((line) => line.msg === 'unhandled error');
    expect(failure?.reqId).toBe(incoming?.reqId);
    expect(failure?.err).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'database error 23505',
      code: '23505',
      constraint: 'customers_email_key',
      table: 'customers',
    });
  });
});
