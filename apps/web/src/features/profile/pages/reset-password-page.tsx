import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AuthCard } from '@/ui/auth-card';
import { NewPasswordForm } from '@/ui/new-password-form';
import { useResetPassword } from '../api/reset-password';

/** /reset-password/:code (public): the link of a password reset or welcome e-mail. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const reset = useResetPassword();

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
        <Stack gap="md">
          <Text c="dimmed">{t('passwordReset.intro')}</Text>
          {/* The user name is unknown here; the server also refuses the user name as password. */}
          <NewPasswordForm
            userName=""
            submitLabel={t('passwordReset.submit')}
            isPending={reset.isPending}
            error={reset.error}
            onSubmit={(newPassword) => reset.mutate({ code, newPassword })}
          >
            <Anchor component={Link} to="/login" size="sm" ta="center">
              {t('passwordReset.backToSignIn')}
            </Anchor>
          </NewPasswordForm>
        </Stack>
      )}
    </AuthCard>
  );
}
