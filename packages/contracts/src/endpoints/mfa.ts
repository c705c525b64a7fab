import { allOf, needFeature, needRight } from '@paybook/domain/access/requirement';
import { okResponse } from '../auth.ts';
import { defineEndpoint, requires, SIGNED_IN } from '../endpoint.ts';
import {
  confirmMfaEnrolmentBody,
  disableMfaBody,
  mfaEnrolment,
  mfaRequirementBody,
  mfaStatus,
  recoveryCodesResponse,
  regenerateRecoveryCodesBody,
} from '../mfa.ts';

// spec 3 §2.5: the user's own second factor and the merchant's requirement of it.
const tags = ['Multi-factor authentication'];

/**
 * Who may switch the merchant-wide requirement (spec 3 §2.5, §6: settings need manage_configuration): the
 * endpoint's access, and the status's `can_change_requirement`.
 */
export const MERCHANT_MFA_SETTING_REQUIREMENT = allOf(
  needFeature('multi_factor_authentication'),
  needRight('manage_configuration'),
);

// The status and the enrolment are allowed without MFA: a user whose merchant requires MFA must be able
// to reach them to set it up (spec 3 §2.5).

export const getMfaStatus = defineEndpoint({
  method: 'GET',
  path: '/mfa/status',
  access: SIGNED_IN,
  allowWithoutMfa: true,
  tags,
  summary: 'Whether MFA is on, required by the merchant, and how many recovery codes are left',
  responses: { 200: mfaStatus },
});

export const startMfaEnrolment = defineEndpoint({
  method: 'POST',
  path: '/mfa/enrolment',
  access: SIGNED_IN,
  allowWithoutMfa: true,
  tags,
  summary: 'Start TOTP enrolment',
  responses: { 200: mfaEnrolment },
  // 409: MFA is already on.
  errors: [409],
});

export const confirmMfaEnrolment = defineEndpoint({
  method: 'POST',
  path: '/mfa/enrolment/confirm',
  access: SIGNED_IN,
  allowWithoutMfa: true,
  tags,
  summary: 'Finish enrolment with a first code',
  body: confirmMfaEnrolmentBody,
  responses: { 200: recoveryCodesResponse },
  errors: [409],
});

export const regenerateRecoveryCodes = defineEndpoint({
  method: 'POST',
  path: '/mfa/recovery_codes',
  access: SIGNED_IN,
  tags,
  summary: 'Replace the recovery codes',
  body: regenerateRecoveryCodesBody,
  responses: { 200: recoveryCodesResponse },
});

export const disableMfa = defineEndpoint({
  method: 'POST',
  path: '/mfa/disable',
  access: SIGNED_IN,
  tags,
  summary: 'Turn MFA off',
  body: disableMfaBody,
  responses: { 200: okResponse },
});

export const setMfaRequirement = defineEndpoint({
  method: 'PUT',
  path: '/merchant/mfa_requirement',
  access: requires(MERCHANT_MFA_SETTING_REQUIREMENT),
  tags,
  summary: 'Require MFA for every user of the merchant',
  body: mfaRequirementBody,
  responses: { 200: okResponse },
});
