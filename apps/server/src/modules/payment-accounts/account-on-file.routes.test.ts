import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import { signIn, type TestClient } from '../../test/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertAccount, lockCustomer } from './payment-accounts.repository.ts';
import { bank, card, setUpCustomer } from './payment-accounts-test-setup.ts';

// spec 3 §2.5 card-account-dedupe, spec 2 §2.1 add card or bank account (issue 26 point 8): the same card
// or bank account on file for the customer is refused with 409 ACCOUNT_ON_FILE naming it, unless
// allow_duplicate.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const accountsOf = async (client: TestClient, customerId: number) =>
  (await client.get(`/api/customer/${customerId}/accounts`)).json<{
    credit_card_accounts: { id: number; is_default: boolean }[];
    ach_accounts: { id: number }[];
  }>();

/** Resolves once a session of this database waits for a lock (the add waiting for the customer's row). */
const waitForLockWaiter = () =>
  vi.waitFor(
    async () => {
      const [row] = await queryRows<{ waiting: number }>(
        t.handle.db,
        sql`select count(*)::int as waiting from pg_stat_activity
             where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if (!row?.waiting) throw new Error('no add waits for the lock yet');
    },
    { timeout: 10_000, interval: 20 },
  );

describe('the same card or bank account on file (spec 3 §2.5 card-account-dedupe)', () => {
  it('refuses the same card with 409 ACCOUNT_ON_FILE naming the one on file; allow_duplicate adds it', async () => {
    const { client, customerId } = await setUpCustomer(t);
    const first = (
      await client.post('/api/account/creditcard', card(customerId, { expiration: '12/38' }))
    ).json();
    // Typed another way, the number and expiry are the same card.
    const again = await client.post(
      '/api/account/creditcard',
      card(customerId, { card_number: '4242-4242-4242-4242', expiration: '1238', cvv: '999' }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: {
        code: 'ACCOUNT_ON_FILE',
        message: 'This card is already on file: Visa ending 4242, expires 12/38.',
      },
      existing_account_id: first.id,
      existing_account_description: 'Visa ending 4242, expires 12/38',
      // The customer's first account is their default, so the form need not make it so again.
      existing_account_is_default: true,
    });
    expect((await accountsOf(client, customerId)).credit_card_accounts).toHaveLength(1);

    const anyway = await client.post(
      '/api/account/creditcard',
      card(customerId, { expiration: '12/38', allow_duplicate: true }),
    );
    expect(anyway.statusCode).toBe(201);
    expect(anyway.json()).toMatchObject({ credit_card_number: '************4242', is_default: false });
    expect((await accountsOf(client, customerId)).credit_card_accounts).toHaveLength(2);
  });

  it('another expiry or another number is another card', async () => {
    const { client, customerId } = await setUpCustomer(t);
    expect((await client.post('/api/account/creditcard', card(customerId))).statusCode).toBe(201);
    const renewed = await client.post('/api/account/creditcard', card(customerId, { expiration: '05/39' }));
    expect(renewed.statusCode).toBe(201);
    // The second card is not the default: the refusal says so, and the form then makes it the default.
    const renewedAgain = await client.post(
      '/api/account/creditcard',
      card(customerId, { expiration: '05/39' }),
    );
    expect(renewedAgain.statusCode).toBe(409);
    expect(renewedAgain.json()).toMatchObject({
      existing_account_id: renewed.json().id,
      existing_account_is_default: false,
    });
    const other = await client.post(
      '/api/account/creditcard',
      card(customerId, { card_number: '4000056655665556' }),
    );
    expect(other.statusCode).toBe(201);
    expect((await accountsOf(client, customerId)).credit_card_accounts).toHaveLength(3);
  });

  it("only the customer's own accounts count: not another customer's, nor another merchant's", async () => {
    const mine = await setUpCustomer(t);
    const theirs = await setUpCustomer(t);
    expect((await theirs.client.post('/api/account/creditcard', card(theirs.customerId))).statusCode).toBe(
      201,
    );
    expect((await mine.client.post('/api/account/creditcard', card(mine.customerId))).statusCode).toBe(201);
    const customer = await mine.client.post('/api/customer', { first_name: 'Ola', last_name: 'Other' });
    const otherCustomer = customer.json().id;
    expect((await mine.client.post('/api/account/creditcard', card(otherCustomer))).statusCode).toBe(201);
  });

  it('a deleted card is no longer on file', async () => {
    const { client, customerId } = await setUpCustomer(t);
    const first = (await client.post('/api/account/creditcard', card(customerId))).json();
    expect((await client.delete(`/api/account/${first.id}`)).statusCode).toBe(204);
    const again = await client.post('/api/account/creditcard', card(customerId));
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ is_default: true });
  });

  /**
   * Another add of the same card, its row inserted and not yet committed, holding the customer's lock; then
   * `body` is sent and answers only once that add commits (were it not to wait, it would answer first).
   */
  async function addWhileAnotherIsWritten(body: (customerId: number) => object) {
    const setup = await setUpCustomer(t);
    const { merchant, customerId } = setup;
    let commit = () => {};
    const committing = new Promise<void>((resolve) => {
      commit = resolve;
    });
    let inserted = () => {};
    const isInserted = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const other = withTenant(t.handle.db, merchant.id, async (tx) => {
      await lockCustomer(tx, merchant.id, customerId);
      await insertAccount(tx, {
        merchantId: merchant.id,
        customerId,
        kind: 'card',
        processorToken: 'tok_other_add',
        lastFour: '4242',
        issuer: 'Visa',
        expirationMonth: 4,
        expirationYear: 2039,
      });
      inserted();
      await committing;
    });
    await isInserted;
    const add = setup.client.post('/api/account/creditcard', body(customerId));
    await Promise.race([add, waitForLockWaiter()]);
    commit();
    await other;
    return { answer: await add, ...setup };
  }

  it('an add waits for one of the same customer still being written, then sees its card', async () => {
    const { answer, client, customerId } = await addWhileAnotherIsWritten((id) => card(id));
    expect(answer.statusCode).toBe(409);
    expect(answer.json().existing_account_description).toBe('Visa ending 4242, expires 04/39');
    expect((await accountsOf(client, customerId)).credit_card_accounts).toHaveLength(1);
  });

  it('allow_duplicate waits too: the first account stays the one default', async () => {
    const { answer, client, customerId } = await addWhileAnotherIsWritten((id) =>
      card(id, { allow_duplicate: true }),
    );
    expect(answer.statusCode).toBe(201);
    expect(answer.json().is_default).toBe(false);
    const cards = (await accountsOf(client, customerId)).credit_card_accounts;
    expect(cards.map((row) => row.is_default)).toEqual([true, false]);
  });

  it('refuses the same bank account (routing, last four, type); another type or allow_duplicate adds it', async () => {
    const { client, customerId } = await setUpCustomer(t);
    const first = (await client.post('/api/account/ach', bank(customerId))).json();
    const again = await client.post('/api/account/ach', bank(customerId, { bank_name: 'Another name' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: {
        code: 'ACCOUNT_ON_FILE',
        message: 'This bank account is already on file: Checking account ending 6789, routing 021000021.',
      },
      existing_account_id: first.id,
      existing_account_description: 'Checking account ending 6789, routing 021000021',
      existing_account_is_default: true,
    });
    const savings = await client.post('/api/account/ach', bank(customerId, { account_type: 'savings' }));
    expect(savings.statusCode).toBe(201);
    const otherNumber = await client.post(
      '/api/account/ach',
      bank(customerId, { account_number: '55507788' }),
    );
    expect(otherNumber.statusCode).toBe(201);
    const anyway = await client.post('/api/account/ach', bank(customerId, { allow_duplicate: true }));
    expect(anyway.statusCode).toBe(201);
    expect((await accountsOf(client, customerId)).ach_accounts).toHaveLength(4);

    const deleted = await client.delete(`/api/account/${first.id}`);
    expect(deleted.statusCode).toBe(204);
    // The second copy is still on file.
    expect((await client.post('/api/account/ach', bank(customerId))).statusCode).toBe(409);
  });

  it('names allow_duplicate when it is not true or false; without the right to add it is 403', async () => {
    const { client, customerId } = await setUpCustomer(t);
    const bad = await client.post('/api/account/creditcard', card(customerId, { allow_duplicate: 'yes' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].property).toBe('allow_duplicate');

    const viewerSetup = await setUpCustomer(t, ['view_reports']);
    const viewer = await signIn(t.app, viewerSetup.staff.userName);
    const refused = await viewer.post(
      '/api/account/creditcard',
      card(viewerSetup.customerId, { allow_duplicate: true }),
    );
    expect(refused.statusCode).toBe(403);
    expect((await accountsOf(viewerSetup.client, viewerSetup.customerId)).credit_card_accounts).toEqual([]);
  });
});
