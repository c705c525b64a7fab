import type { SaveStaffUserInput, StaffUser } from '@paybook/contracts';
import { DEFAULT_ROLE_ID, defaultNotifications, defaultWorkPlan } from '@paybook/domain';
import { z } from 'zod';
import { fieldRules } from '@/lib/field-messages';
import { i18n } from '@/lib/i18n';

/** The contract's limits (contracts staff.ts saveStaffUserBody): the inputs stop there. */
export const STAFF_MAX = { email: 254, name: 100, title: 100, bio: 2000 } as const;

/** The staff form's own shape: selects hold strings; days off keep their id until saved. */
export function staffFormSchema() {
  // Issue 16 point 9: the catalogue's words, the same as the customer and appointment forms.
  const { messages, text, requiredText } = fieldRules(i18n.t);
  const time = z.string();
  return z.object({
    email: requiredText('userName', STAFF_MAX.email).pipe(z.email(messages.email())),
    user_name: z.string().trim(),
    first_name: requiredText('firstName', STAFF_MAX.name),
    last_name: requiredText('lastName', STAFF_MAX.name),
    role_id: z.string().min(1, i18n.t('staff.form.roleRequired')),
    title: text(STAFF_MAX.title),
    bio: text(STAFF_MAX.bio),
    image: z.object({ id: z.number(), link: z.string() }).nullable(),
    appears_on_booking: z.boolean(),
    offering_ids: z.array(z.string()),
    work_plans: z.array(
      z.object({
        day_of_week: z.number(),
        start_at: time,
        end_at: time,
        enabled: z.boolean(),
        breaks: z.array(z.object({ start_at: time, end_at: time })),
      }),
    ),
    days_off: z.array(z.object({ saved_id: z.number().nullable(), date: z.string() })),
    notifications: z.record(z.string(), z.boolean()),
  });
}

export type StaffFormValues = z.infer<ReturnType<typeof staffFormSchema>>;

/** Empty for adding (spec 3 §9: Administrator, the default week), or the saved user. */
export function staffFormValues(
  user: StaffUser | undefined,
  defaultRoleId = DEFAULT_ROLE_ID,
): StaffFormValues {
  return {
    email: user?.email ?? '',
    user_name: '',
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    role_id: String(user?.role_id ?? defaultRoleId),
    title: user?.title ?? '',
    bio: user?.bio ?? '',
    image: user?.image ?? null,
    appears_on_booking: user?.appears_on_booking ?? false,
    offering_ids: (user?.offering_ids ?? []).map(String),
    work_plans: user?.work_plans ?? defaultWorkPlan(),
    days_off: (user?.days_off ?? []).map((off) => ({ saved_id: off.id, date: off.date })),
    notifications: user?.notifications ?? defaultNotifications(),
  };
}

export function staffBody(
  values: StaffFormValues,
  userId: number | undefined,
  daysOffToDelete: number[],
): SaveStaffUserInput {
  return {
    ...(userId === undefined ? {} : { id: userId }),
    email: values.email,
    ...(userId === undefined && values.user_name ? { user_name: values.user_name } : {}),
    first_name: values.first_name,
    last_name: values.last_name,
    role_id: Number(values.role_id),
    title: values.title,
    bio: values.bio,
    image_id: values.image?.id ?? null,
    appears_on_booking: values.appears_on_booking,
    offering_ids: values.offering_ids.map(Number),
    work_plans: values.work_plans,
    days_off: values.days_off.filter((off) => off.saved_id === null).map((off) => ({ date: off.date })),
    days_off_to_delete: daysOffToDelete,
    notifications: values.notifications,
  };
}
