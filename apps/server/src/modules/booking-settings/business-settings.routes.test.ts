import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { merchants } from '../../db/schema/index.ts';
import { signIn } from '../../test/client.ts';
import { createMerchantWithStaff } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const SETTINGS = '/api/merchant/business_settings';

async function owner() {
  const setup = await createMerchantWithStaff(t.handle.db, ['create_orders']);
  return { ...setup, client: await signIn(t.app, setup.owner.userName) };
}

describe('business settings: booking address (spec 1 §3, §7; ruling 4)', () => {
  it('answers the time zone, address and their default flags', async () => {
    const { merchant, client } = await owner();
    const response = await client.get(SETTINGS);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      time_zone: 'America/Denver',
      url_subdomain: merchant.urlSubdomain,
      is_default_time_zone: true,
      is_default_url_subdomain: true,
      can_change_time_zone: true,
    });
  });

  it('changes the address and ends its default', async () => {
    const { merchant, client } = await owner();
    const address = `spa-${merchant.id}`;
    const response = await client.put(SETTINGS, { url_subdomain: address });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ url_subdomain: address, is_default_url_subdomain: false });
  });

  it('refuses an address against the rule, naming the field', async () => {
    const { client } = await owner();
    for (const address of ['Juniper Spa', 'ab', '-spa', 'spa_1']) {
      const response = await client.put(SETTINGS, { url_subdomain: address });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details[0].property).toBe('url_subdomain');
    }
  });

  it("refuses another merchant's address: 'This booking address is taken'", async () => {
    const { merchant: other } = await owner();
    const { client } = await owner();
    const response = await client.put(SETTINGS, { url_subdomain: other.urlSubdomain });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0]).toEqual({
      property: 'url_subdomain',
      message: 'This booking address is taken',
    });
  });

  it('keeps its own address without complaint', async () => {
    const { merchant, client } = await owner();
    const response = await client.put(SETTINGS, { url_subdomain: merchant.urlSubdomain });
    expect(response.statusCode).toBe(200);
    expect(response.json().is_default_url_subdomain).toBe(true);
  });

  it('is closed to staff without manage_configuration or manage_appointments (403)', async () => {
    const { staff } = await owner();
    const client = await signIn(t.app, staff.userName);
    expect((await client.get(SETTINGS)).statusCode).toBe(403);
    expect((await client.put(SETTINGS, { url_subdomain: 'anything-new' })).statusCode).toBe(403);
  });
});

describe('time zone (spec 1 §7 PUT merchant/set_time_zone, GET time_zones; ruling 8)', () => {
  it('lists IANA zones with friendly names', async () => {
    const { client } = await owner();
    const response = await client.get('/api/time_zones');
    expect(response.statusCode).toBe(200);
    const zones: { id: string; name: string; offset: string }[] = response.json().data;
    expect(zones.length).toBeGreaterThan(300);
    expect(zones.find((zone) => zone.id === 'America/Denver')).toMatchObject({
      name: 'Mountain Time (Denver)',
      offset: expect.stringMatching(/^GMT-0[67]:00$/),
    });
    // West to east.
    const honolulu = zones.findIndex((zone) => zone.id === 'Pacific/Honolulu');
    const tokyo = zones.findIndex((zone) => zone.id === 'Asia/Tokyo');
    expect(honolulu).toBeLessThan(tokyo);
  });

  it('sets the zone while it is the default, once', async () => {
    const { client } = await owner();
    const chosen = await client.put('/api/merchant/set_time_zone', { time_zone: 'America/Chicago' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({
      time_zone: 'America/Chicago',
      is_default_time_zone: false,
      can_change_time_zone: false,
    });
    const again = await client.put('/api/merchant/set_time_zone', { time_zone: 'America/New_York' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.details[0].property).toBe('time_zone');
    const viaSettings = await client.put(SETTINGS, { time_zone: 'America/New_York' });
    expect(viaSettings.statusCode).toBe(400);
    expect(viaSettings.json().error.details[0].property).toBe('time_zone');
  });

  it('sets the zone while it is empty', async () => {
    const { merchant, client } = await owner();
    await t.handle.db
      .update(merchants)
      .set({ timeZone: '', isDefaultTimeZone: false })
      .where(eq(merchants.id, merchant.id));
    const response = await client.put('/api/merchant/set_time_zone', { time_zone: 'Europe/Berlin' });
    expect(response.statusCode).toBe(200);
    expect(response.json().time_zone).toBe('Europe/Berlin');
  });

  it('refuses a zone that is not IANA, naming the field', async () => {
    const { client } = await owner();
    const response = await client.put('/api/merchant/set_time_zone', { time_zone: 'Mountain Standard Time' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0].property).toBe('time_zone');
    const empty = await client.put('/api/merchant/set_time_zone', { time_zone: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details[0].property).toBe('time_zone');
  });

  it('is closed to other staff (403)', async () => {
    const { staff } = await owner();
    const client = await signIn(t.app, staff.userName);
    const response = await client.put('/api/merchant/set_time_zone', { time_zone: 'America/Chicago' });
    expect(response.statusCode).toBe(403);
  });
});
