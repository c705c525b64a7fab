import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconClockExclamation, IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '@/lib/api-client';
import { signInErrorCodes } from '@/lib/api-error';
import { errorMessage } from '@/lib/notify';
import { safeNextPath } from '@/lib/safe-next';
import { AuthCard } from '@/ui/auth-card';
import { type Credentials, CredentialsForm } from '@/ui/credentials-form';
import { FormError } from '@/ui/form-error';
import { useLogin } from '../api/login';
import { useRequestUnlockEmail } from '../api/unlock';
import { MfaCodeForm } from '../components/mfa-code-form';

/**
 * /login (ruling 13): user name and password, then a code step when the user has MFA
 * (401 MFA_CODE_REQUIRED). The server's message is shown as it is, so a wrong user name and a
 * wrong password read the same, and lock-outs explain themselves; a locked user can ask for the
 * e-mailed unlock link (issue 13 §5).
 */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const login = useLogin();
  const [credentials, setCredentials] = useState<Credentials | null>(null);
  const [needsCode, setNeedsCode] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [isLocked, setIsLocked] = useState(false);
  const requestUnlock = useRequestUnlockEmail();
  const isExpired = searchParams.get('expired') === '1';

  const submit = (values: Credentials, totpCode?: string) => {
    setError(null);
    setIsLocked(false);
    requestUnlock.reset();
    setCredentials(values);
    login.mutate(
      { ...values, ...(totpCode ? { totp_code: totpCode } : {}) },
      {
        onSuccess: () => void navigate(safeNextPath(searchParams.get('next')), { replace: true }),
        onError: (failure) => {
          if (isApiError(failure) && failure.code === signInErrorCodes.mfaRequired) {
            setNeedsCode(true);
            return;
          }
          setIsLocked(isApiError(failure) && failure.code === signInErrorCodes.accountLocked);
          setError(errorMessage(failure));
        },
      },
    );
  };

  const handleBack = () => {
    setNeedsCode(false);
    setError(null);
  };

  return (
    <AuthCard
      brand={t('app.productName')}
      title={needsCode ? t('auth.mfa.title') : t('auth.login.heading')}
      subtitle={needsCode ? undefined : t('auth.login.subtitle')}
    >
      {isExpired && !needsCode && (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconClockExclamation size={18} aria-hidden />}
          role="status"
        >
          {t('auth.login.sessionExpired')}
        </Alert>
      )}
      {needsCode && credentials ? (
        <MfaCodeForm
          isSubmitting={login.isPending}
          error={error}
          onSubmit={(code) => submit(credentials, code)}
          onBack={handleBack}
        />
      ) : (
        <CredentialsForm
          defaultValues={credentials ?? undefined}
          isSubmitting={login.isPending}
          error={error}
          submitLabel={t('auth.login.submit')}
          onSubmit={(values) => submit(values)}
        />
      )}
      {!needsCode && isLocked && credentials && (
        // issue 13 §5: the lock ends at once with the e-mailed single-use link.
        <Stack gap="xs">
          {requestUnlock.isSuccess ? (
            <Alert color="teal" variant="light" icon={<IconMailCheck size={18} aria-hidden />} role="status">
              {t('auth.unlock.sent')}
            </Alert>
          ) : (
            <Button
              variant="light"
              loading={requestUnlock.isPending}
              onClick={() => requestUnlock.mutate(credentials.user_name)}
            >
              {t('auth.unlock.ask')}
            </Button>
          )}
          <FormError message={requestUnlock.isError ? errorMessage(requestUnlock.error) : null} />
        </Stack>
      )}
      {!needsCode && (
        <Anchor component={Link} to="/forgot-password" size="sm" ta="center">
          {t('auth.forgot.link')}
        </Anchor>
      )}
      {!needsCode && (
        <Group gap={6} justify="center">
          <Text size="sm" c="dimmed">
            {t('signup.noAccount')}
          </Text>
          <Anchor component={Link} to="/signup" size="sm">
            {t('signup.createAccount')}
          </Anchor>
        </Group>
      )}
    </AuthCard>
  );
}
