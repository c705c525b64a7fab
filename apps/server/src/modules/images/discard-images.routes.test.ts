import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { images, users } from '../../db/schema/index.ts';
import { signIn } from '../../test/client.ts';
import { createMerchantWithStaff } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertTestImage } from './test-images.ts';

// spec 3 §7 Settings (staff): DELETE images. An upload a form no longer needs goes at once; an image
// something shows stays (issue 26 point 7).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const remaining = async (ids: number[]) =>
  (await t.handle.db.select({ id: images.id }).from(images))
    .map((row) => row.id)
    .filter((id) => ids.includes(id));

describe('DELETE images (spec 3 §7)', () => {
  it('deletes the uploads nothing shows and keeps the photo a staff member has; its link stops answering', async () => {
    const { merchant, owner, staff } = await createMerchantWithStaff(t.handle.db);
    const client = await signIn(t.app, staff.userName);
    const cancelled = await insertTestImage(t.handle.db, merchant.id);
    const shown = await insertTestImage(t.handle.db, merchant.id);
    await t.handle.db.update(users).set({ imageId: shown.id }).where(eq(users.id, owner.id));
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/images/${cancelled.publicKey}` })).statusCode,
    ).toBe(200);

    const response = await client.delete(`/api/images?ids=${cancelled.id},${shown.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deleted: [cancelled.id], kept: [shown.id] });
    expect(await remaining([cancelled.id, shown.id])).toEqual([shown.id]);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/images/${cancelled.publicKey}` })).statusCode,
    ).toBe(404);

    // A repeat answers the same and deletes nothing more.
    expect((await client.delete(`/api/images?ids=${cancelled.id}`)).json()).toEqual({
      deleted: [],
      kept: [cancelled.id],
    });
  });

  it("never touches another merchant's image (kept, as an id it does not know)", async () => {
    const first = await createMerchantWithStaff(t.handle.db);
    const second = await createMerchantWithStaff(t.handle.db);
    const theirs = await insertTestImage(t.handle.db, first.merchant.id);
    const client = await signIn(t.app, second.owner.userName);
    expect((await client.delete(`/api/images?ids=${theirs.id}`)).json()).toEqual({
      deleted: [],
      kept: [theirs.id],
    });
    expect(await remaining([theirs.id])).toEqual([theirs.id]);
  });

  it('refuses a list that is not ids, or too long, naming ids (400); needs a session (401)', async () => {
    const { owner } = await createMerchantWithStaff(t.handle.db);
    const client = await signIn(t.app, owner.userName);
    const tooMany = Array.from({ length: 21 }, (_, i) => i + 1).join(',');
    for (const ids of ['', 'a', '1,,2', '0', '-1', tooMany]) {
      const response = await client.delete(`/api/images?ids=${ids}`);
      expect(response.statusCode, ids).toBe(400);
      expect(response.json().error.details[0].property, ids).toBe('ids');
    }
    expect((await t.app.inject({ method: 'DELETE', url: '/api/images?ids=1' })).statusCode).toBe(401);
  });
});
