import { zodResolver } from '@hookform/resolvers/zod';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { LoginBody } from '@paybook/contracts';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormError } from '@/ui/form-error';

export type Credentials = Pick<LoginBody, 'user_name' | 'password'>;

interface CredentialsFormProps {
  defaultValues?: Partial<Credentials>;
  isSubmitting: boolean;
  error: string | null;
  submitLabel: string;
  onSubmit: (values: Credentials) => void;
}

/** User name and password; Enter submits. Shared by the merchant and the support sign-in. */
export function CredentialsForm({
  defaultValues,
  isSubmitting,
  error,
  submitLabel,
  onSubmit,
}: CredentialsFormProps) {
  const { t } = useTranslation();
  // The contract's rules (ruling 13) with the screen's own words.
  const schema = useMemo(
    () =>
      z.object({
        user_name: z.string().trim().min(1, t('signInForm.userNameRequired')).max(254),
        password: z.string().min(1, t('signInForm.passwordRequired')).max(1024),
      }) satisfies z.ZodType<Credentials>,
    [t],
  );
  const { register, handleSubmit, formState } = useForm<Credentials>({
    resolver: zodResolver(schema),
    defaultValues: { user_name: '', password: '', ...defaultValues },
  });

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('signInForm.userName')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
          required
          withAsterisk={false}
          error={formState.errors.user_name?.message}
          {...register('user_name')}
        />
        <PasswordInput
          label={t('signInForm.password')}
          autoComplete="current-password"
          required
          withAsterisk={false}
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <FormError message={error} />
        <Button type="submit" loading={isSubmitting} fullWidth>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
