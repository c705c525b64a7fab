import { BUILT_IN_REPORT_NUMBER, builtInReportName, type ReportType } from '@paybook/domain';
import { and, asc, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  jobs,
  merchants,
  reportSubscriptionRuns,
  reportSubscriptions,
  users,
} from '../../db/schema/index.ts';
import { findReport } from '../saved-reports/saved-reports.repository.ts';

export type ReportSubscriptionRow = typeof reportSubscriptions.$inferSelect;

/** The job queue a subscription's periods run on (report-subscription-job.ts). */
export const REPORT_SUBSCRIPTION_QUEUE = 'report-subscription';

/** A period's job key: one job per subscription and period, whoever enqueues it. */
export const reportRunJobKey = (merchantId: number, subscriptionId: number, periodStart: string) =>
  `${merchantId}:${subscriptionId}:${periodStart}`;

const jobKeysOf = (merchantId: number, subscriptionId: number) => `${merchantId}:${subscriptionId}:%`;

const FREQUENCY_ORDER = sql`case ${reportSubscriptions.frequency} when 'daily' then 1 when 'weekly' then 2 else 3 end`;

/** The user's subscriptions to one saved report, daily first. */
export function listUserSubscriptions(
  tx: Database,
  merchantId: number,
  userId: number,
  report: { type: string; number: number },
) {
  return tx
    .select()
    .from(reportSubscriptions)
    .where(
      and(
        eq(reportSubscriptions.merchantId, merchantId),
        eq(reportSubscriptions.userId, userId),
        eq(reportSubscriptions.reportType, report.type),
        eq(reportSubscriptions.reportNumber, report.number),
      ),
    )
    .orderBy(FREQUENCY_ORDER, asc(reportSubscriptions.id));
}

/** Adds a subscription; undefined when the user already has this report at this frequency. */
export async function insertSubscription(
  tx: Database,
  values: typeof reportSubscriptions.$inferInsert,
): Promise<ReportSubscriptionRow | undefined> {
  const [row] = await tx.insert(reportSubscriptions).values(values).onConflictDoNothing().returning();
  return row;
}

/**
 * A subscription, FOR SHARE when `lock` (a period's send holds it so a cancel waits for the send, and a
 * send after a cancel finds nothing).
 */
export async function findSubscription(tx: Database, merchantId: number, id: number, lock = false) {
  const query = tx
    .select()
    .from(reportSubscriptions)
    .where(and(eq(reportSubscriptions.merchantId, merchantId), eq(reportSubscriptions.id, id)));
  const [row] = await (lock ? query.for('share') : query);
  return row;
}

/** The queued period jobs of these subscriptions are dropped with them (a run would find nothing to do). */
async function dropQueuedJobs(tx: Database, merchantId: number, ids: readonly number[]) {
  if (ids.length === 0) return;
  await tx
    .delete(jobs)
    .where(
      and(
        eq(jobs.queue, REPORT_SUBSCRIPTION_QUEUE),
        eq(jobs.state, 'queued'),
        or(...ids.map((id) => like(jobs.key, jobKeysOf(merchantId, id)))),
      ),
    );
}

/** Cancels one of the user's subscriptions; false when the user has no such subscription. */
export async function deleteUserSubscription(
  tx: Database,
  merchantId: number,
  userId: number,
  id: number,
): Promise<boolean> {
  const deleted = await tx
    .delete(reportSubscriptions)
    .where(
      and(
        eq(reportSubscriptions.merchantId, merchantId),
        eq(reportSubscriptions.userId, userId),
        eq(reportSubscriptions.id, id),
      ),
    )
    .returning({ id: reportSubscriptions.id });
  await dropQueuedJobs(
    tx,
    merchantId,
    deleted.map((row) => row.id),
  );
  return deleted.length > 0;
}

