import { describe, expect, it } from 'vitest';
import { newPasswordProblem, passwordMessages } from './passwords.ts';

describe('spec 3 §2.5 new password policy', () => {
  it('needs at least 10 characters', () => {
    expect(newPasswordProblem('short-1', 'a@b.test')).toBe(passwordMessages.tooShort);
    expect(newPasswordProblem('long-enough-1', 'a@b.test')).toBeUndefined();
  });

  it('refuses more than the sign-in accepts', () => {
    expect(newPasswordProblem('x'.repeat(1025), 'a@b.test')).toBe(passwordMessages.tooLong);
  });

  it('refuses the user name', () => {
    expect(newPasswordProblem('Owner@Juniper.test', 'owner@juniper.test')).toBe(
      passwordMessages.sameAsUserName,
    );
  });
});
