import { z } from 'zod';
import { customerEmail, customerPhone, nameField } from './customer-fields.ts';
import { fieldMessages } from './field-messages.ts';
import { newBankAccountFields, newCardFields } from './payment-accounts.ts';
import { entityId, idParam, instant, intParam, lineText, multilineText } from './primitives.ts';
import { appointmentStatus } from './visit-status.ts';

/** GET /api/zip_codes/{zip}: a US zip code with its city and state (spec 2 §5). */
export const zipCodeLookup = z.object({
  zip_code: z.string(),
  city: z.string(),
  state_code: z.string(),
  country: z.literal('US'),
});
export type ZipCodeLookup = z.infer<typeof zipCodeLookup>;

/** Issue 16 point 9: the limit carries no message of its own; the catalogue's error map words it. */
const text = (max: number) => lineText.trim().max(max);

/** spec 2 §3 Address; kept only when street 1 is given (spec 2 §5). */
export const customerAddress = z.object({
  street_address1: text(200),
  street_address2: text(200).default(''),
  city: text(100).default(''),
  state_code: text(50).default(''),
  country: text(50).default(''),
  zip_code: text(20).default(''),
});
export type CustomerAddress = z.infer<typeof customerAddress>;

/** spec 2 §3 Custom field of a customer (check boxes as Yes / No). */
export const customerCustomField = z.object({
  type: lineText.trim().min(1).max(50).default('Text'),
  label: lineText.trim().min(1, fieldMessages.required('a label')).max(100),
  value: multilineText.max(2000).default(''),
});
export type CustomerCustomField = z.infer<typeof customerCustomField>;

/** spec 2 §7 PUT customer/{id}/customfields: the customer's custom fields, all of them (replaced). */
export const customerCustomFieldsBody = z.object({
  custom_field_data: z.array(customerCustomField).max(100),
});
export type CustomerCustomFieldsBody = z.output<typeof customerCustomFieldsBody>;

/** spec 2 §7 GET and PUT customer/{id}/customfields answer. */
export const customerCustomFields = z.object({
  customer_id: z.number().int(),
  custom_field_data: z.array(customerCustomField),
});
export type CustomerCustomFields = z.infer<typeof customerCustomFields>;

/** POST /api/customer and PUT /api/customer/{id}: every field of spec 2 §3 Customer. */
export const saveCustomerBody = z.object({
  first_name: nameField.min(1, fieldMessages.required('a first name')),
  last_name: nameField.min(1, fieldMessages.required('a last name')),
  company: text(200).default(''),
  customer_account: text(100).default(''),
  /**
   * spec 2 §3 userName: the customer's sign-in name, unique per merchant ignoring case (409 naming it); ''
   * for none. Left out, a save keeps the customer's own (decision 191).
   */
  user_name: text(100).optional(),
  email: customerEmail.default(''),
  phone: customerPhone.default(''),
  alt_email: customerEmail.default(''),
  alt_phone: customerPhone.default(''),
  website: text(200).default(''),
  billing_address: customerAddress.nullable().default(null),
  shipping_address: customerAddress.nullable().default(null),
  shipping_same_as_billing: z.boolean().default(false),
  shipping_first_name: text(100).default(''),
  shipping_middle_name: text(100).default(''),
  shipping_last_name: text(100).default(''),
  shipping_company: text(200).default(''),
  custom_fields: z.array(customerCustomField).max(100).default([]),
});
export type SaveCustomerBody = z.input<typeof saveCustomerBody>;

/**
 * POST /api/customer: a new customer may bring one card or one bank account (spec 2 §5 "if a card or bank
 * account is added, the payment form must be valid too"), stored with the customer or not at all.
 */
export const createCustomerBody = saveCustomerBody
  .extend({ card: newCardFields.optional(), bank_account: newBankAccountFields.optional() })
  .refine((body) => !(body.card && body.bank_account), {
    path: ['bank_account'],
    message: 'Add a card or a bank account, not both.',
  });
export type CreateCustomerBody = z.input<typeof createCustomerBody>;

