import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { signIn } from '../../test/client.ts';
import { createMerchantWithStaff, createUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { pngOf, upload } from './test-images.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const BASE = '/api/service_provider/image/';
const BOX = { x: 0, y: 0, w: 300, h: 300, width: 300, height: 300 };

/** A provider whose profile shows an uploaded image, a colleague without manage_users and a manager. */
async function providerWithImage() {
  const { merchant, staff: provider } = await createMerchantWithStaff(t.handle.db, ['neon_service_provider']);
  const colleague = await createUser(t.handle.db, merchant, {
    accessRights: ['neon_service_provider', 'manage_customers', 'manage_appointments'],
  });
  const manager = await createUser(t.handle.db, merchant, { accessRights: ['manage_users'] });
  const providerClient = await signIn(t.app, provider.userName);
  const image = (await upload(providerClient, BASE, [{ data: await pngOf(300, 300) }])).json();
  await t.handle.db.update(users).set({ imageId: image.id }).where(eq(users.id, provider.id));
  return { providerClient, provider, colleague, manager, imageId: image.id as number };
}

describe("re-cropping a staff member's image (spec 3 §6; issue 13 point 7)", () => {
  it('the provider re-crops their own image', async () => {
    const { providerClient, imageId } = await providerWithImage();
    const cropped = await providerClient.post(`${BASE}${imageId}/crop`, BOX);
    expect(cropped.statusCode, cropped.body).toBe(200);
    expect(cropped.json()).toMatchObject({ id: imageId, width: 300, height: 300 });
  });

  it("a colleague without manage_users is refused (403) and the image's link stays", async () => {
    const { colleague, provider, providerClient, imageId } = await providerWithImage();
    const profile = `/api/hub/user/${provider.id}`;
    const before = (await providerClient.get(profile)).json().image;
    expect(before).toMatchObject({ id: imageId });
    const client = await signIn(t.app, colleague.userName);
    const refused = await client.post(`${BASE}${imageId}/crop`, BOX);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'FORBIDDEN',
      message: 'You need the "Manage users" permission to do this.',
    });
    expect((await providerClient.get(profile)).json().image).toEqual(before);
  });

  it('a manage_users holder re-crops it', async () => {
    const { manager, imageId } = await providerWithImage();
    const client = await signIn(t.app, manager.userName);
    expect((await client.post(`${BASE}${imageId}/crop`, BOX)).statusCode).toBe(200);
  });

  it('a colleague crops their own new upload before saving it to their profile', async () => {
    const { colleague } = await providerWithImage();
    const client = await signIn(t.app, colleague.userName);
    const fresh = (await upload(client, BASE, [{ data: await pngOf(300, 300) }])).json();
    expect((await client.post(`${BASE}${fresh.id}/crop`, BOX)).statusCode).toBe(200);
  });

  it('a manage_users holder of another merchant finds no such image (404)', async () => {
    const { imageId } = await providerWithImage();
    const other = await providerWithImage();
    const client = await signIn(t.app, other.manager.userName);
    expect((await client.post(`${BASE}${imageId}/crop`, BOX)).statusCode).toBe(404);
  });
});
