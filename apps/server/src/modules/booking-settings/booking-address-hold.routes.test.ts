import { URL_SUBDOMAIN_HOLD_DAYS, URL_SUBDOMAIN_RESERVED } from '@paybook/domain';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { violatedConstraint } from '../../db/errors.ts';
import { URL_SUBDOMAIN_TAKEN_CONSTRAINT } from '../../db/merchant-keys.ts';
import { merchants, offerings, urlSubdomains } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import { signIn } from '../../test/client.ts';
import { createMerchantWithStaff } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { updateMerchant } from './booking-settings.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const SETTINGS = '/api/merchant/business_settings';
const TAKEN = { property: 'url_subdomain', message: 'This booking address is taken' };

let counter = 0;
const freshAddress = (prefix: string) => `${prefix}-${Date.now()}-${++counter}`;

/** An owner who has chosen the booking address `address` (so it is no longer the placeholder). */
async function ownerWithAddress(address: string) {
  const setup = await createMerchantWithStaff(t.handle.db);
  const client = await signIn(t.app, setup.owner.userName);
  const chosen = await client.put(SETTINGS, { url_subdomain: address });
  expect(chosen.statusCode).toBe(200);
  return { ...setup, client };
}

/** A merchant that chose `address` and then moved to another one: `address` is now held for it. */
async function releasedBySomeone(address: string) {
  const previous = await ownerWithAddress(address);
  const moved = await previous.client.put(SETTINGS, { url_subdomain: freshAddress('moved') });
  expect(moved.statusCode).toBe(200);
  return previous;
}

async function otherOwner() {
  const setup = await createMerchantWithStaff(t.handle.db);
  return { ...setup, client: await signIn(t.app, setup.owner.userName) };
}

describe('booking address: reserved names (issue 13 point 8)', () => {
  it("refuses Paybook's own names with the domain's message, naming the field", async () => {
    const { merchant, client } = await otherOwner();
    for (const address of ['api', 'www', 'admin', 'support', 'book', 'pay']) {
      const response = await client.put(SETTINGS, { url_subdomain: address });
      expect(response.statusCode, address).toBe(400);
      expect(response.json().error.details).toEqual([
        { property: 'url_subdomain', message: URL_SUBDOMAIN_RESERVED },
      ]);
    }
    const [row] = await t.handle.db.select().from(merchants).where(eq(merchants.id, merchant.id));
    expect(row?.urlSubdomain).toBe(merchant.urlSubdomain);
  });
});

describe(`booking address: a released address is held for its merchant for ${URL_SUBDOMAIN_HOLD_DAYS} days (issue 13 point 8)`, () => {
  it('is refused to another merchant at once', async () => {
    const address = freshAddress('old-link');
    await releasedBySomeone(address);
    const { client } = await otherOwner();
    const response = await client.put(SETTINGS, { url_subdomain: address });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([TAKEN]);
    expect((await t.app.inject({ url: `/api/public/booking_page/${address}` })).statusCode).toBe(404);
  });

  it('goes back to the merchant that released it', async () => {
    const address = freshAddress('mine-again');
    const { client } = await releasedBySomeone(address);
    const back = await client.put(SETTINGS, { url_subdomain: address });
    expect(back.statusCode).toBe(200);
    expect(back.json().url_subdomain).toBe(address);
    // Taken back, it is no longer held: a hold starts again only when it is released again.
    const holds = await t.handle.db
      .select()
      .from(urlSubdomains)
      .where(and(eq(urlSubdomains.urlSubdomain, address), isNotNull(urlSubdomains.releasedAt)));
    expect(holds).toEqual([]);
  });

  it('is free for another merchant once the hold has passed', async () => {
    const address = freshAddress('long-gone');
    await releasedBySomeone(address);
    const { client } = await otherOwner();
    // A day before the hold ends, still held.
    await t.handle.db
      .update(urlSubdomains)
      .set({ releasedAt: sql`now() - make_interval(days => ${URL_SUBDOMAIN_HOLD_DAYS - 1})` })
      .where(eq(urlSubdomains.urlSubdomain, address));
    expect((await client.put(SETTINGS, { url_subdomain: address })).statusCode).toBe(400);
    await t.handle.db
      .update(urlSubdomains)
      .set({ releasedAt: sql`now() - make_interval(days => ${URL_SUBDOMAIN_HOLD_DAYS + 1})` })
      .where(eq(urlSubdomains.urlSubdomain, address));
    const response = await client.put(SETTINGS, { url_subdomain: address });
    expect(response.statusCode).toBe(200);
    expect(response.json().url_subdomain).toBe(address);
  });

  it('is not held when the address given up was the sign-up placeholder', async () => {
    const { merchant, client } = await otherOwner();
    const placeholder = merchant.urlSubdomain;
    expect((await client.put(SETTINGS, { url_subdomain: freshAddress('chosen') })).statusCode).toBe(200);
    const { client: another } = await otherOwner();
    expect((await another.put(SETTINGS, { url_subdomain: placeholder })).statusCode).toBe(200);
  });

  it('is refused at setup too, and the setup writes nothing', async () => {
    const address = freshAddress('setup-held');
    await releasedBySomeone(address);
    const { merchant, owner } = await createMerchantWithStaff(t.handle.db, [], {
      productName: 'appointments',
      appointmentsActivated: false,
      clientId: 0,
    });
    const client = await signIn(t.app, owner.userName);
    const body = {
      business_name: 'New Studio',
      time_zone: 'America/Chicago',
      service: { name: 'Consultation', duration: 45, duration_display_unit: 'Minutes', price: '40.00' },
    };
    const held = await client.post('/api/merchant/setup', { ...body, url_subdomain: address });
    expect(held.statusCode).toBe(400);
    expect(held.json().error.details).toEqual([TAKEN]);
    const reserved = await client.post('/api/merchant/setup', { ...body, url_subdomain: 'admin' });
    expect(reserved.statusCode).toBe(400);
    expect(reserved.json().error.details).toEqual([
      { property: 'url_subdomain', message: URL_SUBDOMAIN_RESERVED },
    ]);
    expect(await t.handle.db.select().from(offerings).where(eq(offerings.merchantId, merchant.id))).toEqual(
      [],
    );
    const [row] = await t.handle.db.select().from(merchants).where(eq(merchants.id, merchant.id));
    expect(row).toMatchObject({ appointmentsActivated: false, urlSubdomain: merchant.urlSubdomain });
  });

  it('a claim made while the address is being released waits for the release, then is refused', async () => {
    const address = freshAddress('racing');
    const { merchant: releasing } = await ownerWithAddress(address);
    const { merchant: claiming } = await otherOwner();
    // The release's transaction stays open for a moment after its change, as a busy database may.
    let changed: () => void = () => undefined;
    const hasChanged = new Promise<void>((resolve) => {
      changed = resolve;
    });
    const release = withTenant(t.handle.db, releasing.id, async (tx) => {
      await updateMerchant(tx, releasing.id, { urlSubdomain: freshAddress('elsewhere') });
      changed();
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    await hasChanged;
    // Past the service's own check: the claim alone must hold.
    const claim = withTenant(t.handle.db, claiming.id, (tx) =>
      updateMerchant(tx, claiming.id, { urlSubdomain: address, isDefaultUrlSubdomain: false }),
    ).then(
      () => 'claimed',
      (error: unknown) => violatedConstraint(error),
    );
    await release;
    expect(await claim).toBe(URL_SUBDOMAIN_TAKEN_CONSTRAINT);
  });
});
