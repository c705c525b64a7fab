// spec 3 §2.5 change-password modal and the reset-password page: one policy for every new password.

export const PASSWORD_MIN_LENGTH = 10;
/** The sign-in form accepts passwords up to this length, so a new one may not be longer. */
export const PASSWORD_MAX_LENGTH = 1024;

export const passwordMessages = {
  tooShort: `The password must have at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `The password can have at most ${PASSWORD_MAX_LENGTH} characters.`,
  sameAsUserName: 'The password cannot be your user name.',
} as const;

/** The problem with a new password, or undefined when it is acceptable. */
export function newPasswordProblem(password: string, userName: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return passwordMessages.tooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return passwordMessages.tooLong;
  if (password.trim().toLowerCase() === userName.trim().toLowerCase()) return passwordMessages.sameAsUserName;
  return undefined;
}
