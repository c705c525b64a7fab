import type { BulletinList, LoginContext, OutboxEmailList } from '@paybook/contracts';
import { CLIENT_ID_BASE } from '@paybook/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client.ts';
import { merchants, offerings, outboxEmails } from '../../db/schema/index.ts';
import { signIn, TestClient } from '../../test/client.ts';
import {
  createMerchant,
  createMerchantWithStaff,
  createSupportUser,
  TEST_PASSWORD,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { EXISTING_ACCOUNT_NOTICE } from './signup.service.ts';
import { VERIFICATION_EMAILS_PER_HOUR } from './verification.service.ts';

let t: TestApp;
let db: Database;

beforeAll(async () => {
  t = await createTestApp();
  db = t.handle.db;
});

let counter = 0;
const newEmail = () => `founder-${Date.now()}-${++counter}@example.test`;

const SIGNUP_PASSWORD = 'A-good-password-1';

/** Signs up, waits for the work after the answer, then signs in as the new owner (who lands on setup). */
async function signUp(email = newEmail()) {
  const client = new TestClient(t.app);
  // Each sign-up from its own address, clear of the per-address limit.
  const remoteAddress = `10.0.${Math.floor(counter / 200)}.${counter % 200}`;
  const signup = await client.post(
    '/api/signup',
    { first_name: 'Fran', last_name: 'Founder', email, password: SIGNUP_PASSWORD },
    { remoteAddress },
  );
  await t.app.background.idle();
  const response = await client.post(
    '/api/login',
    { user_name: email, password: SIGNUP_PASSWORD },
    { remoteAddress },
  );
  return { client, signup, response, email };
}

async function lastVerificationLink(merchantId: number): Promise<string> {
  const rows = await db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.merchantId, merchantId), eq(outboxEmails.kind, 'email_verification')))
    .orderBy(outboxEmails.id);
  const text = rows.at(-1)?.textBody ?? '';
  const match = /\/appointments\/verify\/(\S+)/.exec(text);
  if (!match?.[1]) throw new Error('no verification link');
  return match[1];
}

const setupBody = (overrides: Record<string, unknown> = {}) => ({
  business_name: 'Fran’s Studio',
  time_zone: 'America/Chicago',
  url_subdomain: `fran-${Date.now()}-${++counter}`,
  service: { name: 'Consultation', duration: 45, duration_display_unit: 'Minutes', price: '40.00' },
  ...overrides,
});

