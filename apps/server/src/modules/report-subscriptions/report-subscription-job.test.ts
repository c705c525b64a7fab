import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StoredAttachment } from '../../db/schema/index.ts';
import { jobs, users } from '../../db/schema/index.ts';
import { settlesWithin } from '../../test/bounded.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createJobRegistry } from '../jobs/job-handler.ts';
import { runDueJobs } from '../jobs/job-queue.ts';
import { savedReportCsv } from './report-csv.ts';
import { reportSubscriptionJob, runReportPeriod } from './report-subscription-job.ts';
import {
  CUSTOMERS,
  quietLog,
  reportEmails,
  runsOf,
  setUpSubscriptions,
  subscribe,
  subscriptionJobs,
} from './report-subscriptions-test-setup.ts';

// Issue 28 point 3: a subscription's period is e-mailed once, through the outbox, by the jobs queue.

const ORIGIN = 'https://paybook.test';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const registry = () => createJobRegistry([reportSubscriptionJob(ORIGIN)]);
const runJobsAt = (at: Date) =>
  runDueJobs(t.handle.db, registry(), quietLog, { leaseSeconds: 300, batchSize: 10, now: () => at });
const health = () => t.app.inject({ method: 'GET', url: '/api/health' });
const after = (iso: string, seconds: number) => new Date(new Date(iso).getTime() + seconds * 1000);

const csvOf = (attachment: StoredAttachment) =>
  Buffer.from(attachment.contentBase64, 'base64').toString('utf8');

async function subscribedVip() {
  const s = await setUpSubscriptions(t);
  const subscription = await subscribe(s.owner, `${CUSTOMERS}/${s.vipNumber}/subscriptions`);
  const [job] = await subscriptionJobs(t, s.merchant.id, subscription.id);
  if (!job) throw new Error('no job was queued');
  const period = job.key.split(':')[2] as string;
  return { ...s, subscription, job, period };
}

