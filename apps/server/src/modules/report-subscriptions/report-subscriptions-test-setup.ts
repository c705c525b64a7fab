import type { ReportSubscription } from '@paybook/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { vi } from 'vitest';
import { jobs, outboxEmails, reportSubscriptionRuns } from '../../db/schema/index.ts';
import { signIn, type TestClient } from '../../test/client.ts';
import { createMerchantWithStaff, createUser } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';
import { customerBody } from '../customers/customers-test-setup.ts';
import { REPORT_SUBSCRIPTION_QUEUE } from './report-subscriptions.repository.ts';

// Issue 28 point 3: a merchant with customers, a saved customers report and the users the tests need.

export const quietLog = { info: vi.fn(), warn: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;

export const CUSTOMERS = '/api/saved_reports/customers';

export async function setUpSubscriptions(t: TestApp) {
  const db = t.handle.db;
  const { merchant, owner, staff } = await createMerchantWithStaff(db, ['manage_customers'], {
    hasPayments: true,
  });
  const reporter = await createUser(db, merchant, { firstName: 'Rita', accessRights: ['view_reports'] });
  const ownerClient = await signIn(t.app, owner.userName);
  for (const [first, last] of [
    ['Vera', 'Vip'],
    ['Victor', 'Vip'],
    ['Norm', 'Plain'],
  ] as const)
    await ownerClient.post('/api/customer', customerBody({ first_name: first, last_name: last }));
  const saved = await ownerClient.post(CUSTOMERS, { report_name: 'VIP', query_string: 'search=vip' });
  const vip = (saved.json().data as { report_number: number; report_name: string }[]).find(
    (report) => report.report_name === 'VIP',
  );
  if (!vip) throw new Error(`the report was not saved: ${saved.body}`);
  return {
    merchant,
    ownerUser: owner,
    owner: ownerClient,
    /** manage_customers without view_reports. */
    manager: await signIn(t.app, staff.userName),
    /** view_reports without manage_customers. */
    reporter: await signIn(t.app, reporter.userName),
    vipNumber: vip.report_number,
  };
}

export async function subscribe(
  client: TestClient,
  url: string,
  body: { frequency: string; hour: number } = { frequency: 'daily', hour: 7 },
): Promise<ReportSubscription> {
  const response = await client.post(url, body);
  if (response.statusCode !== 201)
    throw new Error(`subscribe failed: ${response.statusCode} ${response.body}`);
  return response.json<ReportSubscription>();
}

export function subscriptionJobs(t: TestApp, merchantId: number, subscriptionId: number) {
  return t.handle.db
    .select()
    .from(jobs)
    .where(eq(jobs.queue, REPORT_SUBSCRIPTION_QUEUE))
    .then((rows) => rows.filter((row) => row.key.startsWith(`${merchantId}:${subscriptionId}:`)));
}

export function reportEmails(t: TestApp, merchantId: number) {
  return t.handle.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.merchantId, merchantId), eq(outboxEmails.kind, 'report_subscription')));
}

export function runsOf(t: TestApp, merchantId: number, subscriptionId: number) {
  return t.handle.db
    .select()
    .from(reportSubscriptionRuns)
    .where(
      and(
        eq(reportSubscriptionRuns.merchantId, merchantId),
        eq(reportSubscriptionRuns.subscriptionId, subscriptionId),
      ),
    );
}
