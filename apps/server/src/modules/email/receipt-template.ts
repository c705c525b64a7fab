import { fillMergeTags, type MergeTag } from '@paybook/domain/email-templates/merge-tags';

// Ruling 7: customer e-mails use the editable templates of spec 3 §2.5, whose fields are spec 3 §3.3's
// Email template (template_key, name, subject, greeting, editable_opening, signature, category, merge_tags).
// No template store exists yet, so this holds the receipt template's defaults (the "defaults" a merchant's
// edits would start from and "Restore defaults" returns to); the settings screen will read and override them.

export interface EmailTemplateDefaults {
  template_key: string;
  name: string;
  /** spec 3 §9 notification categories: General, Invoice, Appointment, Classic Feature, Staff. */
  category: string;
  can_be_disabled: boolean;
  allow_editing_subject: boolean;
  subject: string;
  greeting: string;
  editable_opening: string;
  signature: string;
  merge_tags: readonly MergeTag[];
}

const business = 'Business';
const order = 'Order';
const customer = 'Customer';

/** spec 3 §2.6 send-receipt and §4.2 "Send receipt": the order's receipt, the PDF attached. */
export const ORDER_RECEIPT_TEMPLATE = {
  template_key: 'order_receipt',
  name: 'Order receipt',
  category: 'General',
  // Sent only when someone asks for it, so there is nothing to turn off.
  can_be_disabled: false,
  allow_editing_subject: true,
  subject: 'Your receipt from {{company_name}} (order #{{order_number}})',
  greeting: 'Hello {{customer_first_name}},',
  editable_opening:
    'Thank you for your purchase. Your receipt for order #{{order_number}} ({{order_date}}) is below, and the attached PDF is ready to print.',
  signature: 'Thank you,\n{{company_name}}',
  merge_tags: [
    { tag: 'company_name', label: 'Company name', merge_tag_group: business },
    { tag: 'company_email', label: 'Company e-mail', merge_tag_group: business },
    { tag: 'company_phone', label: 'Company phone', merge_tag_group: business },
    { tag: 'customer_first_name', label: 'Customer first name', merge_tag_group: customer },
    { tag: 'customer_last_name', label: 'Customer last name', merge_tag_group: customer },
    { tag: 'order_number', label: 'Order number', merge_tag_group: order },
    { tag: 'order_date', label: 'Order date', merge_tag_group: order },
    { tag: 'order_total', label: 'Order total', merge_tag_group: order },
  ],
} as const satisfies EmailTemplateDefaults;

export type ReceiptMergeValues = Record<(typeof ORDER_RECEIPT_TEMPLATE.merge_tags)[number]['tag'], string>;

/** The template's four texts with the merge tags filled (the signature keeps its line breaks). */
export interface FilledTemplate {
  subject: string;
  greeting: string;
  opening: string;
  signature: string;
}

export function fillTemplate(
  template: EmailTemplateDefaults,
  values: Readonly<Record<string, string>>,
): FilledTemplate {
  return {
    subject: fillMergeTags(template.subject, values),
    greeting: fillMergeTags(template.greeting, values),
    opening: fillMergeTags(template.editable_opening, values),
    signature: fillMergeTags(template.signature, values),
  };
}
