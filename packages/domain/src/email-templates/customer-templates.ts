import {
  APPOINTMENT_TAGS,
  BILL_TAGS,
  BUSINESS_TAGS,
  CUSTOMER_TAGS,
  INVOICE_TAGS,
  ORDER_TAGS,
  PAYMENT_TAGS,
  SUBSCRIPTION_TAGS,
} from './template-merge-tags.ts';
import type { EmailTemplateDefinition } from './template-types.ts';

// Ruling 7 and spec 3 §9 ("a fixed list of customer and staff templates"): the e-mails a customer gets.
// Each key is also the outbox `kind` of the messages it sends. The texts are the defaults a merchant's
// edits start from and "restore defaults" returns to.

const HELLO = 'Hello {{customer_first_name}},';
const THANKS = 'Thank you,\n{{company_name}}';
const SEE_YOU = 'See you soon,\n{{company_name}}';

const customer = {
  integration: false,
  can_be_edited: true,
  allow_editing_subject: true,
  audience: 'customer',
} as const;

const orderTags = [...BUSINESS_TAGS, ...CUSTOMER_TAGS, ...ORDER_TAGS];
const paymentTags = [...BUSINESS_TAGS, ...CUSTOMER_TAGS, ...PAYMENT_TAGS];
const subscriptionTags = [...BUSINESS_TAGS, ...CUSTOMER_TAGS, ...SUBSCRIPTION_TAGS];
const invoiceTags = [...BUSINESS_TAGS, ...CUSTOMER_TAGS, ...INVOICE_TAGS];
const appointmentTags = [...BUSINESS_TAGS, ...CUSTOMER_TAGS, ...APPOINTMENT_TAGS];

const general = (
  key: string,
  name: string,
  priority: number,
  can_be_disabled: boolean,
  defaults: EmailTemplateDefinition['defaults'],
  merge_tags: EmailTemplateDefinition['merge_tags'],
): EmailTemplateDefinition => ({
  ...customer,
  template_key: key,
  name,
  category: 'General',
  priority,
  feature: 'payments',
  can_be_disabled,
  defaults,
  merge_tags,
});

