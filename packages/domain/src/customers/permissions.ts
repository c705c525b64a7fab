// spec 2 §6: who may do what with customers. The server enforces these; the web shows or hides with them.

import {
  VIEW_CUSTOMER_LIST_REQUIREMENT,
  VIEW_CUSTOMER_PROFILE_REQUIREMENT,
} from '../access/customer-viewing.ts';
import {
  allOf,
  anyRight,
  meets,
  needClaim,
  needFeature,
  needRight,
  not,
  type Requirement,
} from '../access/requirement.ts';
import type { AccessSubject } from '../access/subject.ts';

/** The customer area needs feature customer_tab (spec 2 §2.1). */
export const CUSTOMER_AREA_REQUIREMENT: Requirement = needFeature('customer_tab');

/**
 * Reading customers (list, search, duplicate search): the default viewing claim every user holds
 * (spec 1 §6), the same rule the navigation and the route guard ask (issue 13 point 14).
 */
export const VIEW_CUSTOMERS_REQUIREMENT: Requirement = VIEW_CUSTOMER_LIST_REQUIREMENT;

/**
 * Changing anything of a customer (payment methods, comments, merge) needs the area and a customer
 * right; each action adds its own rule (spec 1 §6, spec 2 §6).
 */
export const CHANGE_CUSTOMERS_REQUIREMENT: Requirement = allOf(
  CUSTOMER_AREA_REQUIREMENT,
  anyRight('manage_customers', 'create_orders'),
);

/** spec 2 §6: manage_customers or create_orders adds a customer. */
export const ADD_CUSTOMER_REQUIREMENT: Requirement = CHANGE_CUSTOMERS_REQUIREMENT;

/** Editing a customer needs manage_customers (spec 1 §6); addresses also need canEditAddresses. */
export const EDIT_CUSTOMER_REQUIREMENT: Requirement = allOf(
  CUSTOMER_AREA_REQUIREMENT,
  needRight('manage_customers'),
);

/** Reading the timeline: the profile and feature customer_profile (claim customers.timeline). */
export const TIMELINE_REQUIREMENT: Requirement = allOf(
  VIEW_CUSTOMER_PROFILE_REQUIREMENT,
  needClaim('customers.timeline'),
);

/**
 * Writing a timeline comment: reading the timeline and manage_customers (spec 1 §6 lists "timeline
 * comments" under manage_customers alone; create_orders, which adds customers at the till, does not).
 */
export const TIMELINE_COMMENT_REQUIREMENT: Requirement = allOf(
  TIMELINE_REQUIREMENT,
  needRight('manage_customers'),
);

/**
 * Reading a sent e-mail in full (spec 2 §2 view customer email): reading the timeline and manage_customers.
 * The message carries the customer's own links (the invoice's pay link, the booking's manage link, which
 * cancels as the customer), so its reader is someone who may act for the customer (decision 189).
 */
export const TIMELINE_EMAIL_REQUIREMENT: Requirement = allOf(
  TIMELINE_REQUIREMENT,
  needRight('manage_customers'),
);

/** spec 2 §6: manage_customers plus has_payments exports (and imports). */
export const EXPORT_CUSTOMERS_REQUIREMENT: Requirement = allOf(
  CUSTOMER_AREA_REQUIREMENT,
  needRight('manage_customers'),
  { flag: 'hasPayments' },
);

/** spec 2 §6: manage_customers plus the merge claim. */
export const MERGE_CUSTOMERS_REQUIREMENT: Requirement = allOf(
  needRight('manage_customers'),
  needClaim('customers.merge'),
);

/** spec 2 §6: the delete claim, never while impersonating. */
export const DELETE_CUSTOMER_REQUIREMENT: Requirement = allOf(
  needClaim('customers.delete-customer'),
  not({ flag: 'impersonated' }),
);

/** spec 2 §6: customers.edit-customer-neon allows editing addresses. */
export const EDIT_ADDRESSES_REQUIREMENT: Requirement = needClaim('customers.edit-customer-neon');

export const canAddCustomer = (subject: AccessSubject) => meets(subject, ADD_CUSTOMER_REQUIREMENT);
export const canEditCustomer = (subject: AccessSubject) => meets(subject, EDIT_CUSTOMER_REQUIREMENT);
export const canWriteTimelineComment = (subject: AccessSubject) =>
  meets(subject, TIMELINE_COMMENT_REQUIREMENT);
export const canReadTimelineEmail = (subject: AccessSubject) => meets(subject, TIMELINE_EMAIL_REQUIREMENT);
export const canExportCustomers = (subject: AccessSubject) => meets(subject, EXPORT_CUSTOMERS_REQUIREMENT);
export const canMergeCustomers = (subject: AccessSubject) => meets(subject, MERGE_CUSTOMERS_REQUIREMENT);
export const canDeleteCustomer = (subject: AccessSubject) => meets(subject, DELETE_CUSTOMER_REQUIREMENT);
export const canEditAddresses = (subject: AccessSubject) => meets(subject, EDIT_ADDRESSES_REQUIREMENT);

/**
 * spec 2 §6: a timeline comment is edited (or deleted) by its author, or by a user holding
 * customers.edit-timeline-comment (customers.delete-timeline-comment).
 */
export function canChangeComment(
  subject: AccessSubject,
  comment: { created_by_staff_id: number | null },
  userId: number,
  change: 'edit' | 'delete',
): boolean {
  if (comment.created_by_staff_id !== null && comment.created_by_staff_id === userId) return true;
  return subject.claims.has(
    change === 'edit' ? 'customers.edit-timeline-comment' : 'customers.delete-timeline-comment',
  );
}
