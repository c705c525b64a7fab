import type { SaveStaffUserInput, StaffUser } from '@paybook/contracts';
import { DEFAULT_ROLE_ID, defaultNotifications, defaultWorkPlan } from '@paybook/domain';
import { z } from 'zod';
import { i18n } from '@/lib/i18n';

const t = (key: string) => i18n.t(key);

/** The staff form's own shape: selects hold strings; days off keep their id until saved. */
export function staffFormSchema() {
  const time = z.string();
  return z.object({
    email: z
      .string()
      .trim()
      .min(1, t('staff.form.userNameRequired'))
      .pipe(z.email(t('staff.form.emailInvalid'))),
    user_name: z.string().trim(),
    first_name: z.string().trim().min(1, t('staff.form.firstNameRequired')).max(100),
    last_name: z.string().trim().min(1, t('staff.form.lastNameRequired')).max(100),
    role_id: z.string().min(1, t('staff.form.roleRequired')),
    title: z.string().max(100),
    bio: z.string().max(2000),
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
