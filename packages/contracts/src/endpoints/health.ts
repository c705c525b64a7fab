import { z } from 'zod';
import { defineEndpoint, PUBLIC } from '../endpoint.ts';
import { healthResponse } from '../health.ts';

// Operations: what a load balancer and an API client ask of any node (paths under /api).
const tags = ['Operations'];

export const getHealth = defineEndpoint({
  method: 'GET',
  path: '/health',
  access: PUBLIC,
  tags,
  summary: 'Liveness and database reachability',
  responses: { 200: healthResponse },
});

/** The OpenAPI document of this API (@fastify/swagger's), left out of itself. */
export const getOpenApiDocument = defineEndpoint({
  method: 'GET',
  path: '/openapi.json',
  access: PUBLIC,
  hidden: true,
  tags,
  summary: 'The OpenAPI document',
  // @fastify/swagger's own type (an OpenAPI 2 or 3 document); the document describes itself.
  responses: { 200: z.unknown() },
});
