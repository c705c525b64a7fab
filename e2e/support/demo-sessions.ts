// Issue 23 point 9: a browser test that needs a demo user signed in, and does not test signing in, opens its
// page with a session made once per worker through the API (Playwright's storage state) instead of going
// through /login each time. The sign-in tests keep signing in (the `signIn` fixture).
import type { APIRequestContext, Page } from '@playwright/test';
import { ApiClient } from './api-client.ts';

/** The demo sign-ins of DEMO.md (password DEMO_PASSWORD). */
export const DEMO_USERS = [
  'owner@juniper.test',
  'leo@juniper.test',
  'maya@juniper.test',
  'owner@northwind.test',
  'frontdesk@northwind.test',
  'coach@northwind.test',
  'owner@cedar.test',
  'owner@bluebird.test',
  'owner@harbor.test',
] as const;

export type DemoUser = (typeof DEMO_USERS)[number];

type StorageState = Awaited<ReturnType<APIRequestContext['storageState']>>;

/**
 * The sessions of this worker, by server and user. A worker ends after a failed test, so a retry starts
 * from new sessions. Never sign such a session out or end it otherwise (a password change, a deactivation):
 * every later test of the worker uses it. Tests that do that sign in with `signIn`, or as a user of their own.
 */
const sessions = new Map<string, Promise<StorageState>>();

function storedSession(baseURL: string, userName: DemoUser): Promise<StorageState> {
  const key = `${baseURL} ${userName}`;
  let session = sessions.get(key);
  if (!session) {
    session = signInThroughApi(baseURL, userName);
    sessions.set(key, session);
    session.catch(() => sessions.delete(key));
  }
  return session;
}

async function signInThroughApi(baseURL: string, userName: DemoUser): Promise<StorageState> {
  const client = await ApiClient.create(baseURL);
  try {
    await client.login(userName);
    return await client.request.storageState();
  } finally {
    await client.dispose();
  }
}

/**
 * Puts the demo user's stored session into the page's browser context (replacing any other) and opens
 * `path` there. Fails at once, naming the cause, when the server no longer knows the session.
 */
export async function openSignedIn(
  page: Page,
  baseURL: string,
  userName: DemoUser,
  path: string,
): Promise<void> {
  const state = await storedSession(baseURL, userName);
  await page.context().addCookies(state.cookies);
  const check = await page.request.get('/api/login_context');
  if (!check.ok()) {
    sessions.delete(`${baseURL} ${userName}`);
    throw new Error(
      `The stored session of ${userName} was ended (GET /api/login_context answered ${check.status()}): a ` +
        'test signed it out or changed the user. Such a test signs in with signIn, or as a user of its own.',
    );
  }
  await page.goto(path);
}
