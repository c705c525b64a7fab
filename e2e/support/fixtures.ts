import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { ApiClient, DEMO_PASSWORD } from './api-client.ts';
import { type DemoUser, openSignedIn } from './demo-sessions.ts';

export { ApiClient, ApiError, DEMO_PASSWORD, uniqueSuffix } from './api-client.ts';
export { DEMO_USERS, type DemoUser } from './demo-sessions.ts';
export { expect };

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type AxeViolation = AxeResults['violations'][number];

export interface CheckA11yOptions {
  /** The page to check; the test's `page` when left out (pass a popup or a second context's page here). */
  page?: Page;
  /** CSS selectors to limit the check to. */
  include?: string[];
  /** CSS selectors to leave out (e.g. a third-party widget). Say why in the test. */
  exclude?: string[];
  /** axe rule ids to skip. Say why in the test. */
  disableRules?: string[];
  /** Impacts that fail the test; moderate, serious and critical by default (issue 24 point 6). */
  failOn?: Array<'minor' | 'moderate' | 'serious' | 'critical'>;
}

export interface PaybookFixtures {
  /** Signs in through the UI at /login and waits until the app has left /login. */
  signIn: (userName: string, password?: string) => Promise<void>;
  /**
   * Opens `path` ('/': the user's home) as a demo user, on a session the worker made once through the API
   * (support/demo-sessions.ts). For tests that need someone signed in, not a sign-in: never for a test
   * that signs the user out or ends their sessions (password, deactivation, lockout, MFA).
   */
  openAs: (userName: DemoUser, path?: string) => Promise<void>;
  /** Runs axe on the current page; fails listing every serious or critical violation. Answers the results. */
  checkA11y: (options?: CheckA11yOptions) => Promise<AxeResults>;
  /**
   * Saves a full-page PNG to e2e/artifacts/screenshots/<name>.png (kept as a CI artifact).
   * Not called `screenshot`: Playwright already owns that name for its `use.screenshot` option.
   */
  takeScreenshot: (name: string, page?: Page) => Promise<string>;
  /** An API session of its own (not the browser's) for seeding; sends the CSRF header. */
  api: ApiClient;
  /** Every URL the test's page visited, in order (also attached to the test as `visited-pages`). */
  visitedPages: string[];
}

const visitedByPage = new WeakMap<Page, string[]>();

