import { NOTIFICATION_TIMING_BOUNDS } from '@paybook/domain/email-templates/notification-timings';
import { TEMPLATE_TEXT_LIMITS } from '@paybook/domain/email-templates/template-save';
import { TEMPLATE_CATEGORIES } from '@paybook/domain/email-templates/template-types';
import { z } from 'zod';
import { idParam, intParam, lineText, multilineText } from './primitives.ts';

// spec 3 §3.3 Email template and Notification settings, spec 3 §7 Settings calls (ruling 7).

export const templateKeyParams = z.object({ key: lineText.pipe(z.string().min(1).max(80)) });

const templateTexts = z.object({
  subject: z.string(),
  greeting: z.string(),
  editable_opening: z.string(),
  signature: z.string(),
});

/** GET email_templates: one row per template the viewer sees (spec 3 §6), grouped and ordered (§9). */
export const emailTemplateSummary = z.object({
  template_key: z.string(),
  name: z.string(),
  category: z.enum(TEMPLATE_CATEGORIES),
  priority: z.number().int(),
  can_be_edited: z.boolean(),
  can_be_disabled: z.boolean(),
  is_disabled: z.boolean(),
  is_customized: z.boolean(),
});
export type EmailTemplateSummary = z.infer<typeof emailTemplateSummary>;
export const emailTemplateList = z.object({ data: z.array(emailTemplateSummary) });
export type EmailTemplateList = z.infer<typeof emailTemplateList>;

/** GET email_template/{key}/settings: spec 3 §3.3's fields. */
export const emailTemplateSettings = emailTemplateSummary.extend({
  ...templateTexts.shape,
  allow_editing_subject: z.boolean(),
  additional_properties: z.record(z.string(), z.string()),
  merge_tags: z.array(z.object({ tag: z.string(), label: z.string(), merge_tag_group: z.string() })),
  defaults: templateTexts,
});
export type EmailTemplateSettings = z.infer<typeof emailTemplateSettings>;

const text = (max: number) => multilineText.pipe(z.string().max(max));

/** PUT email_template/{key}/settings and POST …/custom_preview: subject null when not editable (§5). */
export const emailTemplateBody = z.object({
  subject: lineText.pipe(z.string().max(TEMPLATE_TEXT_LIMITS.subject)).nullable(),
  greeting: text(TEMPLATE_TEXT_LIMITS.greeting),
  editable_opening: text(TEMPLATE_TEXT_LIMITS.editable_opening),
  signature: text(TEMPLATE_TEXT_LIMITS.signature),
});
export type EmailTemplateBody = z.infer<typeof emailTemplateBody>;

/** A preview: the message as a customer would read it, filled with sample values. */
export const emailPreview = z.object({ subject: z.string(), text: z.string(), html: z.string() });
export type EmailPreview = z.infer<typeof emailPreview>;

/** PUT email_template/{key}/send_preview: comma separated addresses (spec 3 §5), the edit optional. */
export const sendPreviewBody = z.object({
  to_email_addresses: lineText.pipe(z.string().max(1000)),
  template: emailTemplateBody.optional(),
});
export const sendPreviewResult = z.object({ success: z.boolean(), sent_to: z.array(z.string()) });
export type SendPreviewResult = z.infer<typeof sendPreviewResult>;

/** PUT disable_notification/ (spec 3 §4.7). */
export const disableNotificationBody = z.object({
  template_key: lineText.pipe(z.string().min(1).max(80)),
  disabled: z.boolean(),
});

const { reminder_hours, pre_notification_days, invoice_past_due_days } = NOTIFICATION_TIMING_BOUNDS;
const days = (bounds: { min: number; max: number }) => z.number().int().min(bounds.min).max(bounds.max);

/** GET/PUT merchant_appointment_config/email_settings: reminder_time with unit Hours (spec 3 §3.3, §9). */
export const emailSettings = z.object({
  reminder_time: z.object({
    duration: z.number().int().min(reminder_hours.min).max(reminder_hours.max),
    unit: z.literal('Hours'),
  }),
});
export type EmailSettings = z.infer<typeof emailSettings>;

export const preNotificationDays = z.object({ days: days(pre_notification_days) });
export type PreNotificationDays = z.infer<typeof preNotificationDays>;
export const invoicePastDueDays = z.object({ days: days(invoice_past_due_days) });
export type InvoicePastDueDays = z.infer<typeof invoicePastDueDays>;
export const payUnpaidOrderLink = z.object({ include_link: z.boolean() });
export type PayUnpaidOrderLink = z.infer<typeof payUnpaidOrderLink>;

/** GET notifications/outbox: what was sent, to whom, when, and whether it was delivered. */
export const outboxQuery = z.object({
  page: intParam(1).default(1),
  items_per_page: intParam(1, 100).default(25),
});
/**
 * An attached file of an outbox e-mail: its name and type, and whether its bytes may be read (GET
 * …/attachments/{index}): where the e-mail's text shows (decision 172), as a receipt's or invoice's PDF.
 */
export const outboxAttachment = z.object({
  filename: z.string(),
  content_type: z.string(),
  can_download: z.boolean(),
});
/** An outbox e-mail can carry at most this many files (a receipt, an invoice, a report). */
export const OUTBOX_ATTACHMENTS_MAX = 10;
export const outboxAttachmentParams = z.object({
  id: idParam,
  index: intParam(0, OUTBOX_ATTACHMENTS_MAX - 1),
});
export const merchantOutboxEmail = z.object({
  id: z.number().int(),
  template_key: z.string(),
  template_name: z.string(),
  is_test: z.boolean(),
  to: z.string(),
  subject: z.string(),
  /** Null for staff sign-in and security e-mails, whose links are for their reader only (decision 172). */
  text: z.string().nullable(),
  /** The attached files, in order. */
  attachments: z.array(outboxAttachment),
  status: z.enum(['pending', 'sent', 'failed', 'kept']),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type MerchantOutboxEmail = z.infer<typeof merchantOutboxEmail>;
export const merchantOutboxPage = z.object({
  data: z.array(merchantOutboxEmail),
  total: z.number().int(),
  page: z.number().int(),
  items_per_page: z.number().int(),
});
export type MerchantOutboxPage = z.infer<typeof merchantOutboxPage>;
