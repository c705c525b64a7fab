import type { Subscription, SubscriptionStatusValue } from '@paybook/contracts';
import { type AccessSubject, type SubscriptionAction, subscriptionActions } from '@paybook/domain';

// How the subscription page reads its subscription: which actions spec 3 §4.5 offers (the domain's one
// rule, which the server enforces too) and the status colours of spec 3 §4.6 ("active; suspended or
// cancelled; expired").

const STATUS_COLORS: Readonly<Record<SubscriptionStatusValue, string>> = {
  active: 'teal',
  suspended: 'red',
  cancelled: 'red',
  expired: 'gray',
};

export const subscriptionStatusColor = (status: SubscriptionStatusValue): string => STATUS_COLORS[status];

export function offeredActions(
  subscription: Subscription,
  subject: AccessSubject,
): Record<SubscriptionAction, boolean> {
  return subscriptionActions(
    {
      subscription_status: subscription.subscription_status,
      recurrence: subscription.recurrence,
      subscription_count: subscription.subscription_count,
    },
    subject,
  );
}

/** "3 of 12", "3 so far" (no end). */
export function occurrencesDone(subscription: Subscription): { done: number; total: number | null } {
  return { done: subscription.number_of_active_executions, total: subscription.occurrences };
}

/** A date 'yyyy-MM-dd' as the page writes it: "Jun 10, 2027". */
export function dayText(date: string, language: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)).toLocaleDateString(language, {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
}
