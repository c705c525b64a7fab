// spec 3 §3.3 notification groups and §9 the defaults of a new staff member.

export const NOTIFICATION_GROUPS = [
  'order',
  'integrations',
  'payments',
  'appointments',
  'subscriptionAccount',
  'orderPayment',
  'subscriptionPayment',
  'invoice',
] as const;
export type NotificationGroup = (typeof NOTIFICATION_GROUPS)[number];

const DEFAULT_ON: readonly NotificationGroup[] = ['order', 'payments', 'subscriptionAccount', 'orderPayment'];

/**
 * spec 3 §9: order, payments, subscriptionAccount and orderPayment on; the rest off. Issue 16 point 10:
 * a service provider (appears on booking) also gets appointments, the e-mails about their own bookings.
 */
export function defaultNotifications(isProvider = false): Record<NotificationGroup, boolean> {
  return Object.fromEntries(
    NOTIFICATION_GROUPS.map((group) => [
      group,
      DEFAULT_ON.includes(group) || (isProvider && group === 'appointments'),
    ]),
  ) as Record<NotificationGroup, boolean>;
}

/** spec 3 §6: integration notifications only for roles holding Manage Configuration. */
export function availableNotificationGroups(hasManageConfiguration: boolean): NotificationGroup[] {
  return NOTIFICATION_GROUPS.filter((group) => group !== 'integrations' || hasManageConfiguration);
}

/** The refusal of a group a staff member may not receive (spec 3 §6). */
export const INTEGRATIONS_GROUP_REFUSED =
  'Integration e-mails go only to staff whose role has the Manage Configuration permission.';

/**
 * spec 3 §6: the groups of a change that the staff member may not receive, each with its refusal; the server
 * refuses such a change naming the field, and the settings page does not offer those groups.
 */
export function refusedNotificationGroups(
  groups: readonly NotificationGroup[],
  hasManageConfiguration: boolean,
): { group: NotificationGroup; message: string }[] {
  const available = availableNotificationGroups(hasManageConfiguration);
  return groups
    .filter((group) => !available.includes(group))
    .map((group) => ({ group, message: INTEGRATIONS_GROUP_REFUSED }));
}
