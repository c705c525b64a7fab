// Issue 23 point 4: every declared endpoint gets FUZZ_RUNS requests (200 by default) generated from its
// schemas with fast-check, half valid and half near-valid, with a fixed seed in CI (`npm run fuzz --
// --seed random --runs N` runs longer). It holds: no answer is a 5xx; every status is one the declaration
// lists (a 2xx body that does not match its response schema is already a 500: lib/response-serializer.ts);
// a refused request writes nothing (every table's row count, around each run of refused requests, kept by
// triggers: test/endpoints/row-counts.ts, decision 155).
import { type EndpointDefinition, endpointName, errorStatusesOf } from '@paybook/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoSupportUser } from '../seed/demo-data.ts';
import { TestClient } from '../test/client.ts';
import { restoreFuzzedOwner } from '../test/endpoints/fuzz-owner.ts';
import { type FuzzRequest, fuzzRequests } from '../test/endpoints/fuzz-requests.ts';
import { KnownIds } from '../test/endpoints/known-ids.ts';
import { changedTables, ledgerMismatches, RowCounter, type RowCounts } from '../test/endpoints/row-counts.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 23);
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
/** The full-product merchant's owner may call nearly everything; the console calls its own endpoints. */
const OWNER = 'owner@northwind.test';

let t: TestApp;
let ids: KnownIds;
let counter: RowCounter;
let merchantId: number;

beforeAll(async () => {
  // The sign-in endpoints get their share of failed attempts too: the lockout must not lock the fuzzing out.
  t = await createTestApp(
    { LOGIN_MAX_FAILURES_PER_ADDRESS: '1000000', LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000000' },
    { demo: true },
  );
  ids = new KnownIds(t.handle.db);
  counter = new RowCounter(t.handle.db);
}, 120_000);

async function signedIn(path: string, userName: string): Promise<TestClient> {
  const client = new TestClient(t.app);
  const response = await client.post(path, { user_name: userName, password: DEMO_PASSWORD });
  expect(response.statusCode, response.body).toBe(200);
  return client;
}

/** The owner as they were before the last endpoint's requests (password, MFA, rights, active). */
async function freshOwner(): Promise<TestClient> {
  merchantId = await restoreFuzzedOwner(t.handle.db, OWNER, DEMO_PASSWORD);
  return signedIn('/api/login', OWNER);
}

function send(client: TestClient, request: FuzzRequest): Promise<LightMyRequestResponse> {
  const hasBody = request.payload !== undefined;
  return client.request({
    method: request.method,
    url: request.url,
    ...(hasBody
      ? { payload: JSON.stringify(request.payload), headers: { 'content-type': 'application/json' } }
      : {}),
  });
}

/**
 * Every table's row count once the work public calls do after their answer has ended (an accepted
 * sign-up's e-mail: lib/background-work.ts), so that it counts with its call, not a later refused one.
 */
async function settledRowCounts(): Promise<RowCounts> {
  await t.app.background.idle();
  return counter.read();
}

function declaredStatuses(endpoint: EndpointDefinition): Set<number> {
  return new Set([...Object.keys(endpoint.responses).map(Number), ...errorStatusesOf(endpoint)]);
}

describe('fuzzing every declared endpoint (issue 23 point 4)', () => {
  it(`answers ${RUNS} generated requests per endpoint within its declaration (seed ${SEED})`, async () => {
    const endpoints = t.app.routeCatalogue.declared.filter((endpoint) => !endpoint.hidden);
    const failures: string[] = [];
    const totals = { requests: 0, accepted: 0, refused: 0 };
    for (const [index, endpoint] of endpoints.entries()) {
      const client =
        endpoint.access.kind === 'support'
          ? await signedIn('/api/support/login', demoSupportUser.userName)
          : await freshOwner();
      await counter.compact();
      const statuses = declaredStatuses(endpoint);
      const requests = await fuzzRequests(endpoint, merchantId, ids, { runs: RUNS, seed: SEED + index });
      let before: RowCounts = {};
      /** Whether `before` may be out of date: an accepted state-changing request may have written. */
      let stale = true;
      let refused: string[] = [];
      for (const request of requests) {
        const where = `${endpointName(endpoint)} ${request.url.slice(0, 120)} [${request.label}]`;
        if (request.method !== 'GET' && (stale || refused.length > 0)) {
          // The refused requests since the last count changed nothing.
          const now = await settledRowCounts();
          const changed = refused.length > 0 ? changedTables(before, now) : [];
          if (changed.length > 0) failures.push(`refused ${refused.join(' | ')} wrote ${changed.join(', ')}`);
          before = now;
          stale = false;
          refused = [];
        }
        const response = await send(client, request);
        totals.requests++;
        const status = response.statusCode;
        if (status >= 500) failures.push(`${where}: ${status} ${response.body.slice(0, 200)}`);
        else if (!statuses.has(status))
          failures.push(`${where}: undeclared ${status} ${response.body.slice(0, 120)}`);
        if (status < 400) totals.accepted++;
        else totals.refused++;
        if (request.method === 'GET') continue;
        if (status < 400) stale = true;
        else refused.push(where);
      }
      if (refused.length > 0) {
        const changed = changedTables(before, await settledRowCounts());
        if (changed.length > 0) failures.push(`refused ${refused.join(' | ')} wrote ${changed.join(', ')}`);
      }
    }
    console.info(
      `fuzzing: ${endpoints.length} endpoints × ${RUNS} requests = ${totals.requests} (${totals.accepted} accepted, ${totals.refused} refused), seed ${SEED}`,
    );
    // The ledger the counts were read from agrees with count(*) on every table (decision 155).
    for (const mismatch of await ledgerMismatches(t.handle.db, counter))
      failures.push(`row ledger ${mismatch}`);
    // One line per endpoint and kind of finding, with how often and the first example.
    const grouped = new Map<string, { count: number; first: string }>();
    for (const failure of failures) {
      const kind = failure
        .replace(/ \/api\/\S*/, '')
        .replace(/ \[.*?\]/, '')
        .slice(0, 90);
      const group = grouped.get(kind) ?? { count: 0, first: failure.slice(0, 300) };
      group.count++;
      grouped.set(kind, group);
    }
    expect([...grouped.values()].map((group) => `${group.count}× ${group.first}`)).toEqual([]);
  }, 600_000);
});
