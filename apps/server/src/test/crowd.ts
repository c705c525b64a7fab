import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { settlesWithin } from './bounded.ts';

// Issue 23 point 1: fifty requests at once on one object (a payment, an appointment) with the default pool
// must give one effect, and the server must keep answering /api/health meanwhile and after. A server stuck
// on its own pool never answers: the bounded waits turn that into a failure.

/** How many requests the crowd sends at once. */
export const CROWD = 50;
/** Far more than fifty requests on one object take on a loaded machine; a hang is longer. */
const CROWD_BOUND_MS = 25_000;
const HEALTH_BOUND_MS = 10_000;

const health = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/health' });

/**
 * Sends `CROWD` requests at once (`send(i)` sends the i-th), asks /api/health while they are in flight and
 * once they are all answered; fails when any of them does not settle within its bound.
 */
export async function sendCrowd(
  app: FastifyInstance,
  what: string,
  send: (index: number) => Promise<LightMyRequestResponse>,
): Promise<LightMyRequestResponse[]> {
  const crowd = Promise.all(Array.from({ length: CROWD }, (_, index) => send(index)));
  const during = await settlesWithin(health(app), HEALTH_BOUND_MS, `/api/health during ${what}`);
  expect(during.statusCode, during.body).toBe(200);
  const answers = await settlesWithin(crowd, CROWD_BOUND_MS, `${CROWD} concurrent ${what}`);
  const after = await settlesWithin(health(app), HEALTH_BOUND_MS, `/api/health after ${what}`);
  expect(after.statusCode, after.body).toBe(200);
  return answers;
}

/**
 * The crowd's answers: `winners` answered `ok` (the one that acted; all of them where a repeat answers the
 * done state), every other one a refusal (409) or "busy, retry" (503 with Retry-After); never a 500.
 */
export function expectAnswers(answers: readonly LightMyRequestResponse[], ok: number, winners: number) {
  const statuses = answers.map((answer) => answer.statusCode);
  expect(
    statuses.filter((status) => status === ok),
    statuses.join(' '),
  ).toHaveLength(winners);
  for (const answer of answers.filter((one) => one.statusCode !== ok)) {
    expect([409, 503], answer.body).toContain(answer.statusCode);
    if (answer.statusCode === 503) expect(answer.headers['retry-after'], answer.body).toBeDefined();
  }
}
