import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { z } from 'zod';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/notify';
import { AuthCard } from '@/ui/auth-card';
import { FormError } from '@/ui/form-error';
import { useResetPassword } from '../api/reset-password';
import { refineNewPassword } from '../components/new-password-schema';

type Values = { new_password: string; confirm_password: string };

/** /reset-password/:code (public): the link of a password reset or welcome e-mail. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const reset = useResetPassword();
  // The user name is unknown here; the server also refuses the user name as password.
  const schema = useMemo(
    () =>
      z.object({ new_password: z.string(), confirm_password: z.string() }).superRefine(refineNewPassword('')),
    [],
  );
  const { register, handleSubmit, formState, setError } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { new_password: '', confirm_password: '' },
  });

  const onSubmit = (values: Values) =>
    reset.mutate(
      { code, newPassword: values.new_password },
      {
        onError: (error) => {
          const message = isApiError(error) ? error.detailFor('new_password') : undefined;
          if (message) setError('new_password', { message });
        },
      },
    );

  const fieldError = isApiError(reset.error) && reset.error.detailFor('new_password');
  return (
    <AuthCard brand={t('app.productName')} title={t('passwordReset.title')}>
      {reset.isSuccess ? (
        <Stack gap="md">
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
            {t('passwordReset.done')}
          </Alert>
          <Button component={Link} to="/login">
            {t('passwordReset.signIn')}
          </Button>
        </Stack>
      ) : (
        <form onSubmit={handleSubmit(onSubmit)} noValidate>
          <Stack gap="md">
            <Text c="dimmed">{t('passwordReset.intro')}</Text>
            <PasswordInput
              label={t('profile.password.new')}
              description={t('profile.password.policy')}
              autoComplete="new-password"
              error={formState.errors.new_password?.message}
              {...register('new_password')}
            />
            <PasswordInput
              label={t('profile.password.confirm')}
              autoComplete="new-password"
              error={formState.errors.confirm_password?.message}
              {...register('confirm_password')}
            />
            <FormError message={reset.isError && !fieldError ? errorMessage(reset.error) : null} />
            <Button type="submit" loading={reset.isPending}>
              {t('passwordReset.submit')}
            </Button>
            <Anchor component={Link} to="/login" size="sm" ta="center">
              {t('passwordReset.backToSignIn')}
            </Anchor>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
