import { BUSINESS_TAGS, STAFF_TAGS } from './template-merge-tags.ts';
import type { EmailTemplateDefinition } from './template-types.ts';

// spec 3 §6 "subscribe to reports" (issue 28 point 3): the saved report a staff user subscribed to, e-mailed
// to them with its CSV attached. The merchant may reword it; it cannot be turned off for everyone, as each
// user turns their own subscriptions off.

export const REPORT_SUBSCRIPTION_TEMPLATE = 'report_subscription';

export const REPORT_TEMPLATES: readonly EmailTemplateDefinition[] = [
  {
    template_key: REPORT_SUBSCRIPTION_TEMPLATE,
    name: 'Subscribed report',
    // Listed after the General notices (the Staff category's are sign-in and security e-mails).
    category: 'General',
    priority: 20,
    feature: null,
    integration: false,
    can_be_edited: true,
    can_be_disabled: false,
    allow_editing_subject: true,
    audience: 'staff',
    defaults: {
      subject: 'Your {{frequency}} report: {{report_name}}',
      greeting: 'Hello {{first_name}},',
      editable_opening: 'Here is the report {{report_name}} of {{company_name}} for {{report_date}}.',
      signature: '',
    },
    merge_tags: [
      ...BUSINESS_TAGS,
      ...STAFF_TAGS,
      { tag: 'report_name', label: 'Report name', merge_tag_group: 'Report' },
      { tag: 'frequency', label: 'How often (daily, weekly, monthly)', merge_tag_group: 'Report' },
      { tag: 'report_date', label: 'Date', merge_tag_group: 'Report' },
    ],
  },
];
