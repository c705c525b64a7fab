import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorMessage } from '@/lib/notify';
import { PageHeader } from '@/ui/page-header';
import { useResendVerificationEmail } from '../api/resend-verification-email';
import { useVerifyEmail } from '../api/verify-email';

/**
 * /settings/verify/{code} (spec 3 §2.5): 'Verifying…', then success (the merchant's unverified flag is
 * cleared), or why not, with a new link to send.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const verify = useVerifyEmail();
  const resend = useResendVerificationEmail();
  const started = useRef<string | null>(null);
  const { mutate } = verify;

  useEffect(() => {
    // Once per code, also under React's development double effects.
    if (started.current === code) return;
    started.current = code;
    mutate(code);
  }, [code, mutate]);

  return (
    <Stack maw={640} gap="lg">
      <PageHeader title={t('verifyEmail.title')} />
      {verify.isSuccess ? (
        <Alert color="green" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('verifyEmail.success', { email: verify.data.email })}</Text>
            <Button size="xs" component={Link} to="/">
              {t('verifyEmail.continue')}
            </Button>
          </Stack>
        </Alert>
      ) : verify.isError ? (
        <Alert
          color="red"
          icon={<IconAlertCircle size={18} aria-hidden />}
          title={t('verifyEmail.failedTitle')}
          role="alert"
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{errorMessage(verify.error)}</Text>
            {resend.isSuccess ? (
              <Text size="sm" fw={600} role="status">
                {t('verifyEmail.resent', { email: resend.data.sent_to })}
              </Text>
            ) : (
              <Button size="xs" variant="white" loading={resend.isPending} onClick={() => resend.mutate()}>
                {t('verifyEmail.resend')}
              </Button>
            )}
            {resend.isError && <Text size="sm">{errorMessage(resend.error)}</Text>}
          </Stack>
        </Alert>
      ) : (
        <Center mih={160}>
          <Stack align="center" gap="sm" role="status" aria-live="polite">
            <Loader />
            <Text fw={600}>{t('verifyEmail.verifying')}</Text>
          </Stack>
        </Center>
      )}
    </Stack>
  );
}
