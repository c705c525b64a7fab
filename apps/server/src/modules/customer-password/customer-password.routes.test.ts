import type { Customer, TimelinePage } from '@paybook/contracts';
import type { CustomerPasswordLink, CustomerPasswordResetSent } from '@paybook/contracts/customer-password';
import type { MerchantOutboxPage } from '@paybook/contracts/email-templates';
import type { TimelineEmail } from '@paybook/contracts/timeline-email';
import { customerPasswordResetMessages, passwordMessages } from '@paybook/domain';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customerCredentials, customerPasswordResets, outboxEmails } from '../../db/schema/index.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { sha256 } from '../../lib/tokens.ts';
import { signIn, TestClient } from '../../test/client.ts';
import { createMerchantWithStaff } from '../../test/factories.ts';
import { lastEmailTo } from '../../test/staff-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { addCustomer, savedCustomerBody, setUpCustomers } from '../customers/customers-test-setup.ts';

// spec 2 §4, §7 customer_reset_password, §8 (issue 26 point 8, decisions 191 and 192).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const RESET = '/api/customer_reset_password';
const NEW_PASSWORD = 'Blue-harbour-lamp-7';
const linkPath = (token: string) => `/api/public/customer_password/${token}`;

/** A full_product merchant (with the customer portal) and a customer who has a user name and an e-mail. */
async function setUp(overrides: Record<string, unknown> = {}) {
  const s = await setUpCustomers(t);
  const customer = await addCustomer(s.owner, { user_name: 'Ada.L', ...overrides });
  return { ...s, customer };
}

const resetBody = (customer: Customer, overrides: Record<string, unknown> = {}) => ({
  customer_id: customer.id,
  username: customer.user_name,
  has_customer_portal: true,
  ...overrides,
});

