import {
  canSubscribeToReport,
  followingReportRun,
  isReportType,
  REPORT_EMAIL_MAX_ROWS,
  REPORT_SCREENS,
  type ReportFrequency,
  type ReportRun,
  type ReportType,
  reportHourLabel,
} from '@paybook/domain';
import { REPORT_SUBSCRIPTION_TEMPLATE } from '@paybook/domain/email-templates/report-templates';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { withTenant, withTenantRead } from '../../db/tenant.ts';
import { buildSubject } from '../auth/access-subject.ts';
import type { EmailParagraph } from '../email/compose-email.ts';
import { queueTemplatedEmail } from '../email/outbox.ts';
import type { JobDefinition } from '../jobs/job-handler.ts';
import { enqueueJob } from '../jobs/job-queue.ts';
import { type ReportCsv, reportCsvName, savedReportCsv } from './report-csv.ts';
import * as repo from './report-subscriptions.repository.ts';

// Issue 28 point 3: a subscription's periods as a chain of jobs on the queue of decision 70, as the
// merchant fee's (decision 185). Subscribing queues the first period's job, due at its local hour and keyed
// by merchant, subscription and period (one job per period, whoever asks). The job sends its period once
// and queues the next. Exactly once per period, however many runs of a job (a lease that passed, a retry,
// ten nodes):
// 1. the period's run row (report_subscription_runs, unique per subscription and period) is inserted in
//    the same transaction as the outbox e-mail, so the e-mail exists exactly when the row does, and a
//    second run's insert waits for the first transaction and then finds the row: nothing more is sent;
// 2. that transaction holds the subscription FOR SHARE: a cancel waits for it, and a run after a cancel
//    finds no subscription and sends nothing;
// 3. the CSV is read before that transaction, so no lock is held while the report is read; a run that
//    crashed before its commit left nothing, and the job's next attempt (after the lease) sends it;
// 4. the next period's job is queued in that same transaction (and again by a run that finds the period
//    done), keyed, so the chain goes on once whatever crashed.

export { REPORT_SUBSCRIPTION_QUEUE } from './report-subscriptions.repository.ts';

const payloadSchema = z.object({
  merchant_id: z.number().int().positive(),
  subscription_id: z.number().int().positive(),
  period_start: z.iso.date(),
});
type RunPayload = z.infer<typeof payloadSchema>;

/** Queues a period's job, due at its run instant; false when it already was. */
export function enqueueReportRun(
  tx: Database,
  merchantId: number,
  subscriptionId: number,
  run: ReportRun,
): Promise<boolean> {
  const payload: RunPayload = {
    merchant_id: merchantId,
    subscription_id: subscriptionId,
    period_start: run.period_start,
  };
  const key = repo.reportRunJobKey(merchantId, subscriptionId, run.period_start);
  return enqueueJob(tx, repo.REPORT_SUBSCRIPTION_QUEUE, key, payload, run.run_at);
}

/** "November 30, 2026" for a local date. */
const longDate = (date: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );

/** The report's screen with its saved query, as the bar opens it. */
function reportLink(origin: string, type: ReportType, number: number, report: repo.SubscribedReport): string {
  const params = new URLSearchParams(report.queryString);
  params.set('reportId', String(number));
  const path = type === 'customers' ? '/customer/list' : REPORT_SCREENS[type].path;
  return `${origin}${path}?${params.toString()}`;
}

function paragraphs(
  csv: ReportCsv,
  fileName: string,
  link: string,
  schedule: { frequency: string; hour: number; timeZone: string },
): EmailParagraph[] {
  const size = csv.truncated
    ? `The report has more than ${REPORT_EMAIL_MAX_ROWS.toLocaleString('en-US')} rows: the attached ${fileName} holds the first ${csv.rows.toLocaleString('en-US')}. Open the report to export all of it.`
    : `The report is attached as ${fileName} (${csv.rows.toLocaleString('en-US')} ${csv.rows === 1 ? 'row' : 'rows'}).`;
  return [
    { text: size },
    { text: 'Open the report:', link },
    {
      text: `You get this report ${schedule.frequency} at ${reportHourLabel(schedule.hour)} (${schedule.timeZone}). To stop it, open the report, choose Subscribe and cancel the subscription.`,
    },
  ];
}

