// spec 2 §4, §7 customer_reset_password, §8 (issue 26 point 8, decisions 191 and 192): e-mailing a
// customer a link to choose a new password for their customer sign-in.

import { meets, needClaim, type Requirement } from '../access/requirement.ts';
import type { AccessSubject } from '../access/subject.ts';
import { EDIT_CUSTOMER_REQUIREMENT } from './permissions.ts';

/** Sending the e-mail changes the customer's sign-in, so it needs what editing the customer needs. */
export const CUSTOMER_PASSWORD_RESET_REQUIREMENT: Requirement = EDIT_CUSTOMER_REQUIREMENT;

/** spec 2 §6 claim customer-portal (feature customer_portal): the merchant's customers have the portal. */
export const CUSTOMER_PORTAL_REQUIREMENT: Requirement = needClaim('customer-portal');

export const hasCustomerPortal = (subject: AccessSubject) => meets(subject, CUSTOMER_PORTAL_REQUIREMENT);

/** spec 2 §4: "Reset password is offered only when the customer has a user name." */
export function canResetCustomerPassword(customer: { user_name: string }): boolean {
  return customer.user_name.trim() !== '';
}

/**
 * spec 2 §8 "password reset (portal or legacy wording)": a merchant with the customer portal sends its
 * customers there; the others' customers sign in where they pay the business online (legacy).
 */
export type CustomerPasswordWording = 'portal' | 'legacy';

export const customerPasswordWording = (hasPortal: boolean): CustomerPasswordWording =>
  hasPortal ? 'portal' : 'legacy';

export const customerPasswordResetMessages = {
  noUserName:
    'This customer has no user name, so there is no password to reset. Give them a user name first.',
  wrongUserName: 'This is not the user name of this customer.',
  noEmail: 'This customer has no e-mail address to send the link to. Add one first.',
  noPortal: 'This business has no customer portal.',
} as const;

export interface CustomerPasswordResetRefusal {
  /** The request's field the refusal names (spec 2 §7's names, snake_case). */
  property: 'username' | 'email' | 'has_customer_portal';
  message: string;
}

/**
 * Why the reset e-mail cannot be sent, or null when it can: the customer needs a user name (the one the
 * request names, ignoring case and spaces around it) and an e-mail address, and the portal wording needs
 * the merchant's portal.
 */
export function customerPasswordResetRefusal(request: {
  customer: { user_name: string; email: string };
  username: string;
  asksForPortal: boolean;
  merchantHasPortal: boolean;
}): CustomerPasswordResetRefusal | null {
  const { customer } = request;
  if (!canResetCustomerPassword(customer)) {
    return { property: 'username', message: customerPasswordResetMessages.noUserName };
  }
  if (request.username.trim().toLowerCase() !== customer.user_name.trim().toLowerCase()) {
    return { property: 'username', message: customerPasswordResetMessages.wrongUserName };
  }
  if (customer.email.trim() === '')
    return { property: 'email', message: customerPasswordResetMessages.noEmail };
  if (request.asksForPortal && !request.merchantHasPortal) {
    return { property: 'has_customer_portal', message: customerPasswordResetMessages.noPortal };
  }
  return null;
}

/** What a reset link is now: usable, or used (a link works once), or past its expiry. */
export type CustomerPasswordLinkState = 'valid' | 'used' | 'expired';

export function customerPasswordLinkState(
  link: { expiresAt: Date; usedAt: Date | null },
  now: Date,
): CustomerPasswordLinkState {
  if (link.usedAt !== null) return 'used';
  return now.getTime() < link.expiresAt.getTime() ? 'valid' : 'expired';
}
