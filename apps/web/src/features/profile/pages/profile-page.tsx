import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { modals } from '@mantine/modals';
import { canManageCalendarFeed } from '@paybook/domain';
import { IconCircleCheck, IconKey, IconMailForward, IconShieldQuestion } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useLoginContext } from '@/features/shell/api/get-login-context';
import { useStaffUser } from '@/features/staff/api/get-staff-user';
import { CalendarFeedButton } from '@/features/staff/components/calendar-feed-button';
import { StaffForm } from '@/features/staff/components/staff-form';
import { subjectFor } from '@/lib/access-subject';
import { errorMessage, notifyError, notifySuccess } from '@/lib/notify';
import { PageHeader } from '@/ui/page-header';
import { useSendOwnPasswordReset } from '../api/send-own-password-reset';
import { ChangePasswordModal } from '../components/change-password-modal';
import { SecurityQuestionsModal } from '../components/security-questions-modal';

/** /settings/profile?saved (spec 3 §2.5): the own profile, always editable by its owner (spec 3 §6). */
export function ProfilePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const context = useLoginContext();
  const [params] = useSearchParams();
  const user = useStaffUser(context.user.id);
  const sendReset = useSendOwnPasswordReset();
  const [openModal, setOpenModal] = useState<'password' | 'questions' | null>(null);

  const confirmReset = () =>
    modals.openConfirmModal({
      title: t('profile.reset.title'),
      children: t('profile.reset.body', { email: context.user.email }),
      labels: { confirm: t('profile.reset.confirm'), cancel: t('common.cancel') },
      onConfirm: () =>
        sendReset.mutate(undefined, {
          onSuccess: () => notifySuccess(t('profile.reset.sent', { email: context.user.email })),
          onError: notifyError,
        }),
    });

  return (
    <Stack gap="lg" maw={900}>
      <PageHeader title={t('profile.title')} description={t('profile.description')} />
      {params.has('saved') && (
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
          {t('profile.saved')}
        </Alert>
      )}
      {user.isPending && (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} role="status" />
        </Center>
      )}
      {user.isError && <Alert color="red">{errorMessage(user.error)}</Alert>}
      {user.data && (
        <StaffForm
          mode="profile"
          user={user.data}
          viewerIsAdmin={context.user.is_admin}
          onSaved={() => {
            navigate('/settings/profile?saved', { replace: true });
            window.scrollTo({ top: 0 });
          }}
          extraActions={
            <>
              {/* Issue 26 point 5: a provider subscribes to their own calendar from their profile too. */}
              {user.data.service_provider_id !== null &&
                canManageCalendarFeed(
                  { subject: subjectFor(context), userId: context.user.id },
                  {
                    userId: user.data.id,
                    isActive: user.data.is_active && user.data.appears_on_booking,
                  },
                ) && (
                  <CalendarFeedButton
                    serviceProviderId={user.data.service_provider_id}
                    name={`${user.data.first_name} ${user.data.last_name}`}
                  />
                )}
              <Button
                variant="default"
                leftSection={<IconKey size={16} aria-hidden />}
                onClick={() => setOpenModal('password')}
              >
                {t('profile.password.open')}
              </Button>
              <Button
                variant="default"
                leftSection={<IconShieldQuestion size={16} aria-hidden />}
                onClick={() => setOpenModal('questions')}
              >
                {t('profile.questions.open')}
              </Button>
              <Button
                variant="subtle"
                leftSection={<IconMailForward size={16} aria-hidden />}
                loading={sendReset.isPending}
                onClick={confirmReset}
              >
                {t('profile.reset.action')}
              </Button>
            </>
          }
        />
      )}
      <ChangePasswordModal
        opened={openModal === 'password'}
        userName={context.user.user_name}
        onClose={() => setOpenModal(null)}
      />
      <SecurityQuestionsModal opened={openModal === 'questions'} onClose={() => setOpenModal(null)} />
    </Stack>
  );
}