describe('the report subscription job (issue 28 point 3)', () => {
  it('at the hour, e-mails the report with its CSV attached and queues the next period', async () => {
    const s = await subscribedVip();
    // Not before its hour.
    expect((await runJobsAt(after(s.subscription.next_run_at, -60))).done).toBe(0);
    expect((await runJobsAt(after(s.subscription.next_run_at, 1))).done).toBe(1);
    const [email, ...more] = await reportEmails(t, s.merchant.id);
    expect(more).toEqual([]);
    expect(email?.toAddress).toBe(s.ownerUser.email);
    expect(email?.subject).toBe('Your daily report: VIP');
    expect(email?.textBody).toContain(`customers-${s.period}.csv (2 rows)`);
    expect(email?.textBody).toContain(`${ORIGIN}/customer/list?search=vip&reportId=${s.vipNumber}`);
    const [attachment] = (email?.attachments ?? []) as StoredAttachment[];
    expect(attachment?.filename).toBe(`customers-${s.period}.csv`);
    expect(attachment?.contentType).toBe('text/csv');
    const lines = csvOf(attachment as StoredAttachment)
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('Name');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['Vera Vip', 'Victor Vip']);
    const [run] = await runsOf(t, s.merchant.id, s.subscription.id);
    expect(run).toMatchObject({
      periodStart: s.period,
      outcome: 'sent',
      outboxEmailId: email?.id,
      rowCount: 2,
    });
    const chain = await subscriptionJobs(t, s.merchant.id, s.subscription.id);
    expect(chain.map((job) => job.state).sort()).toEqual(['done', 'queued']);
    const next = chain.find((job) => job.state === 'queued');
    expect(next?.runAt.getTime()).toBe(new Date(s.subscription.next_run_at).getTime() + 86_400_000);
  });

  it('ten runs of one due period at once (ten nodes): one e-mail, and /api/health answers meanwhile', async () => {
    const s = await subscribedVip();
    const now = after(s.subscription.next_run_at, 1);
    const payload = {
      merchant_id: s.merchant.id,
      subscription_id: s.subscription.id,
      period_start: s.period,
    };
    const ten = Promise.all(
      Array.from({ length: 10 }, () => runReportPeriod(t.handle.db, ORIGIN, payload, now)),
    );
    const during = await settlesWithin(health(), 10_000, '/api/health during ten runs');
    expect(during.statusCode).toBe(200);
    const outcomes = await settlesWithin(ten, 30_000, 'ten runs of one period');
    expect(outcomes.filter((outcome) => outcome === 'sent')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome !== 'done already' && outcome !== 'sent')).toEqual([]);
    expect(await reportEmails(t, s.merchant.id)).toHaveLength(1);
    expect(await runsOf(t, s.merchant.id, s.subscription.id)).toHaveLength(1);
    // And ten workers at once on the queue: the job is taken once, and nothing more is sent.
    await Promise.all(Array.from({ length: 10 }, () => runJobsAt(now)));
    expect(await reportEmails(t, s.merchant.id)).toHaveLength(1);
    expect((await health()).statusCode).toBe(200);
  });

  it('a node that claimed the job and stopped: the job is taken again after its lease and sent once', async () => {
    const s = await subscribedVip();
    const due = after(s.subscription.next_run_at, 1);
    // The node claimed it (attempt 1, leased for 5 minutes) and died before it wrote anything.
    await t.handle.db
      .update(jobs)
      .set({ state: 'running', attempts: 1, lockedUntil: after(due.toISOString(), 300) })
      .where(eq(jobs.id, s.job.id));
    expect((await runJobsAt(after(due.toISOString(), 60))).done).toBe(0);
    expect(await reportEmails(t, s.merchant.id)).toHaveLength(0);
    expect((await runJobsAt(after(due.toISOString(), 301))).done).toBe(1);
    expect(await reportEmails(t, s.merchant.id)).toHaveLength(1);
  });

  it('a node that stopped after its commit: the job taken again sends nothing more and the chain goes on', async () => {
    const s = await subscribedVip();
    const due = after(s.subscription.next_run_at, 1);
    const payload = {
      merchant_id: s.merchant.id,
      subscription_id: s.subscription.id,
      period_start: s.period,
    };
    // The node's transaction committed (the e-mail, the run, the next job) but the job was never marked done.
    expect(await runReportPeriod(t.handle.db, ORIGIN, payload, due)).toBe('sent');
    await t.handle.db
      .update(jobs)
      .set({ state: 'running', attempts: 1, lockedUntil: after(due.toISOString(), 300) })
      .where(eq(jobs.id, s.job.id));
    await runJobsAt(after(due.toISOString(), 301));
    expect(await reportEmails(t, s.merchant.id)).toHaveLength(1);
    const chain = await subscriptionJobs(t, s.merchant.id, s.subscription.id);
    expect(chain.find((job) => job.id === s.job.id)?.state).toBe('done');
    expect(chain.filter((job) => job.state === 'queued')).toHaveLength(1);
  });

  it('a user who lost the right gets nothing (the period is skipped); a cancelled one is not sent', async () => {
    const s = await subscribedVip();
    await t.handle.db
      .update(users)
      .set({ accessRights: ['manage_customers'] })
      .where(eq(users.id, s.ownerUser.id));
    await runJobsAt(after(s.subscription.next_run_at, 1));
    expect(await reportEmails(t, s.merchant.id)).toHaveLength(0);
    expect((await runsOf(t, s.merchant.id, s.subscription.id)).map((run) => run.outcome)).toEqual([
      'skipped',
    ]);
    expect(
      (await subscriptionJobs(t, s.merchant.id, s.subscription.id)).filter((job) => job.state === 'queued'),
    ).toHaveLength(1);

    const other = await subscribedVip();
    const payload = {
      merchant_id: other.merchant.id,
      subscription_id: other.subscription.id,
      period_start: other.period,
    };
    expect((await other.owner.delete(`/api/report_subscriptions/${other.subscription.id}`)).statusCode).toBe(
      204,
    );
    expect(
      await runReportPeriod(t.handle.db, ORIGIN, payload, after(other.subscription.next_run_at, 1)),
    ).toBe('ended');
    expect(await reportEmails(t, other.merchant.id)).toHaveLength(0);
  });
});

describe('the e-mailed CSV (issue 28 point 3)', () => {
  it('cuts a result past its row limit and says so', async () => {
    const s = await setUpSubscriptions(t);
    const merchant = { id: s.merchant.id, timeZone: s.merchant.timeZone };
    const whole = await savedReportCsv(t.handle.db, merchant, 'customers', '', 10);
    expect(whole).toMatchObject({ rows: 3, truncated: false });
    const cut = await savedReportCsv(
      t.handle.db,
      merchant,
      'customers',
      'sort_by=name&sort_direction=desc',
      2,
    );
    expect(cut).toMatchObject({ rows: 2, truncated: true });
    expect(cut.csv.trim().split('\r\n')).toHaveLength(3);
    const exact = await savedReportCsv(t.handle.db, merchant, 'customers', 'search=vip', 2);
    expect(exact).toMatchObject({ rows: 2, truncated: false });
  });

  it('a grid report is the grid export of its saved address (the built-in transactions report)', async () => {
    const s = await setUpSubscriptions(t);
    const csv = await savedReportCsv(
      t.handle.db,
      { id: s.merchant.id, timeZone: s.merchant.timeZone },
      'transactions',
      '',
      10,
    );
    expect(csv.rows).toBe(0);
    expect(csv.truncated).toBe(false);
    expect(csv.csv.split('\r\n')[0]).not.toBe('');
  });
});
