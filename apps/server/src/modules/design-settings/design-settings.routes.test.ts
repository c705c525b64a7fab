import type {
  DesignSettings,
  PublicDesign,
  UpdateDesignSettingsBody,
  UploadedImage,
} from '@paybook/contracts';
import { DEFAULT_TERMS, DESIGN_ACCEPT_NONE_MESSAGE } from '@paybook/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { merchants } from '../../db/schema/index.ts';
import { signIn } from '../../test/client.ts';
import { createMerchantWithStaff } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { pngOf, upload } from '../images/test-images.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const DESIGN = '/api/merchant/design_settings';
const LOGO = '/api/merchant/design/logo/';
const BANNER = '/api/merchant/design/banner/';

const valid: UpdateDesignSettingsBody = {
  logo_image_id: null,
  banner_image_id: null,
  primary_color: '#2b8a3e',
  background_color: '#fff9db',
  accept_cc: true,
  accept_ach: false,
};

async function owner(staffRights: Parameters<typeof createMerchantWithStaff>[1] = []) {
  const setup = await createMerchantWithStaff(t.handle.db, staffRights);
  return { ...setup, client: await signIn(t.app, setup.owner.userName) };
}

describe('design settings (spec 3 §2.5, §5; decision 183)', () => {
  it('answers the defaults, then saves logo, banner, colours and switches', async () => {
    const { client } = await owner();
    expect((await client.get(DESIGN)).json()).toEqual({
      logo: null,
      banner: null,
      primary_color: '#1864ab',
      background_color: '#f8f9fa',
      accept_cc: true,
      accept_ach: true,
    });
    const logo = (await upload(client, LOGO, [{ data: await pngOf(120, 120) }])).json<UploadedImage>();
    const banner = (await upload(client, BANNER, [{ data: await pngOf(728, 90) }])).json<UploadedImage>();
    const saved = await client.put(DESIGN, { ...valid, logo_image_id: logo.id, banner_image_id: banner.id });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<DesignSettings>()).toEqual({
      logo: { id: logo.id, link: logo.link },
      banner: { id: banner.id, link: banner.link },
      primary_color: '#2b8a3e',
      background_color: '#fff9db',
      accept_cc: true,
      accept_ach: false,
    });
    // Removing the logo deletes it: its link is gone.
    await client.put(DESIGN, { ...valid, banner_image_id: banner.id });
    expect((await t.app.inject({ method: 'GET', url: logo.link })).statusCode).toBe(404);
  });

  it('refuses a logo or banner outside the size rules, in the rule’s words (spec 3 §5)', async () => {
    const { client } = await owner();
    const cases: [string, Buffer, string][] = [
      [LOGO, await pngOf(40, 40), 'The image is too small. The minimum is 50 by 50 pixels.'],
      [LOGO, await pngOf(2049, 60), 'The image is too large. The maximum is 2048 by 2048 pixels.'],
      [BANNER, await pngOf(700, 90), 'The image is too small. The minimum is 728 by 90 pixels.'],
    ];
    for (const [base, data, message] of cases) {
      const response = await upload(client, base, [{ data }]);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().error.details).toContainEqual({ property: 'file', message });
    }
  });

  it('refuses bad input with 400 naming the field, saving nothing', async () => {
    const { client } = await owner();
    const storeLogo = (await upload(client, '/api/store/logo/', [{ data: await pngOf(80, 80) }])).json();
    const cases: [Partial<UpdateDesignSettingsBody>, string][] = [
      [{ primary_color: 'green' }, 'primary_color'],
      [{ background_color: '#12' }, 'background_color'],
      [{ accept_cc: false, accept_ach: false }, 'accept_cc'],
      [{ logo_image_id: 999_999_999 }, 'logo_image_id'],
      // An image of another kind is not a design logo.
      [{ logo_image_id: storeLogo.id }, 'logo_image_id'],
    ];
    for (const [change, property] of cases) {
      const response = await client.put(DESIGN, { ...valid, ...change });
      expect(response.statusCode, property).toBe(400);
      expect(response.json().error.details[0].property, property).toBe(property);
    }
    const none = await client.put(DESIGN, { ...valid, accept_cc: false, accept_ach: false });
    expect(none.json().error.details[0].message).toBe(DESIGN_ACCEPT_NONE_MESSAGE);
    expect((await client.get(DESIGN)).json<DesignSettings>().primary_color).toBe('#1864ab');
  });

  it('keeps the switches to the one type a merchant accepts (spec 3 §5)', async () => {
    const { client, merchant } = await owner();
    await t.handle.db
      .update(merchants)
      .set({ acceptedPaymentTypes: ['CC'] })
      .where(eq(merchants.id, merchant.id));
    const saved = await client.put(DESIGN, { ...valid, accept_cc: false, accept_ach: true });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ accept_cc: true, accept_ach: false });
  });

  it('needs manage_configuration (403)', async () => {
    const { staff } = await owner(['create_orders', 'manage_customers']);
    const client = await signIn(t.app, staff.userName);
    expect((await client.get(DESIGN)).statusCode).toBe(403);
    expect((await client.put(DESIGN, valid)).statusCode).toBe(403);
    expect((await upload(client, LOGO, [{ data: await pngOf(80, 80) }])).statusCode).toBe(403);
  });

  it("another merchant's image is not found and its design is not touched", async () => {
    const first = await owner();
    const second = await owner();
    const logo = (await upload(first.client, LOGO, [{ data: await pngOf(80, 80) }])).json<UploadedImage>();
    const response = await second.client.put(DESIGN, { ...valid, logo_image_id: logo.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0].property).toBe('logo_image_id');
    await first.client.put(DESIGN, { ...valid, logo_image_id: logo.id });
    expect((await second.client.get(DESIGN)).json<DesignSettings>().logo).toBeNull();
  });

  it('the public pages read the design and terms by the booking address (issue 26 point 4)', async () => {
    const { client, merchant } = await owner();
    const logo = (await upload(client, LOGO, [{ data: await pngOf(80, 80) }])).json<UploadedImage>();
    await client.put(DESIGN, { ...valid, logo_image_id: logo.id });
    await client.put('/api/terms_and_conditions', { terms: [{ kind: 'PrivacyPolicy', text: 'Private.' }] });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/public/design/${merchant.urlSubdomain}`,
    });
    expect(response.statusCode).toBe(200);
    const design = response.json<PublicDesign>();
    expect(design).toMatchObject({
      company_name: merchant.name,
      logo: logo.link,
      banner: null,
      primary_color: '#2b8a3e',
      accept_cc: true,
      accept_ach: false,
    });
    expect(design.terms).toContainEqual({ kind: 'PrivacyPolicy', text: 'Private.' });
    expect(design.terms).toContainEqual({ kind: 'DeliveryTerms', text: DEFAULT_TERMS.DeliveryTerms });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/public/design/no-such-business-here' });
    expect(unknown.statusCode).toBe(404);
  });
});
