import { beforeAll, describe, expect, it } from 'vitest';
import { offeringCategories, offerings } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import { signIn } from '../../test/client.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createCheckoutTestApp, type Shop, setUpShop } from '../checkout/checkout-test-setup.ts';

// spec 3 §7 GET offerings/active (issue 24 point 5): every active item reachable in the point of sale's
// grid, a page at a time, searched and filtered by category in SQL.

let t: TestApp;
beforeAll(async () => {
  t = await createCheckoutTestApp({});
});

/** 130 more active items (three pages of 60 beside the shop's own), half of them in "Retail". */
async function stockUp(shop: Shop) {
  return withTenant(t.handle.db, shop.merchantId, async (tx) => {
    const [retail] = await tx
      .insert(offeringCategories)
      .values({ merchantId: shop.merchantId, name: 'Retail' })
      .returning({ id: offeringCategories.id });
    await tx.insert(offeringCategories).values({ merchantId: shop.merchantId, name: 'Empty shelf' });
    const retailId = retail?.id ?? 0;
    await tx.insert(offerings).values(
      Array.from({ length: 130 }, (_, index) => ({
        merchantId: shop.merchantId,
        name: `Item ${String(index + 1).padStart(3, '0')}`,
        priceCents: 100 + index,
        offeringCategoryId: index % 2 === 0 ? retailId : null,
      })),
    );
    await tx.insert(offerings).values({
      merchantId: shop.merchantId,
      name: 'Item deleted',
      priceCents: 100,
      deletedAt: new Date(),
      offeringCategoryId: retailId,
    });
    return retailId;
  });
}

describe('GET offerings/active', () => {
  it('pages every active item by name; inactive and deleted items are left out', async () => {
    const shop = await setUpShop(t);
    const retailId = await stockUp(shop);
    const clerk = await signIn(t.app, shop.staffUserName);
    const page = async (query: string) => (await clerk.get(`/api/offerings/active?${query}`)).json();

    const first = await page('');
    // 130 items, and the shop's Shampoo, Consulting, Shave club and Custom work (Old stock is inactive).
    expect(first.total_item_count).toBe(134);
    expect(first.data).toHaveLength(60);
    expect(first.data[0]).toMatchObject({
      name: 'Consulting',
      price: '25.00',
      price_structure: 'per_unit',
      unit_name: 'Hour',
      price_text: expect.stringContaining('25.00'),
      offering_category: null,
    });
    const names: string[] = [];
    for (let number = 1; number <= 3; number++)
      names.push(...(await page(`page=${number}`)).data.map((item: { name: string }) => item.name));
    expect(names).toHaveLength(134);
    expect(new Set(names).size).toBe(134);
    expect(names).toContain('Item 130');
    expect(names).not.toContain('Old stock');
    expect(names).not.toContain('Item deleted');
    expect(await page('page=4')).toMatchObject({ data: [], total_item_count: 134 });

    // Item 120 to Item 129.
    expect(await page('search=item%2012')).toMatchObject({
      total_item_count: 10,
      data: expect.arrayContaining([expect.objectContaining({ name: 'Item 120' })]),
    });
    const retail = await page(`category_id=${retailId}&items_per_page=100`);
    expect(retail.total_item_count).toBe(65);
    expect(retail.data[0].offering_category).toEqual({ id: retailId, name: 'Retail' });
    // Only categories holding an active item are offered as filters.
    expect(first.categories).toEqual([{ id: retailId, name: 'Retail' }]);
  });

  it('shows a recurring item’s price text and a manual-price item; another merchant’s items never', async () => {
    const shop = await setUpShop(t);
    const other = await setUpShop(t);
    const items = (await shop.owner.get('/api/offerings/active?search=shave')).json().data;
    expect(items).toEqual([
      expect.objectContaining({
        id: shop.items.club,
        price_structure: 'recurring',
        price_text: expect.stringMatching(/month/),
      }),
    ]);
    // spec 3 §2.6 openDefaultProductModal: one-time or recurring items only.
    const recurring = (await shop.owner.get('/api/offerings/active?kind=recurring')).json();
    expect(recurring.data.map((item: { id: number }) => item.id)).toEqual([shop.items.club]);
    const oneTime = (await shop.owner.get('/api/offerings/active?kind=one_time')).json();
    expect(oneTime.total_item_count).toBe(3);
    const custom = (await shop.owner.get('/api/offerings/active?search=custom')).json().data[0];
    expect(custom).toMatchObject({ id: shop.items.custom, is_price_manual_entry: true });
    const theirs = (await other.owner.get('/api/offerings/active?items_per_page=100')).json().data;
    expect(theirs.map((item: { id: number }) => item.id)).not.toContain(shop.items.shampoo);
  });

  it('answers one item by id, inactive too (an appointment’s service), never a deleted or another merchant’s', async () => {
    const shop = await setUpShop(t);
    const other = await setUpShop(t);
    const byId = async (id: number, client = shop.owner) =>
      (await client.get(`/api/offerings/active?id=${id}`)).json();
    expect(await byId(shop.items.retired)).toMatchObject({
      total_item_count: 1,
      data: [{ id: shop.items.retired, name: 'Old stock', price: '5.00' }],
    });
    expect((await byId(shop.items.shampoo)).data.map((item: { id: number }) => item.id)).toEqual([
      shop.items.shampoo,
    ]);
    expect(await byId(shop.items.shampoo, other.owner)).toMatchObject({ data: [], total_item_count: 0 });
    const deleted = await withTenant(t.handle.db, shop.merchantId, async (tx) => {
      const [row] = await tx
        .insert(offerings)
        .values({ merchantId: shop.merchantId, name: 'Gone', priceCents: 100, deletedAt: new Date() })
        .returning({ id: offerings.id });
      return row?.id ?? 0;
    });
    expect(await byId(deleted)).toMatchObject({ data: [], total_item_count: 0 });
  });

  it('refuses a page size above 100 and needs the point of sale', async () => {
    const shop = await setUpShop(t, ['manage_customers']);
    const bigPage = await shop.owner.get('/api/offerings/active?items_per_page=101');
    expect(bigPage.statusCode).toBe(400);
    expect(bigPage.json().error.details[0].property).toBe('items_per_page');
    expect((await (await signIn(t.app, shop.staffUserName)).get('/api/offerings/active')).statusCode).toBe(
      403,
    );
  });
});
