import { NOTIFICATION_GROUPS } from '@paybook/domain/staff/notifications';
import { z } from 'zod';

/** spec 3 §3.3 notification groups: the e-mail groups a staff member may receive. */
export const notificationGroup = z.enum(NOTIFICATION_GROUPS);

/** One staff member on /settings/notifications: who they are and the groups they receive (issue 26 point 1). */
export const staffNotificationRow = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  user_name: z.string(),
  role_name: z.string(),
  is_master: z.boolean().describe('The account owner'),
  is_current: z.boolean().describe('The signed-in user'),
  groups: z
    .array(notificationGroup)
    .describe('The groups this member may receive (spec 3 §6: integrations need Manage Configuration)'),
  notifications: z
    .partialRecord(notificationGroup, z.boolean())
    .describe('Each of `groups`: whether they receive it'),
});
export type StaffNotificationRow = z.infer<typeof staffNotificationRow>;

export const staffNotificationList = z.object({ data: z.array(staffNotificationRow) });
export type StaffNotificationList = z.infer<typeof staffNotificationList>;

/** PUT hub/user/{id}/notifications: the groups to change; the others keep their value. */
export const staffNotificationsBody = z.object({
  notifications: z
    .partialRecord(notificationGroup, z.boolean())
    .refine((groups) => Object.keys(groups).length > 0, 'Choose at least one notification to change.'),
});
export type StaffNotificationsBody = z.infer<typeof staffNotificationsBody>;
