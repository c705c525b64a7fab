// spec 1 §6: "Everyone holds by default a broad set of viewing claims covering customers"; spec 2 §2.1
// (the customer list and profile). The server's customer read calls and the web's navigation and
// route guards ask these same requirements, so the navigation never offers a list the server refuses
// (issue 13 point 14). Changing customers is manage_customers' (spec 1 §6), in customers/permissions.ts.
import { meets, needClaim, type Requirement } from './requirement.ts';
import type { AccessSubject } from './subject.ts';

/** The customer list, its search and its saved reports: the default claim customers.list. */
export const VIEW_CUSTOMER_LIST_REQUIREMENT: Requirement = needClaim('customers.list');

/** A customer's profile and its tabs (overview, payment methods, addresses): the default claim customers.profile. */
export const VIEW_CUSTOMER_PROFILE_REQUIREMENT: Requirement = needClaim('customers.profile');

export const canViewCustomerList = (subject: AccessSubject) => meets(subject, VIEW_CUSTOMER_LIST_REQUIREMENT);
export const canViewCustomerProfile = (subject: AccessSubject) =>
  meets(subject, VIEW_CUSTOMER_PROFILE_REQUIREMENT);
