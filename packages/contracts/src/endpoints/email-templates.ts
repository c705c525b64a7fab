import { EMAIL_TEMPLATES_REQUIREMENT } from '@paybook/domain/email-templates/permissions';
import { z } from 'zod';
import {
  disableNotificationBody,
  emailPreview,
  emailSettings,
  emailTemplateBody,
  emailTemplateList,
  emailTemplateSettings,
  invoicePastDueDays,
  merchantOutboxPage,
  outboxAttachmentParams,
  outboxQuery,
  payUnpaidOrderLink,
  preNotificationDays,
  sendPreviewBody,
  sendPreviewResult,
  templateKeyParams,
} from '../email-templates.ts';
import { defineEndpoint, requires } from '../endpoint.ts';

// spec 3 §7 Settings (paths under /api, ruling 1): e-mail templates and notification settings. Every call
// needs manage_configuration (spec 3 §6 "notifications"; packages/domain/src/email-templates/permissions).
const tags = ['Notifications'];
const access = requires(EMAIL_TEMPLATES_REQUIREMENT);
const params = templateKeyParams;

export const listEmailTemplates = defineEndpoint({
  method: 'GET',
  path: '/email_templates',
  access,
  tags,
  summary: 'The e-mail templates the merchant sees, by category and priority',
  responses: { 200: emailTemplateList },
});

export const getEmailTemplateSettings = defineEndpoint({
  method: 'GET',
  path: '/email_template/:key/settings',
  access,
  tags,
  summary: 'One e-mail template with its texts, defaults and merge tags',
  params,
  responses: { 200: emailTemplateSettings },
  errors: [404],
});

export const saveEmailTemplateSettings = defineEndpoint({
  method: 'PUT',
  path: '/email_template/:key/settings',
  access,
  tags,
  summary: "Save the merchant's texts of an e-mail template",
  params,
  body: emailTemplateBody,
  responses: { 200: emailTemplateSettings },
  errors: [404],
});

export const restoreEmailTemplateDefaults = defineEndpoint({
  method: 'DELETE',
  path: '/email_template/:key/settings',
  access,
  tags,
  summary: "Restore an e-mail template's defaults",
  params,
  responses: { 200: emailTemplateSettings },
  errors: [404],
});

export const previewEmailTemplate = defineEndpoint({
  method: 'GET',
  path: '/email_template/:key/preview',
  access,
  tags,
  summary: 'The saved template filled with sample values',
  params,
  responses: { 200: emailPreview },
  errors: [404],
});

export const customPreviewEmailTemplate = defineEndpoint({
  method: 'POST',
  path: '/email_template/:key/custom_preview',
  access,
  tags,
  summary: 'Unsaved texts filled with sample values',
  params,
  body: emailTemplateBody,
  responses: { 200: emailPreview },
  errors: [404],
});

export const sendEmailTemplatePreview = defineEndpoint({
  method: 'PUT',
  path: '/email_template/:key/send_preview',
  access,
  tags,
  summary: 'Send a test of the template (saved, or the unsaved texts) to comma separated addresses',
  params,
  body: sendPreviewBody,
  responses: { 200: sendPreviewResult },
  errors: [404],
  idempotency: 'optional',
});

export const disableNotification = defineEndpoint({
  method: 'PUT',
  path: '/disable_notification/',
  access,
  tags,
  summary: "Turn an e-mail template's delivery off or on",
  body: disableNotificationBody,
  responses: { 200: emailTemplateSettings },
  errors: [404],
});

export const getEmailSettings = defineEndpoint({
  method: 'GET',
  path: '/merchant_appointment_config/email_settings',
  access,
  tags,
  summary: 'Hours before an appointment that its reminder is sent',
  responses: { 200: emailSettings },
});

export const saveEmailSettings = defineEndpoint({
  method: 'PUT',
  path: '/merchant_appointment_config/email_settings',
  access,
  tags,
  summary: 'Save the reminder hours',
  body: emailSettings,
  responses: { 200: emailSettings },
});

export const getPreNotificationDays = defineEndpoint({
  method: 'GET',
  path: '/subscription/notification_settings/pre_notification_days',
  access,
  tags,
  summary: 'Days before a bill that its pre-notification is sent',
  responses: { 200: preNotificationDays },
});

export const savePreNotificationDays = defineEndpoint({
  method: 'PUT',
  path: '/subscription/notification_settings/pre_notification_days',
  access,
  tags,
  summary: 'Save the pre-notification days',
  body: preNotificationDays,
  responses: { 200: preNotificationDays },
});

export const getPayUnpaidOrderLink = defineEndpoint({
  method: 'GET',
  path: '/subscription/notification_settings/pay_unpaid_order_link',
  access,
  tags,
  summary: "Whether an unpaid order's e-mails carry the link to pay it",
  responses: { 200: payUnpaidOrderLink },
});

export const savePayUnpaidOrderLink = defineEndpoint({
  method: 'PUT',
  path: '/subscription/notification_settings/pay_unpaid_order_link',
  access,
  tags,
  summary: 'Save the pay-link setting',
  body: payUnpaidOrderLink,
  responses: { 200: payUnpaidOrderLink },
});

export const getInvoicePastDueDays = defineEndpoint({
  method: 'GET',
  path: '/order/notification_settings/invoice_past_due_days',
  access,
  tags,
  summary: 'Days after its due date that an invoice is past due',
  responses: { 200: invoicePastDueDays },
});

export const saveInvoicePastDueDays = defineEndpoint({
  method: 'PUT',
  path: '/order/notification_settings/invoice_past_due_days',
  access,
  tags,
  summary: 'Save the invoice past-due days',
  body: invoicePastDueDays,
  responses: { 200: invoicePastDueDays },
});

export const listOutboxEmails = defineEndpoint({
  method: 'GET',
  path: '/notifications/outbox',
  access,
  tags,
  summary: 'The e-mails the merchant sent, newest first, with their delivery',
  query: outboxQuery,
  responses: { 200: merchantOutboxPage },
});

export const getOutboxAttachment = defineEndpoint({
  method: 'GET',
  path: '/notifications/outbox/:id/attachments/:index',
  access,
  tags,
  summary: 'A file attached to a sent e-mail (a report’s CSV, a receipt or an invoice), as it was sent',
  params: outboxAttachmentParams,
  responses: { 200: z.string().meta({ format: 'binary' }) },
  produces: ['application/octet-stream'],
  errors: [404],
});
