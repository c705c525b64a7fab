// Issue 23 point 3: the access matrix, generated. Every endpoint registered from its declaration is called
// by every caller of DEMO.md (anonymous, each demo user, support impersonating an owner, the support
// console), with the caller's own ids and with another merchant's. What each call must answer comes from
// the endpoint's declared access through the domain's `meets` (the rule the server and the web use), never
// from a second table: a denied caller gets 401 or 403; an allowed one anything else; another merchant's
// ids never a success.
import { type EndpointDefinition, endpointName, requirementOf } from '@paybook/contracts';
import { canUseProviderCalendar, meets } from '@paybook/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Caller, signInCallers } from '../test/endpoints/callers.ts';
import { isKnownIdParameter, KnownIds } from '../test/endpoints/known-ids.ts';
import { type MatrixCase, matrixRequest } from '../test/endpoints/matrix-request.ts';
import { inputSchemaOf } from '../test/endpoints/schema-arbitrary.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let callers: Caller[];
let ids: KnownIds;
let endpoints: EndpointDefinition[];

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  callers = await signInCallers(t.app);
  ids = new KnownIds(t.handle.db);
  endpoints = t.app.routeCatalogue.declared;
}, 120_000);

/** Whether the declaration lets `caller` through (the domain's rule; not the server's answer). */
function isAllowed(endpoint: EndpointDefinition, caller: Caller, params: Record<string, string>): boolean {
  const { access } = endpoint;
  if (access.kind === 'public') return true;
  if (access.kind === 'support') return caller.kind === 'support' || caller.alsoSupport === true;
  const requirement = requirementOf(access, params);
  if (caller.kind !== 'user' || caller.subject === null || !meets(caller.subject, requirement)) return false;
  // spec 1 §2.5: a calendar's items are its provider's, and all providers' only with that right; the
  // caller's own ids are their own calendar's (known-ids.ts), so one without a calendar reads none. (A
  // change is refused the same way, after its body is checked, which the matrix sends invalid.)
  const namesCalendarObject =
    endpoint.method === 'GET' && Object.keys(params).some((name) => CALENDAR_ITEMS.has(name));
  return (
    !namesCalendarObject ||
    canUseProviderCalendar(caller.subject, caller.own.serviceProviderId, caller.own.serviceProviderId ?? 0)
  );
}

const CALENDAR_ITEMS = new Set(['appointmentId', 'personalTimeId']);

const pathParameters = (endpoint: EndpointDefinition) =>
  Object.keys(endpoint.params ? (inputSchemaOf(endpoint.params).properties ?? {}) : {});

/** A merchant other than the caller's, whose ids the second case sends. */
function otherMerchantOf(caller: Caller, merchantIds: number[]): number {
  return merchantIds.find((id) => id !== caller.merchantId) ?? 0;
}

describe('every endpoint is declared (issue 23 point 2)', () => {
  it('registers every /api route from a declaration, each once', () => {
    expect(t.app.routeCatalogue.undeclared).toEqual([]);
    const names = endpoints.map(endpointName);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('knows what every path parameter naming an object names', () => {
    const unknown = endpoints.flatMap((endpoint) =>
      pathParameters(endpoint)
        .filter((name) => /id$|Id$|Key$|_key$|Number$|subdomain/.test(name))
        .filter((name) => !isKnownIdParameter(name, endpoint.path))
        .map((name) => `${endpointName(endpoint)}: ${name}`),
    );
    expect(unknown).toEqual([]);
  });
});

describe('the access matrix (issue 23 point 3)', () => {
  it('answers every caller as the declared access decides, with its own ids and with another merchant’s', async () => {
    const merchantIds = [
      ...new Set(callers.map((caller) => caller.merchantId).filter((id): id is number => id !== null)),
    ];
    const failures: string[] = [];
    const counts = { calls: 0, allowed: 0, denied: 0 };
    for (const endpoint of endpoints) {
      for (const caller of callers) {
        const own = caller.merchantId ?? merchantIds[0] ?? 0;
        const ownRequest = await matrixRequest(endpoint, own, 'own ids', ids, caller.own);
        const allowed = isAllowed(endpoint, caller, ownRequest.params);
        const namesObjects = pathParameters(endpoint).some((name) => isKnownIdParameter(name, endpoint.path));
        // Another merchant's ids matter where an allowed signed-in caller names objects.
        const cases: MatrixCase[] =
          allowed && caller.kind === 'user' && namesObjects && endpoint.access.kind === 'user'
            ? ['own ids', "another merchant's ids"]
            : ['own ids'];
        for (const matrixCase of cases) {
          const request =
            matrixCase === 'own ids'
              ? ownRequest
              : await matrixRequest(endpoint, otherMerchantOf(caller, merchantIds), matrixCase, ids);
          const response = await caller.client.request({
            method: endpoint.method,
            url: request.url,
            ...(request.payload === undefined ? {} : { payload: request.payload as object }),
          });
          counts.calls++;
          const status = response.statusCode;
          const denied = status === 401 || status === 403;
          if (allowed) counts.allowed++;
          else counts.denied++;
          const where = `${endpointName(endpoint)} as ${caller.name} with ${matrixCase} (${request.url})`;
          if (status >= 500) failures.push(`${where}: ${status} ${response.body.slice(0, 200)}`);
          else if (matrixCase === "another merchant's ids" && status < 300)
            failures.push(`${where}: unexpected allow ${status} of another merchant's object`);
          else if (allowed && denied)
            failures.push(`${where}: unexpected deny ${status} ${response.body.slice(0, 160)}`);
          else if (!allowed && !denied)
            failures.push(`${where}: unexpected allow ${status} ${response.body.slice(0, 160)}`);
          if (request.mayEndSession) await caller.renew();
        }
      }
    }
    console.info(
      `access matrix: ${endpoints.length} endpoints × ${callers.length} callers × ≤2 cases = ${counts.calls} calls (${counts.allowed} allowed, ${counts.denied} denied by the declarations)`,
    );
    expect(failures).toEqual([]);
  }, 300_000);
});
