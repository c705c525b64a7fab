import type { EmailTemplateDefaults } from '../email/receipt-template.ts';

const business = 'Business';
const customer = 'Customer';
const subscription = 'Subscription';

/**
 * Ruling 7, spec 3 §3.3 notification settings ("subscription pre-notification days"): the e-mail a
 * customer gets before a billing schedule charges them, as a template's defaults (no template store yet;
 * see receipt-template.ts).
 */
export const SUBSCRIPTION_PRE_NOTIFICATION_TEMPLATE = {
  template_key: 'subscription_pre_notification',
  name: 'Upcoming subscription payment',
  category: 'General',
  can_be_disabled: true,
  allow_editing_subject: true,
  subject: 'Upcoming payment to {{company_name}} on {{bill_date}}',
  greeting: 'Hello {{customer_first_name}},',
  editable_opening:
    'Your payment of {{bill_amount}} for {{subscription_name}} will be charged on {{bill_date}}.',
  signature: 'Thank you,\n{{company_name}}',
  merge_tags: [
    { tag: 'company_name', label: 'Company name', merge_tag_group: business },
    { tag: 'customer_first_name', label: 'Customer first name', merge_tag_group: customer },
    { tag: 'subscription_name', label: 'Subscription name', merge_tag_group: subscription },
    { tag: 'bill_amount', label: 'Amount', merge_tag_group: subscription },
    { tag: 'bill_date', label: 'Bill date', merge_tag_group: subscription },
  ],
} as const satisfies EmailTemplateDefaults;
