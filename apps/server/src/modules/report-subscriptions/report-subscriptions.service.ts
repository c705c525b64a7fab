import { errorCodes, type ReportSubscription, type ReportSubscriptionList } from '@paybook/contracts';
import { nextReportRun, type ReportFrequency, type ReportType } from '@paybook/domain';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { withTenant, withTenantRead } from '../../db/tenant.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { UserContext } from '../../plugins/auth.ts';
import { type IdempotentResult, runIdempotent } from '../../plugins/idempotency.ts';
import { enqueueReportRun } from './report-subscription-job.ts';
import * as repo from './report-subscriptions.repository.ts';

// spec 3 §6 "view_reports: … subscribe to reports" (issue 28 point 3): the signed-in user's own e-mailed
// reports. The endpoints' declared access (contracts/endpoints/report-subscriptions.ts) has checked the
// domain's reportSubscriptionRequirement before these run; the job checks it again at every send.

const REPORT = 'The saved report';
const SUBSCRIPTION = 'The report subscription';

function present(
  row: repo.ReportSubscriptionRow,
  report: repo.SubscribedReport,
  user: UserContext,
  nextRunAt: Date,
): ReportSubscription {
  return {
    id: row.id,
    report_type: row.reportType as ReportType,
    report_number: row.reportNumber,
    report_name: report.name,
    frequency: row.frequency as ReportFrequency,
    hour: row.hour,
    time_zone: user.merchant.timeZone,
    email: user.user.email,
    next_run_at: nextRunAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

/** The next send: the queued period's job, else (a job already running) the schedule's next run. */
const nextRunOf = (
  row: repo.ReportSubscriptionRow,
  user: UserContext,
  queued: Map<number, Date>,
  now: Date,
) =>
  queued.get(row.id) ??
  nextReportRun({ frequency: row.frequency as ReportFrequency, hour: row.hour }, user.merchant.timeZone, now)
    .run_at;

export function listReportSubscriptions(
  db: Database,
  user: UserContext,
  type: ReportType,
  number: number,
  now = new Date(),
): Promise<ReportSubscriptionList> {
  return withTenantRead(db, user.merchantId, async (tx) => {
    const report = await repo.subscribedReportOf(tx, user.merchantId, type, number);
    if (!report) throw notFound(REPORT);
    const rows = await repo.listUserSubscriptions(tx, user.merchantId, user.userId, { type, number });
    const queued = await repo.nextQueuedRuns(
      tx,
      user.merchantId,
      rows.map((row) => row.id),
    );
    return {
      data: rows.map((row) => present(row, report, user, nextRunOf(row, user, queued, now))),
      email: user.user.email,
      time_zone: user.merchant.timeZone,
    };
  });
}

/**
 * Subscribes the user to a report at a frequency and local hour, and queues its first period's job in
 * the same transaction (so the job exists exactly when the subscription does). One subscription per
 * report and frequency: a second is refused (409) naming the frequency.
 */
export function createReportSubscription(
  db: Database,
  request: FastifyRequest,
  user: UserContext,
  type: ReportType,
  number: number,
  body: { frequency: ReportFrequency; hour: number },
  now = new Date(),
): Promise<IdempotentResult<ReportSubscription>> {
  // A resent subscribe with the same Idempotency-Key replays the first answer (ARCHITECTURE.md).
  return runIdempotent(db, request, user, 201, async (tx) => {
    const report = await repo.subscribedReportOf(tx, user.merchantId, type, number, true);
    if (!report) throw notFound(REPORT);
    const row = await repo.insertSubscription(tx, {
      merchantId: user.merchantId,
      userId: user.userId,
      reportType: type,
      reportNumber: number,
      frequency: body.frequency,
      hour: body.hour,
    });
    if (!row) {
      const message = `You already get this report ${body.frequency}. Cancel that subscription to change its hour.`;
      throw new AppError(409, errorCodes.conflict, message, [{ property: 'frequency', message }]);
    }
    const run = nextReportRun(body, user.merchant.timeZone, now);
    await enqueueReportRun(tx, user.merchantId, row.id, run);
    return present(row, report, user, run.run_at);
  });
}

/** Cancels one of the user's own subscriptions; another user's, or another merchant's, is not found. */
export function cancelReportSubscription(db: Database, user: UserContext, id: number): Promise<null> {
  return withTenant(db, user.merchantId, async (tx) => {
    if (!(await repo.deleteUserSubscription(tx, user.merchantId, user.userId, id)))
      throw notFound(SUBSCRIPTION);
    return null;
  });
}
