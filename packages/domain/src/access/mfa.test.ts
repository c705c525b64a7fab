import { describe, expect, it } from 'vitest';
import { isMfaSetupRequired } from './mfa.ts';

describe('MFA setup requirement (spec 3 §2.5)', () => {
  it.each([
    [true, false, false, true],
    [true, true, false, false],
    [false, false, false, false],
    [true, false, true, false],
    [false, false, true, false],
  ])(
    'merchant requires %s, user has MFA %s, impersonated %s → required %s',
    (merchantRequiresMfa, userHasMfa, impersonated, expected) => {
      expect(isMfaSetupRequired({ merchantRequiresMfa, userHasMfa, impersonated })).toBe(expected);
    },
  );
});
