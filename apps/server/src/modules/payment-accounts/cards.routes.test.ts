import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { signIn } from '../../test/client.ts';
import { buildLoggedApp } from '../../test/logged-app.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { card, setUpCustomer, VISA } from './payment-accounts-test-setup.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('cards (spec 2 §3, §5, §7; ruling 5)', () => {
  it('adds a card through the processor: masked number, issuer, expiry; the first becomes the default', async () => {
    const { client: owner, customerId } = await setUpCustomer(t);
    const added = await owner.post('/api/account/creditcard', card(customerId));
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      customer_id: customerId,
      credit_card_number: '************4242',
      issuer: 'Visa',
      expiration_date: '0439',
      billing_zip_code: '80202',
      is_default: true,
      is_expired: false,
      can_edit: true,
      can_delete: true,
    });
    const amex = await owner.post(
      '/api/account/creditcard',
      card(customerId, { card_number: '378282246310005', cvv: '1234' }),
    );
    expect(amex.json()).toMatchObject({
      credit_card_number: '***********0005',
      issuer: 'Amex',
      is_default: false,
    });
    const list = await owner.get(`/api/customer/${customerId}/accounts`);
    expect(list.json().credit_card_accounts.map((c: { issuer: string }) => c.issuer)).toEqual([
      'Visa',
      'Amex',
    ]);
  });

  it('names the field: number (Luhn), CVV, expiry (month then two-digit year, not expired), zip', async () => {
    const { client: owner, customerId } = await setUpCustomer(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ card_number: '4242 4242 4242 4241' }, 'card_number'],
      [{ card_number: '' }, 'card_number'],
      [{ cvv: '12' }, 'cvv'],
      [{ card_number: '378282246310005', cvv: '123' }, 'cvv'],
      [{ expiration: '13/30' }, 'expiration'],
      [{ expiration: '01/20' }, 'expiration'],
      [{ expiration: '04/2030' }, 'expiration'],
      [{ billing_zip_code: '8020' }, 'billing_zip_code'],
      [{ billing_zip_code: '00000' }, 'billing_zip_code'],
    ];
    for (const [overrides, property] of cases) {
      const response = await owner.post('/api/account/creditcard', card(customerId, overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().error.details[0].property, JSON.stringify(overrides)).toBe(property);
    }
    const list = await owner.get(`/api/customer/${customerId}/accounts`);
    expect(list.json().credit_card_accounts).toEqual([]);
  });

  it('spec 2 §5: the international-postal-codes feature bypasses the zip check', async () => {
    const { client: owner, customerId } = await setUpCustomer(t);
    const refused = await owner.post(
      '/api/account/creditcard',
      card(customerId, { billing_zip_code: 'SW1A 1AA' }),
    );
    expect(refused.statusCode).toBe(400);
    const setup = await setUpCustomer(t);
    await t.handle.db.execute(
      sql`update merchants set features = array_append(features, 'accept_international_postal_codes') where id = ${setup.merchant.id}`,
    );
    const client = await signIn(t.app, setup.owner.userName);
    const added = await client.post(
      '/api/account/creditcard',
      card(setup.customerId, { billing_zip_code: 'SW1A 1AA' }),
    );
    expect(added.statusCode).toBe(201);
  });

  it('the sandbox refuses its documented test cards with the field named', async () => {
    const { client: owner, customerId } = await setUpCustomer(t);
    const expired = await owner.post(
      '/api/account/creditcard',
      card(customerId, { card_number: '4000000000000069' }),
    );
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.details[0]).toEqual({
      property: 'expiration',
      message: 'The card has expired. Use another card.',
    });
    const cvc = await owner.post(
      '/api/account/creditcard',
      card(customerId, { card_number: '4000000000000127' }),
    );
    expect(cvc.json().error.details[0].property).toBe('cvv');
  });

  it('edits the expiry (month then two-digit year) and zip; the number stays', async () => {
    const { client: owner, customerId } = await setUpCustomer(t);
    const { id } = (await owner.post('/api/account/creditcard', card(customerId))).json();
    const edited = await owner.put(`/api/account/creditcard/${id}`, {
      expiration: '1131',
      billing_zip_code: '60601',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      expiration_date: '1131',
      billing_zip_code: '60601',
      credit_card_number: '************4242',
    });
    const bad = await owner.put(`/api/account/creditcard/${id}`, { expiration: '0099' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].property).toBe('expiration');
  });

  it('ruling 5: the full number and CVV reach neither the database nor the logs', async () => {
    const { app, lines } = await buildLoggedApp(t.handle);
    const setup = await setUpCustomer(t);
    const client = await signIn(app, setup.owner.userName);
    const numbers = ['4242424242424242', '5555555555554444', '6011111111111117'];
    for (const number of numbers) {
      const added = await client.post(
        '/api/account/creditcard',
        card(setup.customerId, { card_number: number, cvv: '987' }),
      );
      expect(added.statusCode).toBe(201);
    }
    const refused = await client.post(
      '/api/account/creditcard',
      card(setup.customerId, { card_number: '4242424242424241', cvv: '987' }),
    );
    expect(refused.statusCode).toBe(400);
    // spec 2 §5: a card added with a new customer takes the same path.
    const withCustomer = await client.post('/api/customer', {
      first_name: 'Nina',
      last_name: 'New',
      card: { card_number: '5105105105105100', cvv: '987', expiration: '04/39' },
    });
    expect(withCustomer.statusCode).toBe(201);
    await app.close();

    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(3);
    // Every text column of every table, as text.
    const columns = await queryRows<{ table_name: string; column_name: string }>(
      t.handle.db,
      sql`select table_name, column_name from information_schema.columns
           where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb')`,
    );
    const stored: string[] = [];
    for (const { table_name, column_name } of columns) {
      const rows = await queryRows<{ value: string | null }>(
        t.handle.db,
        sql`select ${sql.identifier(column_name)}::text as value from ${sql.identifier(table_name)}`,
      );
      stored.push(...rows.map((row) => row.value ?? ''));
    }
    const everything = stored.join('\n');
    for (const number of [...numbers, '4242424242424241', '5105105105105100', VISA]) {
      expect(log).not.toContain(number);
      expect(everything).not.toContain(number);
    }
    expect(log).not.toContain('"987"');
    // The CVV as a value of its own; inside a token or hash ('c987d') it is a coincidence, not the CVV.
    expect(everything).not.toMatch(/(^|[^0-9a-z])987([^0-9a-z]|$)/i);
  });
});