/** Ends every subscription of a saved report (it was deleted); answers how many. */
export async function deleteReportSubscriptions(
  tx: Database,
  merchantId: number,
  report: { type: string; number: number },
): Promise<number> {
  const deleted = await tx
    .delete(reportSubscriptions)
    .where(
      and(
        eq(reportSubscriptions.merchantId, merchantId),
        eq(reportSubscriptions.reportType, report.type),
        eq(reportSubscriptions.reportNumber, report.number),
      ),
    )
    .returning({ id: reportSubscriptions.id });
  await dropQueuedJobs(
    tx,
    merchantId,
    deleted.map((row) => row.id),
  );
  return deleted.length;
}

/** The instant of each subscription's next queued period (its job's run_at), by subscription id. */
export async function nextQueuedRuns(
  tx: Database,
  merchantId: number,
  ids: readonly number[],
): Promise<Map<number, Date>> {
  const next = new Map<number, Date>();
  if (ids.length === 0) return next;
  const rows = await tx
    .select({ key: jobs.key, runAt: jobs.runAt })
    .from(jobs)
    .where(
      and(
        eq(jobs.queue, REPORT_SUBSCRIPTION_QUEUE),
        inArray(jobs.state, ['queued', 'running']),
        or(...ids.map((id) => like(jobs.key, jobKeysOf(merchantId, id)))),
      ),
    );
  for (const row of rows) {
    const id = Number(row.key.split(':')[1]);
    const known = next.get(id);
    if (!known || row.runAt < known) next.set(id, row.runAt);
  }
  return next;
}

export async function findRun(tx: Database, merchantId: number, subscriptionId: number, periodStart: string) {
  const [row] = await tx
    .select()
    .from(reportSubscriptionRuns)
    .where(
      and(
        eq(reportSubscriptionRuns.merchantId, merchantId),
        eq(reportSubscriptionRuns.subscriptionId, subscriptionId),
        eq(reportSubscriptionRuns.periodStart, periodStart),
      ),
    );
  return row;
}

/**
 * Claims a period: inserts its run row, or answers false when the period already has one (sent or
 * skipped by an earlier run of the job, on this node or another). A concurrent insert of the same period
 * waits here for the other transaction and then answers false.
 */
export async function claimPeriod(
  tx: Database,
  values: { merchantId: number; subscriptionId: number; periodStart: string; outcome: 'sent' | 'skipped' },
): Promise<boolean> {
  const inserted = await tx
    .insert(reportSubscriptionRuns)
    .values(values)
    .onConflictDoNothing()
    .returning({ periodStart: reportSubscriptionRuns.periodStart });
  return inserted.length > 0;
}

export async function recordSentEmail(
  tx: Database,
  merchantId: number,
  run: { subscriptionId: number; periodStart: string; outboxEmailId: number | null; rowCount: number },
) {
  await tx
    .update(reportSubscriptionRuns)
    .set({ outboxEmailId: run.outboxEmailId, rowCount: run.rowCount })
    .where(
      and(
        eq(reportSubscriptionRuns.merchantId, merchantId),
        eq(reportSubscriptionRuns.subscriptionId, run.subscriptionId),
        eq(reportSubscriptionRuns.periodStart, run.periodStart),
      ),
    );
}

/** The subscriber and the merchant as the access rules read them (the same rows a session holds). */
export async function findSubscriber(tx: Database, merchantId: number, userId: number) {
  const [row] = await tx
    .select({ user: users, merchant: merchants })
    .from(users)
    .innerJoin(merchants, eq(merchants.id, users.merchantId))
    .where(and(eq(users.merchantId, merchantId), eq(users.id, userId)));
  return row;
}

export interface SubscribedReport {
  name: string;
  queryString: string;
}

/** A report a subscription names: the built-in one (number 1, not a row) or a saved one; null when gone. */
export async function subscribedReportOf(
  tx: Database,
  merchantId: number,
  type: ReportType,
  number: number,
  lock = false,
): Promise<SubscribedReport | null> {
  if (number === BUILT_IN_REPORT_NUMBER) return { name: builtInReportName(type), queryString: '' };
  const row = await findReport(tx, merchantId, type, number, lock);
  return row ? { name: row.reportName, queryString: row.queryString } : null;
}
