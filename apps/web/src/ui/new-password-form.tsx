import { zodResolver } from '@hookform/resolvers/zod';
import { Button, PasswordInput, Stack } from '@mantine/core';
import { type ReactNode, useEffect, useMemo } from 'react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/notify';
import { FormError } from './form-error';
import { refineNewPassword } from './new-password-schema';

type Values = { new_password: string; confirm_password: string };

/** One password input's registration and its message. */
type PasswordField = UseFormRegisterReturn & { error?: string };

/** The new password and its confirmation, under the policy's description (this form and the profile's). */
export function NewPasswordInputs({
  password,
  confirm,
}: {
  password: PasswordField;
  confirm: PasswordField;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordInput
        label={t('profile.password.new')}
        description={t('profile.password.policy')}
        autoComplete="new-password"
        {...password}
      />
      <PasswordInput label={t('profile.password.confirm')} autoComplete="new-password" {...confirm} />
    </>
  );
}

interface NewPasswordFormProps {
  /** The user name the password may not be (the domain's newPasswordProblem); '' when the page has none. */
  userName: string;
  submitLabel: string;
  isPending: boolean;
  /** The failed save: under the new password when the server names it, else above the button. */
  error: unknown;
  onSubmit: (newPassword: string) => void;
  /** Shown under the button (a way back). */
  children?: ReactNode;
}

/**
 * A new password typed twice under the domain's password rule: the staff's reset page and the customer's
 * password page (decision 191).
 */
export function NewPasswordForm({
  userName,
  submitLabel,
  isPending,
  error,
  onSubmit,
  children,
}: NewPasswordFormProps) {
  const schema = useMemo(
    () =>
      z
        .object({ new_password: z.string(), confirm_password: z.string() })
        .superRefine(refineNewPassword(userName)),
    [userName],
  );
  const { register, handleSubmit, formState, setError } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { new_password: '', confirm_password: '' },
  });
  const fieldError = isApiError(error) ? error.detailFor('new_password') : undefined;
  // Each failed save (a new error) marks the field again, also with the same message as before.
  useEffect(() => {
    const message = isApiError(error) ? error.detailFor('new_password') : undefined;
    if (message) setError('new_password', { message });
  }, [error, setError]);

  return (
    <form onSubmit={handleSubmit((values) => onSubmit(values.new_password))} noValidate>
      <Stack gap="md">
        <NewPasswordInputs
          password={{ ...register('new_password'), error: formState.errors.new_password?.message }}
          confirm={{ ...register('confirm_password'), error: formState.errors.confirm_password?.message }}
        />
        <FormError message={error != null && !fieldError ? errorMessage(error) : null} />
        <Button type="submit" loading={isPending}>
          {submitLabel}
        </Button>
        {children}
      </Stack>
    </form>
  );
}
