import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { merchants, serviceProviders, users } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import { signIn } from '../../test/client.ts';
import { createMerchantWithStaff, createUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { pngOf, upload } from '../images/test-images.ts';
import { createOffering } from '../offerings/offerings.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const pageOf = (subdomain: string) =>
  t.app.inject({ method: 'GET', url: `/api/public/booking_page/${subdomain}` });

async function provider(merchantId: number, firstName: string, lastName: string, isActive = true) {
  const user = await createUser(t.handle.db, { id: merchantId }, { firstName, lastName });
  const [row] = await t.handle.db
    .insert(serviceProviders)
    .values({ merchantId, userId: user.id, isActive })
    .returning({ id: serviceProviders.id });
  await t.handle.db.update(users).set({ serviceProviderId: row!.id }).where(eq(users.id, user.id));
  return row!.id;
}

/** A merchant with a description, a logo, two providers (one inactive) and four services. */
async function bookableMerchant() {
  const setup = await createMerchantWithStaff(t.handle.db, []);
  const { merchant } = setup;
  const client = await signIn(t.app, setup.owner.userName);
  const logo = (
    await upload(client, '/api/merchant/images/merchant_logo/', [{ data: await pngOf(300, 300) }])
  ).json();
  await client.put('/api/merchant_config/booking_page', {
    business_description: 'Massage and facials in the old town.',
    logo_image_id: logo.id,
  });
  const ana = await provider(merchant.id, 'Ana', 'Lopez');
  const gone = await provider(merchant.id, 'Gone', 'Away', false);
  const service = (name: string, extra: object) =>
    withTenant(t.handle.db, merchant.id, (tx) =>
      createOffering(tx, merchant.id, {
        name,
        duration: 60,
        duration_display_unit: 'Minutes',
        price: '45.00',
        is_bookable: true,
        service_provider_ids: [ana],
        offering_category_name: 'Massage',
        ...extra,
      }),
    );
  await service('Deep tissue massage', { duration: 1.5, duration_display_unit: 'Hours', price: '90' });
  await service('Inactive facial', { is_active: false });
  await service('Gift card', { is_bookable: false, duration: null });
  await service('Nobody performs this', { service_provider_ids: [gone] });
  return { ...setup, logo };
}

describe('public booking page (ruling 4; spec 1 §2.3)', () => {
  it('shows the business, its images and its active bookable services with their providers', async () => {
    const { merchant, logo } = await bookableMerchant();
    const response = await pageOf(merchant.urlSubdomain);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      business_name: merchant.name,
      url_subdomain: merchant.urlSubdomain,
      business_description: 'Massage and facials in the old town.',
      time_zone: 'America/Denver',
      logo: logo.link,
      business_image: null,
      services: [
        {
          id: expect.any(Number),
          name: 'Deep tissue massage',
          description: '',
          duration_minutes: 90,
          duration_display_unit: 'Hours',
          price: '90.00',
          category: 'Massage',
          image: null,
          providers: [{ id: expect.any(Number), display_name: 'Ana Lopez' }],
          // Issue 15 point 7: no deposit and no no-show fee, so no card is taken.
          deposit: '0.00',
          no_show_fee: '0.00',
          card_required: false,
          card_terms: '',
        },
      ],
      // Issue 16 point 5: nothing given yet, so nothing to show.
      business: { phone: '', address_lines: [], website_url: '' },
    });
    // The logo's public link works without a session.
    expect((await t.app.inject({ method: 'GET', url: logo.link })).statusCode).toBe(200);
  });

  it('issue 16 point 5: carries the business address (as printed) and phone, nothing else of the merchant', async () => {
    const { merchant } = await bookableMerchant();
    await t.handle.db
      .update(merchants)
      .set({
        phone: '(303) 555-0142',
        address1: '1550 Larimer St',
        address2: 'Suite 200',
        city: 'Denver',
        state: 'CO',
        zipCode: '80202',
        websiteUrl: 'https://juniper.example',
      })
      .where(eq(merchants.id, merchant.id));
    const page = (await pageOf(merchant.urlSubdomain)).json();
    expect(page.business).toEqual({
      phone: '(303) 555-0142',
      address_lines: ['1550 Larimer St', 'Suite 200', 'Denver, CO 80202'],
      website_url: 'https://juniper.example',
    });
    expect(Object.keys(page).sort()).toEqual(
      [
        'business',
        'business_description',
        'business_image',
        'business_name',
        'logo',
        'services',
        'time_zone',
        'url_subdomain',
      ].sort(),
    );
  });

  it('finds the page whatever the case of the address', async () => {
    const { merchant } = await bookableMerchant();
    expect((await pageOf(merchant.urlSubdomain.toUpperCase())).statusCode).toBe(200);
  });

  it('answers 404 for an unknown address and for a merchant without appointments', async () => {
    expect((await pageOf('no-such-business')).statusCode).toBe(404);
    const { merchant } = await createMerchantWithStaff(t.handle.db, []);
    await t.handle.db.update(merchants).set({ features: [] }).where(eq(merchants.id, merchant.id));
    const response = await pageOf(merchant.urlSubdomain);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('The booking page was not found.');
  });

  it("never shows one merchant's services on another's page", async () => {
    await bookableMerchant();
    const { merchant } = await createMerchantWithStaff(t.handle.db, []);
    const response = await pageOf(merchant.urlSubdomain);
    expect(response.statusCode).toBe(200);
    expect(response.json().services).toEqual([]);
  });
});
