import { allOf, anyFeature, meets, needClaim, needRight, type Requirement } from '../access/requirement.ts';
import type { AccessSubject } from '../access/subject.ts';

// spec 2 §2.2, §6: who sees, edits, toggles, duplicates and deletes stores and payment forms.

/** spec 2 §2.2: the eCommerce area needs feature online_store or payment_forms. */
export const STORES_REQUIREMENT: Requirement = anyFeature('online_store', 'payment_forms');

/** spec 2 §6: "ecommerce.edit-store shows the create page and edit" (features plus manage_configuration). */
export const STORE_EDIT_REQUIREMENT: Requirement = needClaim('ecommerce.edit-store');

/** spec 2 §6: "manage_configuration: toggling store status and seeing the enable-ACH prompt". */
export const STORE_STATUS_REQUIREMENT: Requirement = allOf(
  STORES_REQUIREMENT,
  needRight('manage_configuration'),
);

/** spec 2 §6: duplicate and delete are also hidden for impersonated users (their claims say so). */
export const STORE_DUPLICATE_REQUIREMENT: Requirement = needClaim('ecommerce.duplicate-store');
export const STORE_DELETE_REQUIREMENT: Requirement = needClaim('ecommerce.delete-store');

/** spec 2 §2.2: both wizards need feature payment_forms; the buy-now button also buy_button (decided). */
export const PAYMENT_FORM_REQUIREMENT: Requirement = allOf(
  STORE_EDIT_REQUIREMENT,
  anyFeature('payment_forms'),
);
export const BUY_BUTTON_REQUIREMENT: Requirement = allOf(PAYMENT_FORM_REQUIREMENT, anyFeature('buy_button'));

/**
 * spec 2 §7 merchant_config/request_cc_payment: a merchant that takes no cards may ask for them (whoever
 * configures the stores); one that takes them has nothing to ask.
 */
export function canRequestCardPayments(subject: AccessSubject): boolean {
  return meets(subject, STORE_STATUS_REQUIREMENT) && !subject.acceptedPaymentTypes.has('CC');
}

/** What the store list shows a user: the same requirements the server refuses with. */
export function storeAbilities(subject: AccessSubject) {
  return {
    edit: meets(subject, STORE_EDIT_REQUIREMENT),
    toggle: meets(subject, STORE_STATUS_REQUIREMENT),
    duplicate: meets(subject, STORE_DUPLICATE_REQUIREMENT),
    delete: meets(subject, STORE_DELETE_REQUIREMENT),
    createPaymentForm: meets(subject, PAYMENT_FORM_REQUIREMENT),
    createBuyButton: meets(subject, BUY_BUTTON_REQUIREMENT),
  };
}
