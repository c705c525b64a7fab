import type { LoginContext, SupportMerchant, SupportMerchantUser } from '@paybook/contracts';
import { type AccessSubject, buildAccessSubject } from '@paybook/domain';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { DEMO_PASSWORD, demoMerchants, demoSupportUser } from '../../seed/demo-data.ts';
import { TestClient } from '../client.ts';
import type { OwnObjects } from './known-ids.ts';

// Issue 23 point 3: the callers of the access matrix: anonymous, every demo user of DEMO.md, and a
// support user impersonating a merchant's owner. A caller's access subject comes from its own
// GET login_context through the domain's buildAccessSubject, as the web builds it: never a second table.

export type Caller = {
  name: string;
  kind: 'anonymous' | 'user' | 'support';
  client: TestClient;
  /** The merchant whose data the caller's own ids name (none for anonymous). */
  merchantId: number | null;
  /** For users and impersonations: the subject the domain's `meets` decides with. */
  subject: AccessSubject | null;
  /** The caller's own user and calendar (their own ids where an object has an owner). */
  own: OwnObjects;
  /** Also signed in to the support console (a support user impersonating a merchant's user). */
  alsoSupport?: boolean;
  /** Signs in again (after a call that ended the session). */
  renew: () => Promise<void>;
};

async function contextOf(client: TestClient): Promise<LoginContext> {
  const response = await client.get('/api/login_context');
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as LoginContext;
}

async function userCaller(app: FastifyInstance, userName: string): Promise<Caller> {
  const caller: Caller = {
    name: userName,
    kind: 'user',
    client: new TestClient(app),
    merchantId: null,
    subject: null,
    own: { userId: null, serviceProviderId: null },
    renew: async () => {
      caller.client = new TestClient(app);
      const login = await caller.client.post('/api/login', { user_name: userName, password: DEMO_PASSWORD });
      expect(login.statusCode, login.body).toBe(200);
      const context = await contextOf(caller.client);
      caller.merchantId = context.merchant.id;
      caller.subject = buildAccessSubject(context);
      caller.own = { userId: context.user.id, serviceProviderId: context.user.service_provider_id };
    },
  };
  await caller.renew();
  return caller;
}

/** Support signed in to the console and impersonating `userName` (ruling 11, spec 1 §2.4). */
async function impersonation(app: FastifyInstance, merchantName: string, userName: string): Promise<Caller> {
  const caller: Caller = {
    name: `support as ${userName}`,
    kind: 'user',
    alsoSupport: true,
    client: new TestClient(app),
    merchantId: null,
    subject: null,
    own: { userId: null, serviceProviderId: null },
    renew: async () => {
      caller.client = new TestClient(app);
      const { client } = caller;
      const login = { user_name: demoSupportUser.userName, password: DEMO_PASSWORD };
      expect((await client.post('/api/support/login', login)).statusCode).toBe(200);
      const search = `/api/support/merchants?query=${encodeURIComponent(merchantName)}`;
      const merchants = (await client.get(search)).json() as { data: SupportMerchant[] };
      const merchantId = merchants.data[0]?.id;
      const users = (await client.get(`/api/support/merchants/${merchantId}/users`)).json() as {
        data: SupportMerchantUser[];
      };
      const user = users.data.find((candidate) => candidate.user_name === userName);
      expect(user, `${userName} of ${merchantName}`).toBeDefined();
      const started = await client.post('/api/support/impersonate', { user_id: user?.id });
      expect(started.statusCode, started.body).toBe(200);
      const context = await contextOf(client);
      caller.merchantId = context.merchant.id;
      caller.subject = buildAccessSubject(context);
      caller.own = { userId: context.user.id, serviceProviderId: context.user.service_provider_id };
    },
  };
  await caller.renew();
  return caller;
}

/** Support signed in to the console only (for the console's own endpoints). */
async function supportConsole(app: FastifyInstance): Promise<Caller> {
  const caller: Caller = {
    name: 'support console',
    kind: 'support',
    client: new TestClient(app),
    merchantId: null,
    subject: null,
    own: { userId: null, serviceProviderId: null },
    renew: async () => {
      caller.client = new TestClient(app);
      const login = { user_name: demoSupportUser.userName, password: DEMO_PASSWORD };
      expect((await caller.client.post('/api/support/login', login)).statusCode).toBe(200);
    },
  };
  await caller.renew();
  return caller;
}

export async function signInCallers(app: FastifyInstance): Promise<Caller[]> {
  const anonymous: Caller = {
    name: 'anonymous',
    kind: 'anonymous',
    client: new TestClient(app),
    merchantId: null,
    subject: null,
    own: { userId: null, serviceProviderId: null },
    renew: async () => {},
  };
  const users: Caller[] = [];
  for (const merchant of demoMerchants) {
    for (const user of merchant.users) users.push(await userCaller(app, user.userName));
  }
  return [
    anonymous,
    ...users,
    await impersonation(app, 'Northwind', 'owner@northwind.test'),
    await supportConsole(app),
  ];
}
