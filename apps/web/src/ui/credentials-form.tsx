import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/ui/form-error';
import {
  type CredentialErrors,
  type Credentials,
  cleanCredentials,
  credentialErrors,
  PASSWORD_MAX,
  USER_NAME_MAX,
} from './credentials-rules';

export type { Credentials } from './credentials-rules';

interface CredentialsFormProps {
  defaultValues?: Partial<Credentials>;
  isSubmitting: boolean;
  error: string | null;
  submitLabel: string;
  onSubmit: (values: Credentials) => void;
}

/**
 * User name and password; Enter submits. Shared by the merchant and the support sign-in. Plain state
 * rather than a form library: the sign-in page is the first page (issue 14 point 6). As with the other
 * forms, a refused submit focuses the first field in error, and errors follow the typing after it.
 */
export function CredentialsForm({
  defaultValues,
  isSubmitting,
  error,
  submitLabel,
  onSubmit,
}: CredentialsFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Credentials>({ user_name: '', password: '', ...defaultValues });
  const [errors, setErrors] = useState<CredentialErrors>({});
  const [wasSubmitted, setWasSubmitted] = useState(false);
  const userNameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const messages = {
    userNameRequired: t('signInForm.userNameRequired'),
    userNameTooLong: t('signInForm.userNameTooLong', { count: USER_NAME_MAX }),
    passwordRequired: t('signInForm.passwordRequired'),
    passwordTooLong: t('signInForm.passwordTooLong', { count: PASSWORD_MAX }),
  };

  const change = (field: keyof Credentials, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (wasSubmitted) setErrors(credentialErrors(next, messages));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setWasSubmitted(true);
    const found = credentialErrors(values, messages);
    setErrors(found);
    if (found.user_name) userNameRef.current?.focus();
    else if (found.password) passwordRef.current?.focus();
    else onSubmit(cleanCredentials(values));
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          ref={userNameRef}
          name="user_name"
          label={t('signInForm.userName')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
          required
          withAsterisk={false}
          maxLength={USER_NAME_MAX}
          value={values.user_name}
          onChange={(event) => change('user_name', event.currentTarget.value)}
          error={errors.user_name}
        />
        <PasswordInput
          ref={passwordRef}
          name="password"
          label={t('signInForm.password')}
          autoComplete="current-password"
          required
          withAsterisk={false}
          maxLength={PASSWORD_MAX}
          value={values.password}
          onChange={(event) => change('password', event.currentTarget.value)}
          error={errors.password}
        />
        <FormError message={error} />
        <Button type="submit" loading={isSubmitting} fullWidth>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
