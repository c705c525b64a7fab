// A business of a test's own, made through the API: for tests that change what others read (MFA, a
// requirement on every staff member), so each test, and each retry of it, starts from a clean slate.

import type { CheckoutResponse } from '@paybook/contracts';
import { expect } from '@playwright/test';
import { ApiClient, DEMO_PASSWORD, uniqueSuffix } from './api-client.ts';

export const SUPPORT_USER = 'support@paybook.test';

export interface NewBusiness {
  merchantId: number;
  name: string;
  urlSubdomain: string;
  ownerEmail: string;
  password: string;
  /** Signed in as the owner. */
  owner: ApiClient;
  /** Signed in to the support console (reads the business's e-mails). */
  support: ApiClient;
}

interface OutboxEmail {
  kind: string;
  to: string;
  text: string;
}

/**
 * The merchant a sign-up made, once it exists: sign-up answers before the account is made (issue 13 §7,
 * the same answer whatever exists), so this waits as its owner waits for the e-mail, reading the support
 * console. Answers a support client that stays signed in.
 */
export async function awaitSignedUpMerchant(
  baseURL: string,
  ownerEmail: string,
): Promise<{ merchantId: number; support: ApiClient }> {
  const support = await ApiClient.create(baseURL);
  await support.post('/api/support/login', { user_name: SUPPORT_USER, password: DEMO_PASSWORD });
  let merchantId = 0;
  await expect
    .poll(
      async () => {
        const found = await support.get<{ data: Array<{ id: number }> }>('/api/support/merchants', {
          query: ownerEmail,
        });
        merchantId = found.data[0]?.id ?? 0;
        return merchantId;
      },
      { message: `the merchant of ${ownerEmail} after sign-up`, timeout: 30_000 },
    )
    .toBeGreaterThan(0);
  return { merchantId, support };
}

/**
 * Signs a new owner up and sets their business up (an appointments merchant with one service), as
 * /signup and /setup do. Sign-up answers before the account exists (issue 13 §7: the same answer
 * whatever exists), so this waits until the support console finds it, as its owner waits for the e-mail.
 */
export async function createBusiness(
  baseURL: string,
  options: { prefix: string; password: string; ownerFirstName?: string },
): Promise<NewBusiness> {
  const suffix = uniqueSuffix();
  const ownerEmail = `${options.prefix}-${suffix}@e2e.test`;
  const name = `${options.prefix} ${suffix}`;
  const urlSubdomain = `${options.prefix}-${suffix}`.toLowerCase();
  const anonymous = await ApiClient.create(baseURL);
  try {
    await anonymous.post('/api/signup', {
      first_name: options.ownerFirstName ?? 'Owner',
      last_name: suffix,
      email: ownerEmail,
      password: options.password,
    });
  } finally {
    await anonymous.dispose();
  }
  const { merchantId, support } = await awaitSignedUpMerchant(baseURL, ownerEmail);
  const owner = await ApiClient.create(baseURL);
  await owner.login(ownerEmail, options.password);
  await owner.post('/api/merchant/setup', {
    business_name: name,
    time_zone: 'America/Denver',
    url_subdomain: urlSubdomain,
    service: { name: 'Consultation', duration: 30, duration_display_unit: 'Minutes', price: '20' },
  });
  return { merchantId, name, urlSubdomain, ownerEmail, password: options.password, owner, support };
}

/**
 * A new business upgraded to the full product (the customer profile, payments, point of sale, stores and
 * terms need its features), as its owner upgrades it from /upgrade.
 */
export async function createFullProductBusiness(
  baseURL: string,
  options: { prefix: string; password: string },
): Promise<NewBusiness> {
  const business = await createBusiness(baseURL, options);
  await business.owner.post('/api/merchant/upgrade', { product_name: 'full_product' });
  return business;
}

/** The link of the newest e-mail of `kind` to `to`, once the outbox holds it. */
export async function emailedLink(
  business: NewBusiness,
  to: string,
  kind: string,
  pattern: RegExp,
): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const { data } = await business.support.get<{ data: OutboxEmail[] }>(
          `/api/support/merchants/${business.merchantId}/emails`,
        );
        const email = data.find((candidate) => candidate.to === to && candidate.kind === kind);
        link = email?.text.match(pattern)?.[0] ?? '';
        return link;
      },
      { message: `a ${kind} e-mail to ${to}`, timeout: 30_000 },
    )
    .not.toBe('');
  return link;
}

/**
 * Adds a staff member who can sign in: the owner adds them (spec 3 §5), and the password is chosen
 * through the welcome e-mail's link, as the staff member would.
 */
export async function addStaffMember(
  business: NewBusiness,
  baseURL: string,
  person: { firstName: string; lastName: string; email: string },
): Promise<void> {
  await business.owner.post('/api/hub/user', {
    email: person.email,
    first_name: person.firstName,
    last_name: person.lastName,
  });
  const link = await emailedLink(business, person.email, 'staff_welcome', /\/reset-password\/\S+/);
  const code = link.split('/').pop() ?? '';
  const anonymous = await ApiClient.create(baseURL);
  try {
    await anonymous.post(`/api/password_reset/${encodeURIComponent(code)}`, {
      new_password: business.password,
    });
  } finally {
    await anonymous.dispose();
  }
}

export async function disposeBusiness(business: NewBusiness): Promise<void> {
  await business.owner.dispose();
  await business.support.dispose();
}

/** A cash sale of one item to a new customer named `first last` (a report's rows of the business's own). */
async function cashSaleTo(business: NewBusiness, itemId: number, first: string, last: string) {
  const customer = await business.owner.post<{ id: number }>('/api/customer', {
    first_name: first,
    last_name: last,
  });
  const answer = await business.owner.post<CheckoutResponse>(
    '/api/cart/check_out',
    {
      cart: [{ offering_id: itemId, quantity: '1' }],
      customer: { id: customer.id },
      payment_mode: 'cash',
      amount_tendered: '20',
    },
    { idempotencyKey: `cash-sale-${uniqueSuffix()}` },
  );
  if (!answer.order) throw new Error(`The sale failed: ${answer.failure_reason}`);
}

/**
 * A full-product business whose reports hold two cash sales of its $15.00 Trim, to Ada Lovelace and to
 * Bob Babbage (the saved and e-mailed report tests filter them by name).
 */
export async function businessWithTwoSales(
  baseURL: string,
  options: { prefix: string; password: string },
): Promise<NewBusiness> {
  const business = await createFullProductBusiness(baseURL, options);
  try {
    const item = await business.owner.post<{ id: number }>('/api/catalog/offering', {
      name: 'Trim',
      price: '15.00',
    });
    await cashSaleTo(business, item.id, 'Ada', 'Lovelace');
    await cashSaleTo(business, item.id, 'Bob', 'Babbage');
    return business;
  } catch (error) {
    await disposeBusiness(business);
    throw error;
  }
}
