import { z } from 'zod';
import { fieldMessages } from './field-messages.ts';
import { lineText } from './primitives.ts';

const totpCode = lineText.trim().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app');

export const mfaStatus = z.object({
  enabled: z.boolean(),
  required_by_merchant: z.boolean(),
  recovery_codes_remaining: z.number().int(),
  can_change_requirement: z.boolean(),
});
export type MfaStatus = z.infer<typeof mfaStatus>;

export const mfaEnrolment = z.object({
  secret: z.string().describe('Base32 secret, for typing into the app by hand'),
  otpauth_url: z.string(),
  qr_code_data_url: z.string(),
});
export type MfaEnrolment = z.infer<typeof mfaEnrolment>;

export const confirmMfaEnrolmentBody = z.object({ code: totpCode });
export const recoveryCodesResponse = z.object({ recovery_codes: z.array(z.string()) });
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponse>;

export const disableMfaBody = z.object({
  password: lineText.min(1, fieldMessages.required('your password')).max(1024),
});
export const regenerateRecoveryCodesBody = z.object({ code: totpCode });

export const mfaRequirementBody = z.object({ required: z.boolean() });
