import type { Requirement } from '@paybook/domain/access/requirement';
import type { z } from 'zod';

// Issue 23 point 2: each endpoint is declared once, here in the contracts, and read by the server (which
// registers it with its handler: apps/server/src/http/endpoint-route.ts), by the web (which calls it:
// apps/web/src/lib/call-endpoint.ts), by the OpenAPI document, and by the generated access matrix and
// fuzzing (apps/server/src/test/endpoints/). Decision 100.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint. `user`: a signed-in merchant user (or a support user impersonating one) whose
 * access subject meets `requirement` through the domain's access model (spec 1 §6, spec 3 §6); no
 * requirement means any signed-in user. `support`: a support user in the console. `public`: anyone.
 */
export type EndpointAccess =
  | { kind: 'public' }
  | { kind: 'support' }
  | { kind: 'user'; requirement?: Requirement | RequirementOfPath };

/**
 * A requirement that depends on the path (saved reports: the report type's right). It reads the raw path
 * values, before validation: a value it does not know gives the strictest requirement it has.
 */
export type RequirementOfPath = (params: Readonly<Record<string, string>>) => Requirement;

export const PUBLIC = { kind: 'public' } as const satisfies EndpointAccess;
export const SUPPORT = { kind: 'support' } as const satisfies EndpointAccess;
export const SIGNED_IN = { kind: 'user' } as const satisfies EndpointAccess;
/** A signed-in user whose subject meets `requirement` (or what it answers for the call's path). */
export const requires = (requirement: Requirement | RequirementOfPath) =>
  ({ kind: 'user', requirement }) as const satisfies EndpointAccess;

/** The requirement an endpoint's access sets for a call with these path values (undefined: none). */
export function requirementOf(
  access: EndpointAccess,
  params: Readonly<Record<string, string>>,
): Requirement | undefined {
  if (access.kind !== 'user') return undefined;
  const { requirement } = access;
  return typeof requirement === 'function' ? requirement(params) : requirement;
}

/** Success statuses an endpoint answers, each with its body's schema (`z.null()` for 204). */
export type SuccessResponses = { readonly [status: number]: z.ZodType };

/** Error statuses any endpoint may answer besides those it declares (see `errorStatusesOf`). */
export const COMMON_ERROR_STATUSES = [400, 413, 415, 503] as const;

export interface EndpointDefinition {
  readonly method: HttpMethod;
  /** Under /api, in Fastify's form: `/order/:orderId`. */
  readonly path: string;
  readonly access: EndpointAccess;
  readonly summary: string;
  readonly description?: string;
  readonly tags: readonly string[];
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly responses: SuccessResponses;
  /** Error statuses this endpoint answers besides COMMON_ERROR_STATUSES and its access's 401/403. */
  readonly errors?: readonly number[];
  /**
   * The body of an error status whose `error` carries more than the one error shape's fields (a booking
   * refusal's other slots); any other error status is documented with the one shape.
   */
  readonly errorBodies?: { readonly [status: number]: z.ZodType };
  /** Content types of a success answer that is not JSON (a PDF, a CSV file, an .ics file). */
  readonly produces?: readonly string[];
  /**
   * `required`: a call without an Idempotency-Key header is refused (400 naming it); `optional`: with a
   * key a repeat replays the first answer (ARCHITECTURE.md "Idempotency"); absent: the header is ignored.
   */
  readonly idempotency?: 'required' | 'optional';
  /** Callable while the merchant requires MFA the user has not set up (spec 3 §2.5). */
  readonly allowWithoutMfa?: boolean;
  /** Sign-in calls create the session the CSRF token belongs to. */
  readonly skipCsrf?: boolean;
  /** Left out of the OpenAPI document (the document itself). */
  readonly hidden?: boolean;
  /** The body is not JSON (an upload), so the fuzzing sends none of its own. */
  readonly multipart?: boolean;
}

/** Keeps the literal types of a declaration (its schemas, statuses and method) for server and web. */
export const defineEndpoint = <const E extends EndpointDefinition>(definition: E): E => definition;

type SchemaOf<E, K extends keyof EndpointDefinition> = E extends { [P in K]: infer S extends z.ZodType }
  ? S
  : undefined;

/** What a handler receives (after parsing) and what a caller sends (before). */
export type ParamsOf<E extends EndpointDefinition> =
  SchemaOf<E, 'params'> extends z.ZodType ? z.output<SchemaOf<E, 'params'>> : undefined;
export type QueryOf<E extends EndpointDefinition> =
  SchemaOf<E, 'query'> extends z.ZodType ? z.output<SchemaOf<E, 'query'>> : undefined;
export type BodyOf<E extends EndpointDefinition> =
  SchemaOf<E, 'body'> extends z.ZodType ? z.output<SchemaOf<E, 'body'>> : undefined;
export type ParamsInputOf<E extends EndpointDefinition> =
  SchemaOf<E, 'params'> extends z.ZodType ? z.input<SchemaOf<E, 'params'>> : undefined;
export type QueryInputOf<E extends EndpointDefinition> =
  SchemaOf<E, 'query'> extends z.ZodType ? z.input<SchemaOf<E, 'query'>> : undefined;
export type BodyInputOf<E extends EndpointDefinition> =
  SchemaOf<E, 'body'> extends z.ZodType ? z.input<SchemaOf<E, 'body'>> : undefined;

/** The body of any of the endpoint's success answers, as the server sends it and the web reads it. */
export type AnswerOf<E extends EndpointDefinition> = {
  [S in keyof E['responses']]: E['responses'][S] extends z.ZodType ? z.output<E['responses'][S]> : never;
}[keyof E['responses']];
/** What a handler may return: the answer as its schema takes it in (the serializer checks it). */
export type AnswerInputOf<E extends EndpointDefinition> = {
  [S in keyof E['responses']]: E['responses'][S] extends z.ZodType ? z.input<E['responses'][S]> : never;
}[keyof E['responses']];

/** Every error status the endpoint may answer: the common ones, its access's, and its own. */
export function errorStatusesOf(endpoint: EndpointDefinition): number[] {
  const statuses = new Set<number>([...COMMON_ERROR_STATUSES, ...(endpoint.errors ?? [])]);
  // A path value past Fastify's maxParamLength is refused before any route runs.
  if (endpoint.params) statuses.add(414);
  if (endpoint.access.kind !== 'public') statuses.add(401);
  // A signed-in caller of a state-changing call may fail the CSRF check, also on a public endpoint.
  const mayFailCsrf = endpoint.method !== 'GET' && !endpoint.skipCsrf;
  if (endpoint.access.kind !== 'public' || mayFailCsrf) statuses.add(403);
  if (endpoint.idempotency) statuses.add(409).add(422);
  return [...statuses].sort((a, b) => a - b);
}

/** The endpoint's address with its parameters filled in, under /api: `/api/order/12`. */
export function endpointUrl(endpoint: Pick<EndpointDefinition, 'path'>, params?: object): string {
  const values = (params ?? {}) as Record<string, unknown>;
  const path = endpoint.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null)
      throw new Error(`${endpoint.path} needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  return `/api${path}`;
}

/** The declaration's name in the access matrix and fuzzing reports: `GET /order/:orderId`. */
export const endpointName = (endpoint: Pick<EndpointDefinition, 'method' | 'path'>): string =>
  `${endpoint.method} ${endpoint.path}`;
