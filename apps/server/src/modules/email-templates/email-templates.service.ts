import type {
  EmailPreview,
  EmailTemplateBody,
  EmailTemplateList,
  EmailTemplateSettings,
  EmailTemplateSummary,
  SendPreviewResult,
} from '@paybook/contracts/email-templates';
import { EMAIL_TEMPLATES, findEmailTemplate } from '@paybook/domain/email-templates/template-registry';
import {
  effectiveTexts,
  fillTemplateTexts,
  templateSaveProblems,
} from '@paybook/domain/email-templates/template-save';
import type { EmailTemplateDefinition } from '@paybook/domain/email-templates/template-types';
import { canSeeTemplate, visibleTemplates } from '@paybook/domain/email-templates/template-visibility';
import { parseTestAddresses } from '@paybook/domain/email-templates/test-addresses';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { withTenant, withTenantRead } from '../../db/tenant.ts';
import { badRequest, fieldProblemsError, notFound } from '../../lib/app-error.ts';
import type { UserContext } from '../../plugins/auth.ts';
import { type IdempotentResult, runIdempotent } from '../../plugins/idempotency.ts';
import { composeTemplatedEmail } from '../email/compose-email.ts';
import { enqueueEmails } from '../email/outbox.ts';
import { findTemplateSettings, type MerchantTemplate, merchantTemplateOf } from '../email/template-store.ts';
import * as repo from './email-templates.repository.ts';
import { previewOf, sampleValues } from './template-preview.ts';

// spec 3 §2.5 notifications and edit-email, §4.7, §5, §7: the merchant's e-mail templates. A template the
// merchant may not see (spec 3 §6 features) is not found, like another merchant's item.

const TEMPLATE = 'The e-mail template';

/** Outbox kind of a test send: not the template's own, so it never reaches a customer's timeline. */
export const TEST_KIND_PREFIX = 'template_test:';

function visibleTemplate(user: UserContext, key: string): EmailTemplateDefinition {
  const template = findEmailTemplate(key);
  if (!template || !canSeeTemplate(user.subject, template)) throw notFound(TEMPLATE);
  return template;
}

function summaryOf(template: MerchantTemplate): EmailTemplateSummary {
  const { definition } = template;
  return {
    template_key: definition.template_key,
    name: definition.name,
    category: definition.category,
    priority: definition.priority,
    can_be_edited: definition.can_be_edited,
    can_be_disabled: definition.can_be_disabled,
    is_disabled: template.isDisabled,
    is_customized: template.isCustomized,
  };
}

function settingsOf(template: MerchantTemplate): EmailTemplateSettings {
  const { definition, texts } = template;
  return {
    ...summaryOf(template),
    ...texts,
    allow_editing_subject: definition.allow_editing_subject,
    additional_properties: {},
    merge_tags: definition.merge_tags.map((tag) => ({ ...tag })),
    defaults: { ...definition.defaults },
  };
}

async function readTemplate(tx: Database, merchantId: number, template: EmailTemplateDefinition) {
  return merchantTemplateOf(template, await findTemplateSettings(tx, merchantId, template.template_key));
}

/** GET email_templates: by category, then priority (spec 3 §9). */
export function listEmailTemplates(db: Database, user: UserContext): Promise<EmailTemplateList> {
  return withTenantRead(db, user.merchantId, async (tx) => {
    const rows = new Map(
      (await repo.listTemplateSettings(tx, user.merchantId)).map((row) => [row.templateKey, row]),
    );
    return {
      data: visibleTemplates(user.subject, EMAIL_TEMPLATES).map((template) =>
        summaryOf(merchantTemplateOf(template, rows.get(template.template_key))),
      ),
    };
  });
}

export function getTemplateSettings(
  db: Database,
  user: UserContext,
  key: string,
): Promise<EmailTemplateSettings> {
  const template = visibleTemplate(user, key);
  return withTenantRead(db, user.merchantId, async (tx) =>
    settingsOf(await readTemplate(tx, user.merchantId, template)),
  );
}

/** The problems of an edit as a 400 naming the fields (spec 3 §5: server errors mapped onto fields). */
function checkEdit(template: EmailTemplateDefinition, body: EmailTemplateBody) {
  if (!template.can_be_edited) throw badRequest('editable_opening', 'This e-mail cannot be edited.');
  const problems = templateSaveProblems(template, body);
  const error = fieldProblemsError(Object.fromEntries(problems.map((p) => [p.property, p.message])));
  if (error) throw error;
}

