import type { CatalogueSearchResult } from '@paybook/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../test/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  addItem,
  everyOtherMondaySixTimes,
  expectFieldError,
  setUpCatalogue,
  signInWithoutCatalogue,
} from './catalogue-test-setup.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

async function search(client: TestClient, query: Record<string, string> = {}, filter: object = {}) {
  const params = new URLSearchParams(query).toString();
  const response = await client.put(`/api/offering/search${params ? `?${params}` : ''}`, { query: filter });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CatalogueSearchResult>();
}

const names = (result: CatalogueSearchResult) => result.data.map((item) => item.name);

/** A catalogue of a mat, a strap (per hour), a pass (recurring) and a bookable massage, in that order. */
async function setUpItems() {
  const setup = await setUpCatalogue(t);
  const { owner } = setup;
  const mat = await addItem(owner, { name: 'Yoga Mat', price: '25' });
  const strap = await addItem(owner, {
    name: 'yoga strap',
    price: '8',
    price_structure: 'per_unit',
    unit_name: 'Hour',
  });
  const pass = await addItem(owner, {
    name: 'Class Pass 100%',
    price: '120',
    price_structure: 'recurring',
    recurrence: everyOtherMondaySixTimes(),
  });
  const massage = await owner.post('/api/offering', {
    name: 'Massage',
    duration: 60,
    price: '80',
    is_bookable: true,
  });
  expect(massage.statusCode).toBe(200);
  return { ...setup, mat, strap, pass };
}

describe('PUT offering/search (spec 2 §7 grid search)', () => {
  it('spec 2 §9: newest first by default, with the total and each price text', async () => {
    const { owner } = await setUpItems();
    const result = await search(owner);
    expect(result.total_item_count).toBe(4);
    expect(names(result)).toEqual(['Massage', 'Class Pass 100%', 'yoga strap', 'Yoga Mat']);
    expect(result.data.map((item) => item.price_text)).toEqual([
      '$80.00',
      '$120.00 every 2 weeks on Monday, 6 times',
      '$8.00 per hour',
      '$25.00',
    ]);
  });

  it('spec 2 §9: items sort by name ignoring case, and by price', async () => {
    const { owner } = await setUpItems();
    expect(names(await search(owner, { sort_by: 'name', sort_direction: 'asc' }))).toEqual([
      'Class Pass 100%',
      'Massage',
      'Yoga Mat',
      'yoga strap',
    ]);
    expect(names(await search(owner, { sort_by: 'price', sort_direction: 'desc' }))).toEqual([
      'Class Pass 100%',
      'Massage',
      'Yoga Mat',
      'yoga strap',
    ]);
  });

  it('spec 2 §7: searches names ignoring case; wildcards are plain text', async () => {
    const { owner } = await setUpItems();
    const yoga = await search(owner, { sort_by: 'name', sort_direction: 'asc' }, { search: 'YOGA' });
    expect(names(yoga)).toEqual(['Yoga Mat', 'yoga strap']);
    expect(yoga.total_item_count).toBe(2);
    expect(names(await search(owner, {}, { search: '100%' }))).toEqual(['Class Pass 100%']);
    expect(names(await search(owner, {}, { search: '%' }))).toEqual(['Class Pass 100%']);
    expect(names(await search(owner, {}, { search: '_' }))).toEqual([]);
  });

  it('spec 2 §2.2: filters by kind (the payment form picks non-bookable items) and by status', async () => {
    const { owner, mat } = await setUpItems();
    expect(names(await search(owner, {}, { kind: 'bookable' }))).toEqual(['Massage']);
    expect((await search(owner, {}, { kind: 'non_bookable' })).total_item_count).toBe(3);
    await owner.put('/api/catalog/offering/bulk/deactivate', { offering_ids: [mat.id] });
    expect(names(await search(owner, {}, { status: 'inactive' }))).toEqual(['Yoga Mat']);
    expect((await search(owner, {}, { status: 'active' })).total_item_count).toBe(3);
  });

  it('spec 2 §7: pages keep the total of every match', async () => {
    const { owner } = await setUpItems();
    const second = await search(owner, {
      sort_by: 'name',
      sort_direction: 'asc',
      items_per_page: '3',
      page: '2',
    });
    expect(names(second)).toEqual(['yoga strap']);
    expect(second.total_item_count).toBe(4);
  });

  it("another merchant's items never appear; users without manage_configuration may search", async () => {
    const { clerk } = await setUpItems();
    const other = await setUpCatalogue(t);
    await addItem(other.owner, { name: 'Yoga Mat' });
    expect((await search(clerk, {}, { search: 'yoga' })).total_item_count).toBe(2);
  });

  it('spec 2 §2.3: a merchant without the catalogue features cannot search', async () => {
    const client = await signInWithoutCatalogue(t);
    expect((await client.put('/api/offering/search', { query: {} })).statusCode).toBe(403);
  });
});

describe('PUT catalog/offering/bulk/activate and /deactivate (spec 2 §4, §7)', () => {
  it('spec 2 §8: deactivates and activates the chosen items with the success message', async () => {
    const { owner, mat, strap, pass } = await setUpItems();
    const off = await owner.put('/api/catalog/offering/bulk/deactivate', {
      offering_ids: [mat.id, strap.id, mat.id],
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ updated_count: 2, message: 'You have successfully deactivated 2 item(s)' });
    expect(names(await search(owner, {}, { status: 'inactive' }))).toEqual(['yoga strap', 'Yoga Mat']);
    const on = await owner.put('/api/catalog/offering/bulk/activate', { offering_ids: [mat.id] });
    expect(on.json()).toEqual({ updated_count: 1, message: 'You have successfully activated 1 item(s)' });
    const still = await owner.get(`/api/catalog/offering/${pass.id}/with_images`);
    expect(still.json()).toMatchObject({ is_active: true });
  });

  it('spec 2 §5: an empty list is refused naming offering_ids', async () => {
    const { owner } = await setUpCatalogue(t);
    const response = await owner.put('/api/catalog/offering/bulk/activate', { offering_ids: [] });
    expectFieldError(response, 'offering_ids', 'Choose at least one item.');
  });

  it("another merchant's id is not found and nothing changes", async () => {
    const { owner, mat } = await setUpItems();
    const other = await setUpCatalogue(t);
    const theirs = await addItem(other.owner);
    const response = await owner.put('/api/catalog/offering/bulk/deactivate', {
      offering_ids: [mat.id, theirs.id],
    });
    expect(response.statusCode).toBe(404);
    expect((await search(owner, {}, { status: 'inactive' })).total_item_count).toBe(0);
    expect((await other.owner.get(`/api/catalog/offering/${theirs.id}/with_images`)).json()).toMatchObject({
      is_active: true,
    });
  });

  it('spec 2 §6: needs manage_configuration and the catalogue features', async () => {
    const { clerk, mat } = await setUpItems();
    const refused = await clerk.put('/api/catalog/offering/bulk/deactivate', { offering_ids: [mat.id] });
    expect(refused.statusCode).toBe(403);
    const client = await signInWithoutCatalogue(t);
    expect((await client.put('/api/catalog/offering/bulk/activate', { offering_ids: [1] })).statusCode).toBe(
      403,
    );
  });
});
