import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconClockExclamation, IconMailCheck } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '@/lib/api-client';
import { signInErrorCodes } from '@/lib/api-error';
import { errorMessage } from '@/lib/notify';
import { safeNextPath } from '@/lib/safe-next';
import { AuthCard } from '@/ui/auth-card';
import { type Credentials, CredentialsForm } from '@/ui/credentials-form';
import { FormError } from '@/ui/form-error';
import { login } from '../api/login';
import { requestUnlockEmail } from '../api/request-unlock-email';

// Issue 14 point 6: the code step loads when the server asks for a code, not with the sign-in form.
const MfaCodeForm = lazy(() =>
  import('../components/mfa-code-form').then((m) => ({ default: m.MfaCodeForm })),
);

/** The unlock e-mail's request: not asked, on its way, sent, or failed with the server's message. */
type UnlockRequest = { status: 'idle' | 'pending' | 'sent' } | { status: 'failed'; error: string };

/**
 * /login (ruling 13): user name and password, then a code step when the user has MFA
 * (401 MFA_CODE_REQUIRED). The server's message is shown as it is, so a wrong user name and a
 * wrong password read the same, and lock-outs explain themselves; a locked user can ask for the
 * e-mailed unlock link (issue 13 §5). The calls keep their state here: the page has no query client
 * (issue 14 point 6).
 */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [isSigningIn, setIsSigningIn] = useState(false);
  const [credentials, setCredentials] = useState<Credentials | null>(null);
  const [needsCode, setNeedsCode] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [isLocked, setIsLocked] = useState(false);
  const [unlock, setUnlock] = useState<UnlockRequest>({ status: 'idle' });
  const isExpired = searchParams.get('expired') === '1';

  const submit = async (values: Credentials, totpCode?: string) => {
    setError(null);
    setIsLocked(false);
    setUnlock({ status: 'idle' });
    setCredentials(values);
    setIsSigningIn(true);
    try {
      await login({ ...values, ...(totpCode ? { totp_code: totpCode } : {}) });
    } catch (failure) {
      setIsSigningIn(false);
      if (isApiError(failure) && failure.code === signInErrorCodes.mfaRequired) {
        setNeedsCode(true);
        return;
      }
      setIsLocked(isApiError(failure) && failure.code === signInErrorCodes.accountLocked);
      setError(errorMessage(failure));
      return;
    }
    await navigate(safeNextPath(searchParams.get('next')), { replace: true });
  };

  const handleUnlockRequest = async (userName: string) => {
    setUnlock({ status: 'pending' });
    try {
      await requestUnlockEmail(userName);
      setUnlock({ status: 'sent' });
    } catch (failure) {
      setUnlock({ status: 'failed', error: errorMessage(failure) });
    }
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
        <Suspense fallback={null}>
          <MfaCodeForm
            isSubmitting={isSigningIn}
            error={error}
            onSubmit={(code) => void submit(credentials, code)}
            onBack={handleBack}
          />
        </Suspense>
      ) : (
        <CredentialsForm
          defaultValues={credentials ?? undefined}
          isSubmitting={isSigningIn}
          error={error}
          submitLabel={t('auth.login.submit')}
          onSubmit={(values) => void submit(values)}
        />
      )}
      {!needsCode && isLocked && credentials && (
        // issue 13 §5: the lock ends at once with the e-mailed single-use link.
        <Stack gap="xs">
          {unlock.status === 'sent' ? (
            <Alert color="teal" variant="light" icon={<IconMailCheck size={18} aria-hidden />} role="status">
              {t('auth.unlock.sent')}
            </Alert>
          ) : (
            <Button
              variant="light"
              loading={unlock.status === 'pending'}
              onClick={() => void handleUnlockRequest(credentials.user_name)}
            >
              {t('auth.unlock.ask')}
            </Button>
          )}
          <FormError message={unlock.status === 'failed' ? unlock.error : null} />
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
            {t('auth.login.noAccount')}
          </Text>
          <Anchor component={Link} to="/signup" size="sm">
            {t('auth.login.createAccount')}
          </Anchor>
        </Group>
      )}
    </AuthCard>
  );
}
