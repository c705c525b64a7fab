import { allOf, anyOf, meets, needFeature, needRight, type Requirement } from '../access/requirement.ts';
import type { AccessSubject } from '../access/subject.ts';
import { EDIT_CUSTOMER_REQUIREMENT } from '../customers/permissions.ts';

/** spec 3 §2.6: the point of sale, and each of its calls of spec 3 §7, needs create_orders and s_p_o_s. */
export const POS_REQUIREMENT: Requirement = allOf(needRight('create_orders'), needFeature('s_p_o_s'));

/**
 * spec 3 §7 PATCH customer/{id}: the point of sale corrects the name and contact of the customer it sells
 * to (decision 111), as the customer area's editors may (spec 2 §6 manage_customers).
 */
export const POS_CUSTOMER_EDIT_REQUIREMENT: Requirement = anyOf(EDIT_CUSTOMER_REQUIREMENT, POS_REQUIREMENT);

export const canEditCustomerAtPos = (subject: AccessSubject) => meets(subject, POS_CUSTOMER_EDIT_REQUIREMENT);
