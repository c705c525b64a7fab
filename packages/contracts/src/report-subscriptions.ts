import {
  REPORT_FREQUENCIES,
  REPORT_HOUR_MAX,
  REPORT_HOUR_MIN,
} from '@paybook/domain/reports/report-subscription';
import { z } from 'zod';
import { reportTypeParam } from './saved-reports.ts';

// spec 3 §6 "view_reports: … subscribe to reports" (issue 28 point 3); paths are ours (spec 3 §7 shows
// none): /api/saved_reports/{report_type}/{report_number}/subscriptions and /api/report_subscriptions/{id}.

export const reportFrequency = z.enum(REPORT_FREQUENCIES);
export type ReportFrequencyValue = z.infer<typeof reportFrequency>;

/** One of the signed-in user's subscriptions to a saved report. */
export const reportSubscription = z.object({
  id: z.number().int(),
  report_type: reportTypeParam,
  report_number: z.number().int(),
  report_name: z.string(),
  frequency: reportFrequency,
  /** The local hour (0–23) of the merchant's zone it is sent at. */
  hour: z.number().int(),
  /** The merchant's IANA zone the hour is in (ruling 8). */
  time_zone: z.string(),
  /** Where it is sent: the user's own e-mail address. */
  email: z.string(),
  /** The next send, an ISO instant. */
  next_run_at: z.string(),
  created_at: z.string(),
});
export type ReportSubscription = z.infer<typeof reportSubscription>;

/** GET …/subscriptions: the user's subscriptions to the report, daily first. */
export const reportSubscriptionList = z.object({
  data: z.array(reportSubscription),
  /** Where a new subscription would be sent: the user's e-mail address. */
  email: z.string(),
  time_zone: z.string(),
});
export type ReportSubscriptionList = z.infer<typeof reportSubscriptionList>;

/** POST …/subscriptions: have the report e-mailed. */
export const createReportSubscriptionBody = z.object({
  frequency: reportFrequency,
  hour: z
    .number()
    .int('Choose a whole hour.')
    .min(REPORT_HOUR_MIN, `Choose an hour from ${REPORT_HOUR_MIN} to ${REPORT_HOUR_MAX}.`)
    .max(REPORT_HOUR_MAX, `Choose an hour from ${REPORT_HOUR_MIN} to ${REPORT_HOUR_MAX}.`),
});
export type CreateReportSubscriptionBody = z.input<typeof createReportSubscriptionBody>;
