import { z } from 'zod';
import { accessRight, productName } from './access.ts';
import { fieldMessages } from './field-messages.ts';
import { lineText } from './primitives.ts';

export const loginBody = z.object({
  user_name: lineText.trim().min(1, fieldMessages.required('your user name')).max(254),
  password: lineText.min(1, fieldMessages.required('your password')).max(1024),
  totp_code: lineText
    .trim()
    .max(32)
    .optional()
    .describe('Six-digit code from the authenticator app, or a recovery code, when the user has MFA'),
});
export type LoginBody = z.infer<typeof loginBody>;

export const sessionUser = z.object({
  id: z.number().int(),
  user_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  is_admin: z.boolean(),
  is_owner: z.boolean(),
  access_rights: z.array(accessRight),
  service_provider_id: z.number().int().nullable(),
  has_mfa: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUser>;

/** spec 1 §3 Merchant accepted_payment_types: cards (CC) and bank payments (ACH). */
export const acceptedPaymentType = z.enum(['CC', 'ACH']);
export type AcceptedPaymentType = z.infer<typeof acceptedPaymentType>;

export const sessionMerchant = z.object({
  id: z.number().int(),
  client_id: z.number().int(),
  name: z.string(),
  product_name: productName,
  product_id: z.number().int(),
  reseller_id: z.number().int().nullable(),
  has_payments: z.boolean(),
  appointments_activated: z.boolean(),
  is_onboarding: z.boolean(),
  time_zone: z.string(),
  url_subdomain: z.string(),
  free_trial_expiration_date: z
    .string()
    .nullable()
    .describe('ISO date (yyyy-MM-dd) in the merchant time zone'),
  application_completed_date: z.string().nullable(),
  requires_mfa: z.boolean(),
  security_settings: z.object({ session_timeout_enabled: z.boolean() }),
  accepted_payment_types: z
    .array(acceptedPaymentType)
    .describe('spec 1 §3: ACH options appear only when this holds ACH (spec 2 §6)'),
  can_issue_refund: z.boolean().describe('spec 1 §3: customers.issue-refund also needs it (spec 2 §6)'),
  week_starts_on: z
    .number()
    .int()
    .min(0)
    .max(6)
    .describe(
      'Issue 16 point 9: first day of the week in the calendar and the work plan (0 Sunday … 6 Saturday)',
    ),
});
export type SessionMerchant = z.infer<typeof sessionMerchant>;

export const sessionInfo = z.object({
  impersonated: z.boolean(),
  support_user_name: z.string().nullable(),
  idle_timeout_seconds: z.number().int(),
  idle_expires_at: z.string().describe('ISO instant when the session ends unless kept alive'),
  absolute_expires_at: z.string(),
});
export type SessionInfo = z.infer<typeof sessionInfo>;

export const shellConfig = z.object({
  product_display_name: z.string(),
  help_center_url: z.string(),
  help_search_url: z.string().describe('Help-center search address; the term is appended as the Term query'),
  chat_url: z.string(),
  refer_a_business_url: z.string().describe('External referral page (spec 1 §2.4), opened in a new tab'),
  ecommerce_video_url: z.string().nullable().describe('spec 2 §2.2 store video; null: none configured'),
});
export type ShellConfig = z.infer<typeof shellConfig>;

/** Ruling 13: what GET /api/login_context answers. */
export const loginContext = z.object({
  user: sessionUser,
  merchant: sessionMerchant,
  features: z.array(z.string()),
  claims: z.array(z.string()),
  session: sessionInfo,
  config: shellConfig,
});
export type LoginContext = z.infer<typeof loginContext>;

export const loginResponse = z.object({ user: sessionUser, merchant: sessionMerchant });
export type LoginResponse = z.infer<typeof loginResponse>;

export const keepAliveResponse = z.object({ session: sessionInfo });

export const okResponse = z.object({ ok: z.literal(true) });

/** issue 13 §5: the sign-in page asks for an unlock link; the answer is the same for any user name. */
export const loginUnlockRequestBody = z.object({
  user_name: lineText.trim().min(1, fieldMessages.required('your user name')).max(254),
});
export const loginUnlockParams = z.object({ token: lineText.min(16).max(128) });

export const authMessages = {
  unlockLinkInvalid:
    'This unlock link is not valid any more. Sign in, or ask for a new link on the sign-in page.',
} as const;
