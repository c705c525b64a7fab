// Issue 13 point 1: no 500 for bad input, anywhere. Walks every operation of /api/openapi.json and sends,
// one field at a time, a NUL byte in each text, dates outside the supported range (and at its edges),
// integers past 32 bits and past 2^53, and ids that are not plain decimal (point 11), signed in as an owner
// (with the CSRF token) and anonymously. A new route is covered by being in the OpenAPI document.
import { randomUUID } from 'node:crypto';
import { INT32_MAX, SUPPORTED_DATES } from '@paybook/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { offeringServiceProviders } from './db/schema/index.ts';
import { signIn, TestClient } from './test/client.ts';
import { createMerchantWithStaff } from './test/factories.ts';
import { createService, makeProvider } from './test/staff-factories.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

type Schema = {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  additionalProperties?: Schema | boolean;
  enum?: unknown[];
  anyOf?: Schema[];
  /** A discriminated union (POST order/{id}/collect_payment's ways to pay): its first member. */
  oneOf?: Schema[];
  allOf?: Schema[];
  format?: string;
  pattern?: string;
  minimum?: number;
  exclusiveMinimum?: boolean | number;
  maximum?: number;
  minLength?: number;
  minItems?: number;
};
type Parameter = { in: 'path' | 'query'; name: string; required?: boolean; schema: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};
type OpenApi = { paths: Record<string, Record<string, Operation>> };

/** Where a value sits in a request: a path or query parameter, or a path inside the JSON body. */
type Slot = { in: 'path' | 'query'; name: string } | { in: 'body'; path: (string | number)[] };
type Request = { path: Record<string, string>; query: Record<string, string>; body: unknown };
/** `refused`: the value must never be accepted (a 2xx), whatever else is wrong with the request. */
type Mutation = { label: string; apply: (request: Request) => void; refused?: 'always' | 'as an id' };

const BAD_DATES = ['0000-01-01', '0001-01-01', '1969-12-31', '2200-01-01', '9999-12-31'];
const EDGE_DATES = [SUPPORTED_DATES.first, SUPPORTED_DATES.last];
const BAD_INSTANTS = ['0000-01-01T00:00:00Z', '1969-12-31T23:00:00Z', '9999-12-31T23:00:00Z'];
const EDGE_INSTANTS = [`${SUPPORTED_DATES.first}T00:00:00Z`, `${SUPPORTED_DATES.last}T23:00:00Z`];
const BIG_INTEGERS = [INT32_MAX + 1, 2 ** 53];
/** Issue 13 point 11: ids that lenient parsing read as 16, 1, 1 and 1000. */
const MALFORMED_IDS = ['0x10', '00001', ' 1', '1e3'];

const isDate = (value: unknown) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
const isInstant = (value: unknown) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value);

let t: TestApp;
let owner: TestClient;
/** Real ids of the owner's merchant, so that requests get past "not found" to where values are used. */
let known: Record<string, number>;
let urlSubdomain: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.handle.db;
  const {
    merchant,
    owner: ownerUser,
    staff,
  } = await createMerchantWithStaff(db, ['manage_customers'], {
    productName: 'full_product',
    appointmentsActivated: true,
  });
  const provider = await makeProvider(db, staff, [0, 1, 2, 3, 4, 5, 6]);
  const service = await createService(db, merchant);
  await db
    .insert(offeringServiceProviders)
    .values({ merchantId: merchant.id, offeringId: service.id, serviceProviderId: provider.id });
  owner = await signIn(t.app, ownerUser.userName);
  const customer = await owner.post('/api/customer', { first_name: 'Fuzz', last_name: 'Customer' });
  const fee = await owner.post('/api/catalog/fee_structure', {
    type: 'fee',
    name: 'Fuzz fee',
    amount: '5',
    is_percent: false,
  });
  expect([customer.statusCode, fee.statusCode]).toEqual([201, 200]);
  urlSubdomain = merchant.urlSubdomain;
  known = {
    serviceProviderId: provider.id,
    service_provider_id: provider.id,
    offeringId: service.id,
    offering_id: service.id,
    customerId: customer.json().id,
    customer_id: customer.json().id,
    userId: staff.id,
    merchantId: merchant.id,
    feeStructureId: fee.json().id,
  };
});

/** The parameter `id` means the resource of its path. */
function idFor(name: string, path: string): number {
  if (name === 'id' && path.includes('/customer/') && !path.includes('comment')) return known.customerId ?? 1;
  if (name === 'id' && path.includes('fee_structure')) return known.feeStructureId ?? 1;
  return known[name] ?? 1;
}

