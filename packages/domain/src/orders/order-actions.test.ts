import type { AccessRight } from '@paybook/contracts';
import { describe, expect, it } from 'vitest';
import { ORDER_PAYMENT_STATUSES, type OrderPaymentStatus } from '../payments/codes.ts';
import { makeSubject } from '../testing/subjects.ts';
import {
  ORDER_ACTIONS,
  type OrderAction,
  type OrderActionFacts,
  type OrderActionTransaction,
  orderActionAvailability,
  orderActionRefusal,
} from './order-actions.ts';

// Issue 25 point 1, spec 3 §4.2, §6: every order status × right × impersonation × ACH accepted, for each
// action. The expected value is spelled out per action below, from the spec's sentences.

const card = (processor_status: string): OrderActionTransaction => ({
  is_refund: false,
  funding: 'payment',
  processor_status,
});

/** The order's transactions as each status typically has them. */
const TRANSACTIONS: Record<OrderPaymentStatus, OrderActionTransaction[]> = {
  scheduled: [],
  paid: [card('settled')],
  unpaid: [],
  cancelled: [card('voided')],
  partially_paid: [card('authorized')],
  pending: [card('posted')],
  past_due: [],
  requires_action: [card('requires_action')],
};
const DUE: Record<OrderPaymentStatus, number> = {
  scheduled: 1000,
  paid: 0,
  unpaid: 1000,
  cancelled: 0,
  partially_paid: 500,
  pending: 0,
  past_due: 1000,
  requires_action: 1000,
};

const factsOf = (status: OrderPaymentStatus): OrderActionFacts => ({
  payment_status: status,
  transactions: TRANSACTIONS[status],
  amount_due_cents: DUE[status],
});

/** spec 3 §4.2: the statuses each action's state allows. */
const STATES: Record<OrderAction, readonly OrderPaymentStatus[]> = {
  approve: ['pending'],
  cancel: ['unpaid', 'scheduled', 'requires_action', 'pending'],
  cancel_with_refund: ['paid', 'partially_paid'],
  collect_payment: ['unpaid', 'partially_paid', 'scheduled', 'past_due'],
};
/** spec 3 §6: the right each action needs. */
const RIGHTS: Record<OrderAction, AccessRight> = {
  approve: 'modify_orders',
  cancel: 'modify_orders',
  cancel_with_refund: 'modify_orders',
  collect_payment: 'create_orders',
};

const RIGHT_SETS: [string, AccessRight[]][] = [
  ['both rights', ['create_orders', 'modify_orders']],
  ['create_orders only', ['create_orders']],
  ['modify_orders only', ['modify_orders']],
  ['neither', ['view_reports']],
];

const rows = ORDER_PAYMENT_STATUSES.flatMap((status) =>
  RIGHT_SETS.flatMap(([rightsName, rights]) =>
    [false, true].flatMap((impersonated) =>
      [true, false].flatMap((ach) =>
        ORDER_ACTIONS.map((action) => ({ status, rightsName, rights, impersonated, ach, action })),
      ),
    ),
  ),
);

describe('orderActionRefusal: every status × right × impersonation × ACH accepted', () => {
  it.each(rows)(
    '$action on $status, $rightsName, impersonated $impersonated, ACH $ach',
    ({ status, rights, impersonated, ach, action }) => {
      const subject = makeSubject({
        rights,
        impersonated,
        acceptedPaymentTypes: ach ? ['CC', 'ACH'] : ['CC'],
      });
      const stateOk = STATES[action].includes(status);
      const achOk = action !== 'approve' || ach;
      const rightOk = rights.includes(RIGHTS[action]);
      const refusal = orderActionRefusal(action, factsOf(status), subject);
      expect(refusal === null).toBe(stateOk && achOk && rightOk);
      if (!stateOk) expect(refusal?.kind).toBe('state');
      else if (!achOk) expect(refusal?.kind).toBe('ach_off');
      else if (!rightOk) expect(refusal?.kind).toBe('right');
      const shown = orderActionAvailability(factsOf(status), subject)[action];
      expect(shown).toEqual({ shown: stateOk && achOk, allowed: stateOk && achOk && rightOk });
    },
  );
});

describe('orderActionRefusal: the transactions behind the statuses', () => {
  const subject = makeSubject();
  it('cancel with refund needs a payment holding money', () => {
    const facts = (transactions: OrderActionTransaction[]): OrderActionFacts => ({
      payment_status: 'paid',
      transactions,
      amount_due_cents: 0,
    });
    expect(orderActionRefusal('cancel_with_refund', facts([card('settled')]), subject)).toBeNull();
    expect(orderActionRefusal('cancel_with_refund', facts([card('posted')]), subject)).toBeNull();
    // A deposit-credited order paid with no transaction of its own, or only credits.
    expect(orderActionRefusal('cancel_with_refund', facts([]), subject)?.kind).toBe('state');
    expect(
      orderActionRefusal(
        'cancel_with_refund',
        facts([{ is_refund: false, funding: 'credit', processor_status: 'settled' }]),
        subject,
      )?.kind,
    ).toBe('state');
  });
  it('refunding a settled payment also needs the refund claim (decision 71)', () => {
    const noRefunds = makeSubject({ canIssueRefund: false });
    const settled: OrderActionFacts = {
      payment_status: 'paid',
      transactions: [card('settled')],
      amount_due_cents: 0,
    };
    expect(orderActionRefusal('cancel_with_refund', settled, noRefunds)?.kind).toBe('right');
    const authorised = { ...settled, transactions: [card('authorized')] };
    expect(orderActionRefusal('cancel_with_refund', authorised, noRefunds)).toBeNull();
  });
  it('collect payment needs something due (decision 113: a voided deposit sale owes its charge)', () => {
    expect(
      orderActionRefusal(
        'collect_payment',
        { payment_status: 'partially_paid', transactions: [card('voided')], amount_due_cents: 0 },
        subject,
      )?.kind,
    ).toBe('state');
    expect(
      orderActionRefusal(
        'collect_payment',
        { payment_status: 'partially_paid', transactions: [card('voided')], amount_due_cents: 5713 },
        subject,
      ),
    ).toBeNull();
  });
  it('a right refusal names the permission', () => {
    const refusal = orderActionRefusal(
      'cancel',
      factsOf('unpaid'),
      makeSubject({ rights: ['view_reports'] }),
    );
    expect(refusal?.message).toBe('You need the "Modify orders" permission to do this.');
    expect(orderActionRefusal('cancel', factsOf('paid'), subject)?.message).toBe(
      'We cannot perform this operation for this item.',
    );
  });
});
