import type { CatalogueItem, Offering } from '@paybook/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { offerings } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  addItem,
  everyOtherMondaySixTimes,
  expectFieldError,
  itemBody,
  setUpCatalogue,
  signInWithoutCatalogue,
} from './catalogue-test-setup.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

async function storedRow(merchantId: number, id: number) {
  const [row] = await t.handle.db
    .select()
    .from(offerings)
    .where(and(eq(offerings.merchantId, merchantId), eq(offerings.id, id)));
  return row!;
}

describe('POST catalog/offering (spec 2 §7 Catalogue)', () => {
  it('spec 2 §4: a new item is fixed, active, preset-priced, without address; the price is a decimal string', async () => {
    const { owner } = await setUpCatalogue(t);
    const item = await addItem(owner);
    expect(item).toMatchObject({
      name: 'Yoga Mat',
      description: 'Non-slip, 6 mm.',
      price: '25.00',
      price_structure: 'fixed',
      is_price_manual_entry: false,
      is_active: true,
      is_bookable: false,
      is_taxable: false,
      address_option: 'no_address',
      unit_name: null,
      recurrence: null,
      fee_structure_ids: [],
      custom_fields_collection: [],
      price_text: '$25.00',
      duration: null,
      offering_category: null,
      image: null,
    });
    expect(Date.parse(item.created_at)).not.toBeNaN();
  });

  it('spec 2 §9: a per-unit price reads with the unit in lower case', async () => {
    const { owner } = await setUpCatalogue(t);
    const item = await addItem(owner, { price_structure: 'per_unit', unit_name: 'Hour', price: '40' });
    expect(item).toMatchObject({ unit_name: 'Hour', price_text: '$40.00 per hour', recurrence: null });
  });

  it('spec 2 §9: a recurring item reads "$25.00 every 2 weeks on Monday, 6 times"', async () => {
    const { owner } = await setUpCatalogue(t);
    const item = await addItem(owner, {
      name: 'Class pass',
      price_structure: 'recurring',
      recurrence: everyOtherMondaySixTimes(),
    });
    expect(item.recurrence).toEqual(everyOtherMondaySixTimes());
    expect(item.price_text).toBe('$25.00 every 2 weeks on Monday, 6 times');
    const read = await owner.get(`/api/catalog/offering/${item.id}/with_images`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(item);
  });

  it('spec 2 §4: a price entered at checkout needs no amount', async () => {
    const { owner } = await setUpCatalogue(t);
    const item = await addItem(owner, { is_price_manual_entry: true, price: '' });
    expect(item).toMatchObject({ price: '0.00', price_text: 'Price set at checkout' });
  });

  it.each([
    ['shipping_address', { serviceAddressRequired: false, shippingMethodSelector: 'delivery_only' }],
    ['service_address', { serviceAddressRequired: true, shippingMethodSelector: 'not_applicable' }],
    ['no_address', { serviceAddressRequired: false, shippingMethodSelector: 'not_applicable' }],
  ] as const)('spec 2 §4: address option %s is stored as %o', async (option, columns) => {
    const { owner, merchant } = await setUpCatalogue(t);
    const item = await addItem(owner, { address_option: option });
    expect(item.address_option).toBe(option);
    expect(await storedRow(merchant.id, item.id)).toMatchObject(columns);
  });

  it('spec 2 §5: a typed category matches an existing name ignoring case, else is created', async () => {
    const { owner } = await setUpCatalogue(t);
    const first = await addItem(owner, { offering_category_name: ' Yoga  Gear ' });
    const second = await addItem(owner, { name: 'Strap', offering_category_name: 'yoga gear' });
    expect(first.offering_category).toMatchObject({ name: 'Yoga Gear' });
    expect(second.offering_category).toEqual(first.offering_category);
    const third = await addItem(owner, { name: 'Block', offering_category_id: first.offering_category_id });
    expect(third.offering_category_id).toBe(first.offering_category_id);
  });

  it.each([
    [{ price: '' }, 'price', 'Enter a price.'],
    [{ price: '12.345' }, 'price', 'Enter a price like 25 or 25.50, without thousands separators.'],
    [{ name: ' ' }, 'name', 'Enter a name.'],
    [{ price_structure: 'per_unit' as const }, 'unit_name', 'Enter the unit the price is for, like hour.'],
    [{ price_structure: 'recurring' as const }, 'recurrence', 'Choose how often the item repeats.'],
    [
      {
        price_structure: 'recurring' as const,
        recurrence: { ...everyOtherMondaySixTimes(), periods_between_occurrence: 0 },
      },
      'recurrence.periods_between_occurrence',
      'Repeat every must be a whole number of 1 or more.',
    ],
    [
      {
        price_structure: 'recurring' as const,
        recurrence: {
          ...everyOtherMondaySixTimes(),
          weekly: { type: 'day_of_week' as const, day_of_week: null },
        },
      },
      'recurrence.weekly.day_of_week',
      'Choose a day of the week.',
    ],
    [
      { is_bookable: true },
      'is_bookable',
      'A bookable service needs a duration: add it as a service instead.',
    ],
  ])('spec 2 §5: %o is refused naming %s', async (overrides, property, message) => {
    const { owner } = await setUpCatalogue(t);
    const response = await owner.post('/api/catalog/offering', itemBody(overrides));
    expectFieldError(response, property, message);
  });

  it("refuses another merchant's category and image as bad fields", async () => {
    const { owner } = await setUpCatalogue(t);
    const other = await setUpCatalogue(t);
    const theirs = await addItem(other.owner, { offering_category_name: 'Theirs' });
    expectFieldError(
      await owner.post(
        '/api/catalog/offering',
        itemBody({ offering_category_id: theirs.offering_category_id }),
      ),
      'offering_category_id',
    );
    expectFieldError(await owner.post('/api/catalog/offering', itemBody({ image_id: 999_999 })), 'image_id');
  });
});

describe('PUT catalog/offering/{id} (spec 2 §7 Catalogue)', () => {
  it('spec 2 §7: saves every field in one go and counts the save in version', async () => {
    const { owner, merchant } = await setUpCatalogue(t);
    const item = await addItem(owner, {
      price_structure: 'recurring',
      recurrence: everyOtherMondaySixTimes(),
    });
    expect((await storedRow(merchant.id, item.id)).version).toBe(1);
    const response = await owner.put(
      `/api/catalog/offering/${item.id}`,
      itemBody({
        name: 'Cork Mat',
        price: '31.5',
        price_structure: 'per_unit',
        unit_name: 'Piece',
        is_taxable: true,
        is_active: false,
        address_option: 'shipping_address',
        recurrence: everyOtherMondaySixTimes(),
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<CatalogueItem>()).toMatchObject({
      id: item.id,
      name: 'Cork Mat',
      price: '31.50',
      price_structure: 'per_unit',
      is_taxable: true,
      is_active: false,
      address_option: 'shipping_address',
      recurrence: null,
      price_text: '$31.50 per piece',
    });
    expect((await storedRow(merchant.id, item.id)).version).toBe(2);
  });

  it('spec 1 §3: a bookable service keeps its duration, buffer and providers when saved from the catalogue', async () => {
    const { owner } = await setUpCatalogue(t);
    const created = await owner.post('/api/offering', {
      name: 'Massage',
      duration: 60,
      buffer_minutes: 15,
      price: '80',
      is_bookable: true,
    });
    const service = created.json<Offering>();
    const response = await owner.put(
      `/api/catalog/offering/${service.id}`,
      itemBody({ name: 'Massage', price: '85', is_bookable: true, is_taxable: true }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<CatalogueItem>()).toMatchObject({
      is_bookable: true,
      duration_minutes: 60,
      buffer_minutes: 15,
      price_text: '$85.00',
      is_taxable: true,
    });
  });

  it("spec 2 §7: another merchant's item is not found, to read or to save", async () => {
    const { owner } = await setUpCatalogue(t);
    const other = await setUpCatalogue(t);
    const theirs = await addItem(other.owner);
    expect((await owner.get(`/api/catalog/offering/${theirs.id}/with_images`)).statusCode).toBe(404);
    expect((await owner.put(`/api/catalog/offering/${theirs.id}`, itemBody())).statusCode).toBe(404);
    const unchanged = await other.owner.get(`/api/catalog/offering/${theirs.id}/with_images`);
    expect(unchanged.json()).toEqual(theirs);
  });

  it('a deleted item is not found', async () => {
    const { owner } = await setUpCatalogue(t);
    const item = await addItem(owner);
    expect((await owner.delete(`/api/offering/${item.id}`)).statusCode).toBe(200);
    expect((await owner.get(`/api/catalog/offering/${item.id}/with_images`)).statusCode).toBe(404);
  });
});

describe('catalogue access (spec 2 §2.3, §6)', () => {
  it('spec 2 §6: without manage_configuration a user reads items but cannot add or save them', async () => {
    const { owner, clerk } = await setUpCatalogue(t);
    const item = await addItem(owner);
    expect((await clerk.get(`/api/catalog/offering/${item.id}/with_images`)).statusCode).toBe(200);
    for (const response of [
      await clerk.post('/api/catalog/offering', itemBody()),
      await clerk.put(`/api/catalog/offering/${item.id}`, itemBody()),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.body).toContain('Manage configuration');
    }
  });

  it('spec 2 §2.3: a merchant without online_store, s_p_o_s or payment_forms has no catalogue', async () => {
    const client = await signInWithoutCatalogue(t);
    expect((await client.get('/api/catalog/offering/1/with_images')).statusCode).toBe(403);
    const response = await client.post('/api/catalog/offering', itemBody());
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain('not part of your Paybook plan');
  });

  it('spec 2 §2.3: a starter merchant (s_p_o_s, payment_forms) has the catalogue', async () => {
    const { owner } = await setUpCatalogue(t, 'starter');
    await addItem(owner);
  });
});
