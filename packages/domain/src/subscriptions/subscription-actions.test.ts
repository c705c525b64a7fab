import type { AccessRight } from '@paybook/contracts';
import { describe, expect, it } from 'vitest';
import type { Recurrence } from '../catalogue/recurrence.ts';
import { makeSubject } from '../testing/subjects.ts';
import {
  type ActionableSubscription,
  resumeAtRefusal,
  SUBSCRIPTION_ACTIONS,
  SUBSCRIPTION_STATUSES,
  type SubscriptionAction,
  type SubscriptionStatus,
  subscriptionActionRefusal,
  subscriptionActions,
} from './subscription-actions.ts';

// spec 3 §4.5, §6: every status × frequency × right × subscription_count × impersonation.
type Frequency = Recurrence['frequency'] | 'once';
const FREQUENCIES: readonly Frequency[] = ['once', 'daily', 'weekly', 'monthly', 'yearly'];
const COUNTS: readonly (number | null)[] = [null, 1, 2];
const RIGHTS: readonly (readonly AccessRight[])[] = [['modify_orders'], ['create_orders', 'view_reports']];

/** What the spec allows, written as its sentences read. */
function expected(
  action: SubscriptionAction,
  status: SubscriptionStatus,
  frequency: Frequency,
  hasRight: boolean,
  count: number | null,
): boolean {
  if (!hasRight || (count !== null && count !== 1)) return false;
  switch (action) {
    case 'activate':
      return status === 'suspended';
    case 'cancel':
      return status === 'suspended' || status === 'expired' || status === 'active';
    case 'suspend':
      return status === 'active' && frequency !== 'once';
    case 'edit':
      return status !== 'cancelled' && status !== 'expired';
  }
}

const recurrenceOf = (frequency: Frequency): ActionableSubscription['recurrence'] =>
  frequency === 'once'
    ? { occurrence_type: 'fixed_end_date', occurrences: 1 }
    : { occurrence_type: 'fixed_end_date', occurrences: 12 };

const cases = SUBSCRIPTION_STATUSES.flatMap((status) =>
  FREQUENCIES.flatMap((frequency) =>
    RIGHTS.flatMap((rights) =>
      COUNTS.flatMap((count) =>
        [false, true].flatMap((impersonated) =>
          SUBSCRIPTION_ACTIONS.map((action) => ({ status, frequency, rights, count, impersonated, action })),
        ),
      ),
    ),
  ),
);

describe('spec 3 §4.5: subscription actions', () => {
  it.each(cases)(
    '$action on $status $frequency, rights $rights, count $count, impersonated $impersonated',
    ({ status, frequency, rights, count, impersonated, action }) => {
      const subject = makeSubject({ rights, impersonated });
      const subscription: ActionableSubscription = {
        subscription_status: status,
        recurrence: recurrenceOf(frequency),
        subscription_count: count,
      };
      const allowed = expected(action, status, frequency, rights.includes('modify_orders'), count);
      const refusal = subscriptionActionRefusal(action, subscription, subject);
      expect(refusal === null).toBe(allowed);
      expect(subscriptionActions(subscription, subject)[action]).toBe(allowed);
      if (refusal) expect(refusal.message).toMatch(/^We cannot perform this operation for this item\. /);
    },
  );

  it('a schedule with no end is never one-time', () => {
    const subscription: ActionableSubscription = {
      subscription_status: 'active',
      recurrence: { occurrence_type: 'no_end_date', occurrences: 1 },
      subscription_count: null,
    };
    expect(subscriptionActionRefusal('suspend', subscription, makeSubject())).toBeNull();
  });
});

describe('spec 3 §7: changing a suspension’s reactivation day', () => {
  const subject = makeSubject({ rights: ['modify_orders'] });
  const monthly: ActionableSubscription['recurrence'] = { occurrence_type: 'no_end_date', occurrences: 2 };
  it.each<[SubscriptionStatus, string | null, boolean]>([
    ['suspended', null, true],
    ['active', '2027-06-01', true],
    ['active', null, false],
    ['cancelled', null, false],
    ['expired', '2027-06-01', false],
  ])('%s with suspend_at %s: %s', (status, suspendAt, allowed) => {
    const subscription = {
      subscription_status: status,
      recurrence: monthly,
      subscription_count: 1,
      suspend_at: suspendAt,
    };
    expect(resumeAtRefusal(subscription, subject) === null).toBe(allowed);
    expect(resumeAtRefusal(subscription, makeSubject({ rights: ['view_reports'] }))).not.toBeNull();
  });
});
