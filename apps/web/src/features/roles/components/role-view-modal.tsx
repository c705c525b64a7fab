import { Alert, Badge, Button, Center, Group, List, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/notify';
import { useRole } from '../api/get-role';

interface RoleViewModalProps {
  roleId: number;
  onClose: () => void;
}

/** spec 3 §2.5 view role modal: the role read afresh (GET role?Id), its access rights described. */
export function RoleViewModal({ roleId, onClose }: RoleViewModalProps) {
  const { t } = useTranslation();
  const role = useRole(roleId);
  return (
    <Modal
      opened
      onClose={onClose}
      title={role.data?.name ?? t('roles.view.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('roles.close') }}
    >
      {role.isPending && (
        <Center py="lg">
          <Loader aria-label={t('common.loading')} role="status" />
        </Center>
      )}
      {role.isError && (
        <Alert color="red" role="alert">
          {errorMessage(role.error)}
        </Alert>
      )}
      {role.data && (
        <Stack gap="md">
          <Group gap="xs">
            {role.data.is_built_in && <Badge variant="light">{t('roles.builtIn')}</Badge>}
            <Text size="sm" c="dimmed">
              {t('roles.staffCount', { count: role.data.staff_count })}
            </Text>
          </Group>
          {role.data.description && <Text>{role.data.description}</Text>}
          <Title order={3} size="h5">
            {t('roles.form.accessRights')}
          </Title>
          {role.data.access_rights.length === 0 ? (
            <Text c="dimmed">{t('roles.view.noRights')}</Text>
          ) : (
            <List spacing="xs">
              {role.data.access_rights.map((right) => (
                <List.Item key={right.id}>
                  <Text fw={600} span>
                    {right.name}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {right.description}
                  </Text>
                </List.Item>
              ))}
            </List>
          )}
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('roles.view.done')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
