import type { BusinessDetails, LoginContext, UpdateBusinessDetailsBody } from '@paybook/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/client.ts';
import { createMerchantWithStaff } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const DETAILS = '/api/merchant/business_details';

const valid: UpdateBusinessDetailsBody = {
  company_name: 'Juniper Spa & Salon',
  company_email: 'hello@juniper.test',
  phone: '(303) 555-0142',
  address1: '1420 Larimer Street',
  address2: 'Suite 200',
  city: 'Denver',
  state: 'CO',
  zip_code: '80202',
  website_url: 'juniperspa.example.com',
  fax: '303 555 0143',
  social_links: {
    facebook: 'facebook.com/juniperspa',
    instagram: 'https://instagram.com/juniperspa',
    x: '',
    linkedin: '',
    youtube: '',
    yelp: '',
    tiktok: '',
  },
  week_starts_on: 1,
};

async function owner(staffRights: Parameters<typeof createMerchantWithStaff>[1] = []) {
  const setup = await createMerchantWithStaff(t.handle.db, staffRights);
  return { ...setup, client: await signIn(t.app, setup.owner.userName) };
}

describe('business settings (spec 3 §2.5 settings.edit, §3.3; issue 16 point 8)', () => {
  it('answers the business details, Sunday first by default', async () => {
    const { merchant, client } = await owner();
    const response = await client.get(DETAILS);
    expect(response.statusCode).toBe(200);
    expect(response.json<BusinessDetails>()).toMatchObject({
      company_name: merchant.name,
      phone: '',
      address1: '',
      zip_code: '',
      website_url: '',
      fax: '',
      social_links: { facebook: '', instagram: '', x: '', linkedin: '', youtube: '', yelp: '', tiktok: '' },
      week_starts_on: 0,
    });
  });

  it('saves every field, normalised: phone and fax as digits, addresses with http:// (spec 2 §5)', async () => {
    const { client } = await owner();
    const response = await client.put(DETAILS, valid);
    expect(response.statusCode).toBe(200);
    const saved = {
      ...valid,
      phone: '3035550142',
      fax: '3035550143',
      // spec 2 §5: "Web address without http or https gets http:// prepended"; one with https keeps it.
      website_url: 'http://juniperspa.example.com',
      social_links: {
        ...valid.social_links,
        facebook: 'http://facebook.com/juniperspa',
        instagram: 'https://instagram.com/juniperspa',
      },
    };
    expect(response.json()).toEqual(saved);
    expect((await client.get(DETAILS)).json()).toEqual(saved);
  });

  it('the login context shows the new name and first day at once (the session cache is told)', async () => {
    const { client } = await owner();
    expect((await client.get('/api/login_context')).json<LoginContext>().merchant.week_starts_on).toBe(0);
    await client.put(DETAILS, { ...valid, company_name: 'Renamed Spa', week_starts_on: 6 });
    const context = (await client.get('/api/login_context')).json<LoginContext>();
    expect(context.merchant.week_starts_on).toBe(6);
    expect(context.merchant.name).toBe('Renamed Spa');
  });

  it('refuses bad input with 400, naming each field', async () => {
    const { client } = await owner();
    const cases: [Partial<UpdateBusinessDetailsBody>, string, string][] = [
      [{ company_name: '  ' }, 'company_name', 'Enter a business name.'],
      [{ company_name: 'x'.repeat(101) }, 'company_name', 'Enter at most 100 characters.'],
      [{ company_email: 'not-an-email' }, 'company_email', 'Enter a valid e-mail address.'],
      [{ phone: '555-0142' }, 'phone', 'Enter a ten-digit phone number that starts with 2 to 9.'],
      [{ zip_code: '8020' }, 'zip_code', 'Enter a five-digit ZIP code.'],
      [{ website_url: 'not a site' }, 'website_url', 'Enter a web address, like https://example.com.'],
      [{ city: 'x'.repeat(101) }, 'city', 'Enter at most 100 characters.'],
      [{ week_starts_on: 7 }, 'week_starts_on', 'Choose a day of the week.'],
      [{ fax: '123' }, 'fax', 'Enter a ten-digit phone number that starts with 2 to 9.'],
      [
        { social_links: { ...valid.social_links, yelp: 'not a page' } },
        'social_links.yelp',
        'Enter a web address, like https://example.com.',
      ],
    ];
    for (const [change, property, message] of cases) {
      const response = await client.put(DETAILS, { ...valid, ...change });
      expect(response.statusCode, property).toBe(400);
      expect(response.json().error.details, property).toContainEqual({ property, message });
    }
    expect((await client.get(DETAILS)).json<BusinessDetails>().phone).toBe('');
  });

  it('is closed to staff without manage_configuration (403), open to those with it', async () => {
    const { staff } = await owner(['create_orders', 'manage_customers', 'manage_appointments']);
    const client = await signIn(t.app, staff.userName);
    expect((await client.get(DETAILS)).statusCode).toBe(403);
    expect((await client.put(DETAILS, valid)).statusCode).toBe(403);
    const { staff: configurer } = await owner(['manage_configuration']);
    const allowed = await signIn(t.app, configurer.userName);
    expect((await allowed.put(DETAILS, valid)).statusCode).toBe(200);
  });

  it("reads and changes only the signed-in user's own merchant", async () => {
    const first = await owner();
    const second = await owner();
    await first.client.put(DETAILS, { ...valid, company_name: 'First Business' });
    await second.client.put(DETAILS, { ...valid, company_name: 'Second Business', phone: '7205550199' });
    expect((await first.client.get(DETAILS)).json()).toMatchObject({
      company_name: 'First Business',
      phone: '3035550142',
    });
    expect((await second.client.get(DETAILS)).json()).toMatchObject({ company_name: 'Second Business' });
  });

  it('needs a signed-in user (401)', async () => {
    expect((await t.app.inject({ method: 'GET', url: DETAILS })).statusCode).toBe(401);
  });
});
