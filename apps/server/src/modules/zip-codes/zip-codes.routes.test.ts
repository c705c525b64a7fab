import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/client.ts';
import { createMerchantWithStaff } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

async function staffClient() {
  const setup = await createMerchantWithStaff(t.handle.db, ['create_orders']);
  return signIn(t.app, setup.owner.userName);
}

describe('GET /api/zip_codes/{zip} (spec 2 §5: five digits found by a zip lookup)', () => {
  it('answers the city and state of a real US zip code', async () => {
    const client = await staffClient();
    const response = await client.get('/api/zip_codes/80202');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ zip_code: '80202', city: 'Denver', state_code: 'CO', country: 'US' });
  });

  it('names the field when the zip code is not five digits', async () => {
    const client = await staffClient();
    for (const zip of ['8020', '802021', 'abcde']) {
      const response = await client.get(`/api/zip_codes/${zip}`);
      expect(response.statusCode, zip).toBe(400);
      expect(response.json().error.details).toEqual([
        { property: 'zip_code', message: 'Enter a zip code of exactly five digits.' },
      ]);
    }
  });

  it('is 404 for five digits that are no US zip code', async () => {
    const client = await staffClient();
    const response = await client.get('/api/zip_codes/00000');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.details[0].property).toBe('zip_code');
  });

  it('needs a signed-in user', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/zip_codes/80202' });
    expect(response.statusCode).toBe(401);
  });
});
