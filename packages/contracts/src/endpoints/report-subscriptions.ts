import { reportSubscriptionPathRequirement } from '@paybook/domain/reports/report-subscription';
import { z } from 'zod';
import { defineEndpoint, requires, SIGNED_IN } from '../endpoint.ts';
import { idParam } from '../primitives.ts';
import {
  createReportSubscriptionBody,
  reportSubscription,
  reportSubscriptionList,
} from '../report-subscriptions.ts';
import { reportTypeParam } from '../saved-reports.ts';

// spec 3 §6 "view_reports: reports, export and subscribe to reports" (issue 28 point 3): a user's own
// e-mailed reports. Reading and adding need what subscribing to the report's type needs (the domain's
// reportSubscriptionRequirement); cancelling one's own needs nothing more, so a user whose right was taken
// away can still stop the e-mails.
const tags = ['Report subscriptions'];
const subscribe = requires(reportSubscriptionPathRequirement);
const reportParams = z.object({ reportType: reportTypeParam, reportNumber: idParam });

export const listReportSubscriptions = defineEndpoint({
  method: 'GET',
  path: '/saved_reports/:reportType/:reportNumber/subscriptions',
  access: subscribe,
  tags,
  summary: "The user's subscriptions to a saved report",
  params: reportParams,
  responses: { 200: reportSubscriptionList },
  errors: [404],
});

export const createReportSubscription = defineEndpoint({
  method: 'POST',
  path: '/saved_reports/:reportType/:reportNumber/subscriptions',
  access: subscribe,
  tags,
  summary: 'Have a saved report e-mailed daily, weekly or monthly',
  params: reportParams,
  body: createReportSubscriptionBody,
  responses: { 201: reportSubscription },
  errors: [404, 409],
  idempotency: 'optional',
});

export const cancelReportSubscription = defineEndpoint({
  method: 'DELETE',
  path: '/report_subscriptions/:reportSubscriptionId',
  access: SIGNED_IN,
  tags,
  summary: 'Stop an e-mailed report',
  params: z.object({ reportSubscriptionId: idParam }),
  responses: { 204: z.null() },
  errors: [404],
});
