// spec 3 §2.5: when the merchant requires MFA, navigation is blocked until the user sets it up;
// impersonated users get no MFA requirement (spec 3 §6).

export interface MfaRequirementInputs {
  merchantRequiresMfa: boolean;
  userHasMfa: boolean;
  impersonated: boolean;
}

export function isMfaSetupRequired({
  merchantRequiresMfa,
  userHasMfa,
  impersonated,
}: MfaRequirementInputs): boolean {
  return merchantRequiresMfa && !userHasMfa && !impersonated;
}