describe('POST signup (spec 1 §2.1 /signup)', () => {
  it("answers 'check your e-mail', creates an appointments merchant and its owner, and queues the verification e-mail", async () => {
    const { client, signup, response, email } = await signUp();
    expect(signup.statusCode).toBe(200);
    expect(signup.json()).toEqual({ status: 'check_email', email });
    // No session comes with the answer: the owner signs in with the chosen password.
    expect(signup.cookies.map((cookie) => cookie.name)).not.toContain('pb_session');
    expect(response.statusCode).toBe(200);
    const body = response.json<{ user: LoginContext['user']; merchant: LoginContext['merchant'] }>();
    expect(body.user).toMatchObject({ user_name: email, is_owner: true, is_admin: true });
    expect(body.user.access_rights).toContain('manage_configuration');
    expect(body.merchant).toMatchObject({
      product_name: 'appointments',
      client_id: 0,
      appointments_activated: false,
      time_zone: 'America/Denver',
    });
    const [row] = await db.select().from(merchants).where(eq(merchants.id, body.merchant.id));
    expect(row).toMatchObject({
      isDefaultTimeZone: true,
      isDefaultUrlSubdomain: true,
      emailUnverified: true,
      companyEmail: email,
    });
    expect(row?.urlSubdomain).toMatch(/^business-[0-9a-f]{8}$/);
    const context = await client.get('/api/login_context');
    expect(context.statusCode).toBe(200);
    expect(context.json<LoginContext>().features).toContain('appointments');
    expect(await lastVerificationLink(body.merchant.id)).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  });

  it('answers an e-mail that has an account the same, e-mails that address a notice and creates nothing', async () => {
    const { email, response } = await signUp();
    const merchantId = response.json().merchant.id as number;
    const client = new TestClient(t.app);
    const again = await client.post(
      '/api/signup',
      {
        first_name: 'Mallory',
        last_name: 'Other',
        email: email.toUpperCase(),
        password: 'Another-password-2',
      },
      { remoteAddress: '10.9.9.9' },
    );
    const fresh = await client.post(
      '/api/signup',
      { first_name: 'Fresh', last_name: 'Founder', email: `fresh-${email}`, password: SIGNUP_PASSWORD },
      { remoteAddress: '10.9.9.10' },
    );
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(again.json()).toEqual({ status: 'check_email', email });
    expect(again.cookies).toEqual(fresh.cookies);
    await t.app.background.idle();
    const notices = await db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.toAddress, email), eq(outboxEmails.kind, EXISTING_ACCOUNT_NOTICE)));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ merchantId, subject: 'You already have a Paybook account' });
    expect(notices[0]?.textBody).toContain('/forgot-password');
    // The account is unchanged: the new password does not sign in, the old one does.
    const other = await client.post('/api/login', { user_name: email, password: 'Another-password-2' });
    expect(other.statusCode).toBe(401);
    expect((await signIn(t.app, email, SIGNUP_PASSWORD)).cookies.has('pb_session')).toBe(true);
  });

  it('does the same in the answer for a new e-mail and one that has an account: one piece of work after it', async () => {
    const { email } = await signUp();
    const deferred: (() => Promise<void>)[] = [];
    const run = vi.spyOn(t.app.background, 'run').mockImplementation((work) => {
      deferred.push(work);
    });
    const post = (address: string, n: number) =>
      new TestClient(t.app).post(
        '/api/signup',
        { first_name: 'Same', last_name: 'Work', email: address, password: SIGNUP_PASSWORD },
        { remoteAddress: `10.8.8.${n}` },
      );
    try {
      const existing = await post(email, 1);
      const fresh = await post(`new-${email}`, 2);
      expect([existing.statusCode, fresh.statusCode]).toEqual([200, 200]);
      expect(run).toHaveBeenCalledTimes(2);
      // Nothing was looked up or created before the answer.
      expect(
        await db
          .select()
          .from(merchants)
          .where(eq(merchants.companyEmail, `new-${email}`)),
      ).toEqual([]);
    } finally {
      run.mockRestore();
    }
    for (const work of deferred) await work();
    expect(
      await db
        .select()
        .from(merchants)
        .where(eq(merchants.companyEmail, `new-${email}`)),
    ).toHaveLength(1);
  });

  it('validation names the field: e-mail and password', async () => {
    const bad = await new TestClient(t.app).post('/api/signup', {
      first_name: 'A',
      last_name: 'B',
      email: 'not-an-email',
      password: 'A-good-password-1',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].property).toBe('email');

    const short = await new TestClient(t.app).post('/api/signup', {
      first_name: 'A',
      last_name: 'B',
      email: newEmail(),
      password: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.details).toEqual([
      { property: 'password', message: 'The password must have at least 10 characters.' },
    ]);
  });

  it('is rate-limited per address like sign-in (429)', async () => {
    const limited = await createTestApp({ SIGNUP_MAX_PER_ADDRESS: '1' });
    const post = () =>
      new TestClient(limited.app).post('/api/signup', {
        first_name: 'A',
        last_name: 'B',
        email: newEmail(),
        password: 'A-good-password-1',
      });
    expect((await post()).statusCode).toBe(200);
    const second = await post();
    expect(second.statusCode).toBe(429);
  });
});

