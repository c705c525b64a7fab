import type { Locator, Page, Request } from '@playwright/test';
import { DEMO_USERS, expect, test } from './support/fixtures.ts';

// Issue 13 point 14, spec 1 §2.4 and §6: the navigation never offers what the page refuses. Every
// demo sign-in of DEMO.md opens every entry of its navigation and their sub-links; no call to /api may
// be refused (403) or fail (5xx) on the way, and every page shows its heading, never the error page or
// an empty main. The tests only read: each one is independent of the others and of its own earlier try.
// The support console (support@paybook.test) has no merchant navigation and is not among them. Each
// opens with the worker's stored session of the user (support/demo-sessions.ts): nothing here signs out.

const ERROR_TITLES = ['This page could not be loaded', 'Page not found'];

const isApi = (url: string) => new URL(url).pathname.startsWith('/api/');

/** Records every refused or failed /api answer, and which /api calls are still under way. */
function watchApi(page: Page) {
  const problems: string[] = [];
  const pending = new Set<Request>();
  page.on('request', (request) => {
    if (isApi(request.url())) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  page.on('response', async (response) => {
    const status = response.status();
    if (!isApi(response.url()) || (status !== 403 && status < 500)) return;
    const body = await response.text().catch(() => '');
    const where = `${response.request().method()} ${new URL(response.url()).pathname}`;
    problems.push(`${where} answered ${status} on ${page.url()}: ${body}`);
  });
  return { problems, pending };
}

interface NavEntry {
  href: string;
  label: string;
}

type ApiWatch = ReturnType<typeof watchApi>;

/** The page shows its heading, not the error page, and none of its calls was refused or failed. */
async function expectPageShown(page: Page, api: ApiWatch, what: string) {
  await expect(page).toHaveURL((url) => url.pathname !== '/login');
  await expect(page.locator('#main-content').getByRole('heading', { level: 1 }).first()).toBeVisible();
  for (const title of ERROR_TITLES) {
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
  }
  // The page's own calls have answered before its answers are judged.
  await expect.poll(() => api.pending.size, { timeout: 15_000 }).toBe(0);
  await expect(page.getByRole('status', { name: /loading/i })).toHaveCount(0);
  expect(api.problems, what).toEqual([]);
}

/** Links of a locator that stay in the app, with their text. */
const linksIn = (scope: Locator, selector: string): Promise<NavEntry[]> =>
  scope.locator(selector).evaluateAll((links) =>
    links.map((link) => ({
      href: link.getAttribute('href') ?? '',
      label: link.textContent?.trim() ?? '',
    })),
  );

for (const userName of DEMO_USERS) {
  test(`${userName}: every navigation entry and sub-link opens without a 403 or an empty page`, async ({
    page,
    openAs,
  }) => {
    const api = watchApi(page);
    await openAs(userName);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link').first()).toBeVisible();
    // Entries and the sub-links of their groups; external links (refer a business) leave the app.
    const entries = await linksIn(nav, 'a[href^="/"]');
    expect(entries.length, 'the navigation offers something').toBeGreaterThan(0);

    for (const entry of entries) {
      await test.step(`${entry.label} (${entry.href})`, async () => {
        const link = nav.locator(`a[href="${entry.href}"]`).first();
        // A sub-link inside a closed group is opened by its address, as a bookmark would.
        if (await link.isVisible()) await link.click();
        else await page.goto(entry.href);
        await expectPageShown(page, api, `${entry.label} (${entry.href})`);
      });
    }

    // spec 1 §6: the customer list's profiles and their tabs are as readable as the list.
    const customers = entries.find((entry) => entry.href.startsWith('/customer/list'));
    expect(customers, 'spec 1 §6: everyone is offered the customer list').toBeDefined();
    if (!customers) return;
    await test.step('a customer profile and its tabs', async () => {
      await nav.locator(`a[href="${customers.href}"]`).first().click();
      await expectPageShown(page, api, 'the customer list');
      // DEMO.md: every demo merchant has customers.
      const profile = page.locator('#main-content a[href^="/customer/profile/"]').first();
      await expect(profile).toBeVisible();
      await profile.click();
      await expectPageShown(page, api, 'a customer profile');
      for (const tab of await linksIn(page.getByRole('tablist'), 'a[href^="/customer/profile/"]')) {
        await page.getByRole('tab', { name: tab.label, exact: true }).click();
        await expect(page).toHaveURL((url) => url.pathname === tab.href);
        await expectPageShown(page, api, `the profile's ${tab.label} tab`);
      }
    });
  });
}
