import {
  type AnswerOf,
  type BodyInputOf,
  type EndpointDefinition,
  endpointUrl,
  type ParamsInputOf,
  type ParamsOf,
  type QueryInputOf,
  type QueryOf,
} from '@paybook/contracts';
import { apiRequest, type RequestOptions } from './api-client';

/** A part of the request the declaration has a schema for is required; one it has none for is absent. */
type Part<K extends string, T> = [T] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: T };

/**
 * Path and query values as the caller holds them (an id is a number): the parsed type of each field,
 * required where the wire form requires it.
 */
type Wire<Input, Parsed> = [Input] extends [undefined]
  ? undefined
  : { [K in keyof Input]: K extends keyof Parsed ? Parsed[K] : Input[K] };

export type EndpointInput<E extends EndpointDefinition> = Part<
  'params',
  Wire<ParamsInputOf<E>, ParamsOf<E>>
> &
  Part<'query', Wire<QueryInputOf<E>, QueryOf<E>>> &
  Part<'body', BodyInputOf<E>> &
  Pick<RequestOptions, 'signal' | 'headers' | 'redirectOnUnauthenticated'>;

/**
 * Calls an endpoint through its declaration (issue 23 point 2, decision 100): the address from the
 * declared path and the params, the method, and the answer typed by the declared response schema. A page
 * passes the declaration's method and path with its type (`callEndpoint<typeof getOrder>({ method: 'GET',
 * path: '/order/:orderId' }, …)`, the declaration imported as a type): the compiler holds them to the
 * declaration's, and the page does not bundle the declaration's schemas (the first pages' weight).
 */
export function callEndpoint<E extends EndpointDefinition>(
  endpoint: E,
  input: EndpointInput<E>,
): Promise<AnswerOf<E>>;
export function callEndpoint<E extends EndpointDefinition>(
  endpoint: Pick<E, 'method' | 'path'>,
  input: EndpointInput<E>,
): Promise<AnswerOf<E>>;
export function callEndpoint<E extends EndpointDefinition>(
  endpoint: Pick<E, 'method' | 'path'>,
  input: EndpointInput<E>,
): Promise<AnswerOf<E>> {
  const { params, query, body, ...options } = input as EndpointInput<EndpointDefinition> & {
    params?: object;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  // apiRequest adds /api itself.
  const path = endpointUrl(endpoint, params).slice('/api'.length);
  return apiRequest<AnswerOf<E>>(endpoint.method, path, {
    ...options,
    body,
    query: query as RequestOptions['query'],
  });
}

/**
 * The address of an endpoint the browser opens itself (a file it downloads or shows: the declaration's
 * `produces`), from the declared path and the params, typed as for `callEndpoint`.
 */
export function endpointLink<E extends EndpointDefinition>(
  endpoint: Pick<E, 'path'>,
  params: EndpointInput<E>['params'],
): string {
  return endpointUrl(endpoint, params);
}
