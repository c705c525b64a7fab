import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { merchants } from '../db/schema/index.ts';
import { withTenantRead } from '../db/tenant.ts';
import { findBookingPage } from '../modules/booking-settings/booking-settings.repository.ts';
import { createMerchant } from '../test/factories.ts';
import { createTestApp } from '../test/test-app.ts';
import { seedDemoBookingPage } from './demo-booking-page.ts';

let db: Database;
beforeAll(async () => {
  db = (await createTestApp()).handle.db;
});

const flags = async (id: number) => {
  const [row] = await db
    .select({ tz: merchants.isDefaultTimeZone, address: merchants.isDefaultUrlSubdomain })
    .from(merchants)
    .where(eq(merchants.id, id));
  return row;
};

describe('demo booking pages (DEMO.md)', () => {
  it('gives Juniper a description, a logo and a business image, and ends its defaults', async () => {
    const merchant = await createMerchant(db, { productName: 'appointments', urlSubdomain: 'juniper' });
    await seedDemoBookingPage(db, { ...merchant, isOnboarding: false });
    const page = await withTenantRead(db, merchant.id, (tx) => findBookingPage(tx, merchant.id));
    expect(page?.businessDescription).toMatch(/^Juniper Spa & Salon/);
    expect(page?.logoPublicKey).toBeTruthy();
    expect(page?.businessImagePublicKey).toBeTruthy();
    expect(await flags(merchant.id)).toEqual({ tz: false, address: false });
  });

  it('leaves an onboarding merchant free to choose its time zone and address', async () => {
    const merchant = await createMerchant(db, { productName: 'free_trial' });
    await seedDemoBookingPage(db, { ...merchant, isOnboarding: true });
    expect(await flags(merchant.id)).toEqual({ tz: true, address: true });
  });
});