export const test = base.extend<PaybookFixtures>({
  // Wraps the built-in page so every test that opens one records where it went (see visitedPages).
  page: async ({ page }, use, testInfo) => {
    const visited: string[] = [];
    visitedByPage.set(page, visited);
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) return;
      const url = frame.url();
      if (url !== 'about:blank' && visited.at(-1) !== url) visited.push(url);
    });
    await use(page);
    if (visited.length > 0) {
      await testInfo.attach('visited-pages', { body: visited.join('\n'), contentType: 'text/plain' });
    }
  },

  visitedPages: async ({ page }, use) => {
    await use(visitedByPage.get(page) ?? []);
  },

  signIn: async ({ page }, use) => {
    await use(async (userName, password = DEMO_PASSWORD) => {
      await page.goto('/login');
      // By accessible name: the visible labels also hold the required-field asterisk.
      await page.getByRole('textbox', { name: 'User name', exact: true }).fill(userName);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
      const answer = page.waitForResponse(
        (res) => new URL(res.url()).pathname === '/api/login' && res.request().method() === 'POST',
      );
      await page.getByRole('button', { name: 'Sign in' }).click();
      const res = await answer;
      const failure = async (what: string, cause?: unknown) => {
        const said = (await page.getByRole('alert').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
        return new Error(
          `Signing in as ${userName} ${what}${said.length ? `; the page says: ${said.join(' | ')}` : ''}`,
          { cause },
        );
      };
      if (!res.ok()) {
        // Give the form a moment to show its message, then fail at once instead of waiting for a timeout.
        await page
          .getByRole('alert')
          .first()
          .waitFor({ timeout: 2_000 })
          .catch(() => {});
        throw await failure(`failed: POST /api/login answered ${res.status()} ${await res.text()}`);
      }
      try {
        await page.waitForURL((url) => !/^\/login\/?$/.test(url.pathname));
      } catch (error) {
        throw await failure('did not leave /login', error);
      }
    });
  },

  openAs: async ({ page, baseURL }, use) => {
    if (!baseURL) throw new Error('baseURL is not set: run the tests through `npm run test:e2e`');
    await use((userName, path = '/') => openSignedIn(page, baseURL, userName, path));
  },

  checkA11y: async ({ page }, use, testInfo) => {
    let run = 0;
    await use(async (options = {}) => {
      const target = options.page ?? page;
      // Legacy mode runs axe once in the page (the app has no frames) instead of again in a blank page
      // it opens; only violations are collected in full.
      let builder = new AxeBuilder({ page: target })
        .setLegacyMode(true)
        .options({ resultTypes: ['violations'] });
      for (const selector of options.include ?? []) builder = builder.include(selector);
      for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
      if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
      const results = await test.step(`axe: ${target.url()}`, () =>
        withAxeBudget(testInfo, () => builder.analyze()));
      run += 1;
      await testInfo.attach(`axe-${run}`, {
        body: JSON.stringify({ url: results.url, violations: results.violations }, null, 2),
        contentType: 'application/json',
      });
      const failOn = new Set<string>(options.failOn ?? ['moderate', 'serious', 'critical']);
      const failing = results.violations.filter((v) => v.impact && failOn.has(v.impact));
      const others = results.violations.filter((v) => !failing.includes(v));
      if (others.length > 0) {
        testInfo.annotations.push({
          type: 'a11y (not failing)',
          description: `${results.url}: ${others.map((v) => `${v.id} (${v.impact})`).join(', ')}`,
        });
      }
      // Compare ids only, so the failure shows the readable list above instead of a long object diff.
      expect(
        failing.map((v) => `${v.id} (${v.impact})`),
        formatViolations(results.url, failing),
      ).toEqual([]);
      return results;
    });
  },

  takeScreenshot: async ({ page }, use, testInfo) => {
    const dir = path.resolve(testInfo.project.testDir, 'artifacts', 'screenshots');
    await use(async (name, target = page) => {
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${safeName(name)}.png`);
      // A full-page capture of a scrolled window draws the sticky header mid-page: capture from the top.
      await target.evaluate('window.scrollTo(0, 0)');
      // Transitions (a modal's fade-in) are finished first, so a screenshot shows the screen at rest.
      await target.screenshot({ path: file, fullPage: true, animations: 'disabled' });
      await testInfo.attach(name, { path: file, contentType: 'image/png' });
      return file;
    });
  },

  api: async ({ baseURL }, use) => {
    if (!baseURL) throw new Error('baseURL is not set: run the tests through `npm run test:e2e`');
    const client = await ApiClient.create(baseURL);
    await use(client);
    await client.dispose();
  },
});

/**
 * Issue 13 point 12: one axe run may take up to AXE_BUDGET_MS of its own, outside the test's budget, so a
 * loaded machine (axe checks every node's colours) does not time the test out. Only the time it took counts.
 */
export const AXE_BUDGET_MS = 60_000;

async function withAxeBudget<T>(testInfo: TestInfo, work: () => Promise<T>): Promise<T> {
  if (testInfo.timeout === 0) return work(); // no time limit at all (a debugging run)
  const started = Date.now();
  testInfo.setTimeout(testInfo.timeout + AXE_BUDGET_MS);
  try {
    return await work();
  } finally {
    // The test keeps its own budget: the part of the axe budget that was not used is taken back.
    const unused = Math.max(0, AXE_BUDGET_MS - (Date.now() - started));
    testInfo.setTimeout(testInfo.timeout - unused);
  }
}

function safeName(name: string): string {
  const cleaned = name.replace(/[^a-zA-Z0-9._-]+/g, '-').replace(/^-+|-+$/g, '');
  return cleaned || 'screenshot';
}

function formatViolations(url: string, violations: AxeViolation[]): string {
  if (violations.length === 0) return `no serious or critical accessibility violations on ${url}`;
  const lines = [`${violations.length} accessibility violation(s) on ${url}:`];
  for (const v of violations) {
    lines.push(`  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})`);
    for (const node of v.nodes.slice(0, 5)) {
      lines.push(`      at ${node.target.join(' ')}`);
      const summary = node.failureSummary
        ?.split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
      if (summary?.length) lines.push(`         ${summary[0]} ${summary.slice(1, 4).join('; ')}`);
    }
    if (v.nodes.length > 5) lines.push(`      … and ${v.nodes.length - 5} more element(s)`);
  }
  return lines.join('\n');
}
