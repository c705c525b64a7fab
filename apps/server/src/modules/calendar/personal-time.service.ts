import { type PersonalTime, type SavePersonalTimeBody, TIME_PERIOD_NOT_AVAILABLE } from '@paybook/contracts';
import { overlapsBreak, personalTimeProblem, personalTimeTitle, wallClock } from '@paybook/domain';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import type { UserContext } from '../../plugins/auth.ts';
import { type IdempotentResult, runIdempotent } from '../../plugins/idempotency.ts';
import * as repo from './calendar.repository.ts';
import { assertEditable, loadProvider } from './calendar-access.ts';
import { withCalendarErrors } from './calendar-errors.ts';
import { presentPersonalTime } from './calendar-presenters.ts';
import { loadWorkingDays } from './calendar-week.service.ts';

const OVER_BREAK_MESSAGE = "This time overlaps the provider's break. Choose another time.";

async function writePersonalTime(
  tx: Database,
  ctx: UserContext,
  providerId: number,
  body: SavePersonalTimeBody,
  existingId: number | null,
): Promise<PersonalTime> {
  const provider = await loadProvider(tx, ctx, providerId);
  await repo.lockProviderCalendar(tx, ctx.merchantId, provider.id);
  if (existingId !== null) {
    const existing = await repo.findItem(tx, ctx.merchantId, existingId, 'personal_time');
    if (!existing || existing.serviceProviderId !== provider.id) throw notFound('The personal time');
    assertEditable(existing.startAt, provider.timeZone);
  }
  const start = new Date(body.start_at);
  const end = new Date(body.end_at);
  const problem = personalTimeProblem(start, end, provider.timeZone);
  if (problem) throw badRequest(problem.property, problem.message);
  // ARCHITECTURE.md "No double booking": breaks are rules, so their overlap is checked here.
  const days = await loadWorkingDays(
    tx,
    ctx.merchantId,
    provider,
    wallClock(start, provider.timeZone).date,
    wallClock(end, provider.timeZone).date,
  );
  if (days.some((day) => overlapsBreak({ start, end }, day)))
    throw new AppError(409, TIME_PERIOD_NOT_AVAILABLE, OVER_BREAK_MESSAGE, [
      { property: 'start_at', message: OVER_BREAK_MESSAGE },
    ]);
  const values = {
    serviceProviderId: provider.id,
    title: personalTimeTitle(body.title),
    offeringId: null,
    customerId: null,
    startAt: start,
    endAt: end,
  };
  let id = existingId;
  if (id === null) id = await repo.insertItem(tx, ctx.merchantId, 'personal_time', values);
  else await repo.updateItem(tx, ctx.merchantId, id, values);
  const saved = await repo.findItem(tx, ctx.merchantId, id, 'personal_time');
  return presentPersonalTime(saved!);
}

/** spec 1 §7 POST service_provider/{id}/personal_time (spec 1 §5 rules); accepts Idempotency-Key. */
export function createPersonalTime(
  db: Database,
  request: FastifyRequest,
  ctx: UserContext,
  providerId: number,
  body: SavePersonalTimeBody,
): Promise<IdempotentResult<PersonalTime>> {
  return withCalendarErrors(() =>
    runIdempotent(db, request, ctx, 201, (tx) => writePersonalTime(tx, ctx, providerId, body, null)),
  );
}

/** spec 1 §7 PUT service_provider/{id}/personal_time/{id}. */
export function updatePersonalTime(
  db: Database,
  request: FastifyRequest,
  ctx: UserContext,
  providerId: number,
  personalTimeId: number,
  body: SavePersonalTimeBody,
): Promise<IdempotentResult<PersonalTime>> {
  return withCalendarErrors(() =>
    runIdempotent(db, request, ctx, 200, (tx) =>
      writePersonalTime(tx, ctx, providerId, body, personalTimeId),
    ),
  );
}

/** spec 1 §7 DELETE service_provider/{id}/personal_time/{id}, within the edit window (spec 1 §4.2). */
export function deletePersonalTime(
  db: Database,
  ctx: UserContext,
  providerId: number,
  personalTimeId: number,
) {
  return withTenant(db, ctx.merchantId, async (tx) => {
    const provider = await loadProvider(tx, ctx, providerId);
    const existing = await repo.findItem(tx, ctx.merchantId, personalTimeId, 'personal_time');
    if (!existing || existing.serviceProviderId !== provider.id) throw notFound('The personal time');
    assertEditable(existing.startAt, provider.timeZone);
    await repo.cancelItem(tx, ctx.merchantId, existing.id);
    return { ok: true as const };
  });
}
