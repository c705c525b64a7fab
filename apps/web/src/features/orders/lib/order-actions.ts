import type { AccessRight, Transaction } from '@paybook/contracts';
import {
  type AccessSubject,
  firstUnmet,
  PERMISSIONS,
  REFUND_TRANSACTION_REQUIREMENT,
  type TransactionAction,
} from '@paybook/domain';
import { ACTION_REQUIREMENTS, allowedActions, groupPayments } from './order-view';

// Issue 24 point 2: the order's void, refund and void-refund sit at the top of its page, each on the
// transactions that allow it now (spec 3 §4.4); an action the order allows but this user may not take says
// why, by the requirement the server refuses it with (spec 3 §6), instead of an empty Actions column.

const ACTIONS: readonly TransactionAction[] = ['refund', 'void', 'void_refund'];

/** The transaction an action modal acts on: a payment (void, refund) or a refund with its payment. */
export interface ActionTarget {
  action: TransactionAction;
  transaction: Transaction;
  /** The payment a refund belongs to; for a void or refund, the transaction itself. */
  payment: Transaction;
  refundableCents: number;
}

/** Why this user may not take an action: a right they lack, the merchant's refunds switched off, or else. */
export type ActionRefusal =
  | { kind: 'right'; right: AccessRight }
  | { kind: 'refunds_off' }
  | { kind: 'other' };

export interface OrderActions {
  /** Each action this user may take, on every transaction that allows it. */
  targets: Record<TransactionAction, ActionTarget[]>;
  /** Each reason once, with the actions the order allows that it keeps from this user. */
  refusals: { reason: ActionRefusal; actions: TransactionAction[] }[];
}

/** Why `subject` may not take `action` (the first part of its requirement they miss), or null when they may. */
export function actionRefusal(subject: AccessSubject, action: TransactionAction): ActionRefusal | null {
  const unmet = firstUnmet(subject, ACTION_REQUIREMENTS[action]);
  if (unmet === null) return null;
  if ('right' in unmet) return { kind: 'right', right: unmet.right };
  // The refunds' one claim is the merchant's switch (spec 2 §6 customers.issue-refund, also needs
  // can_issue_refund): met by the right, so the switch is off.
  if ('claim' in unmet && ACTION_REQUIREMENTS[action] === REFUND_TRANSACTION_REQUIREMENT) {
    return { kind: 'refunds_off' };
  }
  return { kind: 'other' };
}

/** The order's actions at `now` for `subject`, and why the ones it allows but they may not take are not offered. */
export function orderActions(
  transactions: readonly Transaction[],
  now: Date,
  subject: AccessSubject,
): OrderActions {
  const targets: OrderActions['targets'] = { refund: [], void: [], void_refund: [] };
  const refusals = new Map<string, OrderActions['refusals'][number]>();
  for (const { payment, refunds } of groupPayments(transactions)) {
    for (const transaction of [payment, ...refunds]) {
      const allowed = allowedActions(transaction, transactions, now);
      for (const action of ACTIONS) {
        if (!allowed[action]) continue;
        const reason = actionRefusal(subject, action);
        if (reason === null) {
          targets[action].push({ action, transaction, payment, refundableCents: allowed.refundable_cents });
          continue;
        }
        const key = JSON.stringify(reason);
        const known = refusals.get(key) ?? { reason, actions: [] };
        if (!known.actions.includes(action)) known.actions.push(action);
        refusals.set(key, known);
      }
    }
  }
  return { targets, refusals: [...refusals.values()] };
}

/** What a refusal's actions are called together: refunds (a void of a refund takes a refund back), voids, or both. */
export function refusedGroup(actions: readonly TransactionAction[]): 'refunds' | 'voids' | 'both' {
  const hasVoid = actions.includes('void');
  const hasRefund = actions.some((action) => action !== 'void');
  return hasVoid && hasRefund ? 'both' : hasVoid ? 'voids' : 'refunds';
}

/** A right as the staff screens name its permission (spec 3 §3.3). */
export const permissionName = (right: AccessRight): string =>
  PERMISSIONS.find((permission) => permission.right === right)?.name ?? right;
