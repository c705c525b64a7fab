import type { EndpointDefinition } from '@paybook/contracts';
import fc from 'fast-check';
import type { KnownIds } from './known-ids.ts';
import { applyMutation, describeMutation, mutationArbitrary, type RequestParts } from './near-valid.ts';
import { arbitraryOf, inputSchemaOf } from './schema-arbitrary.ts';

// Issue 23 point 4: the requests the fuzzing sends to one endpoint, generated from its declaration.

export type FuzzRequest = {
  label: string;
  method: EndpointDefinition['method'];
  url: string;
  payload?: unknown;
};

/** Path values: a real object of the merchant where the parameter names one, generated otherwise. */
async function paramsArbitrary(
  endpoint: EndpointDefinition,
  merchantId: number,
  ids: KnownIds,
): Promise<fc.Arbitrary<Record<string, string>>> {
  const properties = endpoint.params ? (inputSchemaOf(endpoint.params).properties ?? {}) : {};
  const record: Record<string, fc.Arbitrary<string>> = {};
  for (const [name, schema] of Object.entries(properties)) {
    const known = await ids.valueOf(merchantId, name, endpoint.path);
    const generated = arbitraryOf(schema, name)
      .map(String)
      .filter((value) => value.length > 0);
    record[name] =
      known === undefined
        ? generated
        : fc.oneof({ weight: 4, arbitrary: fc.constant(known) }, { weight: 1, arbitrary: generated });
  }
  return fc.record(record);
}

const asQuery = (value: unknown) =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

async function validArbitrary(
  endpoint: EndpointDefinition,
  merchantId: number,
  ids: KnownIds,
): Promise<fc.Arbitrary<RequestParts>> {
  return fc.record({
    params: await paramsArbitrary(endpoint, merchantId, ids),
    query: endpoint.query ? arbitraryOf(inputSchemaOf(endpoint.query)).map(asQuery) : fc.constant({}),
    body:
      endpoint.body && !endpoint.multipart
        ? arbitraryOf(inputSchemaOf(endpoint.body))
        : fc.constant(undefined),
  });
}

/** A query's text (`?a=1&b=x`), values other than strings as JSON; '' for none. */
export function queryText(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    search.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function toRequest(endpoint: EndpointDefinition, parts: RequestParts, label: string): FuzzRequest {
  const path = endpoint.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) =>
    encodeURIComponent(parts.params[name] ?? ''),
  );
  return {
    label,
    method: endpoint.method,
    url: `/api${path}${queryText(parts.query)}`,
    ...(parts.body === undefined || endpoint.method === 'GET' ? {} : { payload: parts.body }),
  };
}

/**
 * `runs` requests for `endpoint`, half valid as far as its schemas say and half near-valid (one thing
 * wrong), the same for the same seed.
 */
export async function fuzzRequests(
  endpoint: EndpointDefinition,
  merchantId: number,
  ids: KnownIds,
  options: { runs: number; seed: number },
): Promise<FuzzRequest[]> {
  const valid = await validArbitrary(endpoint, merchantId, ids);
  const nearValid = valid.chain((parts) =>
    mutationArbitrary(parts).map((mutation) => ({ parts: applyMutation(parts, mutation), mutation })),
  );
  const half = Math.ceil(options.runs / 2);
  const validOnes = fc
    .sample(valid, { numRuns: half, seed: options.seed })
    .map((parts) => toRequest(endpoint, parts, 'valid'));
  const nearOnes = fc
    .sample(nearValid, { numRuns: options.runs - half, seed: options.seed + 1 })
    .map(({ parts, mutation }) => toRequest(endpoint, parts, describeMutation(mutation)));
  return [...validOnes, ...nearOnes];
}