export const CUSTOMER_TEMPLATES: readonly EmailTemplateDefinition[] = [
  // spec 3 §2.6 send-receipt and §4.2: sent when someone asks for it, so nothing to turn off.
  general(
    'order_receipt',
    'Order receipt',
    1,
    false,
    {
      subject: 'Your receipt from {{company_name}} (order #{{order_number}})',
      greeting: HELLO,
      editable_opening:
        'Thank you for your purchase. Your receipt for order #{{order_number}} ({{order_date}}) is below, and the attached PDF is ready to print.',
      signature: THANKS,
    },
    orderTags,
  ),
  general(
    'order_cancelled',
    'Order cancelled',
    2,
    true,
    {
      subject: 'Your order #{{order_number}} with {{company_name}} was cancelled',
      greeting: HELLO,
      editable_opening: 'Your order #{{order_number}} with {{company_name}} was cancelled.',
      signature: '{{company_name}}',
    },
    orderTags,
  ),
  general(
    'transaction_void',
    'Payment voided',
    3,
    true,
    {
      subject: 'Your payment to {{company_name}} was voided',
      greeting: HELLO,
      editable_opening:
        'Your payment of {{payment_amount}} to {{company_name}} was voided: no money was taken. (Order #{{order_number}})',
      signature: '{{company_name}}',
    },
    paymentTags,
  ),
  general(
    'transaction_refund',
    'Payment refunded',
    4,
    true,
    {
      subject: 'Your payment to {{company_name}} was refunded',
      greeting: HELLO,
      editable_opening: 'Your payment to {{company_name}} was refunded. (Order #{{order_number}})',
      signature: '{{company_name}}',
    },
    paymentTags,
  ),
  general(
    'transaction_void_refund',
    'Refund cancelled',
    5,
    true,
    {
      subject: 'A refund from {{company_name}} was cancelled',
      greeting: HELLO,
      editable_opening:
        'The refund of {{payment_amount}} from {{company_name}} was cancelled: it will not be paid out. (Order #{{order_number}})',
      signature: '{{company_name}}',
    },
    paymentTags,
  ),
  general(
    'subscription_pre_notification',
    'Upcoming subscription payment',
    6,
    true,
    {
      subject: 'Upcoming payment to {{company_name}} on {{bill_date}}',
      greeting: HELLO,
      editable_opening:
        'Your payment of {{bill_amount}} for {{subscription_name}} will be charged on {{bill_date}}.',
      signature: THANKS,
    },
    [...subscriptionTags, ...BILL_TAGS],
  ),
  general(
    'subscription_activate',
    'Subscription reactivated',
    7,
    true,
    {
      subject: 'Your subscription with {{company_name}} is active again',
      greeting: HELLO,
      editable_opening:
        '{{company_name}} reactivated your subscription to {{subscription_name}} (#{{subscription_number}}).',
      signature: '{{company_name}}',
    },
    subscriptionTags,
  ),
  general(
    'subscription_suspend',
    'Subscription suspended',
    8,
    true,
    {
      subject: 'Your subscription with {{company_name}} is suspended',
      greeting: HELLO,
      editable_opening:
        '{{company_name}} suspended your subscription to {{subscription_name}} (#{{subscription_number}}).',
      signature: '{{company_name}}',
    },
    subscriptionTags,
  ),
  general(
    'subscription_cancel',
    'Subscription cancelled',
    9,
    true,
    {
      subject: 'Your subscription with {{company_name}} is cancelled',
      greeting: HELLO,
      editable_opening:
        '{{company_name}} cancelled your subscription to {{subscription_name}} (#{{subscription_number}}): you will not be billed for it again.',
      signature: '{{company_name}}',
    },
    subscriptionTags,
  ),
  {
    // spec 2 §7 customer_reset_password (decision 192): a sign-in e-mail keeps its words (decision 174) and
    // is sent whenever asked; the link, its expiry and where to sign in are the sender's fixed paragraphs.
    ...customer,
    template_key: 'customer_password_reset',
    name: 'Customer password reset',
    category: 'General',
    priority: 10,
    feature: 'customer_tab',
    can_be_edited: false,
    allow_editing_subject: false,
    can_be_disabled: false,
    private_text: true,
    defaults: {
      subject: 'Choose a new password for {{company_name}}',
      greeting: HELLO,
      editable_opening:
        '{{company_name}} sent you this e-mail so you can choose a new password for your customer account. To choose it, open this link:',
      signature: THANKS,
    },
    merge_tags: [...BUSINESS_TAGS, ...CUSTOMER_TAGS],
  },
  {
    ...customer,
    template_key: 'invoice',
    name: 'Invoice',
    category: 'Invoice',
    priority: 1,
    feature: 'invoices',
    can_be_disabled: false,
    defaults: {
      subject: 'Invoice #{{invoice_number}} from {{company_name}}',
      greeting: HELLO,
      editable_opening:
        '{{company_name}} sent you invoice #{{invoice_number}} for {{amount_due}}, due {{due_date}}. You can view and pay it online with the link below.',
      signature: THANKS,
    },
    merge_tags: invoiceTags,
  },
  {
    ...customer,
    template_key: 'invoice_cancelled',
    name: 'Invoice cancelled',
    category: 'Invoice',
    priority: 2,
    feature: 'invoices',
    can_be_disabled: true,
    defaults: {
      subject: 'Invoice #{{invoice_number}} from {{company_name}} was cancelled',
      greeting: HELLO,
      editable_opening: '{{company_name}} cancelled invoice #{{invoice_number}}. There is nothing to pay.',
      signature: THANKS,
    },
    merge_tags: invoiceTags,
  },
  {
    ...customer,
    template_key: 'booking_confirmation',
    name: 'Appointment confirmation',
    category: 'Appointment',
    priority: 1,
    feature: 'appointments',
    can_be_disabled: false,
    defaults: {
      subject: 'Your appointment with {{company_name}} is confirmed',
      greeting: HELLO,
      editable_opening: 'Your appointment with {{company_name}} is booked.',
      signature: SEE_YOU,
    },
    merge_tags: appointmentTags,
  },
  {
    ...customer,
    template_key: 'booking_reminder',
    name: 'Appointment reminder',
    category: 'Appointment',
    priority: 2,
    feature: 'appointments',
    can_be_disabled: true,
    defaults: {
      subject: 'Reminder: your appointment with {{company_name}}',
      greeting: HELLO,
      editable_opening: 'This is a reminder of your upcoming appointment with {{company_name}}.',
      signature: SEE_YOU,
    },
    merge_tags: appointmentTags,
  },
  {
    ...customer,
    template_key: 'booking_cancellation',
    name: 'Appointment cancellation',
    category: 'Appointment',
    priority: 3,
    feature: 'appointments',
    can_be_disabled: true,
    defaults: {
      subject: 'Your appointment with {{company_name}} is cancelled',
      greeting: HELLO,
      editable_opening: 'Your appointment with {{company_name}} has been cancelled.',
      signature: '{{company_name}}',
    },
    merge_tags: appointmentTags,
  },
];
