import type { Readable } from 'node:stream';
import {
  type AnswerInputOf,
  type BodyOf,
  type EndpointDefinition,
  errorBody,
  errorStatusesOf,
  type ParamsOf,
  type QueryOf,
  type RequirementOfPath,
} from '@paybook/contracts';
import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../lib/app-error.ts';
import type { SupportContext, UserContext } from '../plugins/auth.ts';

// Issue 23 point 2, decision 100: one function registers an endpoint's declaration (packages/contracts/src/
// endpoints/) with its handler. The declaration gives the route its method, path, schemas, declared
// statuses (the OpenAPI document lists each, errors in the one error shape), access (checked by the auth
// plugin through the domain's `meets` before the handler runs) and whether it takes an Idempotency-Key.

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declaration this route was registered from (the access matrix and fuzzing read it). */
    endpoint?: EndpointDefinition;
    /** A requirement that depends on the path (contracts' RequirementOfPath), checked like `requirement`. */
    requirementOfPath?: RequirementOfPath;
  }
}

/** Who called, as the declared access makes sure: the user for `user`, the support user for `support`. */
type CallerOf<E extends EndpointDefinition> = E['access'] extends { kind: 'user' }
  ? { user: UserContext }
  : E['access'] extends { kind: 'support' }
    ? { support: SupportContext }
    : // A public endpoint may still see who is signed in (sign-in context, public pages).
      { user: UserContext | null };

export type EndpointCall<E extends EndpointDefinition> = {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  request: FastifyRequest;
  reply: FastifyReply;
} & CallerOf<E>;

/**
 * The answer of an endpoint that `produces` a file (a PDF, a CSV file, an .ics file): its bytes, sent as
 * they are. The handler sets other headers (Content-Disposition) on the reply; the content type is the
 * declaration's (its first, unless the handler picks another).
 */
export type FileAnswer = string | Buffer | Readable;

type HandlerAnswerOf<E extends EndpointDefinition> = E extends { produces: readonly string[] }
  ? FileAnswer
  : AnswerInputOf<E>;

export type EndpointHandler<E extends EndpointDefinition> = (
  call: EndpointCall<E>,
) => Promise<HandlerAnswerOf<E>> | HandlerAnswerOf<E>;

/** The /api scope a module's routes register on. */
export type ApiScope = Parameters<FastifyPluginAsyncZod>[0];

/**
 * The one error shape, letting documented extra fields through: top-level ones (AppError's `extra`) and
 * those inside `error` (a refusal's details an endpoint documents in `errorBodies`).
 */
const errorAnswer = errorBody.extend({ error: errorBody.shape.error.loose() }).loose();

export const IDEMPOTENCY_NOTE = 'Accepts an Idempotency-Key header (ARCHITECTURE.md "Idempotency").';
const IDEMPOTENCY_REQUIRED_NOTE =
  'Requires an Idempotency-Key header: a new key for each action, the same key to retry it.';

/**
 * A success answer's schema as Fastify takes it: a file's under its content types (so the OpenAPI document
 * gives the file's type to the success alone, errors staying JSON), any other as it is.
 */
function successSchemaOf(endpoint: EndpointDefinition, schema: unknown): unknown {
  if (!endpoint.produces) return schema;
  return { content: Object.fromEntries(endpoint.produces.map((type) => [type, { schema }])) };
}

/** The Fastify route options a declaration stands for. */
export function routeOptionsOf(endpoint: EndpointDefinition): RouteShorthandOptions {
  const response: Record<number, unknown> = {};
  for (const [status, schema] of Object.entries(endpoint.responses))
    response[Number(status)] = successSchemaOf(endpoint, schema);
  for (const status of errorStatusesOf(endpoint))
    response[status] = endpoint.errorBodies?.[status] ?? errorAnswer;
  const { requirement } = endpoint.access.kind === 'user' ? endpoint.access : { requirement: undefined };
  const notes = [
    endpoint.description,
    endpoint.idempotency === 'required' ? IDEMPOTENCY_REQUIRED_NOTE : undefined,
    endpoint.idempotency === 'optional' ? IDEMPOTENCY_NOTE : undefined,
  ].filter(Boolean);
  return {
    config: {
      auth: endpoint.access.kind,
      requirement: typeof requirement === 'function' ? undefined : requirement,
      requirementOfPath: typeof requirement === 'function' ? requirement : undefined,
      allowWithoutMfa: endpoint.allowWithoutMfa,
      skipCsrf: endpoint.skipCsrf,
      endpoint,
    },
    schema: {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      ...(notes.length > 0 ? { description: notes.join(' ') } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response,
      ...(endpoint.hidden ? { hide: true } : {}),
    },
  };
}

function requireIdempotencyKey(request: FastifyRequest): void {
  const key = request.headers['idempotency-key'];
  if (key === undefined || key === '') {
    throw badRequest(
      'Idempotency-Key',
      'Idempotency-Key is required: send a new key for each action, and the same key to retry it.',
    );
  }
}

/** Registers `endpoint` on `app` (the /api scope) with `handler`. */
export function route<E extends EndpointDefinition>(
  app: ApiScope,
  endpoint: E,
  handler: EndpointHandler<E>,
): void {
  // An endpoint with one success status answers it (201 for a create) unless the handler says otherwise.
  const successes = Object.keys(endpoint.responses).map(Number);
  const onlySuccess = successes.length === 1 ? successes[0] : undefined;
  const [fileType] = endpoint.produces ?? [];
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...routeOptionsOf(endpoint),
    handler: async (request, reply) => {
      if (endpoint.idempotency === 'required') requireIdempotencyKey(request);
      if (onlySuccess !== undefined && onlySuccess !== 200) reply.code(onlySuccess);
      const call = {
        params: request.params,
        query: request.query,
        body: request.body,
        request,
        reply,
        user: request.userContext,
        support: request.supportContext,
      } as EndpointCall<E>;
      const answer = await handler(call);
      // Set after the handler, so that an error it throws is answered in JSON.
      if (fileType !== undefined && !reply.hasHeader('content-type')) reply.type(fileType);
      return answer;
    },
  });
}
