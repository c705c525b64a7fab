import type { Store } from '@paybook/contracts';
import { buyButtonEditPath, paymentFormEditPath } from './ecommerce-paths';

/** storeAbilities(subject) (spec 2 §6): edit, and the wizards the user may open. */
export interface StoreEditAbilities {
  edit: boolean;
  createPaymentForm: boolean;
  createBuyButton: boolean;
}

/**
 * spec 2 §2.2, §6: the wizard that edits a store of the list (query formId), for a user with
 * ecommerce.edit-store and the wizard's features; null for an online store (it has no wizard here).
 */
export function storeEditPath(store: Pick<Store, 'id' | 'store_type'>, abilities: StoreEditAbilities) {
  if (!abilities.edit) return null;
  if (store.store_type === 'payment_form' && abilities.createPaymentForm)
    return paymentFormEditPath(store.id);
  if (store.store_type === 'buy_button' && abilities.createBuyButton) return buyButtonEditPath(store.id);
  return null;
}