/** GET /api/customer/{id}/full: spec 2 §3 Customer (snake_case, ruling 1). */
export const customer = z.object({
  id: z.number().int(),
  customer_number: z.number().int(),
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  company: z.string(),
  user_name: z.string(),
  customer_account: z.string(),
  email: z.string(),
  phone: z.string(),
  alt_email: z.string(),
  alt_phone: z.string(),
  website: z.string(),
  billing_address: customerAddress.nullable(),
  shipping_address: customerAddress.nullable(),
  shipping_same_as_billing: z.boolean(),
  shipping_first_name: z.string(),
  shipping_middle_name: z.string(),
  shipping_last_name: z.string(),
  shipping_company: z.string(),
  custom_fields: z.array(customerCustomField),
  is_deleted: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Customer = z.infer<typeof customer>;

/** spec 2 §2.1: the list's projected columns. order_count and last_order_date come with orders. */
export const customerListColumns = [
  'name',
  'company_name',
  'customer_number',
  'user_name',
  'email',
  'phone',
  'billing_zip_code',
  'order_count',
  'created_at',
  'last_order_date',
] as const;
export type CustomerListColumn = (typeof customerListColumns)[number];

/** PUT /api/customer/search?items_per_page=50&page={n}&sort_by=…&sort_direction=… (spec 2 §7, §9). */
export const customerListQuery = z.object({
  page: intParam(1, 200).default(1),
  items_per_page: intParam(1, 50).default(50),
  sort_by: z.enum(customerListColumns).default('name'),
  sort_direction: z.enum(['asc', 'desc']).default('asc'),
});
export const customerListBody = z.object({
  projections: z
    .array(z.enum(customerListColumns))
    .min(1)
    .default([...customerListColumns]),
  query: z.object({ search: lineText.trim().max(100).default('') }).default({ search: '' }),
});
export const customerListRow = z.object({
  id: z.number().int(),
  customer_number: z.number().int(),
  name: z.string().optional(),
  company_name: z.string().optional(),
  user_name: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  billing_zip_code: z.string().optional(),
  order_count: z.number().int().optional(),
  created_at: z.string().optional(),
  last_order_date: z.string().nullable().optional(),
});
export const customerList = z.object({
  data: z.array(customerListRow),
  total_item_count: z.number().int(),
});
export type CustomerList = z.infer<typeof customerList>;

/** POST /api/customer/search: the duplicate search of spec 2 §5 (by e-mail, else exact names), 20 a page. */
export const customerDedupeBody = z.object({
  email: lineText.trim().max(254).default(''),
  first_name: lineText.trim().max(100).default(''),
  last_name: lineText.trim().max(100).default(''),
  exclude_id: entityId.optional(),
});
export const customerSummary = z.object({
  id: z.number().int(),
  customer_number: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  company: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type CustomerSummary = z.infer<typeof customerSummary>;
export const customerDedupeResult = z.object({ data: z.array(customerSummary) });

/** GET /api/customer/{id}/outstandingitems (spec 2 §5 delete block). */
export const outstandingItems = z.object({
  appointments: z.number().int(),
  billing_schedules: z.number().int(),
  invoices: z.number().int(),
  recurring_invoices: z.number().int(),
  recurring_payments: z.number().int(),
  authorized_payments: z.number().int(),
  posted_payments: z.number().int(),
  unknown_payments: z.number().int(),
});
export type OutstandingItemCounts = z.infer<typeof outstandingItems>;

/** DELETE /api/customer/{id}: removed, or only marked when the customer has history (spec 2 §8). */
export const customerDeleted = z.object({ outcome: z.enum(['deleted', 'marked_for_deletion']) });

/** spec 2 §3 Timeline event. */
export const timelineEvent = z.object({
  id: z.number().int(),
  timeline_event_type: z.enum([
    'comment',
    'customer_event',
    'email_event',
    'integration_event',
    'appointment_event',
  ]),
  event_type: z.string(),
  content: z.string(),
  created_on: z.string(),
  modified_on: z.string(),
  created_by_staff_id: z.number().int().nullable(),
  created_by_staff: z
    .object({ first_name: z.string(), last_name: z.string(), image_url: z.string().nullable() })
    .nullable(),
  entity_id: z.number().int(),
  is_stickied: z.boolean(),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
  /**
   * An email_event line whose message is kept: GET customer/timeline/{id}/email answers it (decision 189).
   * False on every other line, and on an e-mail line older than the link or whose message is gone.
   */
  has_email: z.boolean(),
});
export type TimelineEvent = z.infer<typeof timelineEvent>;

/**
 * GET /api/customer/timeline/{id}?limit&upper_time_bound&lower_time_bound&event_type (spec 2 §7), and
 * before_id: the oldest event the client holds, so 'view more' continues exactly after it even when
 * several events share its instant (upper_time_bound then plays no part).
 */
export const timelineQuery = z.object({
  limit: intParam(1, 100).default(10),
  upper_time_bound: instant.optional(),
  before_id: idParam.optional(),
  lower_time_bound: instant.optional(),
  event_type: lineText.trim().max(60).optional(),
});
export const timelinePage = z.object({ data: z.array(timelineEvent), has_more: z.boolean() });
export type TimelinePage = z.infer<typeof timelinePage>;

/** POST and PUT /api/customer/timeline/comment (spec 2 §5: empty content is not sent). */
export const timelineCommentBody = z.object({
  content: multilineText.trim().min(1, fieldMessages.required('a comment')).max(10_000),
});

/** Issue 16 point 7: an appointment's status as the customer's visits show it (calendar_items.status). */
export const customerAppointmentStatuses = [
  'booked',
  'arrived',
  'completed',
  'no_show',
  'cancelled',
] as const;
export type CustomerAppointmentStatus = (typeof customerAppointmentStatuses)[number];

/**
 * GET /api/customer/{id}/appointments?when&limit&offset (issue 16 point 7): the customer's upcoming visits
 * (not yet ended, soonest first) or past ones (most recent first), a page at a time.
 */
export const customerAppointmentsQuery = z.object({
  when: z.enum(['upcoming', 'past']).default('upcoming'),
  limit: intParam(1, 50).default(5),
  offset: intParam(0, 100_000).default(0),
});
export type CustomerAppointmentsWhen = z.output<typeof customerAppointmentsQuery>['when'];

/** One visit: its times (UTC) with the provider's zone, status, service and provider. */
export const customerAppointment = z.object({
  id: z.number().int(),
  start_at: z.string(),
  end_at: z.string(),
  time_zone: z.string(),
  status: appointmentStatus,
  service: z.object({ id: z.number().int(), name: z.string() }),
  provider: z.object({ id: z.number().int(), name: z.string() }),
});
export type CustomerAppointment = z.infer<typeof customerAppointment>;
export const customerAppointmentPage = z.object({
  data: z.array(customerAppointment),
  has_more: z.boolean(),
});
export type CustomerAppointmentPage = z.infer<typeof customerAppointmentPage>;
