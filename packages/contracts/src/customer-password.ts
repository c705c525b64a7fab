import { z } from 'zod';
import { isWebAddress, WEBSITE_MESSAGE } from './business-settings.ts';
import { entityId, lineText } from './primitives.ts';

// spec 2 §4, §7 customer_reset_password, §8 (issue 26 point 8, decisions 191 and 192): a customer's
// password reset, sent from their profile, and the public page of its link.

/** spec 2 §8: where the customer signs in, worded on the e-mail, the page and the success banner. */
export const customerPasswordWordings = ['portal', 'legacy'] as const;

/**
 * POST /api/customer_reset_password: spec 2 §7's clientId, username, redirectUrl and hasCustomerPortal,
 * snake_case (ruling 1), with the customer's id. `client_id` is the caller's merchant, as in
 * customfields/templates/non_legacy/{clientId} (any other is a 404); `username` must be the customer's
 * (an empty one is allowed here, so a customer without a user name gets the 422 that says so).
 */
export const customerPasswordResetBody = z.object({
  client_id: entityId.optional(),
  customer_id: entityId,
  username: lineText.trim().max(100),
  /** Where the page sends the customer once the password is saved; an http(s) address. */
  redirect_url: lineText.trim().max(2000).refine(isWebAddress, WEBSITE_MESSAGE).optional(),
  has_customer_portal: z.boolean(),
});
export type CustomerPasswordResetBody = z.input<typeof customerPasswordResetBody>;

/** The answer: to whom the link went, the wording of the success banner, and when the link expires. */
export const customerPasswordResetSent = z.object({
  sent_to: z.string(),
  wording: z.enum(customerPasswordWordings),
  expires_at: z.string(),
});
export type CustomerPasswordResetSent = z.infer<typeof customerPasswordResetSent>;

/** /my-password/{token}: the token of the e-mailed link. */
export const customerPasswordTokenParams = z.object({ token: lineText.min(16).max(128) });

/**
 * GET /api/public/customer_password/{token}: what the link is now and whose business it is; the customer
 * (first name, user name) only while the link can be used.
 */
export const customerPasswordLink = z.object({
  state: z.enum(['valid', 'used', 'expired']),
  business_name: z.string(),
  url_subdomain: z.string(),
  wording: z.enum(customerPasswordWordings),
  customer: z.object({ first_name: z.string(), user_name: z.string() }).nullable(),
  redirect_url: z.string().nullable(),
  expires_at: z.string(),
});
export type CustomerPasswordLink = z.infer<typeof customerPasswordLink>;
