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

/**
 * A caller whose `renew` signs a fresh client in with `signIn`; a merchant user's (also an impersonation)
 * then takes its merchant, subject and own objects from its login context.
 */
async function makeCaller(
  app: FastifyInstance,
  who: Pick<Caller, 'name' | 'kind' | 'alsoSupport'>,
  signIn: (client: TestClient) => Promise<void>,
): Promise<Caller> {
  const caller: Caller = {
    ...who,
    client: new TestClient(app),
    merchantId: null,
    subject: null,
    own: { userId: null, serviceProviderId: null },
    renew: async () => {
      caller.client = new TestClient(app);
      await signIn(caller.client);
      if (caller.kind !== 'user') return;
      const context = await contextOf(caller.client);
      caller.merchantId = context.merchant.id;
      caller.subject = buildAccessSubject(context);
      caller.own = { userId: context.user.id, serviceProviderId: context.user.service_provider_id };
    },
  };
  await caller.renew();
  return caller;
}

async function signInToConsole(client: TestClient): Promise<void> {
  const login = { user_name: demoSupportUser.userName, password: DEMO_PASSWORD };
  expect((await client.post('/api/support/login', login)).statusCode).toBe(200);
}

const userCaller = (app: FastifyInstance, userName: string) =>
  makeCaller(app, { name: userName, kind: 'user' }, async (client) => {
    const login = await client.post('/api/login', { user_name: userName, password: DEMO_PASSWORD });
    expect(login.statusCode, login.body).toBe(200);
  });

/** Support signed in to the console and impersonating `userName` (ruling 11, spec 1 §2.4). */
const impersonation = (app: FastifyInstance, merchantName: string, userName: string) =>
  makeCaller(app, { name: `support as ${userName}`, kind: 'user', alsoSupport: true }, async (client) => {
    await signInToConsole(client);
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
  });

/** Support signed in to the console only (for the console's own endpoints). */
const supportConsole = (app: FastifyInstance) =>
  makeCaller(app, { name: 'support console', kind: 'support' }, signInToConsole);

export async function signInCallers(app: FastifyInstance): Promise<Caller[]> {
  const anonymous = await makeCaller(app, { name: 'anonymous', kind: 'anonymous' }, async () => {});
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
