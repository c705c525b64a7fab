import type { Offering, OfferingInput } from '@paybook/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { calendarItems, serviceProviders } from '../../db/schema/index.ts';
import { signIn, type TestClient } from '../../test/client.ts';
import { createMerchantWithStaff, createUser, type MerchantRecord } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertTestImage } from '../images/test-images.ts';

let t: TestApp;
let db: Database;

beforeAll(async () => {
  t = await createTestApp();
  db = t.handle.db;
});

async function addProvider(merchant: MerchantRecord, firstName = 'Pat') {
  const user = await createUser(db, merchant, { firstName, lastName: 'Provider' });
  const [row] = await db
    .insert(serviceProviders)
    .values({ merchantId: merchant.id, userId: user.id })
    .returning();
  return row!;
}

const addImage = (merchant: MerchantRecord) => insertTestImage(db, merchant.id);

/** An appointments merchant with an owner, a manager of appointments (like Leo) and a provider. */
async function setUp() {
  const { merchant, owner, staff } = await createMerchantWithStaff(db, ['manage_appointments'], {
    productName: 'appointments',
  });
  const provider = await addProvider(merchant);
  return {
    merchant,
    provider,
    owner: await signIn(t.app, owner.userName),
    manager: await signIn(t.app, staff.userName),
  };
}

const massage = (overrides: Partial<OfferingInput> = {}): OfferingInput => ({
  name: 'Deep Tissue Massage',
  duration: 60,
  duration_display_unit: 'Minutes',
  buffer_minutes: 15,
  price: '95.5',
  is_bookable: true,
  ...overrides,
});

