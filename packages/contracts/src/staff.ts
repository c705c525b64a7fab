import { z } from 'zod';
import { accessRight } from './access.ts';
import { fieldMessage, fieldMessages } from './field-messages.ts';
import { entityId, idParam, int32, intParam, isoDate, lineText, multilineText } from './primitives.ts';

/**
 * Staff (spec 3 §2.5, §3.3, §4.7, §7 Staff calls) and service providers (spec 1 §3).
 *
 * Who may call:
 * - GET hub/users, GET service_providers: any signed-in user of the merchant (roles: roles.ts);
 * - GET hub/user/{id}: the staff access rule of spec 3 §6 (admin anyone; manage_users non-owners and
 *   themselves; others themselves), otherwise 403;
 * - add, edit, activate, deactivate, reset_password, delete, check_if_user_exists: manage_users or admin.
 *   Editing oneself goes through the profile (PUT hub/user with one's own id is allowed too).
 * Work-plan times are local 'HH:mm' in the provider's time zone.
 */

export const userIdParams = z.object({ userId: idParam });

export const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, fieldMessages.time);
const optionalTime = z.union([timeOfDay, z.literal('')]);
export const dayOffDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, fieldMessage('date'));

export const workPlanBreak = z.object({ start_at: optionalTime, end_at: optionalTime });
export const workPlanDay = z.object({
  day_of_week: z.number().int().min(0).max(6),
  start_at: timeOfDay,
  end_at: timeOfDay,
  enabled: z.boolean(),
  breaks: z.array(workPlanBreak).max(12, 'Add at most 12 breaks a day.'),
});
export type WorkPlanDayInput = z.infer<typeof workPlanDay>;

export const dayOff = z.object({ id: z.number().int(), date: dayOffDate });
export type DayOff = z.infer<typeof dayOff>;

export const notificationsMap = z.record(z.string(), z.boolean());

export const roleSummary = z.object({ id: z.number().int(), name: z.string() });
export type RoleSummary = z.infer<typeof roleSummary>;

export const staffImage = z.object({ id: z.number().int(), link: z.string() });
export type StaffImage = z.infer<typeof staffImage>;

/** GET hub/users: spec 3 §9 page size 10, default sort last name ascending. */
export const staffListQuery = z.object({
  page: intParam(1).default(1),
  items_per_page: intParam(1, 100).default(10),
  sort_by: z.enum(['last_name', 'first_name', 'user_name', 'email']).default('last_name'),
  sort_direction: z.enum(['asc', 'desc']).default('asc'),
});
export type StaffListQuery = z.infer<typeof staffListQuery>;

export const staffListRow = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  user_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: roleSummary,
  is_active: z.boolean(),
  is_master: z.boolean().describe('The account owner'),
  is_current: z.boolean().describe('The signed-in user'),
  image: staffImage.nullable(),
  service_provider_id: z.number().int().nullable(),
  appears_on_booking: z.boolean(),
});
export type StaffListRow = z.infer<typeof staffListRow>;
export const staffPage = z.object({ data: z.array(staffListRow), total_item_count: z.number().int() });
export type StaffPage = z.infer<typeof staffPage>;

/** spec 3 §3.3 Staff user, as GET hub/user/{id} answers it. */
export const staffUser = staffListRow.extend({
  is_admin: z.boolean(),
  access_rights: z.array(accessRight),
  role_id: z.number().int(),
  role_name: z.string(),
  title: z.string(),
  bio: z.string(),
  image_id: z.number().int().nullable(),
  is_sso_user: z.boolean(),
  work_plans: z.array(workPlanDay),
  days_off: z.array(dayOff),
  offering_ids: z.array(z.number().int()),
  notifications: notificationsMap,
  // Issue 26 point 7: the provider's derived flags, so the form and its modals need no further call.
  has_offerings: z.boolean().describe('The provider offers at least one service'),
  has_work_plan: z.boolean().describe('The stored work plan has an enabled day'),
  has_appointments: z.boolean().describe('The provider has appointments, past or to come'),
  may_toggle: z.boolean().describe('The viewer may change the status now (spec 3 §4.7, §6)'),
});
export type StaffUser = z.infer<typeof staffUser>;

const emailField = lineText
  .trim()
  .min(1, fieldMessages.required('a user name'))
  .max(254, fieldMessages.tooLong(254))
  .pipe(z.email(fieldMessages.email));

/**
 * POST hub/user (add: no id; user_name is the e-mail) and PUT hub/user (edit: id). The work plan goes
 * through the clean-up of spec 3 §5 on the server; `days_off` lists new dates, `days_off_to_delete` ids.
 */
export const saveStaffUserBody = z.object({
  id: entityId.optional(),
  email: emailField,
  /** Adding only: the sign-in name when it is not the e-mail (spec 3 §5 user-name-exists modal). */
  user_name: lineText.trim().min(1, fieldMessages.required('a user name')).max(254).optional(),
  first_name: lineText.trim().min(1, fieldMessages.required('a first name')).max(100),
  last_name: lineText.trim().min(1, fieldMessages.required('a last name')).max(100),
  role_id: int32.positive().default(1),
  title: lineText.trim().max(100).default(''),
  bio: multilineText.trim().max(2000).default(''),
  image_id: entityId.nullable().default(null),
  appears_on_booking: z.boolean().default(false),
  work_plans: z.array(workPlanDay).max(7).default([]),
  days_off: z
    .array(z.object({ date: isoDate }))
    .max(366)
    .default([]),
  days_off_to_delete: z.array(entityId).max(366).default([]),
  offering_ids: z.array(entityId).max(500).default([]),
  notifications: z.record(lineText.max(100), z.boolean()).optional(),
});
export type SaveStaffUserInput = z.input<typeof saveStaffUserBody>;
export type SaveStaffUserBody = z.output<typeof saveStaffUserBody>;

export const checkUserExistsQuery = z.object({
  email: lineText.trim().min(1, fieldMessages.required('a user name')).max(254),
});
export const checkUserExistsResponse = z.object({ exists: z.boolean() });
export type CheckUserExistsResponse = z.infer<typeof checkUserExistsResponse>;

export const staffMessages = {
  userNameRequired: fieldMessages.required('a user name'),
  userNameInUse: 'This user name is already in use, please choose another',
} as const;

export const isActiveResponse = z.object({ is_active: z.boolean() });

/** GET service_providers (spec 1 §7): sort by name; pickers ask 18, then 100. */
export const serviceProviderListQuery = z.object({
  page: intParam(1).default(1),
  items_per_page: intParam(1, 100).default(18),
  sort_by: z.enum(['name']).default('name'),
});
export type ServiceProviderListQuery = z.infer<typeof serviceProviderListQuery>;

/** spec 1 §3 Service provider. */
export const serviceProvider = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  display_name: z.string().describe("The name cut at 35 characters followed by '...' (spec 1 §3)"),
  is_active: z.boolean(),
  user_id: z.number().int(),
  offering_ids: z.array(z.number().int()),
  image: staffImage.nullable(),
});
export type ServiceProvider = z.infer<typeof serviceProvider>;
export const serviceProviderPage = z.object({
  data: z.array(serviceProvider),
  total_item_count: z.number().int(),
});
export type ServiceProviderPage = z.infer<typeof serviceProviderPage>;
