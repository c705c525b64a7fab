import { Badge, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import type { Role } from '@paybook/contracts';
import { useTranslation } from 'react-i18next';
import { type RoleActionHandlers, RoleActions } from './role-actions';

interface RoleTableProps extends RoleActionHandlers {
  caption: string;
  roles: Role[];
  deletingId: number | null;
}

/**
 * spec 3 §2.5 roles list: name (built-in ones marked), what it allows, its staff, actions. On a phone the
 * access rights go under the name, so the actions stay in view.
 */
export function RoleTable({ caption, roles, deletingId, ...handlers }: RoleTableProps) {
  const { t } = useTranslation();
  const rightsOf = (role: Role) =>
    role.access_rights.length === 0
      ? t('roles.view.noRights')
      : role.access_rights.map((right) => right.name).join(', ');
  return (
    <Table.ScrollContainer minWidth={320} type="native">
      <Table verticalSpacing="sm" highlightOnHover>
        <VisuallyHidden component="caption">{caption}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('roles.columns.name')}</Table.Th>
            <Table.Th visibleFrom="sm">{t('roles.columns.accessRights')}</Table.Th>
            <Table.Th ta="right">{t('roles.columns.staff')}</Table.Th>
            <Table.Th>
              <VisuallyHidden component="span">{t('common.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {roles.map((role) => (
            <Table.Tr key={role.id}>
              <Table.Td>
                <Group gap="xs">
                  <Text fw={600}>{role.name}</Text>
                  {role.is_built_in && (
                    <Badge variant="light" size="sm">
                      {t('roles.builtIn')}
                    </Badge>
                  )}
                </Group>
                {role.description && (
                  <Text size="sm" c="dimmed" lineClamp={2}>
                    {role.description}
                  </Text>
                )}
                <Text size="sm" mt={4} hiddenFrom="sm">
                  {rightsOf(role)}
                </Text>
              </Table.Td>
              <Table.Td visibleFrom="sm">
                <Text size="sm">{rightsOf(role)}</Text>
              </Table.Td>
              <Table.Td ta="right">{role.staff_count}</Table.Td>
              <Table.Td>
                <RoleActions role={role} isDeleting={deletingId === role.id} {...handlers} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