async function addOffering(client: TestClient, body: OfferingInput): Promise<Offering> {
  const response = await client.post('/api/offering', body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

function expectFieldError(response: { statusCode: number; json: () => unknown }, property: string) {
  expect(response.statusCode).toBe(400);
  const body = response.json() as { error: { details: { property: string; message: string }[] } };
  expect(body.error.details.map((detail) => detail.property)).toContain(property);
}

describe('POST offering (spec 1 §7 Services)', () => {
  it('spec 1 §3: adds a service with its providers and a new category; the price is a decimal string', async () => {
    const { owner, provider } = await setUp();
    const created = await addOffering(
      owner,
      massage({ service_provider_ids: [provider.id], offering_category_name: '  Massage  ' }),
    );
    expect(created).toMatchObject({
      name: 'Deep Tissue Massage',
      duration: 60,
      duration_display_unit: 'Minutes',
      duration_minutes: 60,
      buffer_minutes: 15,
      price: '95.50',
      is_active: true,
      is_bookable: true,
      service_provider_ids: [provider.id],
      service_providers: [{ id: provider.id, first_name: 'Pat', last_name: 'Provider' }],
      offering_category: { name: 'Massage' },
      image: null,
    });
  });

  it('spec 1 §3: a duration in Hours is kept in its unit and booked in minutes', async () => {
    const { owner } = await setUp();
    const created = await addOffering(owner, massage({ duration: 1.5, duration_display_unit: 'Hours' }));
    expect(created).toMatchObject({ duration: 1.5, duration_display_unit: 'Hours', duration_minutes: 90 });
  });

  it('spec 2 §5: a typed category name matches an existing one ignoring case', async () => {
    const { owner } = await setUp();
    const first = await addOffering(owner, massage({ offering_category_name: 'Hair Care' }));
    const second = await addOffering(owner, massage({ name: 'Trim', offering_category_name: 'hair care' }));
    expect(second.offering_category).toEqual(first.offering_category);
    const categories = (await owner.get('/api/offering_categories')).json();
    expect(categories.data).toEqual([first.offering_category]);
  });

  it.each([
    [{ duration: 721 }, 'duration', 'Duration can be at most 720 minutes.'],
    [
      { duration: 13, duration_display_unit: 'Hours' as const },
      'duration',
      'Duration can be at most 12 hours.',
    ],
    [{ duration: null }, 'duration', 'Enter a duration.'],
    [{ buffer_minutes: 20 as 0 }, 'buffer_minutes', 'Choose a buffer of 0, 5, 10, 15 or 30 minutes.'],
    [{ price: '12.345' }, 'price', 'Enter a price like 25 or 25.50, without thousands separators.'],
    [{ name: '  ' }, 'name', 'Enter a name.'],
  ])('spec 1 §5: %o is refused naming %s', async (overrides, property, message) => {
    const { owner } = await setUp();
    const response = await owner.post('/api/offering', massage(overrides));
    expectFieldError(response, property);
    expect(response.body).toContain(message);
  });

  it('refuses providers, categories and images of another merchant as bad fields', async () => {
    const { owner } = await setUp();
    const other = await setUp();
    const otherOffering = await addOffering(other.owner, massage({ offering_category_name: 'Theirs' }));
    const otherImage = await addImage(other.merchant);
    expectFieldError(
      await owner.post('/api/offering', massage({ service_provider_ids: [other.provider.id] })),
      'service_provider_ids',
    );
    expectFieldError(
      await owner.post(
        '/api/offering',
        massage({ offering_category_id: otherOffering.offering_category_id }),
      ),
      'offering_category_id',
    );
    expectFieldError(await owner.post('/api/offering', massage({ image_id: otherImage.id })), 'image_id');
  });

  it('spec 1 §2.3: a user without manage_configuration or manage_appointments gets 403', async () => {
    const { merchant } = await setUp();
    const viewer = await createUser(db, merchant, { accessRights: ['view_reports'] });
    const client = await signIn(t.app, viewer.userName);
    const response = await client.post('/api/offering', massage());
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe('You need the "Manage configuration" permission to do this.');
  });

  it('spec 1 §2.3: manage_appointments may add services', async () => {
    const { manager } = await setUp();
    await addOffering(manager, massage());
  });
});

describe('GET offerings/bookable (spec 1 §7, §9)', () => {
  it('spec 1 §9: pages by 20 by default, sorted by name, with the total', async () => {
    const { owner } = await setUp();
    for (let index = 0; index < 22; index += 1) {
      await addOffering(owner, massage({ name: `Service ${String(index).padStart(2, '0')}` }));
    }
    await addOffering(owner, massage({ name: 'A product', is_bookable: false }));
    const first = (await owner.get('/api/offerings/bookable?page=1')).json();
    expect(first.total_item_count).toBe(22);
    expect(first.data).toHaveLength(20);
    expect(first.data[0].name).toBe('Service 00');
    const second = (await owner.get('/api/offerings/bookable?page=2&items_per_page=20&sort_by=name')).json();
    expect(second.data.map((row: Offering) => row.name)).toEqual(['Service 20', 'Service 21']);
  });

  it('spec 1 §7: filters by category; another merchant’s category is 404', async () => {
    const { owner } = await setUp();
    const other = await setUp();
    const hair = await addOffering(owner, massage({ name: 'Cut', offering_category_name: 'Hair' }));
    await addOffering(owner, massage({ name: 'Massage', offering_category_name: 'Body' }));
    const response = await owner.get(
      `/api/offering_category/${hair.offering_category_id}/offerings/bookable`,
    );
    expect(response.json()).toMatchObject({ total_item_count: 1, data: [{ name: 'Cut' }] });
    const theirs = await other.owner.get(
      `/api/offering_category/${hair.offering_category_id}/offerings/bookable`,
    );
    expect(theirs.statusCode).toBe(404);
  });

  it('names the bad query field', async () => {
    const { owner } = await setUp();
    expectFieldError(await owner.get('/api/offerings/bookable?items_per_page=500'), 'items_per_page');
  });
});

describe('GET and PUT offering/{id} (spec 1 §7)', () => {
  it('spec 1 §7: reads one offering with its image and saves changes', async () => {
    const { owner, provider, merchant } = await setUp();
    const image = await addImage(merchant);
    const created = await addOffering(owner, massage({ image_id: image.id }));
    const read = (await owner.get(`/api/offering/${created.id}/with_images`)).json();
    expect(read.image).toEqual({ id: image.id, link: `/api/images/${image.publicKey}` });

    const saved = await owner.put(
      `/api/offering/${created.id}`,
      massage({ name: 'Hot Stone', price: '120', service_provider_ids: [provider.id], image_id: image.id }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      name: 'Hot Stone',
      price: '120.00',
      service_provider_ids: [provider.id],
    });
    expect((await owner.get(`/api/offering/${created.id}`)).json().name).toBe('Hot Stone');
  });

  it('another merchant’s offering is 404 for reads and writes', async () => {
    const { owner } = await setUp();
    const other = await setUp();
    const theirs = await addOffering(other.owner, massage());
    expect((await owner.get(`/api/offering/${theirs.id}`)).statusCode).toBe(404);
    expect((await owner.put(`/api/offering/${theirs.id}`, massage())).statusCode).toBe(404);
    expect((await owner.delete(`/api/offering/${theirs.id}`)).statusCode).toBe(404);
    expect((await owner.put(`/api/offering/${theirs.id}/deactivate`)).statusCode).toBe(404);
    expect((await owner.get(`/api/offering/${theirs.id}/has_future_appointments`)).statusCode).toBe(404);
    expect((await owner.delete(`/api/offering/${theirs.id}/image`)).statusCode).toBe(404);
  });

  it('PUT names the bad field', async () => {
    const { owner } = await setUp();
    const created = await addOffering(owner, massage());
    expectFieldError(await owner.put(`/api/offering/${created.id}`, massage({ duration: 0 })), 'duration');
  });
});

describe('activate and deactivate (spec 1 §4.1)', () => {
  it('spec 1 §4.1: manage_configuration toggles the status', async () => {
    const { owner } = await setUp();
    const created = await addOffering(owner, massage());
    const off = await owner.put(`/api/offering/${created.id}/deactivate`);
    expect(off.json().is_active).toBe(false);
    const on = await owner.put(`/api/offering/${created.id}/activate`);
    expect(on.json().is_active).toBe(true);
  });

  it('spec 1 §4.1: manage_appointments alone is refused with the reason', async () => {
    const { owner, manager } = await setUp();
    const created = await addOffering(owner, massage());
    const response = await manager.put(`/api/offering/${created.id}/deactivate`);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe('You need the "Manage configuration" permission to do this.');
    expect((await owner.get(`/api/offering/${created.id}`)).json().is_active).toBe(true);
  });
});

describe('GET offering/{id}/has_future_appointments (spec 1 §4.1, §7)', () => {
  it('spec 1 §7: only booked appointments still ahead count', async () => {
    const { owner, merchant, provider } = await setUp();
    const created = await addOffering(owner, massage());
    const url = `/api/offering/${created.id}/has_future_appointments`;
    const hour = 3_600_000;
    const book = (startsIn: number, status: 'booked' | 'cancelled') =>
      db.insert(calendarItems).values({
        kind: 'appointment',
        merchantId: merchant.id,
        serviceProviderId: provider.id,
        offeringId: created.id,
        startAt: new Date(Date.now() + startsIn),
        endAt: new Date(Date.now() + startsIn + hour),
        status,
      });
    await book(-48 * hour, 'booked');
    await book(24 * hour, 'cancelled');
    expect((await owner.get(url)).json()).toEqual({ has_future_appointments: false });
    await book(24 * hour, 'booked');
    expect((await owner.get(url)).json()).toEqual({ has_future_appointments: true });
  });
});

describe('DELETE offering/{id} and its image (spec 1 §7)', () => {
  it('spec 1 §7: a deleted service leaves the lists and reads as not found', async () => {
    const { owner, provider } = await setUp();
    const created = await addOffering(owner, massage({ service_provider_ids: [provider.id] }));
    const response = await owner.delete(`/api/offering/${created.id}`);
    expect(response.json()).toEqual({ ok: true });
    expect((await owner.get('/api/offerings/bookable')).json().total_item_count).toBe(0);
    expect((await owner.get(`/api/service_provider/${provider.id}/offerings/all`)).json().data).toEqual([]);
    expect((await owner.get(`/api/offering/${created.id}`)).statusCode).toBe(404);
  });

  it('spec 1 §7: removing the image clears it and deletes the file', async () => {
    const { owner, merchant } = await setUp();
    const image = await addImage(merchant);
    const created = await addOffering(owner, massage({ image_id: image.id }));
    const response = await owner.delete(`/api/offering/${created.id}/image`);
    expect(response.json()).toMatchObject({ image: null, image_id: null });
    expect((await owner.get(`/api/images/${image.publicKey}`)).statusCode).toBe(404);
  });

  it('spec 2 §7 DELETE offering/{id}/{version}: deletes the version seen; a later save keeps it (409)', async () => {
    const { owner } = await setUp();
    const created = await addOffering(owner, massage());
    await owner.put(`/api/offering/${created.id}`, massage({ name: 'Renamed massage' }));
    const stale = await owner.delete(`/api/offering/${created.id}/1`);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('CONFLICT');
    expect((await owner.get(`/api/offering/${created.id}`)).statusCode).toBe(200);
    expect((await owner.delete(`/api/offering/${created.id}/2`)).json()).toEqual({ ok: true });
    expect((await owner.get(`/api/offering/${created.id}`)).statusCode).toBe(404);
    expect((await owner.delete(`/api/offering/${created.id}/2`)).statusCode).toBe(404);
    const other = await setUp();
    const theirs = await addOffering(other.owner, massage());
    expect((await owner.delete(`/api/offering/${theirs.id}/1`)).statusCode).toBe(404);
    expect((await owner.delete(`/api/offering/${theirs.id}/0`)).statusCode).toBe(400);
  });

  it('a user without the rights cannot delete', async () => {
    const { owner, merchant } = await setUp();
    const created = await addOffering(owner, massage());
    const viewer = await createUser(db, merchant, { accessRights: ['create_orders'] });
    const client = await signIn(t.app, viewer.userName);
    expect((await client.delete(`/api/offering/${created.id}`)).statusCode).toBe(403);
    expect((await client.delete(`/api/offering/${created.id}/image`)).statusCode).toBe(403);
    expect((await client.delete(`/api/offering/${created.id}/1`)).statusCode).toBe(403);
  });
});

describe('POST offering_category (spec 2 §5 Catalogue)', () => {
  it('spec 2 §5: creates a category, then answers it for the same name in other case', async () => {
    const { owner } = await setUp();
    const created = (await owner.post('/api/offering_category', { name: ' Skin  Care ' })).json();
    expect(created.name).toBe('Skin Care');
    const again = (await owner.post('/api/offering_category', { name: 'skin care' })).json();
    expect(again).toEqual(created);
  });

  it('names the field and needs the settings rights', async () => {
    const { owner, merchant } = await setUp();
    expectFieldError(await owner.post('/api/offering_category', { name: '' }), 'name');
    const viewer = await createUser(db, merchant, { accessRights: [] });
    const client = await signIn(t.app, viewer.userName);
    expect((await client.post('/api/offering_category', { name: 'Nails' })).statusCode).toBe(403);
  });
});

describe('service_provider/{id}/offerings (spec 1 §7 Appointments)', () => {
  it("spec 1 §7: the provider's active bookable services, or all of them", async () => {
    const { owner, provider } = await setUp();
    const ids = [provider.id];
    await addOffering(owner, massage({ name: 'Active', service_provider_ids: ids }));
    await addOffering(owner, massage({ name: 'Inactive', is_active: false, service_provider_ids: ids }));
    await addOffering(owner, massage({ name: 'Not theirs' }));
    const bookable = (await owner.get(`/api/service_provider/${provider.id}/offerings`)).json();
    expect(bookable.data.map((row: Offering) => row.name)).toEqual(['Active']);
    const all = (await owner.get(`/api/service_provider/${provider.id}/offerings/all`)).json();
    expect(all.data.map((row: Offering) => row.name)).toEqual(['Active', 'Inactive']);
  });

  it("another merchant's provider is 404", async () => {
    const { owner } = await setUp();
    const other = await setUp();
    expect((await owner.get(`/api/service_provider/${other.provider.id}/offerings`)).statusCode).toBe(404);
  });
});