const firstOf = (schema: Schema): Schema =>
  schema.anyOf?.find((option) => option.type !== 'null' && !option.enum?.includes('')) ??
  schema.anyOf?.[0] ??
  schema.oneOf?.[0] ??
  schema;

function patternOf(schema: Schema): RegExp[] {
  const patterns = [schema.pattern, ...(schema.allOf ?? []).map((part) => part.pattern)];
  return patterns.filter((pattern): pattern is string => Boolean(pattern)).map((p) => new RegExp(p));
}

const STRING_CANDIDATES = ['2030-01-07', '20300107', '09:00', '123456', 'fuzz'];

/** A value the schema accepts, guessed from its type, format, pattern and the field's name. */
function sampleString(schema: Schema, name: string, path: string): string {
  if (schema.enum) return String(schema.enum[0]);
  if (schema.format === 'date-time') return '2030-01-07T17:00:00Z';
  if (schema.format === 'uuid') return randomUUID();
  if (schema.format === 'email' || /email|user_name/.test(name)) return 'fuzz@example.test';
  const patterns = patternOf(schema);
  if (patterns.length > 0) {
    const match = STRING_CANDIDATES.find((candidate) => patterns.every((re) => re.test(candidate)));
    if (match) return match;
  }
  if (name === 'url_subdomain' && path.includes('/public/')) return urlSubdomain;
  if (/price|amount/.test(name)) return '10';
  if (/phone/.test(name)) return '3035550101';
  if (name === 'time_zone') return 'America/Denver';
  return 'fuzz'.padEnd(schema.minLength ?? 0, 'z');
}

