import { Alert, Card, Center, Loader, Stack, Title } from '@mantine/core';
import type { MfaEnrolment } from '@paybook/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, notifySuccess } from '@/lib/notify';
import { PageHeader } from '@/ui/page-header';
import { useMfaStatus } from '../api/get-mfa-status';
import { useStartMfaEnrolment } from '../api/start-mfa-enrolment';
import { DisableMfaModal } from '../components/disable-mfa-modal';
import { EnrolmentPanel } from '../components/enrolment-panel';
import { MfaRequirementSwitch } from '../components/mfa-requirement-switch';
import { MfaStatusCard } from '../components/mfa-status-card';
import { RecoveryCodesModal } from '../components/recovery-codes-modal';
import { RegenerateCodesModal } from '../components/regenerate-codes-modal';

/** /settings/multi-factor-authentication (spec 3 §2.5). */
export function MfaSettingsPage() {
  const { t } = useTranslation();
  const status = useMfaStatus();
  const startEnrolment = useStartMfaEnrolment();
  const [enrolment, setEnrolment] = useState<MfaEnrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [openModal, setOpenModal] = useState<'regenerate' | 'disable' | null>(null);

  const handleEnrol = () => startEnrolment.mutate(undefined, { onSuccess: setEnrolment });
  const handleConfirmed = (codes: string[]) => {
    setEnrolment(null);
    setRecoveryCodes(codes);
    notifySuccess(t('mfa.enrol.done'));
  };

  return (
    <Stack gap="lg" maw={820}>
      <PageHeader title={t('mfa.title')} description={t('mfa.description')} />
      {status.isPending && (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} role="status" />
        </Center>
      )}
      {status.isError && <Alert color="red">{errorMessage(status.error)}</Alert>}
      {status.data && (
        <>
          {status.data.required_by_merchant && !status.data.enabled && (
            <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
              {t('mfa.requiredNotice')}
            </Alert>
          )}
          {enrolment && !status.data.enabled ? (
            <Card withBorder padding="lg" component="section" aria-labelledby="mfa-enrol-title">
              <Title order={2} size="h4" id="mfa-enrol-title" mb="md">
                {t('mfa.enrol.title')}
              </Title>
              <EnrolmentPanel
                enrolment={enrolment}
                onConfirmed={handleConfirmed}
                onCancel={() => setEnrolment(null)}
              />
            </Card>
          ) : (
            <MfaStatusCard
              status={status.data}
              isStarting={startEnrolment.isPending}
              onEnrol={handleEnrol}
              onRegenerate={() => setOpenModal('regenerate')}
              onDisable={() => setOpenModal('disable')}
            />
          )}
          {status.data.can_change_requirement && (
            <MfaRequirementSwitch
              isRequired={status.data.required_by_merchant}
              hasOwnMfa={status.data.enabled}
            />
          )}
          <DisableMfaModal opened={openModal === 'disable'} onClose={() => setOpenModal(null)} />
        </>
      )}
      <RegenerateCodesModal
        opened={openModal === 'regenerate'}
        onClose={() => setOpenModal(null)}
        onRegenerated={setRecoveryCodes}
      />
      <RecoveryCodesModal codes={recoveryCodes} onClose={() => setRecoveryCodes(null)} />
    </Stack>
  );
}
