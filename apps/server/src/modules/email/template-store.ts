import { emailTemplate } from '@paybook/domain/email-templates/template-registry';
import {
  effectiveTexts,
  type FilledTemplate,
  fillTemplateTexts,
} from '@paybook/domain/email-templates/template-save';
import type { EmailTemplateDefinition, TemplateTexts } from '@paybook/domain/email-templates/template-types';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { emailTemplateSettings } from '../../db/schema/index.ts';

// Ruling 7 and spec 3 §2.5: a sender asks here for its template as the merchant left it (their edits, or
// the defaults) and whether it is turned off, in the sender's own transaction.

export type TemplateSettingsRow = typeof emailTemplateSettings.$inferSelect;

export interface MerchantTemplate {
  definition: EmailTemplateDefinition;
  texts: TemplateTexts;
  isCustomized: boolean;
  isDisabled: boolean;
}

export async function findTemplateSettings(
  tx: Database,
  merchantId: number,
  key: string,
): Promise<TemplateSettingsRow | undefined> {
  const [row] = await tx
    .select()
    .from(emailTemplateSettings)
    .where(and(eq(emailTemplateSettings.merchantId, merchantId), eq(emailTemplateSettings.templateKey, key)));
  return row;
}

/** The merchant's texts of a row (null when the row holds only the disabled flag). */
export function savedTextsOf(row: TemplateSettingsRow | undefined) {
  if (!row || row.greeting === null || row.editableOpening === null || row.signature === null) return null;
  return {
    subject: row.subject,
    greeting: row.greeting,
    editable_opening: row.editableOpening,
    signature: row.signature,
  };
}

export function merchantTemplateOf(
  definition: EmailTemplateDefinition,
  row: TemplateSettingsRow | undefined,
): MerchantTemplate {
  const saved = definition.can_be_edited ? savedTextsOf(row) : null;
  return {
    definition,
    texts: effectiveTexts(definition, saved),
    isCustomized: saved !== null,
    // spec 3 §4.7: only a template that can be disabled is ever off.
    isDisabled: definition.can_be_disabled && (row?.isDisabled ?? false),
  };
}

export async function loadMerchantTemplate(
  tx: Database,
  merchantId: number,
  key: string,
): Promise<MerchantTemplate> {
  return merchantTemplateOf(emailTemplate(key), await findTemplateSettings(tx, merchantId, key));
}

/**
 * The template of `key` filled with `values`, or null when the merchant turned it off (nothing is sent).
 */
export async function renderTemplate(
  tx: Database,
  merchantId: number,
  key: string,
  values: Readonly<Record<string, string>>,
): Promise<FilledTemplate | null> {
  const template = await loadMerchantTemplate(tx, merchantId, key);
  return template.isDisabled ? null : fillTemplateTexts(template.texts, values);
}
