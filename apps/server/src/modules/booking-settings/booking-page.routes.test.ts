import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/client.ts';
import { createMerchantWithStaff } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { pngOf, upload } from '../images/test-images.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const LOGO = '/api/merchant/images/merchant_logo/';
const BUSINESS = '/api/merchant/images/merchant_business/';
const PAGE = '/api/merchant_config/booking_page';

async function owner() {
  const setup = await createMerchantWithStaff(t.handle.db, ['create_orders']);
  return { ...setup, client: await signIn(t.app, setup.owner.userName) };
}

const imageStatus = async (link: string) => (await t.app.inject({ method: 'GET', url: link })).statusCode;

describe('booking page settings (spec 1 §2.3 booking, §3 Business settings)', () => {
  it('starts with the business name, address and no description or images', async () => {
    const { merchant, client } = await owner();
    const response = await client.get(PAGE);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      business_name: merchant.name,
      url_subdomain: merchant.urlSubdomain,
      business_description: '',
      logo: null,
      business_image: null,
    });
  });

  it('saves the description, trimmed', async () => {
    const { client } = await owner();
    const saved = await client.put(PAGE, { business_description: '  Calm rooms, warm towels.  ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().business_description).toBe('Calm rooms, warm towels.');
    expect((await client.get(PAGE)).json().business_description).toBe('Calm rooms, warm towels.');
  });

  it('refuses a description over 1000 characters, naming the field', async () => {
    const { client } = await owner();
    const response = await client.put(PAGE, { business_description: 'x'.repeat(1001) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0].property).toBe('business_description');
  });

  it('puts an uploaded logo and business image on the page; a new logo replaces and deletes the old', async () => {
    const { client } = await owner();
    const first = (await upload(client, LOGO, [{ data: await pngOf(300, 300) }])).json();
    const business = (await upload(client, BUSINESS, [{ data: await pngOf(800, 400) }])).json();
    const saved = await client.put(PAGE, { logo_image_id: first.id, business_image_id: business.id });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      logo: { id: first.id, link: first.link },
      business_image: { id: business.id, link: business.link },
    });

    const second = (await upload(client, LOGO, [{ data: await pngOf(300, 300, '#123456') }])).json();
    const replaced = await client.put(PAGE, { logo_image_id: second.id });
    expect(replaced.json().logo).toEqual({ id: second.id, link: second.link });
    expect(replaced.json().business_image.id).toBe(business.id);
    expect(await imageStatus(first.link)).toBe(404);
    expect(await imageStatus(second.link)).toBe(200);
  });

  it("refuses another merchant's image and an image of the other kind on the field", async () => {
    const { client } = await owner();
    const theirs = (await upload((await owner()).client, LOGO, [{ data: await pngOf(300, 300) }])).json();
    const other = await client.put(PAGE, { logo_image_id: theirs.id });
    expect(other.statusCode).toBe(400);
    expect(other.json().error.details[0].property).toBe('logo_image_id');

    const business = (await upload(client, BUSINESS, [{ data: await pngOf(300, 300) }])).json();
    const wrongKind = await client.put(PAGE, { logo_image_id: business.id });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().error.details[0].property).toBe('logo_image_id');
  });

  it('DELETE merchant_config/logo and business_image take the image off and delete it', async () => {
    const { client } = await owner();
    const logo = (await upload(client, LOGO, [{ data: await pngOf(300, 300) }])).json();
    const business = (await upload(client, BUSINESS, [{ data: await pngOf(300, 300) }])).json();
    await client.put(PAGE, { logo_image_id: logo.id, business_image_id: business.id });

    const withoutLogo = await client.delete('/api/merchant_config/logo');
    expect(withoutLogo.statusCode).toBe(200);
    expect(withoutLogo.json()).toMatchObject({ logo: null, business_image: { id: business.id } });
    expect(await imageStatus(logo.link)).toBe(404);

    const withoutImage = await client.delete('/api/merchant_config/business_image');
    expect(withoutImage.json()).toMatchObject({ logo: null, business_image: null });
    expect(await imageStatus(business.link)).toBe(404);
    // Nothing left to remove: still fine.
    expect((await client.delete('/api/merchant_config/logo')).statusCode).toBe(200);
  });

  it('is open to manage_appointments and closed to other staff (403)', async () => {
    const { staff } = await createMerchantWithStaff(t.handle.db, ['manage_appointments']);
    const manager = await signIn(t.app, staff.userName);
    expect((await manager.put(PAGE, { business_description: 'Hello' })).statusCode).toBe(200);

    const { staff: clerk } = await owner();
    const client = await signIn(t.app, clerk.userName);
    const refused = await client.get(PAGE);
    expect(refused.statusCode).toBe(403);
    expect((await client.put(PAGE, { business_description: 'x' })).statusCode).toBe(403);
    expect((await client.delete('/api/merchant_config/logo')).statusCode).toBe(403);
  });

  it("keeps one merchant's page apart from another's", async () => {
    const a = await owner();
    const b = await owner();
    await a.client.put(PAGE, { business_description: 'Only for A' });
    expect((await b.client.get(PAGE)).json().business_description).toBe('');
  });
});
