import type { Store, StoreBodyInput } from '@paybook/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, type TestClient } from '../../test/client.ts';
import { CROWD, expectAnswers, sendCrowd } from '../../test/crowd.ts';
import { createMerchantWithStaff } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  addItem,
  expectFieldError,
  setUpCatalogue,
  signInWithoutCatalogue,
} from '../catalogue/catalogue-test-setup.ts';
import { pngOf, upload } from '../images/test-images.ts';

// spec 2 §2.2, §3, §4 Store status, §5 Stores and forms, §7, §8 (decision 164).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

async function setUp() {
  const shop = await setUpCatalogue(t);
  const pack = await addItem(shop.owner, { name: 'Class Pack', price: '90' });
  return { ...shop, pack };
}

const formBody = (offeringId: number, overrides: Partial<StoreBodyInput> = {}): StoreBodyInput => ({
  name: 'Ten Class Pack',
  store_type: 'payment_form',
  offering_ids: [offeringId],
  ...overrides,
});

async function create(client: TestClient, body: StoreBodyInput): Promise<Store> {
  const answer = await client.post('/api/store', body);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().data;
}

describe('POST store and GET stores (spec 2 §3, §5, §7)', () => {
  it('creates a draft payment form with data.url_name derived from its name, listed newest first', async () => {
    const s = await setUp();
    const form = await create(s.owner, formBody(s.pack.id, { foreground_color: '#FFFFFF' }));
    expect(form).toMatchObject({
      name: 'Ten Class Pack',
      url_name: 'ten-class-pack',
      store_type: 'payment_form',
      status: 0,
      is_active: false,
      offerings_count: 1,
      offering_ids: [s.pack.id],
      foreground_color: '#ffffff',
      return_button: { show: false, text: 'Return to Site' },
      buy_button: null,
      is_deleted: false,
    });
    expect(form.items[0]).toMatchObject({
      id: `${form.id}_${s.pack.id}`,
      name: 'Class Pack',
      price_text: '$90.00',
    });
    expect(form.full_url).toMatch(/\/pay\/[a-z0-9-]+\/ten-class-pack$/);
    const store = await create(s.owner, { name: 'Studio Shop', store_type: 'store', offering_ids: [] });
    const list = await s.owner.get('/api/stores');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((row: Store) => row.id)).toEqual([store.id, form.id]);
    expect(list.json().total_item_count).toBe(2);
    const forms = await s.owner.get('/api/stores?store_type=payment_form');
    expect(forms.json().data.map((row: Store) => row.id)).toEqual([form.id]);
    const one = await s.owner.get(`/api/store/${form.id}/with_images`);
    expect(one.json().data).toEqual(form);
  });

  it("refuses a taken url_name on the name, in the spec's words; a deleted store frees it", async () => {
    const s = await setUp();
    const first = await create(s.owner, formBody(s.pack.id));
    expectFieldError(
      await s.owner.post('/api/store', formBody(s.pack.id)),
      'name',
      'Store name must be unique',
    );
    expectFieldError(
      await s.owner.post('/api/store', formBody(s.pack.id, { name: 'Other', url_name: 'ten-class-pack' })),
      'name',
      'Store name must be unique',
    );
    const deleted = await s.owner.delete(`/api/stores/${first.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe("'Ten Class Pack' has been deleted.");
    await create(s.owner, formBody(s.pack.id));
    expect((await s.owner.get(`/api/store/${first.id}/with_images`)).statusCode).toBe(404);
  });

  it('names each field a rule refuses, and writes nothing', async () => {
    const s = await setUp();
    const mat = await addItem(s.owner, { name: 'Mat', price: '20' });
    expectFieldError(
      await s.owner.post('/api/store', formBody(s.pack.id, { offering_ids: [s.pack.id, mat.id] })),
      'offering_ids',
      'Choose the one item it sells',
    );
    expectFieldError(await s.owner.post('/api/store', formBody(s.pack.id, { name: '' })), 'name');
    expectFieldError(await s.owner.post('/api/store', formBody(s.pack.id, { name: '!!!' })), 'name');
    expectFieldError(
      await s.owner.post('/api/store', formBody(s.pack.id, { background_color: 'blue' })),
      'background_color',
    );
    expectFieldError(
      await s.owner.post(
        '/api/store',
        formBody(s.pack.id, { return_button: { show: true, url: 'javascript:x' } }),
      ),
      'return_button.url',
    );
    expectFieldError(
      await s.owner.post('/api/store', formBody(s.pack.id, { store_type: 'buy_button' })),
      'buy_button',
      'Set up the button',
    );
    expectFieldError(
      await s.owner.post('/api/store', formBody(s.pack.id, { accept_cc: false, accept_ach: false })),
      'accept_cc',
      'Accept card or bank payments, or both, so that it can take payments.',
    );
    expect((await s.owner.get('/api/stores')).json().total_item_count).toBe(0);
  });

  it('checks the logo and banner sizes of spec 2 §5 at upload, and that a save names the merchant’s own', async () => {
    const s = await setUp();
    const narrow = await upload(s.owner, '/api/store/banner/', [{ data: await pngOf(600, 90) }]);
    expectFieldError(narrow, 'file', 'The image is too small. The minimum is 728 by 90 pixels.');
    const huge = await upload(s.owner, '/api/store/logo/', [{ data: await pngOf(2100, 300) }]);
    expectFieldError(huge, 'file', 'The image is too large. The maximum is 2048 by 2048 pixels.');
    const tiny = await upload(s.owner, '/api/store/logo/', [{ data: await pngOf(40, 40) }]);
    expectFieldError(tiny, 'file', 'The image is too small. The minimum is 50 by 50 pixels.');
    const banner = (await upload(s.owner, '/api/store/banner/', [{ data: await pngOf(728, 90) }])).json();
    const logo = (await upload(s.owner, '/api/store/logo/', [{ data: await pngOf(60, 60) }])).json();
    expectFieldError(
      await s.owner.post('/api/store', formBody(s.pack.id, { logo_image_id: banner.id })),
      'logo_image_id',
      'Upload the image again',
    );
    const form = await create(
      s.owner,
      formBody(s.pack.id, { banner_image_id: banner.id, logo_image_id: logo.id }),
    );
    expect(form.banner_image).toEqual({ id: banner.id, link: expect.stringMatching(/^\/api\/images\//) });
    expect(form.logo_image?.id).toBe(logo.id);
    const other = await setUp();
    expectFieldError(
      await other.owner.post('/api/store', formBody(other.pack.id, { logo_image_id: logo.id })),
      'logo_image_id',
    );
  });

  it('takes only the payment types the merchant accepts (spec 2 §4)', async () => {
    const { owner } = await createMerchantWithStaff(t.handle.db, [], { acceptedPaymentTypes: ['CC'] });
    const client = await signIn(t.app, owner.userName);
    const pack = await addItem(client, { name: 'Class Pack', price: '90' });
    const form = await create(client, formBody(pack.id, { accept_cc: false, accept_ach: true }));
    expect(form).toMatchObject({ accept_cc: true, accept_ach: false });
    const refused = await client.put('/api/stores/enableAch');
    expect(refused.statusCode).toBe(409);
  });

  it('refuses a bookable service, another merchant’s item and a type change', async () => {
    const s = await setUp();
    const other = await setUp();
    expectFieldError(
      await s.owner.post('/api/store', formBody(other.pack.id)),
      'offering_ids',
      'Choose items of your catalogue',
    );
    const form = await create(s.owner, formBody(s.pack.id));
    expectFieldError(
      await s.owner.put(`/api/store/${form.id}`, formBody(s.pack.id, { store_type: 'store' })),
      'store_type',
    );
  });
});

describe('PUT store/{id}/{status} (spec 2 §4 Store status)', () => {
  it('activates a payment form and its inactive item; deactivates; a store without items is 409', async () => {
    const s = await setUp();
    await s.owner.put('/api/catalog/offering/bulk/deactivate', { offering_ids: [s.pack.id] });
    const form = await create(s.owner, formBody(s.pack.id));
    const active = await s.owner.put(`/api/store/${form.id}/active`);
    expect(active.statusCode, active.body).toBe(200);
    expect(active.json().data).toMatchObject({ status: 1, is_active: true, items: [{ is_active: true }] });
    const again = await s.owner.put(`/api/store/${form.id}/active`);
    expect(again.json().data.status).toBe(1);
    const inactive = await s.owner.put(`/api/store/${form.id}/inactive`);
    expect(inactive.json().data).toMatchObject({ status: 2, is_active: false });
    const empty = await create(s.owner, { name: 'Empty Shop', store_type: 'store' });
    const refused = await s.owner.put(`/api/store/${empty.id}/active`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'STORE_CHANGE_REFUSED',
      message: 'Your store must have at least one offering before it can be activated.',
    });
  });

  it('keeps an active store from losing its last item (400 naming offering_ids)', async () => {
    const s = await setUp();
    const shop = await create(s.owner, { name: 'Shop', store_type: 'store', offering_ids: [s.pack.id] });
    await s.owner.put(`/api/store/${shop.id}/active`);
    expectFieldError(
      await s.owner.put(`/api/store/${shop.id}`, { name: 'Shop', store_type: 'store', offering_ids: [] }),
      'offering_ids',
      'Your store must have at least one offering before it can be activated.',
    );
  });

  it(`${CROWD} toggles at once on one form: every one answers, it ends active, /api/health answers`, async () => {
    const s = await setUp();
    const form = await create(s.owner, formBody(s.pack.id));
    const answers = await sendCrowd(t.app, 'activations of one form', () =>
      s.owner.put(`/api/store/${form.id}/active`),
    );
    expectAnswers(answers, 200, CROWD);
    expect((await s.owner.get(`/api/store/${form.id}/with_images`)).json().data.status).toBe(1);
  });
});

describe('an item’s payment forms (spec 2 §4 Offering)', () => {
  it('lists the active forms selling an item, and deactivating the item deactivates them (any path)', async () => {
    const s = await setUp();
    const form = await create(s.owner, formBody(s.pack.id));
    await s.owner.put(`/api/store/${form.id}/active`);
    const shop = await create(s.owner, { name: 'Shop', store_type: 'store', offering_ids: [s.pack.id] });
    await s.owner.put(`/api/store/${shop.id}/active`);
    const listed = await s.owner.get(`/api/catalog/offering/${s.pack.id}/active_payment_forms`);
    expect(listed.json().data).toEqual([{ id: form.id, name: 'Ten Class Pack', store_type: 'payment_form' }]);
    await s.owner.put('/api/catalog/offering/bulk/deactivate', { offering_ids: [s.pack.id] });
    expect((await s.owner.get(`/api/store/${form.id}/with_images`)).json().data.status).toBe(2);
    // A store of several items stays active: its inactive item does not show.
    expect((await s.owner.get(`/api/store/${shop.id}/with_images`)).json().data.status).toBe(1);
  });

  it('deactivate_payment_forms answers what it deactivated', async () => {
    const s = await setUp();
    const form = await create(s.owner, formBody(s.pack.id));
    await s.owner.put(`/api/store/${form.id}/active`);
    const done = await s.owner.put(`/api/catalog/offering/${s.pack.id}/deactivate_payment_forms`);
    expect(done.json().data).toEqual([{ id: form.id, name: 'Ten Class Pack', store_type: 'payment_form' }]);
    expect(
      (await s.owner.get(`/api/catalog/offering/${s.pack.id}/active_payment_forms`)).json().data,
    ).toEqual([]);
  });
});

describe('the one-off operations (spec 2 §7)', () => {
  it('records a bank-only merchant’s request for cards once; one that takes cards has nothing to ask', async () => {
    const { owner } = await createMerchantWithStaff(t.handle.db, [], { acceptedPaymentTypes: ['ACH'] });
    const client = await signIn(t.app, owner.userName);
    expect((await client.get('/api/merchant_config/is_op_completed/request_cc_payment')).json()).toEqual({
      op: 'request_cc_payment',
      is_completed: false,
    });
    expect((await client.post('/api/merchant_config/request_cc_payment')).json().is_completed).toBe(true);
    expect((await client.post('/api/merchant_config/request_cc_payment')).json().is_completed).toBe(true);
    expect(
      (await client.get('/api/merchant_config/is_op_completed/request_cc_payment')).json().is_completed,
    ).toBe(true);
    const s = await setUp();
    const refused = await s.owner.post('/api/merchant_config/request_cc_payment');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('Your account takes card payments already.');
  });

  it('records the ACH prompt once; enableAch turns bank payments on', async () => {
    const s = await setUp();
    expect((await s.owner.put('/api/merchant/setEnableEcommerceAchShown')).statusCode).toBe(200);
    expect(
      (await s.owner.get('/api/merchant_config/is_op_completed/enable_ecommerce_ach_shown')).json()
        .is_completed,
    ).toBe(true);
    await create(s.owner, formBody(s.pack.id, { accept_ach: false }));
    expect((await s.owner.put('/api/stores/enableAch')).json()).toEqual({ updated_count: 1 });
  });
});

describe('access (spec 2 §6) and other merchants’ stores', () => {
  it('a clerk without manage_configuration reads but cannot create, toggle or delete', async () => {
    const s = await setUp();
    const form = await create(s.owner, formBody(s.pack.id));
    expect((await s.clerk.get('/api/stores')).statusCode).toBe(200);
    expect((await s.clerk.post('/api/store', formBody(s.pack.id, { name: 'Mine' }))).statusCode).toBe(403);
    expect((await s.clerk.put(`/api/store/${form.id}/active`)).statusCode).toBe(403);
    expect((await s.clerk.delete(`/api/stores/${form.id}`)).statusCode).toBe(403);
  });

  it('the appointments tier has no eCommerce', async () => {
    const client = await signInWithoutCatalogue(t);
    expect((await client.get('/api/stores')).statusCode).toBe(403);
  });

  it("another merchant's store is 404 everywhere", async () => {
    const s = await setUp();
    const form = await create(s.owner, formBody(s.pack.id));
    const other = await setUp();
    expect((await other.owner.get(`/api/store/${form.id}/with_images`)).statusCode).toBe(404);
    expect((await other.owner.put(`/api/store/${form.id}`, formBody(other.pack.id))).statusCode).toBe(404);
    expect((await other.owner.put(`/api/store/${form.id}/active`)).statusCode).toBe(404);
    expect((await other.owner.delete(`/api/stores/${form.id}`)).statusCode).toBe(404);
    expect(
      (await other.owner.get(`/api/catalog/offering/${s.pack.id}/active_payment_forms`)).statusCode,
    ).toBe(404);
    expect((await other.owner.get('/api/stores')).json().data).toEqual([]);
  });
});