function sampleInteger(schema: Schema, name: string, path: string): number {
  if (/id$|Id$/.test(name)) return idFor(name, path);
  const exclusive = schema.exclusiveMinimum === true ? 1 : 0;
  const low = schema.minimum === undefined ? 1 : schema.minimum + exclusive;
  return Math.min(Math.max(low, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
}

function sample(schema: Schema, name: string, path: string, withOptional: boolean): unknown {
  const s = firstOf(schema);
  if (s.enum) return s.enum[0];
  switch (s.type) {
    case 'string':
      return sampleString(s, name, path);
    case 'integer':
      return sampleInteger(s, name, path);
    case 'number':
      return 1;
    case 'boolean':
      return false;
    case 'array':
      return withOptional || (s.minItems ?? 0) > 0 ? [sample(s.items ?? {}, name, path, withOptional)] : [];
    case 'object': {
      const entries = Object.entries(s.properties ?? {}).filter(
        ([key]) => withOptional || s.required?.includes(key),
      );
      return Object.fromEntries(entries.map(([key, value]) => [key, sample(value, key, path, withOptional)]));
    }
    default:
      return 'fuzz';
  }
}

/** Every leaf of a body sample, with its schema, so each can be replaced on its own. */
function leaves(schema: Schema, value: unknown, at: (string | number)[]): [Slot, Schema, unknown][] {
  const s = firstOf(schema);
  if (s.type === 'object' && value && typeof value === 'object') {
    const own: [Slot, Schema, unknown][] =
      typeof s.additionalProperties === 'object' ? [[{ in: 'body', path: at }, s, value]] : [];
    return own.concat(
      Object.entries(s.properties ?? {}).flatMap(([key, child]) =>
        leaves(child, (value as Record<string, unknown>)[key], [...at, key]),
      ),
    );
  }
  if (s.type === 'array' && Array.isArray(value) && value.length > 0)
    return leaves(s.items ?? {}, value[0], [...at, 0]);
  return [[{ in: 'body', path: at }, s, value]];
}

/** Sets a value at a path of the body, making the objects and arrays on the way. */
function setAt(body: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const container = (body ?? (typeof head === 'number' ? [] : {})) as Record<string | number, unknown>;
  const copy = (Array.isArray(container) ? [...container] : { ...container }) as Record<
    string | number,
    unknown
  >;
  copy[head] = setAt(container[head], rest, value);
  return copy;
}

function put(request: Request, slot: Slot, value: unknown) {
  if (slot.in === 'body') request.body = setAt(request.body, slot.path, value);
  else request[slot.in][slot.name] = String(value);
}

/** The bad values for one slot, chosen by what the slot holds. */
function mutationsOf(slot: Slot, schema: Schema, value: unknown, isId: boolean): Mutation[] {
  const name = slot.in === 'body' ? slot.path.join('.') : `${slot.in}:${slot.name}`;
  const set = (label: string, bad: unknown, refused?: Mutation['refused']): Mutation => ({
    label: `${name} = ${JSON.stringify(bad)} (${label})`,
    apply: (request) => put(request, slot, bad),
    refused,
  });
  if (typeof schema.additionalProperties === 'object')
    return [
      set('NUL in a key', { 'fuzz\u0000': sample(schema.additionalProperties, '', '', false) }, 'always'),
    ];
  const type = firstOf(schema).type;
  const text = slot.in === 'body' ? type === 'string' : typeof value === 'string' && type !== 'integer';
  const mutations: Mutation[] = [];
  if (text) mutations.push(set('NUL byte', `${String(value)}\u0000`, 'always'));
  if (isDate(value)) {
    for (const date of BAD_DATES) mutations.push(set('out of range', date, 'always'));
    for (const date of EDGE_DATES) mutations.push(set('edge of range', date));
  } else if (isInstant(value)) {
    for (const instant of BAD_INSTANTS) mutations.push(set('out of range', instant, 'always'));
    for (const instant of EDGE_INSTANTS) mutations.push(set('edge of range', instant));
  }
  if (type === 'integer' || type === 'number' || (slot.in !== 'body' && typeof value === 'number')) {
    for (const big of BIG_INTEGERS) mutations.push(set('too large', big));
  }
  if (isId) for (const id of MALFORMED_IDS) mutations.push(set('not plain decimal', id, 'as an id'));
  return mutations;
}

function operationsOf(spec: OpenApi) {
  return Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
  );
}

/** The base request of an operation (required fields only) and the mutations of every slot. */
function plan(path: string, operation: Operation) {
  const base: Request = { path: {}, query: {}, body: undefined };
  const mutations: Mutation[] = [];
  for (const parameter of operation.parameters ?? []) {
    const value = sample(parameter.schema, parameter.name, path, false);
    if (parameter.in === 'path' || parameter.required) base[parameter.in][parameter.name] = String(value);
    const isId = /id$|Id$|Number$/.test(parameter.name) && parameter.in === 'path';
    mutations.push(...mutationsOf({ in: parameter.in, name: parameter.name }, parameter.schema, value, isId));
  }
  const names = (operation.parameters ?? []).map((parameter) => parameter.name);
  if (names.includes('from') && names.includes('to')) {
    // A range within the supported dates but centuries long must be refused, not computed.
    mutations.push({
      label: `from..to = ${EDGE_DATES.join('..')} (range too long)`,
      apply: (request) => {
        request.path.from = EDGE_DATES[0]!;
        request.path.to = EDGE_DATES[1]!;
      },
    });
  }
  const schema = operation.requestBody?.content['application/json']?.schema;
  if (schema) {
    base.body = sample(schema, '', path, false);
    const full = sample(schema, '', path, true);
    for (const [slot, leafSchema, value] of leaves(schema, full, []))
      mutations.push(...mutationsOf(slot, leafSchema, value, false));
  }
  return { base, mutations };
}

function urlOf(path: string, request: Request): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(request.path[name] ?? ''),
  );
  const query = new URLSearchParams(request.query).toString();
  return query ? `${filled}?${query}` : filled;
}

/** A 400 whose details name exactly these properties. */
function expectRefused(response: LightMyRequestResponse, ...properties: string[]) {
  expect(response.statusCode, response.body).toBe(400);
  const details = (response.json().error.details ?? []) as { property: string }[];
  expect([...new Set(details.map((detail) => detail.property))]).toEqual(properties);
}

