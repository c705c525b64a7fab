import {
  customPreviewEmailTemplate,
  disableNotification,
  getEmailSettings,
  getEmailTemplateSettings,
  getInvoicePastDueDays,
  getOutboxAttachment,
  getPayUnpaidOrderLink,
  getPreNotificationDays,
  listEmailTemplates,
  listOutboxEmails,
  previewEmailTemplate,
  restoreEmailTemplateDefaults,
  saveEmailSettings,
  saveEmailTemplateSettings,
  saveInvoicePastDueDays,
  savePayUnpaidOrderLink,
  savePreNotificationDays,
  sendEmailTemplatePreview,
} from '@paybook/contracts/endpoints/email-templates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { route } from '../../http/endpoint-route.ts';
import { sendIdempotent } from '../../plugins/idempotency.ts';
import * as service from './email-templates.service.ts';
import * as settings from './notification-settings.service.ts';

/** spec 3 §7 Settings, notifications: the declarations are in contracts/endpoints/email-templates.ts. */
export const emailTemplatesRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, listEmailTemplates, ({ user }) => service.listEmailTemplates(db, user));
    route(app, getEmailTemplateSettings, ({ user, params }) =>
      service.getTemplateSettings(db, user, params.key),
    );
    route(app, saveEmailTemplateSettings, ({ user, params, body }) =>
      service.saveTemplateSettings(db, user, params.key, body),
    );
    route(app, restoreEmailTemplateDefaults, ({ user, params }) =>
      service.restoreTemplateDefaults(db, user, params.key),
    );
    route(app, previewEmailTemplate, ({ user, params }) => service.previewTemplate(db, user, params.key));
    route(app, customPreviewEmailTemplate, ({ user, params, body }) =>
      service.customPreview(db, user, params.key, body),
    );
    route(app, sendEmailTemplatePreview, async ({ user, params, body, request, reply }) =>
      sendIdempotent(reply, await service.sendPreview(db, request, user, params.key, body)),
    );
    route(app, disableNotification, ({ user, body }) => service.disableNotification(db, user, body));
    route(app, getEmailSettings, ({ user }) => settings.getEmailSettings(db, user));
    route(app, saveEmailSettings, ({ user, body }) => settings.saveEmailSettings(db, user, body));
    route(app, getPreNotificationDays, ({ user }) => settings.getPreNotificationDays(db, user));
    route(app, savePreNotificationDays, ({ user, body }) => settings.savePreNotificationDays(db, user, body));
    route(app, getPayUnpaidOrderLink, ({ user }) => settings.getPayUnpaidOrderLink(db, user));
    route(app, savePayUnpaidOrderLink, ({ user, body }) => settings.savePayUnpaidOrderLink(db, user, body));
    route(app, getInvoicePastDueDays, ({ user }) => settings.getInvoicePastDueDays(db, user));
    route(app, saveInvoicePastDueDays, ({ user, body }) => settings.saveInvoicePastDueDays(db, user, body));
    route(app, listOutboxEmails, ({ user, query }) => settings.listOutbox(db, user, query));
    route(app, getOutboxAttachment, async ({ user, params, reply }) => {
      const file = await settings.outboxAttachment(db, user, params.id, params.index);
      reply.type(file.contentType);
      // The name as a header value can hold: letters, digits, dots, dashes and underscores.
      reply.header(
        'content-disposition',
        `attachment; filename="${file.filename.replace(/[^\w.-]+/g, '_')}"`,
      );
      return file.bytes;
    });
  };
