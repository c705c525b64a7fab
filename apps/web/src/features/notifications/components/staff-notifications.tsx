import { Alert, Card, Center, Chip, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { StaffNotificationRow } from '@paybook/contracts';
import { canOpenStaffMember, type NotificationGroup, type StaffViewer } from '@paybook/domain';
import { useTranslation } from 'react-i18next';
import { errorMessage, notifyError, notifySuccess } from '@/lib/notify';
import { useSaveStaffNotifications, useStaffNotifications } from '../api/staff-notifications';

interface StaffNotificationsProps {
  viewer: StaffViewer;
}

const memberName = (row: StaffNotificationRow) =>
  `${row.first_name} ${row.last_name}`.trim() || row.user_name;

/**
 * Issue 26 point 1, "notification groups per staff member" (spec 3 §3.3): each active member's e-mail groups
 * as chips that save at once. Who may change whose is who may open whose staff page (spec 3 §6).
 */
export function StaffNotifications({ viewer }: StaffNotificationsProps) {
  const { t } = useTranslation();
  const staff = useStaffNotifications();
  const save = useSaveStaffNotifications();

  const toggle = (row: StaffNotificationRow, group: NotificationGroup, checked: boolean) =>
    save.mutate(
      { userId: row.id, body: { notifications: { [group]: checked } } },
      {
        onError: notifyError,
        onSuccess: () => notifySuccess(t('notifications.staff.saved', { name: memberName(row) })),
      },
    );

  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4">
            {t('notifications.staff.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('notifications.staff.description')}
          </Text>
        </div>
        {staff.isPending && (
          <Center py="md">
            <Loader size="sm" aria-label={t('common.loading')} role="status" />
          </Center>
        )}
        {staff.isError && (
          <Alert color="red" role="alert">
            {errorMessage(staff.error)}
          </Alert>
        )}
        {staff.data?.data.map((row) => {
          const name = memberName(row);
          const editable = canOpenStaffMember(viewer, { id: row.id, isOwner: row.is_master });
          return (
            <Stack
              key={row.id}
              gap={6}
              role="group"
              aria-label={t('notifications.staff.memberGroups', { name })}
            >
              <div>
                <Text fw={600} size="sm">
                  {row.is_current ? t('notifications.staff.you', { name }) : name}
                </Text>
                <Text size="xs" c="dimmed">
                  {editable ? row.role_name : t('notifications.staff.readOnly', { role: row.role_name })}
                </Text>
              </div>
              <Group gap={6}>
                {row.groups.map((group) => (
                  <Chip
                    key={group}
                    size="xs"
                    checked={row.notifications[group] === true}
                    disabled={!editable}
                    onChange={(checked) => toggle(row, group, checked)}
                  >
                    {t(`staff.notifications.groups.${group}`)}
                  </Chip>
                ))}
              </Group>
            </Stack>
          );
        })}
      </Stack>
    </Card>
  );
}
