import { CUSTOMER_TEMPLATES } from './customer-templates.ts';
import { REPORT_TEMPLATES } from './report-templates.ts';
import { STAFF_TEMPLATES } from './staff-templates.ts';
import type { EmailTemplateDefinition } from './template-types.ts';

/** Ruling 7: every template the product sends (spec 3 §3.3), by its key. */
export const EMAIL_TEMPLATES: readonly EmailTemplateDefinition[] = [
  ...CUSTOMER_TEMPLATES,
  ...STAFF_TEMPLATES,
  ...REPORT_TEMPLATES,
];

const byKey: ReadonlyMap<string, EmailTemplateDefinition> = new Map(
  EMAIL_TEMPLATES.map((template) => [template.template_key, template]),
);

/** The template of a key, or undefined for a key the product does not send. */
export function findEmailTemplate(key: string): EmailTemplateDefinition | undefined {
  return byKey.get(key);
}

/** The template of a key the code names; a key missing from the registry is a programming error. */
export function emailTemplate(key: string): EmailTemplateDefinition {
  const template = byKey.get(key);
  if (!template) throw new Error(`No e-mail template ${key}`);
  return template;
}
