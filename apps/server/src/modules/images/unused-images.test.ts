import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookingPageSettings, images, offerings, users } from '../../db/schema/index.ts';
import { createMerchantWithStaff } from '../../test/factories.ts';
import { createService } from '../../test/staff-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { purgeUnusedImages } from './images.repository.ts';
import { insertTestImage } from './test-images.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const DAY_MS = 24 * 3600_000;

const addImage = async (merchantId: number, ageMs: number) =>
  (await insertTestImage(t.handle.db, merchantId, ageMs)).id;

describe('housekeeping of uploads nothing shows', () => {
  it('deletes day-old images no item, staff member or booking page shows; keeps the rest', async () => {
    const { merchant, owner } = await createMerchantWithStaff(t.handle.db);
    const abandoned = await addImage(merchant.id, 2 * DAY_MS);
    const fresh = await addImage(merchant.id, 3600_000);
    const ofItem = await addImage(merchant.id, 2 * DAY_MS);
    const ofStaff = await addImage(merchant.id, 2 * DAY_MS);
    const logo = await addImage(merchant.id, 2 * DAY_MS);
    const service = await createService(t.handle.db, merchant);
    await t.handle.db.update(offerings).set({ imageId: ofItem }).where(eq(offerings.id, service.id));
    await t.handle.db.update(users).set({ imageId: ofStaff }).where(eq(users.id, owner.id));
    await t.handle.db
      .insert(bookingPageSettings)
      .values({ merchantId: merchant.id, logoImageId: logo })
      .onConflictDoUpdate({ target: bookingPageSettings.merchantId, set: { logoImageId: logo } });

    await purgeUnusedImages(t.handle.db, new Date(Date.now() - DAY_MS));

    const left = await t.handle.db
      .select({ id: images.id })
      .from(images)
      .where(eq(images.merchantId, merchant.id))
      .orderBy(sql`${images.id}`);
    expect(left.map((row) => row.id)).toEqual([fresh, ofItem, ofStaff, logo]);
    expect(left.map((row) => row.id)).not.toContain(abandoned);
  });
});
