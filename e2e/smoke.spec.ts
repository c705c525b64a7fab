import { expect, test } from './support/fixtures.ts';

test.describe('smoke', () => {
  test('serves the sign-in page', async ({ page, checkA11y, takeScreenshot }) => {
    const response = await page.goto('/login');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Paybook/);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await takeScreenshot('smoke-login');
    await checkA11y();
  });

  test('GET /api/health answers ok', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok' });
  });

  test('publishes the OpenAPI document', async ({ request }) => {
    const response = await request.get('/api/openapi.json');
    expect(response.status()).toBe(200);
    const doc: unknown = JSON.parse(await response.text());
    expect(doc).toEqual(expect.objectContaining({ openapi: expect.any(String) }));
  });
});
