import type { MergeTag } from './merge-tags.ts';

// spec 3 §3.3 merge_tags (label, merge_tag_group) shared by the templates of template-registry.ts.

const tag = (name: string, label: string, group: string): MergeTag => ({
  tag: name,
  label,
  merge_tag_group: group,
});

export const BUSINESS_TAGS = [
  tag('company_name', 'Company name', 'Business'),
  tag('company_email', 'Company e-mail', 'Business'),
  tag('company_phone', 'Company phone', 'Business'),
];

export const CUSTOMER_TAGS = [
  tag('customer_first_name', 'Customer first name', 'Customer'),
  tag('customer_last_name', 'Customer last name', 'Customer'),
];

export const ORDER_TAGS = [
  tag('order_number', 'Order number', 'Order'),
  tag('order_date', 'Order date', 'Order'),
  tag('order_total', 'Order total', 'Order'),
];

export const PAYMENT_TAGS = [
  tag('order_number', 'Order number', 'Payment'),
  tag('payment_amount', 'Payment amount', 'Payment'),
];

export const INVOICE_TAGS = [
  tag('invoice_number', 'Invoice number', 'Invoice'),
  tag('invoice_date', 'Invoice date', 'Invoice'),
  tag('due_date', 'Due date', 'Invoice'),
  tag('amount_due', 'Amount due', 'Invoice'),
];

export const SUBSCRIPTION_TAGS = [
  tag('subscription_name', 'Subscription name', 'Subscription'),
  tag('subscription_number', 'Subscription number', 'Subscription'),
];

export const BILL_TAGS = [
  tag('bill_amount', 'Amount', 'Subscription'),
  tag('bill_date', 'Bill date', 'Subscription'),
];

export const APPOINTMENT_TAGS = [
  tag('service_name', 'Service', 'Appointment'),
  tag('provider_name', 'Provider', 'Appointment'),
  tag('appointment_time', 'Date and time', 'Appointment'),
];

export const STAFF_TAGS = [
  tag('first_name', 'First name', 'Staff'),
  tag('product_name', 'Product name', 'Business'),
];
