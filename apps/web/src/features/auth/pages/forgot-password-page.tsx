import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { errorMessage } from '@/lib/notify';
import { AuthCard } from '@/ui/auth-card';
import { FormError } from '@/ui/form-error';
import { useRequestPasswordReset } from '../api/request-password-reset';

type Values = { user_name: string };

/**
 * /forgot-password (public): asks for a reset link. The answer reads the same whether or not the user
 * exists, so the page cannot be used to find user names.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const request = useRequestPasswordReset();
  const schema = useMemo(
    () => z.object({ user_name: z.string().trim().min(1, t('signInForm.userNameRequired')) }),
    [t],
  );
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { user_name: '' },
  });

  return (
    <AuthCard brand={t('app.productName')} title={t('auth.forgot.title')}>
      {request.isSuccess ? (
        <Stack gap="md">
          <Alert color="teal" variant="light" icon={<IconMailCheck size={18} aria-hidden />} role="status">
            {t('auth.forgot.sent')}
          </Alert>
          <Button component={Link} to="/login">
            {t('auth.forgot.backToSignIn')}
          </Button>
        </Stack>
      ) : (
        <form onSubmit={handleSubmit((values) => request.mutate(values.user_name))} noValidate>
          <Stack gap="md">
            <Text c="dimmed">{t('auth.forgot.intro')}</Text>
            <TextInput
              label={t('signInForm.userName')}
              autoComplete="username"
              error={formState.errors.user_name?.message}
              {...register('user_name')}
            />
            <FormError message={request.isError ? errorMessage(request.error) : null} />
            <Button type="submit" loading={request.isPending}>
              {t('auth.forgot.submit')}
            </Button>
            <Anchor component={Link} to="/login" size="sm" ta="center">
              {t('auth.forgot.backToSignIn')}
            </Anchor>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
