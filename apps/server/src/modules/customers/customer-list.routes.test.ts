import type { CustomerList } from '@paybook/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../test/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { addCustomer, setUpCustomers } from './customers-test-setup.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const list = (client: TestClient, query: string, body: object = {}) =>
  client.put(`/api/customer/search${query}`, body);
const names = (response: { json: () => CustomerList }) => response.json().data.map((row) => row.name);

async function threeCustomers(client: TestClient) {
  const grace = await addCustomer(client, {
    first_name: 'Grace',
    last_name: 'Hopper',
    email: 'grace@navy.test',
    company: 'Navy',
    phone: '303-555-0199',
    billing_address: {
      street_address1: '1 Fleet St',
      city: 'Arlington',
      state_code: 'VA',
      zip_code: '22201',
    },
  });
  const alan = await addCustomer(client, {
    first_name: 'alan',
    last_name: 'Turing',
    email: 'alan@bletchley.test',
  });
  const ada = await addCustomer(client, {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@engine.test',
  });
  return { grace, alan, ada };
}

describe('PUT /api/customer/search (spec 2 §2.1 list, §7, §9)', () => {
  it('sorts by name ascending by default, pages and counts, and shows customer numbers', async () => {
    const s = await setUpCustomers(t);
    const { grace, alan, ada } = await threeCustomers(s.owner);
    const all = await list(s.clerk, '');
    expect(all.statusCode).toBe(200);
    expect(names(all)).toEqual(['Ada Lovelace', 'alan Turing', 'Grace Hopper']);
    expect(all.json().total_item_count).toBe(3);
    expect(all.json().data[2]).toEqual({
      id: grace.id,
      customer_number: grace.customer_number,
      name: 'Grace Hopper',
      company_name: 'Navy',
      user_name: '',
      email: 'grace@navy.test',
      phone: '3035550199',
      billing_zip_code: '22201',
      order_count: 0,
      created_at: grace.created_at,
      last_order_date: null,
    });
    const page2 = await list(s.owner, '?page=2&items_per_page=2');
    expect(names(page2)).toEqual(['Grace Hopper']);
    expect(page2.json().total_item_count).toBe(3);
    const byNumber = await list(s.owner, '?sort_by=customer_number&sort_direction=desc');
    expect(byNumber.json().data.map((row: { id: number }) => row.id)).toEqual([ada.id, alan.id, grace.id]);
    const byEmail = await list(s.owner, '?sort_by=email');
    expect(names(byEmail)).toEqual(['Ada Lovelace', 'alan Turing', 'Grace Hopper']);
    const byCreated = await list(s.owner, '?sort_by=created_at&sort_direction=desc');
    expect(byCreated.json().data[0].id).toBe(ada.id);
  });

  it('answers only the projected columns, plus id and customer_number', async () => {
    const s = await setUpCustomers(t);
    const { grace } = await threeCustomers(s.owner);
    const response = await list(s.owner, '?sort_by=billing_zip_code&sort_direction=desc', {
      projections: ['email', 'order_count'],
    });
    expect(response.json().data[0]).toEqual({
      id: grace.id,
      customer_number: grace.customer_number,
      email: 'grace@navy.test',
      order_count: 0,
    });
  });

  it('searches names, company, e-mail, phone digits and numbers, ignoring case', async () => {
    const s = await setUpCustomers(t);
    const { grace } = await threeCustomers(s.owner);
    const search = (text: string) => list(s.owner, '', { query: { search: text } });
    expect(names(await search('HOPP'))).toEqual(['Grace Hopper']);
    expect(names(await search('race hop'))).toEqual(['Grace Hopper']);
    expect(names(await search('navy'))).toEqual(['Grace Hopper']);
    expect(names(await search('@bletchley'))).toEqual(['alan Turing']);
    // A whole address is looked up exactly (decision 38): any case, but not as a substring.
    expect(names(await search('GRACE@NAVY.TEST'))).toEqual(['Grace Hopper']);
    expect(names(await search('race@navy.test'))).toEqual([]);
    expect(names(await search('(303) 555-0199'))).toEqual(['Grace Hopper']);
    expect(names(await search('5550199'))).toEqual(['Grace Hopper']);
    // Only a phone-like term matches by its digits alone.
    expect(names(await search('alan 0199'))).toEqual([]);
    expect((await search('100%')).json()).toEqual({ data: [], total_item_count: 0 });
    const byNumber = await search(String(grace.customer_number));
    expect(byNumber.json().data.map((row: { id: number }) => row.id)).toContain(grace.id);
    const lov = await search('lov');
    expect(lov.json().total_item_count).toBe(1);
  });

  it('400 naming the field, stops at 10,000, every user reads it, and other merchants never show', async () => {
    const s = await setUpCustomers(t);
    await threeCustomers(s.owner);
    const badSort = await list(s.owner, '?sort_by=password');
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json().error.details[0].property).toBe('sort_by');
    const tooBig = await list(s.owner, '?items_per_page=51');
    expect(tooBig.json().error.details[0].property).toBe('items_per_page');
    const beyond = await list(s.owner, '?page=201');
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().error.details[0].property).toBe('page');
    expect((await list(s.owner, '?page=200')).statusCode).toBe(200);
    const badProjection = await list(s.owner, '', { projections: ['ssn'] });
    expect(badProjection.json().error.details[0].property).toBe('projections.0');
    // spec 1 §6: every user reads the list (default claim customers.list).
    expect((await list(s.reporter, '')).statusCode).toBe(200);
    const other = await setUpCustomers(t);
    expect((await list(other.owner, '')).json()).toEqual({ data: [], total_item_count: 0 });
  });
});

describe('POST /api/customer/search (spec 2 §5 duplicate search)', () => {
  it('finds by e-mail ignoring case, else exact names; excludes exclude_id; every user may search; tenancy', async () => {
    const s = await setUpCustomers(t);
    const { grace, alan } = await threeCustomers(s.owner);
    const twin = await addCustomer(s.owner, { first_name: 'alan', last_name: 'Turing', email: '' });
    const dedupe = (body: object) => s.clerk.post('/api/customer/search', body);
    const byEmail = await dedupe({ email: ' GRACE@navy.test', first_name: 'Someone', last_name: 'Else' });
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json().data).toEqual([
      {
        id: grace.id,
        customer_number: grace.customer_number,
        first_name: 'Grace',
        last_name: 'Hopper',
        company: 'Navy',
        email: 'grace@navy.test',
        phone: '3035550199',
      },
    ]);
    const byName = await dedupe({ first_name: 'alan', last_name: 'Turing' });
    expect(byName.json().data.map((row: { id: number }) => row.id)).toEqual([alan.id, twin.id]);
    expect((await dedupe({ first_name: 'Alan', last_name: 'Turing' })).json().data).toEqual([]);
    const excluded = await dedupe({ first_name: 'alan', last_name: 'Turing', exclude_id: twin.id });
    expect(excluded.json().data.map((row: { id: number }) => row.id)).toEqual([alan.id]);
    expect((await dedupe({ first_name: 'alan' })).json().data).toEqual([]);
    const bad = await dedupe({ exclude_id: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].property).toBe('exclude_id');
    expect((await s.reporter.post('/api/customer/search', { email: 'grace@navy.test' })).statusCode).toBe(
      200,
    );
    const other = await setUpCustomers(t);
    expect(
      (await other.owner.post('/api/customer/search', { email: 'grace@navy.test' })).json().data,
    ).toEqual([]);
  });
});