describe('the review’s findings (issue 13 points 1, 2 and 11)', () => {
  it('refuses a NUL byte in the sign-in name, naming the field', async () => {
    const anonymous = new TestClient(t.app);
    expectRefused(await anonymous.post('/api/login', { user_name: 'a\u0000', password: 'x' }), 'user_name');
  });

  it('refuses dates outside the supported range and a range of centuries on the public page', async () => {
    const anonymous = new TestClient(t.app);
    const offering = `/api/public/booking_page/${urlSubdomain}/offering/${known.offeringId}`;
    expectRefused(await anonymous.get(`${offering}/time_slots/0000-01-01`), 'date');
    expectRefused(await anonymous.get(`${offering}/available_dates/0001-01-01/9999-12-31`), 'from', 'to');
    expectRefused(await anonymous.get(`${offering}/available_dates/1970-01-01/2199-12-31`), 'to');
    expect((await anonymous.get(`${offering}/time_slots/2199-12-31`)).statusCode).toBe(200);
  });

  it('refuses a calendar week, a range and personal time outside the supported dates', async () => {
    const provider = `/api/service_provider/${known.serviceProviderId}`;
    expectRefused(await owner.get(`${provider}/calendar_week/9999-12-31`), 'weekStart');
    expectRefused(
      await owner.get(
        `/api/offering/${known.offeringId}/service_provider/${known.serviceProviderId}/available_dates_between/0001-01-01/9999-12-31`,
      ),
      'from',
      'to',
    );
    const late = { title: 'Late', start_at: '9999-12-31T23:00Z', end_at: '9999-12-31T23:30Z' };
    expectRefused(await owner.post(`${provider}/personal_time`, late), 'start_at', 'end_at');
    expect((await owner.get(`${provider}/calendar_week/2199-12-29`)).statusCode).toBe(200);
  });

  it('refuses integers past a 32-bit column', async () => {
    expectRefused(await owner.delete(`/api/offering/${known.offeringId}/2147483648`), 'version');
    const discount = {
      type: 'line_item_discount',
      name: 'Big',
      amount: '5',
      is_percent: true,
      discount: { code: null, uses: INT32_MAX + 1, start_date: null, end_date: null },
    };
    expectRefused(await owner.post('/api/catalog/fee_structure', discount), 'discount.uses');
    const saved = await owner.post('/api/catalog/fee_structure', {
      ...discount,
      discount: { ...discount.discount, uses: INT32_MAX },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().discount.uses).toBe(INT32_MAX);
  });

  it.each(MALFORMED_IDS)('refuses the id %j: ids are plain positive decimal', async (id) => {
    expectRefused(await owner.get(`/api/customer/${encodeURIComponent(id)}/full`), 'id');
  });

  it('still reads a plain decimal id', async () => {
    expect((await owner.get(`/api/customer/${known.customerId}/full`)).statusCode).toBe(200);
  });

  it.each(['/%00', '/book/a%00b', '/api/%00', '/api/docs/%00', '/api/images/%00'])(
    'answers the path %s outside the contracts without a 5xx',
    async (url) => {
      for (const client of [owner, new TestClient(t.app)])
        expect((await client.get(url)).statusCode).toBeLessThan(500);
    },
  );

  it('refuses "10,00" as a price, naming it, and saves nothing', async () => {
    const service = { name: 'Comma cut', is_bookable: false, duration: null, price: '10,00' };
    expectRefused(await owner.post('/api/offering', service), 'price');
    expectRefused(await owner.post('/api/offering', { ...service, price: '1,000.00' }), 'price');
    const list = await owner.get('/api/offerings/bookable?items_per_page=100');
    expect(JSON.stringify(list.json())).not.toContain('Comma cut');
    const saved = await owner.post('/api/offering', { ...service, price: '10.5' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().price).toBe('10.50');
  });

  it('refuses a thousands separator in a fee amount and in a price check', async () => {
    const fee = { type: 'fee', name: 'Separated', amount: '1,000', is_percent: false };
    expectRefused(await owner.post('/api/catalog/fee_structure', fee), 'amount');
    expectRefused(
      await owner.post(`/api/catalog/fee_structure/${known.feeStructureId}/has_price_violations`, {
        discount_price: '1,000',
      }),
      'discount_price',
    );
  });
});

describe('every operation of the OpenAPI document (issue 13 points 1 and 11)', () => {
  it('never answers 5xx and never accepts a NUL byte, a date out of range or a lenient id (owner and anonymous)', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as OpenApi;
    const operations = operationsOf(spec);
    expect(operations.length).toBeGreaterThan(150);
    const failures: string[] = [];
    let sent = 0;
    const anonymous = new TestClient(t.app);
    for (const { path, method, operation } of operations) {
      const { base, mutations } = plan(path, operation);
      for (const mutation of mutations) {
        const request: Request = structuredClone(base);
        mutation.apply(request);
        const url = urlOf(path, request);
        const payload = request.body as object | undefined;
        for (const [who, client] of [
          ['owner', owner],
          ['anonymous', anonymous],
        ] as const) {
          const response: LightMyRequestResponse = await client.request({
            method: method as 'GET',
            url,
            ...(payload === undefined ? {} : { payload }),
          });
          sent++;
          // An id read leniently would answer 404 ("0x10" as 16) or 2xx; refused, it is 400 (or 401/403 first).
          const status = response.statusCode;
          const accepted =
            mutation.refused === 'always'
              ? status < 300
              : mutation.refused === 'as an id' && ![400, 401, 403].includes(status);
          if (status >= 500 || accepted) {
            failures.push(
              `${method} ${url} as ${who}, ${mutation.label}: ${status} ${response.body.slice(0, 160)}`,
            );
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  }, 180_000);
});