describe('POST merchant/setup (spec 1 §4.5)', () => {
  it('sets the business up, creates the first service, activates appointments and assigns the client id', async () => {
    const { client, response } = await signUp();
    const merchantId = response.json().merchant.id as number;
    const body = setupBody();
    const setup = await client.post('/api/merchant/setup', body);
    expect(setup.statusCode).toBe(200);
    expect(setup.json().merchant).toMatchObject({
      name: 'Fran’s Studio',
      time_zone: 'America/Chicago',
      url_subdomain: body.url_subdomain,
      appointments_activated: true,
      client_id: CLIENT_ID_BASE + merchantId,
    });
    const context = (await client.get('/api/login_context')).json<LoginContext>();
    expect(context.merchant.client_id).not.toBe(0);
    const services = await db.select().from(offerings).where(eq(offerings.merchantId, merchantId));
    expect(services).toHaveLength(1);
    expect(services[0]).toMatchObject({
      name: 'Consultation',
      durationMinutes: 45,
      priceCents: 4000,
      isBookable: true,
    });
    const [row] = await db.select().from(merchants).where(eq(merchants.id, merchantId));
    expect(row).toMatchObject({ isDefaultTimeZone: false, isDefaultUrlSubdomain: false });
    // spec 1 §4.4: the first service completes add_service.
    const bulletins = (await client.get('/api/merchant/bulletins')).json<BulletinList>();
    expect(bulletins.data.map((b) => b.name)).not.toContain('add_service');
    // Once only.
    expect((await client.post('/api/merchant/setup', setupBody())).statusCode).toBe(409);
  });

  it('validation names the field: url_subdomain, time_zone, service.price, service.duration, business_name', async () => {
    const { client } = await signUp();
    const cases: [Record<string, unknown>, string][] = [
      [{ url_subdomain: 'Bad Address!' }, 'url_subdomain'],
      [{ time_zone: 'Mars/Olympus' }, 'time_zone'],
      [{ business_name: '' }, 'business_name'],
      [{ service: { name: 'X', duration: 30, price: 'abc' } }, 'service.price'],
      [{ service: { name: 'X', duration: 900, price: '10' } }, 'service.duration'],
      [{ service: { name: '', duration: 30, price: '10' } }, 'service.name'],
    ];
    for (const [overrides, property] of cases) {
      const response = await client.post('/api/merchant/setup', setupBody(overrides));
      expect(response.statusCode, property).toBe(400);
      expect(response.json().error.details[0].property, property).toBe(property);
    }
  });

  it('a booking address of another merchant is taken (400 url_subdomain)', async () => {
    const other = await createMerchant(db);
    const { client } = await signUp();
    const response = await client.post(
      '/api/merchant/setup',
      setupBody({ url_subdomain: other.urlSubdomain }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0]).toEqual({
      property: 'url_subdomain',
      message: 'This booking address is taken',
    });
  });

  it('spec 1 §6: refused (403) without manage_configuration', async () => {
    const { staff } = await createMerchantWithStaff(db, ['manage_appointments'], {
      productName: 'appointments',
      appointmentsActivated: false,
      clientId: 0,
    });
    const client = await signIn(t.app, staff.userName);
    expect((await client.post('/api/merchant/setup', setupBody())).statusCode).toBe(403);
  });
});

describe('e-mail verification (spec 3 §2.5, §7 PUT verify_email/{code}; spec 1 §7 Account)', () => {
  it('verifies with the e-mailed code, clears the flag and completes email_validation', async () => {
    const { client, response } = await signUp();
    const merchantId = response.json().merchant.id as number;
    const code = await lastVerificationLink(merchantId);
    const verified = await client.put(`/api/verify_email/${code}`);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ email_unverified: false });
    const [row] = await db.select().from(merchants).where(eq(merchants.id, merchantId));
    expect(row?.emailUnverified).toBe(false);
    const bulletins = (await client.get('/api/merchant/bulletins')).json<BulletinList>();
    expect(bulletins.data.map((b) => b.name)).not.toContain('email_validation');
    // Single use.
    expect((await client.put(`/api/verify_email/${code}`)).statusCode).toBe(404);
  });

  it('another merchant’s code and an unknown code answer 404', async () => {
    const a = await signUp();
    const b = await signUp();
    const codeOfA = await lastVerificationLink(a.response.json().merchant.id);
    expect((await b.client.put(`/api/verify_email/${codeOfA}`)).statusCode).toBe(404);
    expect((await b.client.put('/api/verify_email/nope')).statusCode).toBe(404);
    // A's code still works for A.
    expect((await a.client.put(`/api/verify_email/${codeOfA}`)).statusCode).toBe(200);
  });

  it('resend: a new link replaces the old one; refused once verified', async () => {
    const { client, response, email } = await signUp();
    const merchantId = response.json().merchant.id as number;
    const first = await lastVerificationLink(merchantId);
    const resent = await client.post('/api/merchant/verification_email');
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({ sent_to: email });
    const second = await lastVerificationLink(merchantId);
    expect(second).not.toBe(first);
    expect((await client.put(`/api/verify_email/${first}`)).statusCode).toBe(404);
    expect((await client.put(`/api/verify_email/${second}`)).statusCode).toBe(200);
    expect((await client.post('/api/merchant/verification_email')).statusCode).toBe(409);
  });

  it('resend: at most five verification e-mails an hour, the sign-up one included (429)', async () => {
    const { client } = await signUp();
    for (let sent = 1; sent < VERIFICATION_EMAILS_PER_HOUR; sent++) {
      expect((await client.post('/api/merchant/verification_email')).statusCode).toBe(200);
    }
    const refused = await client.post('/api/merchant/verification_email');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('TOO_MANY_ATTEMPTS');
  });

  it('needs a session (401)', async () => {
    expect((await new TestClient(t.app).put('/api/verify_email/abc')).statusCode).toBe(401);
  });
});

