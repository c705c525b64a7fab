import type { EmailPreview } from '@paybook/contracts/email-templates';
import { fillTemplateTexts } from '@paybook/domain/email-templates/template-save';
import type { EmailTemplateDefinition, TemplateTexts } from '@paybook/domain/email-templates/template-types';
import { composeTemplatedEmail } from '../email/compose-email.ts';

// spec 3 §2.5 email-preview and unsaved-customizations-preview: a template's texts filled with sample
// values (the merchant's own name, e-mail and phone; made-up customer and order facts), in the plain layout.

const SAMPLES: Readonly<Record<string, string>> = {
  customer_first_name: 'Jane',
  customer_last_name: 'Sample',
  first_name: 'Alex',
  order_number: '1001',
  order_date: 'March 5, 2027',
  order_total: '$45.00',
  payment_amount: '$45.00',
  invoice_number: '2001',
  invoice_date: 'March 5, 2027',
  due_date: 'April 4, 2027',
  amount_due: '$120.00',
  subscription_name: 'Monthly membership',
  subscription_number: '42',
  bill_amount: '$30.00',
  bill_date: 'April 1, 2027',
  service_name: 'Deep tissue massage',
  provider_name: 'Leo Park',
  appointment_time: 'Friday, March 5, 2027, 10:00 – 11:00 AM MST',
  run_date: 'March 5, 2027',
};

export type PreviewBusiness = { name: string; companyEmail: string; phone: string; productName: string };

export function sampleValues(
  template: EmailTemplateDefinition,
  business: PreviewBusiness,
): Record<string, string> {
  const own: Record<string, string> = {
    company_name: business.name,
    company_email: business.companyEmail,
    company_phone: business.phone,
    product_name: 'Paybook',
  };
  return Object.fromEntries(template.merge_tags.map(({ tag }) => [tag, own[tag] ?? SAMPLES[tag] ?? tag]));
}

/** The preview of `texts`: the fixed parts of the real e-mail are stood in for by one line. */
export function previewOf(
  template: EmailTemplateDefinition,
  texts: TemplateTexts,
  business: PreviewBusiness,
): EmailPreview {
  const filled = fillTemplateTexts(texts, sampleValues(template, business));
  return composeTemplatedEmail(filled, [
    { text: `[The details of the ${template.name.toLowerCase()} e-mail follow here.]` },
  ]);
}
