import { hasRight } from '../access/requirement.ts';
import type { AccessSubject } from '../access/subject.ts';
import { type EmailTemplateDefinition, TEMPLATE_CATEGORIES } from './template-types.ts';

type Viewer = Pick<AccessSubject, 'features' | 'rights'>;

/**
 * spec 3 §6: features gate templates (s_p_o_s, online_store, payments, appointments, invoices,
 * integrations, account_updater), and integration notifications are available only to roles holding
 * Manage Configuration.
 */
export function canSeeTemplate(viewer: Viewer, template: EmailTemplateDefinition): boolean {
  if (template.feature !== null && !viewer.features.has(template.feature)) return false;
  return !template.integration || hasRight(viewer, 'manage_configuration');
}

/** spec 3 §2.5 and §9: the templates a viewer sees, by category (General first), then by priority. */
export function visibleTemplates(
  viewer: Viewer,
  templates: readonly EmailTemplateDefinition[],
): EmailTemplateDefinition[] {
  const rank = (template: EmailTemplateDefinition) => TEMPLATE_CATEGORIES.indexOf(template.category);
  return templates
    .filter((template) => canSeeTemplate(viewer, template))
    .sort((a, b) => rank(a) - rank(b) || a.priority - b.priority);
}

/**
 * Whether the merchant's pages (the sent e-mails page, a customer's timeline) show a message's text:
 * customer e-mails and test sends do; staff and merchant e-mails and a customer's password link do not, as
 * their links are for their reader only (decisions 172 and 192).
 */
export function isEmailTextShown(template: EmailTemplateDefinition | undefined, isTest: boolean): boolean {
  if (isTest) return true;
  return template?.audience === 'customer' && template.private_text !== true;
}
