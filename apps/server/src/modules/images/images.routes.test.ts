import { IMAGE_MAX_BYTES } from '@paybook/contracts';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/client.ts';
import { createMerchantWithStaff } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { multipart, pngOf, upload } from './test-images.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const LOGO = '/api/merchant/images/merchant_logo/';
const BUSINESS = '/api/merchant/images/merchant_business/';

async function ownerClient() {
  const { merchant, owner, staff } = await createMerchantWithStaff(t.handle.db, ['create_orders']);
  return { merchant, owner, staff, client: await signIn(t.app, owner.userName) };
}

describe('image upload (spec 1 §5, §9; images.md)', () => {
  it('stores one PNG and serves it publicly at its link, cached', async () => {
    const { client } = await ownerClient();
    const response = await upload(client, LOGO, [{ data: await pngOf(400, 300) }]);
    expect(response.statusCode).toBe(200);
    const image = response.json();
    expect(image).toMatchObject({ width: 400, height: 300 });
    expect(image.link).toMatch(/^\/api\/images\/[0-9a-f-]{36}$/);

    const served = await t.app.inject({ method: 'GET', url: image.link });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 400, height: 300 });
  });

  it('re-encodes a JPEG without its metadata and turns it upright', async () => {
    const { client } = await ownerClient();
    // Stored 300 × 240 but tagged "rotate 90°": shown 240 × 300.
    const tagged = await sharp({ create: { width: 300, height: 240, channels: 3, background: '#c33' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Artist: 'Someone private' } } })
      .toBuffer();
    expect((await sharp(tagged).metadata()).exif).toBeDefined();
    const response = await upload(client, LOGO, [{ data: tagged, type: 'image/jpeg', name: 'me.jpg' }]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ width: 240, height: 300 });
    const served = await t.app.inject({ method: 'GET', url: response.json().link });
    expect(served.headers['content-type']).toBe('image/jpeg');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
  });

  it('renders a wide image at most 1200 pixels wide', async () => {
    const { client } = await ownerClient();
    const response = await upload(client, BUSINESS, [{ data: await pngOf(3000, 1000) }]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ width: 1200, height: 400 });
  });

  it('refuses a file that is not an image, whatever its name says, naming the field', async () => {
    const { client } = await ownerClient();
    const response = await upload(client, LOGO, [{ data: Buffer.from('<svg></svg>'), name: 'logo.png' }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([
      { property: 'file', message: 'Please choose a PNG, JPEG, WebP or GIF image.' },
    ]);
  });

  it('spec 1 §9: refuses an image under 200 × 200', async () => {
    const { client } = await ownerClient();
    const response = await upload(client, LOGO, [{ data: await pngOf(199, 400) }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0]).toEqual({
      property: 'file',
      message: 'The image must be at least 200 × 200 pixels.',
    });
  });

  it("spec 1 §5: exactly one file, otherwise 'Please select one image.'", async () => {
    const { client } = await ownerClient();
    const png = await pngOf(300, 300);
    const two = await upload(client, LOGO, [{ data: png }, { data: png }]);
    expect(two.statusCode).toBe(400);
    expect(two.json().error.details[0]).toEqual({ property: 'file', message: 'Please select one image.' });

    const none = await client.post(`${LOGO}upload`, { file: 'nothing' });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe('Please select one image.');

    const otherField = await upload(client, LOGO, [{ data: png, field: 'picture' }]);
    expect(otherField.statusCode).toBe(400);
    expect(otherField.json().error.message).toBe('Please select one image.');
  });

  it("spec 1 §8, §9: over 4 MB is 'The image is too large'", async () => {
    const { client } = await ownerClient();
    const png = await pngOf(300, 300);
    const huge = Buffer.concat([png, Buffer.alloc(IMAGE_MAX_BYTES + 1 - png.length + 10, 1)]);
    const response = await upload(client, LOGO, [{ data: huge }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0]).toEqual({ property: 'file', message: 'The image is too large' });
  });

  it('needs the right of the screen that owns the image (403)', async () => {
    const { staff } = await ownerClient();
    const client = await signIn(t.app, staff.userName);
    const response = await upload(client, LOGO, [{ data: await pngOf(300, 300) }]);
    expect(response.statusCode).toBe(403);
  });

  it('needs a signed-in user (401)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${LOGO}upload`,
      ...(await multipart([{ data: await pngOf(300, 300) }])),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('image crop (spec 1 §9)', () => {
  it('crops in the pixels the browser measured, under a new link; the old link is gone', async () => {
    const { client } = await ownerClient();
    const uploaded = (await upload(client, LOGO, [{ data: await pngOf(2400, 1200) }])).json();
    expect(uploaded).toMatchObject({ width: 1200, height: 600 });
    // The browser measured the file as 2400 × 1200: a 600 × 600 box at (1200, 300).
    const cropped = await client.post(`${LOGO}${uploaded.id}/crop`, {
      x: 1200,
      y: 300,
      w: 600,
      h: 600,
      width: 2400,
      height: 1200,
    });
    expect(cropped.statusCode).toBe(200);
    expect(cropped.json()).toMatchObject({ id: uploaded.id, width: 600, height: 600 });
    expect(cropped.json().link).not.toBe(uploaded.link);
    expect((await t.app.inject({ method: 'GET', url: uploaded.link })).statusCode).toBe(404);
    const served = await t.app.inject({ method: 'GET', url: cropped.json().link });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 600, height: 600 });
  });

  it('scales a box given in another measure of the image, and renders at most 1200 wide', async () => {
    const { client } = await ownerClient();
    const uploaded = (await upload(client, BUSINESS, [{ data: await pngOf(3000, 1500) }])).json();
    const cropped = await client.post(`${BUSINESS}${uploaded.id}/crop`, {
      x: 0,
      y: 0,
      w: 1000,
      h: 500,
      width: 1000,
      height: 500,
    });
    expect(cropped.json()).toMatchObject({ width: 1200, height: 600 });
  });

  it('spec 1 §9: refuses a crop under 200 × 200 and a box outside the image, naming the field', async () => {
    const { client } = await ownerClient();
    const uploaded = (await upload(client, LOGO, [{ data: await pngOf(400, 400) }])).json();
    const small = await client.post(`${LOGO}${uploaded.id}/crop`, {
      x: 0,
      y: 0,
      w: 150,
      h: 300,
      width: 400,
      height: 400,
    });
    expect(small.statusCode).toBe(400);
    expect(small.json().error.details[0].property).toBe('w');
    const outside = await client.post(`${LOGO}${uploaded.id}/crop`, {
      x: 300,
      y: 0,
      w: 300,
      h: 300,
      width: 400,
      height: 400,
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().error.details[0].property).toBe('w');
  });

  it("answers 404 for another merchant's image and for an image of another kind", async () => {
    const { client } = await ownerClient();
    const theirs = (
      await upload((await ownerClient()).client, LOGO, [{ data: await pngOf(300, 300) }])
    ).json();
    const box = { x: 0, y: 0, w: 300, h: 300, width: 300, height: 300 };
    const other = await client.post(`${LOGO}${theirs.id}/crop`, box);
    expect(other.statusCode).toBe(404);
    const mine = (await upload(client, BUSINESS, [{ data: await pngOf(300, 300) }])).json();
    expect((await client.post(`${LOGO}${mine.id}/crop`, box)).statusCode).toBe(404);
  });
});

describe('public image address', () => {
  it('answers 404 for an unknown key and 400 for a malformed one', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/images/1b4e28ba-2fa1-41d2-883f-0016d3cca427',
    });
    expect(unknown.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/images/12' })).statusCode).toBe(400);
  });
});
