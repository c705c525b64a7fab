import type { EmailTemplateDefaults } from './receipt-template.ts';

// Ruling 7 and spec 3 §2.5: the invoice e-mails' editable templates (category Invoice, spec 3 §9), here with
// their defaults as the receipt's are (receipt-template.ts); filled by fillTemplate.

const business = 'Business';
const invoice = 'Invoice';
const customer = 'Customer';

const mergeTags = [
  { tag: 'company_name', label: 'Company name', merge_tag_group: business },
  { tag: 'company_email', label: 'Company e-mail', merge_tag_group: business },
  { tag: 'company_phone', label: 'Company phone', merge_tag_group: business },
  { tag: 'customer_first_name', label: 'Customer first name', merge_tag_group: customer },
  { tag: 'customer_last_name', label: 'Customer last name', merge_tag_group: customer },
  { tag: 'invoice_number', label: 'Invoice number', merge_tag_group: invoice },
  { tag: 'invoice_date', label: 'Invoice date', merge_tag_group: invoice },
  { tag: 'due_date', label: 'Due date', merge_tag_group: invoice },
  { tag: 'amount_due', label: 'Amount due', merge_tag_group: invoice },
] as const;

export type InvoiceMergeValues = Record<(typeof mergeTags)[number]['tag'], string>;

/** Issue 25 point 3: the invoice, with the link to pay it online and its PDF attached. */
export const INVOICE_TEMPLATE = {
  template_key: 'invoice',
  name: 'Invoice',
  category: 'Invoice',
  can_be_disabled: false,
  allow_editing_subject: true,
  subject: 'Invoice #{{invoice_number}} from {{company_name}}',
  greeting: 'Hello {{customer_first_name}},',
  editable_opening:
    '{{company_name}} sent you invoice #{{invoice_number}} for {{amount_due}}, due {{due_date}}. You can view and pay it online with the link below.',
  signature: 'Thank you,\n{{company_name}}',
  merge_tags: mergeTags,
} as const satisfies EmailTemplateDefaults;

/** spec 3 §5: the optional notice to the customer when an invoice is cancelled. */
export const INVOICE_CANCELLED_TEMPLATE = {
  template_key: 'invoice_cancelled',
  name: 'Invoice cancelled',
  category: 'Invoice',
  can_be_disabled: true,
  allow_editing_subject: true,
  subject: 'Invoice #{{invoice_number}} from {{company_name}} was cancelled',
  greeting: 'Hello {{customer_first_name}},',
  editable_opening: '{{company_name}} cancelled invoice #{{invoice_number}}. There is nothing to pay.',
  signature: 'Thank you,\n{{company_name}}',
  merge_tags: mergeTags,
} as const satisfies EmailTemplateDefaults;
