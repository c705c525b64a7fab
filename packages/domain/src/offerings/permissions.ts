import { allOf, anyFeature, anyRight, meets, needRight, type Requirement } from '../access/requirement.ts';
import type { AccessSubject } from '../access/subject.ts';

/** spec 1 §4.1, §6: only manage_configuration toggles a service's status (activate / deactivate). */
export const SERVICE_STATUS_REQUIREMENT: Requirement = needRight('manage_configuration');

/**
 * Adding, editing and deleting offerings follows the appointments settings routes (spec 1 §2.3):
 * those who configure or manage appointments. Decided for this issue; see contracts/offerings.ts.
 */
export const OFFERING_WRITE_REQUIREMENT: Requirement = anyRight(
  'manage_configuration',
  'manage_appointments',
);

/** spec 1 §4.1: whether the status switch of a service may change for this user. */
export function canToggleServiceStatus(subject: AccessSubject): boolean {
  return meets(subject, SERVICE_STATUS_REQUIREMENT);
}

/** Whether the user may add, edit or delete offerings. */
export function canEditOfferings(subject: AccessSubject): boolean {
  return meets(subject, OFFERING_WRITE_REQUIREMENT);
}

/** spec 2 §2.3: the catalogue of products and services needs one of online_store, s_p_o_s, payment_forms. */
export const CATALOGUE_REQUIREMENT: Requirement = anyFeature('online_store', 's_p_o_s', 'payment_forms');

/** spec 2 §6: manage_configuration adds and edits items and runs the bulk catalogue actions. */
export const CATALOGUE_WRITE_REQUIREMENT: Requirement = allOf(
  CATALOGUE_REQUIREMENT,
  needRight('manage_configuration'),
);

/** spec 2 §6: whether the user may add or edit catalogue items and (de)activate them in bulk. */
export function canEditCatalogue(subject: AccessSubject): boolean {
  return meets(subject, CATALOGUE_WRITE_REQUIREMENT);
}
