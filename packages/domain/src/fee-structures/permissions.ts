// spec 3 §2.5 /settings/taxes-fees-discounts and spec 3 §6: who may read and change taxes, fees and
// discounts. The server enforces these on the fee calls (spec 3 §7); the web shows or hides with them.
import { allOf, anyFeature, meets, needRight, type Requirement } from '../access/requirement.ts';
import type { AccessSubject } from '../access/subject.ts';

/** Fees exist for merchants who sell: one of the features online_store, s_p_o_s, payment_forms. */
export const FEE_STRUCTURES_READ_REQUIREMENT: Requirement = anyFeature(
  'online_store',
  's_p_o_s',
  'payment_forms',
);

/** Adding, editing, deactivating and deleting a fee also needs manage_configuration (spec 3 §6). */
export const FEE_STRUCTURES_WRITE_REQUIREMENT: Requirement = allOf(
  needRight('manage_configuration'),
  FEE_STRUCTURES_READ_REQUIREMENT,
);

export function canManageFeeStructures(subject: AccessSubject): boolean {
  return meets(subject, FEE_STRUCTURES_WRITE_REQUIREMENT);
}
