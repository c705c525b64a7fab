// spec 2 §6: who adds, edits and deletes a customer's cards and bank accounts.
import type { AccessSubject } from '../access/subject.ts';

/**
 * Adding a card or bank account: the edit-payment-method claim, or create_orders (spec 2 §5: whoever
 * adds a customer may add a card or bank account in the same flow).
 */
export function canAddPaymentAccount(subject: AccessSubject): boolean {
  return subject.claims.has('customers.edit-payment-method') || subject.rights.has('create_orders');
}

/** spec 2 §6: edit with customers.edit-customer-account, or an account the user created. */
export function canEditPaymentAccount(
  subject: AccessSubject,
  account: { created_by_user_id: number | null },
  userId: number,
): boolean {
  return subject.claims.has('customers.edit-customer-account') || account.created_by_user_id === userId;
}

/** spec 2 §6: delete with customers.delete-customer-account, or an account the user created. */
export function canDeletePaymentAccount(
  subject: AccessSubject,
  account: { created_by_user_id: number | null },
  userId: number,
): boolean {
  return subject.claims.has('customers.delete-customer-account') || account.created_by_user_id === userId;
}
