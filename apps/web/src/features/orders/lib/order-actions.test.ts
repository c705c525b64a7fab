import type { Transaction } from '@paybook/contracts';
import { cardPayment } from '@paybook/contracts/test-transaction';
import { makeSubject } from '@paybook/domain/testing/subjects';
import { describe, expect, it } from 'vitest';
import { actionRefusal, orderActions, permissionName, refusedGroup } from './order-actions';
import { refund, settledCash } from './test-transactions';

// Issue 24 point 2, spec 3 §4.4 with spec 3 §6: the order page's actions at its top, and why one is missing.
const NOW = new Date('2026-11-26T18:00:00.000Z');
const owner = makeSubject();
/** frontdesk@northwind.test (DEMO.md): create_orders and manage_customers only. */
const frontDesk = makeSubject({ rights: ['create_orders', 'manage_customers'] });
const refundsOff = makeSubject({ canIssueRefund: false });
const postedRefund: Transaction = {
  ...refund(605, '5.00', 'posted'),
  payment_type: 'credit_card',
  can_void_until: '2026-11-27T07:00:00.000Z',
};

/** Which transaction each offered action acts on, by id. */
const targetIds = (transactions: Transaction[], subject = owner, now = NOW) => {
  const { targets } = orderActions(transactions, now, subject);
  return {
    refund: targets.refund.map((target) => target.transaction.id),
    void: targets.void.map((target) => target.transaction.id),
    void_refund: targets.void_refund.map((target) => target.transaction.id),
  };
};

describe('orderActions: what the order offers', () => {
  it.each<[string, Transaction[], ReturnType<typeof targetIds>]>([
    [
      'an authorized card payment: void, not refund',
      [cardPayment],
      { refund: [], void: [501], void_refund: [] },
    ],
    [
      'a settled cash payment: refund, never void',
      [settledCash],
      { refund: [601], void: [], void_refund: [] },
    ],
    [
      'a posted card refund: void refund; its payment is refunded in part',
      [settledCash, postedRefund],
      { refund: [601], void: [], void_refund: [605] },
    ],
    [
      'two payments: each action on the one that allows it',
      [cardPayment, settledCash],
      { refund: [601], void: [501], void_refund: [] },
    ],
    [
      'a payment refunded in full: nothing',
      [settledCash, refund(602, '20.00', 'settled')],
      { refund: [], void: [], void_refund: [] },
    ],
  ])('%s', (_, transactions, expected) => {
    expect(targetIds(transactions)).toEqual(expected);
  });

  it('refunds what is left of the payment, and names the payment of a refund', () => {
    const { targets } = orderActions([settledCash, postedRefund], NOW, owner);
    expect(targets.refund[0]?.refundableCents).toBe(1500);
    expect(targets.void_refund[0]?.payment.id).toBe(settledCash.id);
  });

  it('offers no void once the window has closed', () => {
    const later = new Date('2026-11-27T07:00:00.000Z');
    expect(targetIds([cardPayment], owner, later).void).toEqual([]);
  });
});

describe('orderActions: why an action the order allows is not offered', () => {
  it.each<
    [string, Transaction[], ReturnType<typeof makeSubject>, ReturnType<typeof orderActions>['refusals']]
  >([
    ['the owner: none', [cardPayment, settledCash], owner, []],
    [
      'the front desk: refunds and voids need Modify Orders, once',
      [cardPayment, settledCash, postedRefund],
      frontDesk,
      [{ reason: { kind: 'right', right: 'modify_orders' }, actions: ['void', 'refund', 'void_refund'] }],
    ],
    [
      'the front desk on a cash sale: refunds only',
      [settledCash],
      frontDesk,
      [{ reason: { kind: 'right', right: 'modify_orders' }, actions: ['refund'] }],
    ],
    [
      "the merchant's refunds switched off: voids stay",
      [cardPayment, settledCash],
      refundsOff,
      [{ reason: { kind: 'refunds_off' }, actions: ['refund'] }],
    ],
    [
      'nothing the order allows: nothing to explain',
      [settledCash, refund(602, '20.00', 'settled')],
      frontDesk,
      [],
    ],
  ])('%s', (_, transactions, subject, expected) => {
    expect(orderActions(transactions, NOW, subject).refusals).toEqual(expected);
  });

  it('the refusal is the first part of the requirement the user misses', () => {
    expect(actionRefusal(owner, 'refund')).toBeNull();
    expect(actionRefusal(frontDesk, 'void')).toEqual({ kind: 'right', right: 'modify_orders' });
    expect(actionRefusal(refundsOff, 'void_refund')).toEqual({ kind: 'refunds_off' });
    expect(actionRefusal(refundsOff, 'void')).toBeNull();
  });
});

describe('refusedGroup and permissionName', () => {
  it.each<[Parameters<typeof refusedGroup>[0], ReturnType<typeof refusedGroup>]>([
    [['refund'], 'refunds'],
    [['void_refund'], 'refunds'],
    [['void'], 'voids'],
    [['void', 'refund'], 'both'],
  ])('%j is %s', (actions, group) => {
    expect(refusedGroup(actions)).toBe(group);
  });

  it('names a right as the staff screens do', () => {
    expect(permissionName('modify_orders')).toBe('Modify Orders');
  });
});