function tokenIn(text: string): string {
  const match = /\/my-password\/([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no password link in: ${text}`);
  return match[1];
}

/** Sends the reset as the manager and answers the token the customer's e-mail holds. */
async function sendReset(s: Awaited<ReturnType<typeof setUp>>, overrides: Record<string, unknown> = {}) {
  const sent = await s.manager.post(RESET, resetBody(s.customer, overrides));
  expect(sent.statusCode, sent.body).toBe(200);
  const email = await lastEmailTo(t.handle.db, s.customer.email);
  return tokenIn(email!.textBody);
}

async function emailsOf(merchantId: number) {
  const [row] = await t.handle.db
    .select({ n: count() })
    .from(outboxEmails)
    .where(eq(outboxEmails.merchantId, merchantId));
  return row?.n ?? 0;
}

const detailsOf = (response: { json: () => unknown }) =>
  (response.json() as { error: { details: { property: string; message: string }[] } }).error.details;

describe('POST /api/customer_reset_password (spec 2 §7)', () => {
  it('e-mails the customer a single-use link in the portal wording, answered and on the timeline', async () => {
    const s = await setUp();
    const response = await s.manager.post(
      RESET,
      resetBody(s.customer, {
        client_id: s.merchant.id,
        redirect_url: 'https://portal.example.test/sign-in',
      }),
    );
    expect(response.statusCode).toBe(200);
    const sent = response.json<CustomerPasswordResetSent>();
    expect(sent).toMatchObject({ sent_to: s.customer.email, wording: 'portal' });
    const hours = (Date.parse(sent.expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);

    const email = await lastEmailTo(t.handle.db, s.customer.email);
    expect(email).toMatchObject({ kind: 'customer_password_reset', status: 'pending' });
    expect(email!.subject).toBe(`Choose a new password for ${s.merchant.name}`);
    expect(email!.textBody).toContain('Hello Ada,');
    expect(email!.textBody).toContain(
      `sign in to the ${s.merchant.name} customer portal with your user name, Ada.L`,
    );
    expect(email!.textBody).toContain('expires in 24 hours');
    // Only the token's hash is stored.
    const token = tokenIn(email!.textBody);
    const [link] = await t.handle.db
      .select()
      .from(customerPasswordResets)
      .where(eq(customerPasswordResets.merchantId, s.merchant.id));
    expect(link).toMatchObject({
      tokenHash: sha256(token),
      customerId: s.customer.id,
      hasCustomerPortal: true,
      redirectUrl: 'https://portal.example.test/sign-in',
      usedAt: null,
    });

    const timeline = (await s.owner.get(`/api/customer/timeline/${s.customer.id}`)).json<TimelinePage>();
    const line = timeline.data[0]!;
    expect(line).toMatchObject({ timeline_event_type: 'email_event', event_type: 'customer_password_reset' });
    // Decision 192: the merchant's pages say what went to whom, never the link: the sent e-mails page and
    // the timeline's e-mail view (decision 189: manage_customers; even they do not get the link).
    const outbox = (await s.owner.get('/api/notifications/outbox')).json<MerchantOutboxPage>();
    expect(outbox.data[0]).toMatchObject({ template_key: 'customer_password_reset', text: null });
    const viewed = await s.manager.get(`/api/customer/timeline/${line.id}/email`);
    expect(viewed.json<TimelineEmail>()).toMatchObject({
      template_key: 'customer_password_reset',
      to: s.customer.email,
      text: null,
      html: null,
    });
    expect(viewed.body).not.toContain(token);
  });

  it('words the e-mail for the legacy sign-in when the portal is not asked for', async () => {
    const s = await setUp();
    const response = await s.manager.post(RESET, resetBody(s.customer, { has_customer_portal: false }));
    expect(response.json<CustomerPasswordResetSent>().wording).toBe('legacy');
    const email = await lastEmailTo(t.handle.db, s.customer.email);
    expect(email!.textBody).toContain(
      `sign in where you pay ${s.merchant.name} online with your user name, Ada.L`,
    );
  });

  it.each([
    [
      'has no user name',
      { user_name: '' },
      { username: '' },
      'username',
      customerPasswordResetMessages.noUserName,
    ],
    [
      'is named by another user name',
      {},
      { username: 'Grace' },
      'username',
      customerPasswordResetMessages.wrongUserName,
    ],
    ['has no e-mail', { email: '' }, {}, 'email', customerPasswordResetMessages.noEmail],
  ])(
    'refuses a customer who %s with 422 naming the field, sending nothing',
    async (_case, customer, body, property, message) => {
      const s = await setUp(customer);
      const before = await emailsOf(s.merchant.id);
      const response = await s.manager.post(RESET, resetBody(s.customer, body));
      expect(response.statusCode).toBe(422);
      expect(detailsOf(response)).toEqual([{ property, message }]);
      expect(await emailsOf(s.merchant.id)).toBe(before);
    },
  );

  it('refuses the portal wording to a business without the portal (422 naming has_customer_portal)', async () => {
    const { merchant, owner } = await createMerchantWithStaff(t.handle.db, [], { productName: 'starter' });
    const client = await signIn(t.app, owner.userName);
    const customer = await addCustomer(client, { user_name: 'starter-customer' });
    const refused = await client.post(RESET, resetBody(customer));
    expect(refused.statusCode).toBe(422);
    expect(detailsOf(refused)[0]?.property).toBe('has_customer_portal');
    const legacy = await client.post(RESET, resetBody(customer, { has_customer_portal: false }));
    expect(legacy.statusCode).toBe(200);
    expect(await emailsOf(merchant.id)).toBe(1);
  });

  it("answers 404 for another merchant's customer or client_id", async () => {
    const s = await setUp();
    const other = await setUp();
    expect((await other.manager.post(RESET, resetBody(s.customer))).statusCode).toBe(404);
    const wrongClient = await s.manager.post(RESET, resetBody(s.customer, { client_id: other.merchant.id }));
    expect(wrongClient.statusCode).toBe(404);
    expect(await emailsOf(s.merchant.id)).toBe(0);
  });

  it('needs manage_customers (403 for a create_orders clerk)', async () => {
    const s = await setUp();
    expect((await s.clerk.post(RESET, resetBody(s.customer))).statusCode).toBe(403);
    expect((await s.reporter.post(RESET, resetBody(s.customer))).statusCode).toBe(403);
  });

  it('names the field of bad input (400)', async () => {
    const s = await setUp();
    const response = await s.manager.post(
      RESET,
      resetBody(s.customer, { redirect_url: 'javascript:alert(1)' }),
    );
    expect(response.statusCode).toBe(400);
    expect(detailsOf(response)[0]?.property).toBe('redirect_url');
  });

  it('sends one e-mail for a repeat with the same Idempotency-Key', async () => {
    const s = await setUp();
    const headers = { 'idempotency-key': 'reset-1' };
    const first = await s.manager.post(RESET, resetBody(s.customer), { headers });
    const repeat = await s.manager.post(RESET, resetBody(s.customer), { headers });
    expect(repeat.statusCode).toBe(200);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json()).toEqual(first.json());
    expect(await emailsOf(s.merchant.id)).toBe(1);
  });
});

describe('the public customer password page (spec 2 §7, decision 191)', () => {
  it('shows a valid link, saves the password once, and then says the link was used', async () => {
    const s = await setUp();
    const token = await sendReset(s, { redirect_url: 'https://portal.example.test' });
    const anonymous = new TestClient(t.app);
    const read = await anonymous.get(linkPath(token));
    expect(read.statusCode).toBe(200);
    expect(read.json<CustomerPasswordLink>()).toMatchObject({
      state: 'valid',
      business_name: s.merchant.name,
      url_subdomain: s.merchant.urlSubdomain,
      wording: 'portal',
      customer: { first_name: 'Ada', user_name: 'Ada.L' },
      redirect_url: 'https://portal.example.test',
    });

    const saved = await anonymous.post(linkPath(token), { new_password: NEW_PASSWORD });
    expect(saved.statusCode, saved.body).toBe(200);
    const credentials = await credentialsOf(s);
    expect(await verifyPassword(credentials!.passwordHash, NEW_PASSWORD)).toBe(true);
    const timeline = (await s.owner.get(`/api/customer/timeline/${s.customer.id}`)).json<TimelinePage>();
    expect(timeline.data[0]).toMatchObject({
      event_type: 'customer_updated_event',
      content: 'Changed: password (by the customer, with the e-mailed link)',
      created_by_staff_id: null,
    });

    const again = await anonymous.post(linkPath(token), { new_password: 'Another-lamp-8' });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ error: { code: 'PASSWORD_LINK_GONE' } });
    expect(again.json<{ error: { message: string } }>().error.message).toContain('already used');
    expect(await verifyPassword((await credentialsOf(s))!.passwordHash, NEW_PASSWORD)).toBe(true);
    expect((await anonymous.get(linkPath(token))).json<CustomerPasswordLink>()).toMatchObject({
      state: 'used',
      customer: null,
    });
  });

  it('refuses an expired link with 410 and says it expired', async () => {
    const s = await setUp();
    const token = await sendReset(s);
    await t.handle.db
      .update(customerPasswordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(customerPasswordResets.tokenHash, sha256(token)));
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get(linkPath(token))).json<CustomerPasswordLink>().state).toBe('expired');
    const refused = await anonymous.post(linkPath(token), { new_password: NEW_PASSWORD });
    expect(refused.statusCode).toBe(410);
    expect(refused.json<{ error: { message: string } }>().error.message).toContain('expired');
    expect(await credentialsOf(s)).toBeUndefined();
  });

  it('a newer link ends the earlier ones: only the newest e-mail sets the password', async () => {
    const s = await setUp();
    const first = await sendReset(s);
    const second = await sendReset(s);
    expect(second).not.toBe(first);
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get(linkPath(first))).json<CustomerPasswordLink>().state).toBe('expired');
    expect((await anonymous.post(linkPath(first), { new_password: NEW_PASSWORD })).statusCode).toBe(410);
    expect((await anonymous.post(linkPath(second), { new_password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('names new_password when the password breaks the rule, and keeps the link', async () => {
    const s = await setUp();
    const token = await sendReset(s);
    const anonymous = new TestClient(t.app);
    const short = await anonymous.post(linkPath(token), { new_password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(detailsOf(short)).toEqual([{ property: 'new_password', message: passwordMessages.tooShort }]);
    const userName = await anonymous.post(linkPath(token), { new_password: 'ADA.L'.padEnd(10, ' ') });
    expect(userName.statusCode).toBe(400);
    expect((await anonymous.get(linkPath(token))).json<CustomerPasswordLink>().state).toBe('valid');
  });

  it('answers 404 for an unknown link, and for a customer who no longer has a user name', async () => {
    const s = await setUp();
    const anonymous = new TestClient(t.app);
    const unknown = 'x'.repeat(43);
    expect((await anonymous.get(linkPath(unknown))).statusCode).toBe(404);
    expect((await anonymous.post(linkPath(unknown), { new_password: NEW_PASSWORD })).statusCode).toBe(404);
    const token = await sendReset(s);
    const cleared = await s.owner.put(
      `/api/customer/${s.customer.id}`,
      savedCustomerBody(s.customer, { user_name: '' }),
    );
    expect(cleared.statusCode).toBe(200);
    expect((await anonymous.get(linkPath(token))).statusCode).toBe(404);
  });
});

async function credentialsOf(s: Awaited<ReturnType<typeof setUp>>) {
  const [row] = await t.handle.db
    .select()
    .from(customerCredentials)
    .where(
      and(
        eq(customerCredentials.merchantId, s.merchant.id),
        eq(customerCredentials.customerId, s.customer.id),
      ),
    );
  return row;
}
