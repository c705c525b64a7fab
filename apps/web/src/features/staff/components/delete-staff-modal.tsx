import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import type { StaffUser } from '@paybook/contracts';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/notify';
import { useDeleteStaffUser, useProviderAppointmentCount } from '../api/delete-staff-user';

/**
 * spec 3 §2.5 user-delete modal. A provider with appointments (spec 3 §7 all_appointments/count) cannot
 * be deleted, so the modal says so and offers nothing to confirm; otherwise it asks before deleting. The
 * server's refusal (orders they sold, records they wrote) is shown in the modal.
 */
export function DeleteStaffModal({
  user,
  opened,
  onClose,
  onDeleted,
}: {
  user: StaffUser;
  opened: boolean;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const name = `${user.first_name} ${user.last_name}`;
  const count = useProviderAppointmentCount(opened ? user.service_provider_id : null);
  const remove = useDeleteStaffUser();
  const appointments = user.service_provider_id === null ? 0 : count.data?.count;
  const close = () => {
    remove.reset();
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('staff.delete.title', { name })}
      centered
      closeButtonProps={{ 'aria-label': t('staff.delete.close') }}
    >
      <Stack gap="md">
        {appointments === undefined ? (
          count.isError ? (
            <Alert color="red" role="alert">
              {errorMessage(count.error)}
            </Alert>
          ) : (
            <Loader size="sm" aria-label={t('common.loading')} role="status" />
          )
        ) : appointments > 0 ? (
          <Text>{t('staff.delete.hasAppointments', { name, count: appointments })}</Text>
        ) : (
          <Text>{t('staff.delete.body', { name })}</Text>
        )}
        {remove.isError && (
          <Alert color="red" role="alert">
            {errorMessage(remove.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {appointments !== undefined && appointments > 0 ? t('staff.delete.close') : t('common.cancel')}
          </Button>
          {appointments === 0 && (
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => remove.mutate(user.id, { onSuccess: onDeleted })}
            >
              {t('staff.delete.confirm')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
