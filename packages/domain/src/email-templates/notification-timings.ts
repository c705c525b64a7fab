// spec 3 §3.3 Notification settings and spec 3 §9: reminder hours 1 to 24; subscription pre-notification
// days and invoice past-due notification days 1 to 30.

export const NOTIFICATION_TIMING_BOUNDS = {
  reminder_hours: { min: 1, max: 24 },
  pre_notification_days: { min: 1, max: 30 },
  invoice_past_due_days: { min: 1, max: 30 },
} as const;

export type NotificationTiming = keyof typeof NOTIFICATION_TIMING_BOUNDS;

/** The refusal of a timing value (a whole number within its bounds), or null when it is allowed. */
export function notificationTimingProblem(timing: NotificationTiming, value: number): string | null {
  const { min, max } = NOTIFICATION_TIMING_BOUNDS[timing];
  if (!Number.isInteger(value) || value < min || value > max)
    return `Enter a whole number from ${min} to ${max}.`;
  return null;
}
