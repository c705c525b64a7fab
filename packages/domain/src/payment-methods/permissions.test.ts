import { describe, expect, it } from 'vitest';
import { makeSubject } from '../testing/subjects.ts';
import { canAddPaymentAccount, canDeletePaymentAccount, canEditPaymentAccount } from './permissions.ts';

describe('payment account permissions (spec 2 §5, §6)', () => {
  const manager = makeSubject({ rights: ['manage_customers'] });
  const cashier = makeSubject({ rights: ['create_orders'] });
  const viewer = makeSubject({ rights: ['view_reports'] });

  it('manage_customers (the edit-payment-method claim) or create_orders adds an account', () => {
    expect(canAddPaymentAccount(manager)).toBe(true);
    expect(canAddPaymentAccount(cashier)).toBe(true);
    expect(canAddPaymentAccount(viewer)).toBe(false);
  });

  it('the account claims edit and delete any account; others only the ones they created', () => {
    const theirs = { created_by_user_id: 7 };
    expect(canEditPaymentAccount(manager, theirs, 1)).toBe(true);
    expect(canDeletePaymentAccount(manager, theirs, 1)).toBe(true);
    expect(canEditPaymentAccount(cashier, theirs, 1)).toBe(false);
    expect(canDeletePaymentAccount(cashier, theirs, 1)).toBe(false);
    expect(canEditPaymentAccount(cashier, theirs, 7)).toBe(true);
    expect(canDeletePaymentAccount(cashier, theirs, 7)).toBe(true);
    expect(canDeletePaymentAccount(cashier, { created_by_user_id: null }, 7)).toBe(false);
  });
});
