import {
  type AnswerOf,
  type BodyInputOf,
  type EndpointDefinition,
  endpointName,
  endpointUrl,
} from '@paybook/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestClient } from '../client.ts';
import { takeUndeclaredStatuses } from '../declared-statuses.ts';
import { queryText } from './fuzz-requests.ts';

// Issue 23 point 4, stateful sequences: one call of a declared endpoint (its path, method and schemas),
// checked the moment it answers, so the step that broke a rule is the one fast-check reports and shrinks.

export type CallInput<E extends EndpointDefinition> = {
  /** Path values; ids may be given as numbers (endpointUrl writes them). */
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: BodyInputOf<E>;
  /** For an endpoint that takes one (ARCHITECTURE.md "Idempotency"). */
  idempotencyKey?: string;
};

/**
 * Sends the call and holds what every answer must: never a 5xx, never a status the declaration leaves
 * out (test/declared-statuses.ts collects those; taken here, so the failing step is named).
 */
export async function call<E extends EndpointDefinition>(
  client: TestClient,
  endpoint: E,
  input: CallInput<E> = {},
): Promise<LightMyRequestResponse> {
  const url = `${endpointUrl(endpoint, input.params)}${queryText(input.query ?? {})}`;
  const response = await client.request({
    method: endpoint.method,
    url,
    ...(input.body === undefined ? {} : { payload: input.body as object }),
    ...(input.idempotencyKey === undefined ? {} : { headers: { 'idempotency-key': input.idempotencyKey } }),
  });
  const where = `${endpointName(endpoint)} ${url}`;
  expect(response.statusCode, `${where}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
  expect(takeUndeclaredStatuses(), where).toEqual([]);
  return response;
}

/** The answer's status must be `status` (a refusal's body is not read further). */
export function expectStatus(endpoint: EndpointDefinition, response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, `${endpointName(endpoint)}: ${response.body.slice(0, 300)}`).toBe(status);
}

/** The answer's status must be the success `status`; answers its body, read by the declared schema. */
export function answerOf<E extends EndpointDefinition>(
  endpoint: E,
  response: LightMyRequestResponse,
  status: number,
): AnswerOf<E> {
  expectStatus(endpoint, response, status);
  const schema = endpoint.responses[status];
  if (!schema) throw new Error(`${endpointName(endpoint)} declares no ${status} answer`);
  return schema.parse(response.json()) as AnswerOf<E>;
}

/** The call, whose answer must be the refusal `status`. */
export async function expectRefusal<E extends EndpointDefinition>(
  client: TestClient,
  endpoint: E,
  input: CallInput<E>,
  status: number,
): Promise<void> {
  expectStatus(endpoint, await call(client, endpoint, input), status);
}

/** An add sent with an Idempotency-Key that succeeded: what a repeat must replay. */
export type KeyedAdd<E extends EndpointDefinition> = {
  params: Record<string, string | number>;
  body: BodyInputOf<E>;
  key: string;
  answer: AnswerOf<E>;
};

/**
 * ARCHITECTURE.md "Idempotency": a repeat of the add with its key, however much later, replays the first
 * answer (and adds nothing); the key with another body is refused with 422.
 */
export async function expectReplay<E extends EndpointDefinition>(
  client: TestClient,
  endpoint: E,
  added: KeyedAdd<E>,
  status: number,
  otherBody: BodyInputOf<E>,
): Promise<void> {
  const input = { params: added.params, idempotencyKey: added.key };
  const response = await call(client, endpoint, { ...input, body: added.body });
  expect(answerOf(endpoint, response, status), 'the replayed answer').toEqual(added.answer);
  expect(response.headers['idempotent-replayed']).toBe('true');
  await expectRefusal(client, endpoint, { ...input, body: otherBody }, 422);
}
