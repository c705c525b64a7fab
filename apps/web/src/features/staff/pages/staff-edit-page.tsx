import { Alert, Anchor, Button, Center, Loader, Stack } from '@mantine/core';
import { modals } from '@mantine/modals';
import { canDeleteStaffMember, ownStaffEditRedirect } from '@paybook/domain';
import { IconArrowLeft, IconMailForward, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useLoginContext } from '@/features/shell/api/get-login-context';
import { subjectFor } from '@/lib/access-subject';
import { errorMessage, notifyError, notifySuccess } from '@/lib/notify';
import { PageHeader } from '@/ui/page-header';
import { useStaffUser } from '../api/get-staff-user';
import { useSendStaffPasswordReset } from '../api/send-staff-password-reset';
import { DeleteStaffModal } from '../components/delete-staff-modal';
import { StaffForm } from '../components/staff-form';

/** /settings/staff/edit/:userId? (spec 3 §2.5): no id adds; one's own id goes to the profile. */
export function StaffEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const context = useLoginContext();
  const { userId } = useParams();
  const id = userId === undefined ? null : Number(userId);
  const user = useStaffUser(id !== null && Number.isInteger(id) && id > 0 ? id : null);
  const reset = useSendStaffPasswordReset();
  const [deleting, setDeleting] = useState(false);
  const viewer = { subject: subjectFor(context), userId: context.user.id };
  const redirect = ownStaffEditRedirect(context.user.id, userId);
  if (redirect) return <Navigate to={redirect} replace />;

  const confirmReset = (name: string, staffId: number) =>
    modals.openConfirmModal({
      title: t('staff.reset.title'),
      children: t('staff.reset.body', { name }),
      labels: { confirm: t('staff.reset.confirm'), cancel: t('common.cancel') },
      onConfirm: () =>
        reset.mutate(staffId, {
          onSuccess: () => notifySuccess(t('staff.reset.sent', { name })),
          onError: notifyError,
        }),
    });

  const back = (
    <Anchor component={Link} to="/settings/staff" size="sm">
      <IconArrowLeft size={14} aria-hidden /> {t('staff.edit.back')}
    </Anchor>
  );

  if (id === null) {
    return (
      <Stack gap="lg" maw={900}>
        {back}
        <PageHeader title={t('staff.edit.addTitle')} description={t('staff.edit.addDescription')} />
        <StaffForm
          mode="staff"
          viewerIsAdmin={context.user.is_admin}
          onSaved={(saved) => {
            notifySuccess(t('staff.edit.added', { name: `${saved.first_name} ${saved.last_name}` }));
            navigate('/settings/staff');
          }}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={900}>
      {back}
      {user.isPending && (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} role="status" />
        </Center>
      )}
      {user.isError && (
        <>
          <PageHeader title={t('staff.edit.title')} />
          <Alert color="red">{errorMessage(user.error)}</Alert>
        </>
      )}
      {user.data && (
        <>
          <PageHeader
            title={`${user.data.first_name} ${user.data.last_name}`}
            description={t('staff.edit.description', { userName: user.data.user_name })}
          />
          <StaffForm
            key={user.data.id}
            mode="staff"
            user={user.data}
            viewerIsAdmin={context.user.is_admin}
            onSaved={(saved) =>
              notifySuccess(t('staff.edit.saved', { name: `${saved.first_name} ${saved.last_name}` }))
            }
            extraActions={
              <>
                <Button
                  variant="default"
                  leftSection={<IconMailForward size={16} aria-hidden />}
                  loading={reset.isPending}
                  onClick={() => confirmReset(`${user.data.first_name} ${user.data.last_name}`, user.data.id)}
                >
                  {t('staff.reset.action')}
                </Button>
                {canDeleteStaffMember(viewer, { id: user.data.id, isOwner: user.data.is_master }) && (
                  <Button
                    variant="subtle"
                    color="red"
                    leftSection={<IconTrash size={16} aria-hidden />}
                    onClick={() => setDeleting(true)}
                  >
                    {t('staff.delete.action')}
                  </Button>
                )}
              </>
            }
          />
          <DeleteStaffModal
            user={user.data}
            opened={deleting}
            onClose={() => setDeleting(false)}
            onDeleted={() => {
              notifySuccess(
                t('staff.delete.deleted', { name: `${user.data.first_name} ${user.data.last_name}` }),
              );
              navigate('/settings/staff');
            }}
          />
        </>
      )}
    </Stack>
  );
}
