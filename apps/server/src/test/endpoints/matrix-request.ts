import type { EndpointDefinition } from '@paybook/contracts';
import type { KnownIds, OwnObjects } from './known-ids.ts';
import { inputSchemaOf, type JsonSchema, sampleOf } from './schema-arbitrary.ts';

// Issue 23 point 3: the request the access matrix sends for one endpoint, caller and case.

export type MatrixCase = 'own ids' | "another merchant's ids";

/** `mayEndSession`: a state-changing call with nothing to name (sign-out, end of an impersonation). */
export type MatrixRequest = {
  url: string;
  /** The path values sent (a requirement may depend on them). */
  params: Record<string, string>;
  payload?: unknown;
  mayEndSession: boolean;
};

const SEED = 23;
/** An id that no merchant has: an own-id call that would change data names nothing instead. */
const NOBODY = '987654321';

const propertiesOf = (schema: JsonSchema | undefined) => schema?.properties ?? {};

function queryString(values: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * GETs carry real ids and a generated query. A state-changing call with the caller's own ids never
 * changes the caller's data: its body is not an object (400 after the access check, which runs first:
 * plugins/auth.ts is an onRequest hook), or, without a body, its ids name nothing (404). With another
 * merchant's ids it carries a generated body, as an attacker would: any 2xx is an unexpected allow.
 */
export async function matrixRequest(
  endpoint: EndpointDefinition,
  merchantId: number,
  matrixCase: MatrixCase,
  ids: KnownIds,
  own?: OwnObjects,
): Promise<MatrixRequest> {
  const isRead = endpoint.method === 'GET';
  const guarded = !isRead && matrixCase === 'own ids';
  const params: Record<string, string> = {};
  const paramSchema = endpoint.params ? inputSchemaOf(endpoint.params) : undefined;
  for (const [name, schema] of Object.entries(propertiesOf(paramSchema))) {
    const known = await ids.valueOf(
      merchantId,
      name,
      endpoint.path,
      matrixCase === 'own ids' ? own : undefined,
    );
    if (known !== undefined) params[name] = guarded && !endpoint.body ? NOBODY : known;
    else params[name] = String(sampleOf(schema, SEED, name));
  }
  const path = endpoint.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
  const query = endpoint.query
    ? (sampleOf(inputSchemaOf(endpoint.query), SEED) as Record<string, unknown>)
    : {};
  const url = `/api${path}${queryString(query)}`;
  if (isRead || endpoint.multipart) return { url, params, mayEndSession: false };
  if (guarded) {
    return endpoint.body
      ? { url, params, payload: ['not an object'], mayEndSession: false }
      : { url, params, mayEndSession: Object.keys(params).length === 0 };
  }
  const payload = endpoint.body ? sampleOf(inputSchemaOf(endpoint.body), SEED) : undefined;
  return { url, params, payload, mayEndSession: false };
}