/** What a period's run reads first, in one read transaction. */
async function readRun(db: Database, payload: RunPayload) {
  return withTenantRead(db, payload.merchant_id, async (tx) => {
    const subscription = await repo.findSubscription(tx, payload.merchant_id, payload.subscription_id);
    if (!subscription || !isReportType(subscription.reportType)) return null;
    const type = subscription.reportType;
    return {
      subscription,
      type,
      done:
        (await repo.findRun(tx, payload.merchant_id, subscription.id, payload.period_start)) !== undefined,
      report: await repo.subscribedReportOf(tx, payload.merchant_id, type, subscription.reportNumber),
      subscriber: await repo.findSubscriber(tx, payload.merchant_id, subscription.userId),
    };
  });
}

/**
 * Sends (or skips) one period of one subscription and queues the next. `now` is the worker's clock: the
 * next period is the first still ahead of it.
 */
export async function runReportPeriod(
  db: Database,
  origin: string,
  payload: RunPayload,
  now: Date,
): Promise<'sent' | 'skipped' | 'done already' | 'ended'> {
  const merchantId = payload.merchant_id;
  const read = await readRun(db, payload);
  if (!read?.subscriber) return 'ended';
  const { subscription, type, report, subscriber } = read;
  const schedule = { frequency: subscription.frequency as ReportFrequency, hour: subscription.hour };
  const timeZone = subscriber.merchant.timeZone;
  const next = followingReportRun(schedule, timeZone, payload.period_start, now);
  const queueNext = (tx: Database) => enqueueReportRun(tx, merchantId, subscription.id, next);
  if (read.done) {
    await queueNext(db);
    return 'done already';
  }
  if (!report) {
    // The saved report was deleted while this subscription was being added (its delete ends them).
    await withTenant(db, merchantId, (tx) =>
      repo.deleteReportSubscriptions(tx, merchantId, { type, number: subscription.reportNumber }),
    );
    return 'ended';
  }
  // The server re-checks at every send: a user deactivated, or whose right was taken away, gets nothing
  // (the period is recorded as skipped, and the chain goes on in case the right comes back).
  const subject = buildSubject(subscriber.user, subscriber.merchant, false);
  if (!subscriber.user.isActive || !canSubscribeToReport(subject, type)) {
    await withTenant(db, merchantId, async (tx) => {
      const claimed = await repo.claimPeriod(tx, {
        merchantId,
        subscriptionId: subscription.id,
        periodStart: payload.period_start,
        outcome: 'skipped',
      });
      if (claimed) await queueNext(tx);
    });
    return 'skipped';
  }
  const csv = await savedReportCsv(
    db,
    { id: merchantId, timeZone },
    type,
    report.queryString,
    REPORT_EMAIL_MAX_ROWS,
  );
  const fileName = reportCsvName(type, payload.period_start);
  return withTenant(db, merchantId, async (tx) => {
    if (!(await repo.findSubscription(tx, merchantId, subscription.id, true))) return 'ended';
    const claimed = await repo.claimPeriod(tx, {
      merchantId,
      subscriptionId: subscription.id,
      periodStart: payload.period_start,
      outcome: 'sent',
    });
    if (!claimed) return 'done already';
    const emailId = await queueTemplatedEmail(tx, merchantId, {
      template: REPORT_SUBSCRIPTION_TEMPLATE,
      to: subscriber.user.email,
      values: {
        first_name: subscriber.user.firstName,
        company_name: subscriber.merchant.name,
        product_name: '',
        report_name: report.name,
        frequency: schedule.frequency,
        report_date: longDate(payload.period_start),
      },
      paragraphs: paragraphs(csv, fileName, reportLink(origin, type, subscription.reportNumber, report), {
        ...schedule,
        timeZone,
      }),
      attachments: [
        {
          filename: fileName,
          contentType: 'text/csv',
          contentBase64: Buffer.from(csv.csv).toString('base64'),
        },
      ],
    });
    await repo.recordSentEmail(tx, merchantId, {
      subscriptionId: subscription.id,
      periodStart: payload.period_start,
      outboxEmailId: emailId,
      rowCount: csv.rows,
    });
    await queueNext(tx);
    return 'sent';
  });
}

/** The queue's handler, for the worker's registry (main.ts); `origin` makes the e-mail's link. */
export function reportSubscriptionJob(origin: string): JobDefinition {
  return {
    queue: repo.REPORT_SUBSCRIPTION_QUEUE,
    async handle(payload, context) {
      const outcome = await runReportPeriod(context.db, origin, payloadSchema.parse(payload), context.now);
      if (outcome === 'sent' || outcome === 'skipped')
        context.log.info({ job: context.job.key, outcome }, 'report subscription');
    },
  };
}