/** PUT email_template/{key}/settings. */
export function saveTemplateSettings(
  db: Database,
  user: UserContext,
  key: string,
  body: EmailTemplateBody,
): Promise<EmailTemplateSettings> {
  const template = visibleTemplate(user, key);
  checkEdit(template, body);
  return withTenant(db, user.merchantId, async (tx) => {
    await repo.saveTemplateTexts(tx, user.merchantId, key, {
      subject: template.allow_editing_subject ? body.subject : null,
      greeting: body.greeting,
      editableOpening: body.editable_opening,
      signature: body.signature,
    });
    return settingsOf(await readTemplate(tx, user.merchantId, template));
  });
}

/** Restore defaults ('Defaults have been restored.'): the texts go, the disabled flag stays. */
export function restoreTemplateDefaults(
  db: Database,
  user: UserContext,
  key: string,
): Promise<EmailTemplateSettings> {
  const template = visibleTemplate(user, key);
  return withTenant(db, user.merchantId, async (tx) => {
    await repo.saveTemplateTexts(tx, user.merchantId, key, {
      subject: null,
      greeting: null,
      editableOpening: null,
      signature: null,
    });
    return settingsOf(await readTemplate(tx, user.merchantId, template));
  });
}

/** PUT disable_notification/ (spec 3 §4.7: only when can_be_disabled). */
export function disableNotification(
  db: Database,
  user: UserContext,
  body: { template_key: string; disabled: boolean },
): Promise<EmailTemplateSettings> {
  const template = visibleTemplate(user, body.template_key);
  if (!template.can_be_disabled) throw badRequest('disabled', 'This e-mail cannot be turned off.');
  return withTenant(db, user.merchantId, async (tx) => {
    await repo.saveTemplateDisabled(tx, user.merchantId, template.template_key, body.disabled);
    return settingsOf(await readTemplate(tx, user.merchantId, template));
  });
}

/** GET email_template/{key}/preview: the saved texts with sample values. */
export function previewTemplate(db: Database, user: UserContext, key: string): Promise<EmailPreview> {
  const template = visibleTemplate(user, key);
  return withTenantRead(db, user.merchantId, async (tx) => {
    const business = await repo.findMerchantFacts(tx, user.merchantId);
    return previewOf(template, (await readTemplate(tx, user.merchantId, template)).texts, business);
  });
}

/** POST email_template/{key}/custom_preview: unsaved texts, checked as a save would be. */
export function customPreview(
  db: Database,
  user: UserContext,
  key: string,
  body: EmailTemplateBody,
): Promise<EmailPreview> {
  const template = visibleTemplate(user, key);
  checkEdit(template, body);
  return withTenantRead(db, user.merchantId, async (tx) => {
    const business = await repo.findMerchantFacts(tx, user.merchantId);
    return previewOf(template, effectiveTexts(template, body), business);
  });
}

/**
 * PUT email_template/{key}/send_preview: a test of the template (the unsaved texts when given) to each
 * address, through the outbox (ruling 7), subject marked as a test.
 */
export function sendPreview(
  db: Database,
  request: FastifyRequest,
  user: UserContext,
  key: string,
  body: { to_email_addresses: string; template?: EmailTemplateBody | undefined },
): Promise<IdempotentResult<SendPreviewResult>> {
  const template = visibleTemplate(user, key);
  const { addresses, problem } = parseTestAddresses(body.to_email_addresses);
  if (problem !== null) throw badRequest('to_email_addresses', problem);
  if (body.template) checkEdit(template, body.template);
  return runIdempotent(db, request, user, 200, async (tx) => {
    const business = await repo.findMerchantFacts(tx, user.merchantId);
    const texts = body.template
      ? effectiveTexts(template, body.template)
      : (await readTemplate(tx, user.merchantId, template)).texts;
    const filled = fillTemplateTexts(texts, sampleValues(template, business));
    const message = composeTemplatedEmail({ ...filled, subject: `[Test] ${filled.subject}` }, [
      { text: `This is a test of the ${template.name} e-mail, filled with sample values.` },
    ]);
    await enqueueEmails(
      tx,
      user.merchantId,
      addresses.map((to) => ({ kind: `${TEST_KIND_PREFIX}${template.template_key}`, to, ...message })),
    );
    return { success: true, sent_to: addresses };
  });
}
