import { ActionIcon, Group, Tooltip } from '@mantine/core';
import type { Role } from '@paybook/contracts';
import { isRoleEditable } from '@paybook/domain';
import { IconCopy, IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface RoleActionHandlers {
  onView: (role: Role) => void;
  onEdit: (role: Role) => void;
  onDuplicate: (role: Role) => void;
  onDelete: (role: Role) => void;
}

interface RoleActionsProps extends RoleActionHandlers {
  role: Role;
  isDeleting: boolean;
}

/** A row's view, edit, duplicate and delete buttons; built-in roles are read-only (spec 3 §4.7). */
export function RoleActions({ role, isDeleting, onView, onEdit, onDuplicate, onDelete }: RoleActionsProps) {
  const { t } = useTranslation();
  const editable = isRoleEditable(role.id);
  const labels = {
    view: t('roles.actions.view', { name: role.name }),
    edit: t('roles.actions.edit', { name: role.name }),
    duplicate: t('roles.actions.duplicate', { name: role.name }),
    delete: t('roles.actions.delete', { name: role.name }),
  };
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={labels.view}>
        <ActionIcon variant="subtle" aria-label={labels.view} onClick={() => onView(role)}>
          <IconEye size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      {editable && (
        <Tooltip label={labels.edit}>
          <ActionIcon variant="subtle" aria-label={labels.edit} onClick={() => onEdit(role)}>
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
      <Tooltip label={labels.duplicate}>
        <ActionIcon variant="subtle" aria-label={labels.duplicate} onClick={() => onDuplicate(role)}>
          <IconCopy size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      {editable && (
        <Tooltip label={labels.delete}>
          <ActionIcon
            variant="subtle"
            color="red.9"
            aria-label={labels.delete}
            loading={isDeleting}
            onClick={() => onDelete(role)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
