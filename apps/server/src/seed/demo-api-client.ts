import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../db/client.ts';
import { customers, users } from '../db/schema/index.ts';
import { DEMO_PASSWORD } from './demo-data.ts';

// Issue 25 point 9 (decision 146): the demo's invoices go through the API as the web app calls it, signed
// in as the merchant's owner (its session cookie and CSRF header), so they take the real money path.

export interface DemoApiClient {
  send(method: 'GET' | 'POST' | 'PUT', url: string, body?: object, key?: string): Promise<unknown>;
}

function checked(response: LightMyRequestResponse, what: string): unknown {
  if (response.statusCode >= 300)
    throw new Error(`demo seed: ${what} answered ${response.statusCode} ${response.body}`);
  return response.json();
}

/** Answers requests with the session of `userName`; a non-2xx answer throws (the seed fails whole). */
export async function signInDemo(
  app: FastifyInstance,
  userName: string,
  password: string,
): Promise<DemoApiClient> {
  const cookies = new Map<string, string>();
  const send = async (method: 'GET' | 'POST' | 'PUT', url: string, body?: object, key?: string) => {
    const csrf = cookies.get('csrf_token');
    const response = await app.inject({
      method,
      url,
      ...(body ? { payload: body } : {}),
      headers: { ...(csrf ? { 'x-csrf-token': csrf } : {}), ...(key ? { 'idempotency-key': key } : {}) },
      cookies: Object.fromEntries(cookies),
    });
    for (const cookie of response.cookies as { name: string; value: string }[])
      cookies.set(cookie.name, cookie.value);
    return checked(response, `${method} ${url}`);
  };
  await send('POST', '/api/login', { user_name: userName, password });
  return { send };
}

/** A session of the merchant's owner (DEMO.md sign-ins). */
export async function signInOwner(
  app: FastifyInstance,
  db: Database,
  merchantId: number,
): Promise<DemoApiClient> {
  const [owner] = await db
    .select({ userName: users.userName })
    .from(users)
    .where(and(eq(users.merchantId, merchantId), eq(users.isOwner, true)));
  if (!owner) throw new Error(`demo seed: merchant ${merchantId} has no owner`);
  return signInDemo(app, owner.userName, DEMO_PASSWORD);
}

/** A visitor without a session (the public invoice page). */
export function publicDemoClient(app: FastifyInstance): DemoApiClient {
  return {
    send: async (method, url, body, key) =>
      checked(
        await app.inject({
          method,
          url,
          ...(body ? { payload: body } : {}),
          headers: key ? { 'idempotency-key': key } : {},
        }),
        `${method} ${url}`,
      ),
  };
}

export interface DemoBuyer {
  id: number;
  email: string;
}

/**
 * The merchant's customers with an e-mail address, by customer number: an invoice is e-mailed to them,
 * and the checkout needs one for a recurring item.
 */
export async function customersWithEmail(db: Database, merchantId: number): Promise<DemoBuyer[]> {
  const rows = await db
    .select({ id: customers.id, email: customers.email })
    .from(customers)
    .where(and(eq(customers.merchantId, merchantId), isNull(customers.deletedAt), ne(customers.email, '')))
    .orderBy(asc(customers.customerNumber));
  return rows.flatMap((row) => (row.email ? [{ id: row.id, email: row.email }] : []));
}
