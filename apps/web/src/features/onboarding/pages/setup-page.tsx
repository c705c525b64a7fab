import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { MerchantSetupInput } from '@paybook/contracts';
import { IconClockExclamation } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLoginContext } from '@/features/shell/api/get-login-context';
import { PageHeader } from '@/ui/page-header';
import { useSetUpMerchant } from '../api/set-up-merchant';
import { SetupForm, type SetupValues } from '../components/setup-form';
import { useSetupPolling } from '../components/use-setup-polling';

/**
 * /appointments/get-started/about-your-business (spec 1 §2.3 appointments.setup, §4.5): the new
 * merchant's business details and first service; then the page waits for the client id (polling the
 * login context) and opens appointments.
 */
export function SetupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { merchant } = useLoginContext();
  const setUp = useSetUpMerchant();
  // '/' resolves the home target again with the fresh context: the appointments calendar (spec 1 §2.1).
  const openAppointments = useCallback(() => void navigate('/', { replace: true }), [navigate]);
  const polling = useSetupPolling(openAppointments);
  const defaults: SetupValues = {
    // A name from sign-up is the owner's; the business name is asked here.
    business_name: '',
    time_zone: merchant.time_zone,
    url_subdomain: '',
    service: { name: '', duration: 30, duration_display_unit: 'Minutes', price: '' },
  };

  const save = (body: MerchantSetupInput) => setUp.mutateAsync(body).then(() => polling.start());

  if (polling.state === 'polling' || polling.state === 'done') {
    return (
      <Center mih={320}>
        <Stack align="center" gap="sm" role="status" aria-live="polite">
          <Loader />
          <Text fw={600}>{t('setup.waiting')}</Text>
          <Text size="sm" c="dimmed">
            {t('setup.waitingHint')}
          </Text>
        </Stack>
      </Center>
    );
  }
  if (polling.state === 'gave-up') {
    return (
      <Stack maw={640} gap="lg">
        <PageHeader title={t('setup.title')} />
        <Alert color="yellow" icon={<IconClockExclamation size={18} aria-hidden />} role="alert">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('setup.gaveUp')}</Text>
            <Button size="xs" variant="white" onClick={() => void polling.start()}>
              {t('setup.tryAgain')}
            </Button>
          </Stack>
        </Alert>
      </Stack>
    );
  }
  return (
    <Stack maw={720} gap="lg">
      <PageHeader title={t('setup.title')} description={t('setup.description')} />
      <SetupForm defaults={defaults} isSaving={setUp.isPending} onSave={save} />
    </Stack>
  );
}
