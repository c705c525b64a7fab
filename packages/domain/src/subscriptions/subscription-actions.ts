// spec 3 §4.5 Subscription (billing schedule) actions, spec 3 §6 (modify_orders: edit, suspend, activate,
// cancel subscriptions). One rule for the server (409 or 403) and the web (show or hide):
// - Activate: from suspended only.
// - Cancel: from suspended, expired or active.
// - Suspend: from active only, never for a one-time subscription.
// - Edit: unless cancelled or expired.
// - All four need subscription_count absent or 1 and the right modify_orders.
// Decision 126: a one-time subscription (the spec's "frequency once") is a schedule that bills once in all
// (fixed_end_date with one occurrence): our recurrences have no frequency "once". spec 3 §6 bars support
// impersonation from scheduled invoices and recurring payments only, so an impersonated user with
// modify_orders may act on a subscription as the user would.

import { allOf, anyFeature, hasRight, needRight, type Requirement } from '../access/requirement.ts';
import type { AccessSubject } from '../access/subject.ts';
import type { Recurrence } from '../catalogue/recurrence.ts';
import { READ_ORDER_REQUIREMENT } from '../receipts/receipt-access.ts';

export const SUBSCRIPTION_STATUSES = ['active', 'suspended', 'expired', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const SUBSCRIPTION_ACTIONS = ['activate', 'cancel', 'suspend', 'edit'] as const;
export type SubscriptionAction = (typeof SUBSCRIPTION_ACTIONS)[number];

/** spec 3 §2.2: subscriptions belong to merchants with online_store or s_p_o_s. */
const SUBSCRIPTION_FEATURES: Requirement = anyFeature('online_store', 's_p_o_s');
/** Reading a subscription (its page, the search): whoever reads orders (receipt-access.ts). */
export const READ_SUBSCRIPTION_REQUIREMENT: Requirement = allOf(
  SUBSCRIPTION_FEATURES,
  READ_ORDER_REQUIREMENT,
);
/** spec 3 §6: every subscription action (and changing its card or discounts) needs modify_orders. */
export const SUBSCRIPTION_ACTION_REQUIREMENT: Requirement = allOf(
  SUBSCRIPTION_FEATURES,
  needRight('modify_orders'),
);

/** What the rule reads of a subscription. */
export interface ActionableSubscription {
  subscription_status: SubscriptionStatus;
  recurrence: Pick<Recurrence, 'occurrence_type' | 'occurrences'>;
  /** spec 3 §3.2 subscription_count; null when absent. */
  subscription_count: number | null;
}

/** The one wording of a refused subscription action (spec 3 §8). */
export const SUBSCRIPTION_ACTION_REFUSED_MESSAGE = 'We cannot perform this operation for this item.';

export type SubscriptionRefusalReason = 'no_right' | 'grouped' | 'status' | 'one_time';

export interface SubscriptionRefusal {
  reason: SubscriptionRefusalReason;
  /** Why, for a person: the spec's sentence followed by the particular cause. */
  message: string;
}

/** Decision 126: bills once in all. */
export const isOneTime = (recurrence: ActionableSubscription['recurrence']): boolean =>
  recurrence.occurrence_type === 'fixed_end_date' && recurrence.occurrences === 1;

const FROM: Readonly<Record<SubscriptionAction, readonly SubscriptionStatus[]>> = {
  activate: ['suspended'],
  cancel: ['suspended', 'expired', 'active'],
  suspend: ['active'],
  edit: ['active', 'suspended'],
};

const refusal = (reason: SubscriptionRefusalReason, cause: string): SubscriptionRefusal => ({
  reason,
  message: `${SUBSCRIPTION_ACTION_REFUSED_MESSAGE} ${cause}`,
});

/** spec 3 §4.5: why `subject` may not take `action` on `subscription` now, or null when it may. */
export function subscriptionActionRefusal(
  action: SubscriptionAction,
  subscription: ActionableSubscription,
  subject: Pick<AccessSubject, 'rights'>,
): SubscriptionRefusal | null {
  if (!hasRight(subject, 'modify_orders')) {
    return refusal('no_right', 'Changing a subscription needs the Modify Orders right.');
  }
  const count = subscription.subscription_count;
  if (count !== null && count !== 1) {
    return refusal('grouped', 'This subscription bills several items together.');
  }
  const status = subscription.subscription_status;
  if (!FROM[action].includes(status)) {
    return refusal('status', `The subscription is ${status}.`);
  }
  if (action === 'suspend' && isOneTime(subscription.recurrence)) {
    return refusal('one_time', 'A one-time subscription cannot be suspended.');
  }
  return null;
}

/** spec 3 §4.5: which actions the page offers. */
export function subscriptionActions(
  subscription: ActionableSubscription,
  subject: Pick<AccessSubject, 'rights'>,
): Record<SubscriptionAction, boolean> {
  return {
    activate: subscriptionActionRefusal('activate', subscription, subject) === null,
    cancel: subscriptionActionRefusal('cancel', subscription, subject) === null,
    suspend: subscriptionActionRefusal('suspend', subscription, subject) === null,
    edit: subscriptionActionRefusal('edit', subscription, subject) === null,
  };
}

/**
 * spec 3 §7 PUT subscription/{id}/resume_at: a suspension's reactivation day changes while the schedule is
 * suspended (the activate rule) or while a suspension is planned (active with suspend_at, the suspend rule).
 */
export function resumeAtRefusal(
  subscription: ActionableSubscription & { suspend_at: string | null },
  subject: Pick<AccessSubject, 'rights'>,
): SubscriptionRefusal | null {
  if (subscription.subscription_status === 'suspended') {
    return subscriptionActionRefusal('activate', subscription, subject);
  }
  if (subscription.subscription_status === 'active' && subscription.suspend_at !== null) {
    return subscriptionActionRefusal('suspend', subscription, subject);
  }
  return (
    subscriptionActionRefusal('activate', subscription, subject) ??
    refusal('status', 'The subscription has no suspension to change.')
  );
}