describe('GET get_fees, GET merchant/upgrade_url, POST merchant/upgrade (spec 1 §7, ruling 12)', () => {
  it('answers the fee table as a Key/Value list', async () => {
    const { client } = await signUp();
    const response = await client.get('/api/get_fees');
    expect(response.statusCode).toBe(200);
    expect(response.json().data[0]).toEqual({
      key: 'Card payments (online, invoices, booking page)',
      value: '2.9% + $0.30',
    });
  });

  it('answers the in-app upgrade page while a higher tier exists', async () => {
    const { client } = await signUp();
    expect((await client.get('/api/merchant/upgrade_url')).json()).toEqual({ upgrade_url: '/upgrade' });
    const { owner } = await createMerchantWithStaff(db, [], { productName: 'full_product' });
    const top = await signIn(t.app, owner.userName);
    expect((await top.get('/api/merchant/upgrade_url')).json()).toEqual({ upgrade_url: null });
  });

  it('ruling 12: upgrading changes the tier and features', async () => {
    const { client } = await signUp();
    const response = await client.post('/api/merchant/upgrade', { product_name: 'full_product' });
    expect(response.statusCode).toBe(200);
    expect(response.json().merchant).toMatchObject({ product_name: 'full_product', has_payments: true });
    const context = (await client.get('/api/login_context')).json<LoginContext>();
    expect(context.merchant.product_name).toBe('full_product');
    expect(context.features).toContain('online_store');
  });

  it('validation names product_name', async () => {
    const { client } = await signUp();
    const same = await client.post('/api/merchant/upgrade', { product_name: 'appointments' });
    expect(same.statusCode).toBe(400);
    expect(same.json().error.details[0].property).toBe('product_name');
    const unknown = await client.post('/api/merchant/upgrade', { product_name: 'platinum' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.details[0].property).toBe('product_name');
  });

  it('decided: only the owner or an administrator upgrades (403)', async () => {
    const { staff } = await createMerchantWithStaff(db, ['manage_configuration'], {
      productName: 'appointments',
    });
    const client = await signIn(t.app, staff.userName);
    expect((await client.post('/api/merchant/upgrade', { product_name: 'full_product' })).statusCode).toBe(
      403,
    );
  });
});

describe('GET support/merchants/{id}/emails (ruling 7: the outbox in the support console)', () => {
  async function supportClient() {
    const support = await createSupportUser(db);
    const client = new TestClient(t.app);
    await client.post('/api/support/login', { user_name: support.userName, password: TEST_PASSWORD });
    return client;
  }

  it('lists the merchant’s recent e-mails with their links', async () => {
    const { response } = await signUp();
    const merchantId = response.json().merchant.id as number;
    const client = await supportClient();
    const list = await client.get(`/api/support/merchants/${merchantId}/emails`);
    expect(list.statusCode).toBe(200);
    const [email] = list.json<OutboxEmailList>().data;
    expect(email).toMatchObject({ kind: 'email_verification', status: 'pending', attempts: 0 });
    expect(email?.text).toContain('/appointments/verify/');
  });

  it('an unknown merchant answers 404; a merchant user is refused (401)', async () => {
    const client = await supportClient();
    expect((await client.get('/api/support/merchants/999999999/emails')).statusCode).toBe(404);
    const { client: merchantUser, response } = await signUp();
    const own = response.json().merchant.id as number;
    expect((await merchantUser.get(`/api/support/merchants/${own}/emails`)).statusCode).toBe(401);
  });
});
