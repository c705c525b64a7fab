import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorMessage } from '@/lib/notify';
import { AuthCard } from '@/ui/auth-card';
import { FormError } from '@/ui/form-error';
import { useUnlockAccount } from '../api/unlock';

/**
 * /unlock-account/:token (public, issue 13 §5): the link of the e-mail sent when failed sign-ins lock an
 * account. The lock ends when the person presses the button, not when the page opens, so a mail
 * scanner that follows links does not use up the single-use link.
 */
export function UnlockAccountPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const unlock = useUnlockAccount();

  return (
    <AuthCard brand={t('app.productName')} title={t('auth.unlock.title')}>
      {unlock.isSuccess ? (
        <Stack gap="md">
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
            {t('auth.unlock.done')}
          </Alert>
          <Button component={Link} to="/login">
            {t('auth.unlock.signIn')}
          </Button>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text>{t('auth.unlock.intro')}</Text>
          <FormError message={unlock.isError ? errorMessage(unlock.error) : null} />
          <Button loading={unlock.isPending} onClick={() => unlock.mutate(token)}>
            {t('auth.unlock.submit')}
          </Button>
          <Anchor component={Link} to="/login" size="sm" ta="center">
            {t('auth.forgot.backToSignIn')}
          </Anchor>
        </Stack>
      )}
    </AuthCard>
  );
}
