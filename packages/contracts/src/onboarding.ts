import { z } from 'zod';
import { productName } from './access.ts';
import { sessionMerchant } from './auth.ts';
import { fieldMessages } from './field-messages.ts';
import { priceText } from './money.ts';
import { durationDisplayUnit } from './offerings.ts';
import { lineText } from './primitives.ts';

/**
 * Onboarding: sign-up (spec 1 §2.1 /signup), setup (spec 1 §4.5), e-mail verification (spec 3 §2.5
 * /settings/verify/{code}, §7 PUT verify_email/{code}), /getpayments (spec 1 §2.3, §7 get_fees and
 * merchant/upgrade_url) and the in-app upgrade (ruling 12).
 *
 * Who may call:
 * - POST signup: anyone (no session; rate-limited per address like sign-in);
 * - POST merchant/setup: a user with manage_configuration of a merchant with appointments, once;
 * - PUT verify_email/{code}: a signed-in user of the merchant the code was sent for (another
 *   merchant's code answers 404, like an unknown one);
 * - POST merchant/verification_email: any signed-in user of the merchant;
 * - GET get_fees, GET merchant/upgrade_url: any signed-in user;
 * - POST merchant/upgrade: the owner or an administrator (403 otherwise).
 * Prices travel as decimal strings with two decimals ("45.00"), as in offerings.
 */

const email = lineText
  .trim()
  .toLowerCase()
  .min(1, fieldMessages.required('an e-mail address'))
  .max(254)
  .email('Enter a valid e-mail address');

/** POST signup. The password policy (domain `newPasswordProblem`) answers 400 naming `password`. */
export const signupBody = z.object({
  first_name: lineText.trim().min(1, fieldMessages.required('a first name')).max(100),
  last_name: lineText.trim().min(1, fieldMessages.required('a last name')).max(100),
  email,
  password: lineText.min(1, fieldMessages.required('a password')).max(1024),
});
export type SignupBody = z.infer<typeof signupBody>;

/**
 * issue 13 §7: the same answer whether or not the e-mail has an account; what happens next is in the
 * e-mail (the verification link for a new account, a notice for an existing one).
 */
export const signupResponse = z.object({ status: z.literal('check_email'), email: z.string() });
export type SignupResponse = z.infer<typeof signupResponse>;

/** spec 1 §4.5: the first service entered on the setup page. */
export const setupServiceBody = z.object({
  name: lineText.trim().min(1, fieldMessages.required('a service name')).max(200),
  duration: z.number({ error: fieldMessages.required('a duration') }),
  duration_display_unit: durationDisplayUnit.default('Minutes'),
  price: priceText.min(1, fieldMessages.required('a price')),
});

/**
 * POST merchant/setup (spec 1 §4.5): business name, time zone (IANA, from GET time_zones),
 * url_subdomain and the first service. Errors name the field; the service's fields are named
 * `service.name`, `service.duration`, `service.price`.
 */
export const merchantSetupBody = z.object({
  business_name: lineText.trim().min(1, fieldMessages.required('a business name')).max(200),
  time_zone: lineText.trim().min(1, fieldMessages.choose('a time zone')).max(100),
  url_subdomain: lineText.trim().toLowerCase().max(100),
  service: setupServiceBody,
});
export type MerchantSetupInput = z.input<typeof merchantSetupBody>;
export type MerchantSetupBody = z.output<typeof merchantSetupBody>;

export const merchantSetupResponse = z.object({ merchant: sessionMerchant });
export type MerchantSetupResponse = z.infer<typeof merchantSetupResponse>;

export const verificationCodeParams = z.object({ code: lineText.min(1).max(200) });

/** PUT verify_email/{code}: the merchant's unverified flag is cleared. */
export const verifyEmailResponse = z.object({ email_unverified: z.literal(false), email: z.string() });
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponse>;

/** POST merchant/verification_email: where the new link went. */
export const verificationEmailResponse = z.object({ sent_to: z.string() });
export type VerificationEmailResponse = z.infer<typeof verificationEmailResponse>;

/** GET get_fees (spec 1 §7: a Key/Value list). */
export const feeEntry = z.object({ key: z.string(), value: z.string() });
export const feeList = z.object({ data: z.array(feeEntry) });
export type FeeList = z.infer<typeof feeList>;

/** GET merchant/upgrade_url: the in-app upgrade page (ruling 12); null when no higher tier exists. */
export const upgradeUrlResponse = z.object({ upgrade_url: z.string().nullable() });
export type UpgradeUrlResponse = z.infer<typeof upgradeUrlResponse>;

/** POST merchant/upgrade: the tier to move to (one of the domain's `upgradeOptions`). */
export const upgradeBody = z.object({ product_name: productName });
export type UpgradeBody = z.infer<typeof upgradeBody>;
export const upgradeResponse = z.object({ merchant: sessionMerchant });
export type UpgradeResponse = z.infer<typeof upgradeResponse>;
