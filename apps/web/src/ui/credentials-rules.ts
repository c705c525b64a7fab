import type { LoginBody } from '@paybook/contracts';

export type Credentials = Pick<LoginBody, 'user_name' | 'password'>;
export type CredentialErrors = Partial<Record<keyof Credentials, string>>;

/** The contract's bounds (ruling 13); the inputs' maxLength holds them while typing. */
export const USER_NAME_MAX = 254;
export const PASSWORD_MAX = 1024;

/** The screen's words for each rule. */
export interface CredentialMessages {
  userNameRequired: string;
  userNameTooLong: string;
  passwordRequired: string;
  passwordTooLong: string;
}

/** What is sent: the user name without surrounding spaces, the password as typed. */
export function cleanCredentials(values: Credentials): Credentials {
  return { user_name: values.user_name.trim(), password: values.password };
}

/**
 * The sign-in form's rules, without a schema library: this form is the first page's, whose weight is
 * capped (issue 14 point 6); the server checks the same contract again.
 */
export function credentialErrors(values: Credentials, messages: CredentialMessages): CredentialErrors {
  const { user_name, password } = cleanCredentials(values);
  const errors: CredentialErrors = {};
  if (user_name.length === 0) errors.user_name = messages.userNameRequired;
  else if (user_name.length > USER_NAME_MAX) errors.user_name = messages.userNameTooLong;
  if (password.length === 0) errors.password = messages.passwordRequired;
  else if (password.length > PASSWORD_MAX) errors.password = messages.passwordTooLong;
  return errors;
}
