import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import type { Role } from '@paybook/contracts';
import { duplicateRoleName } from '@paybook/domain';
import { IconPlus, IconUsersGroup } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { errorMessage, notifySuccess } from '@/lib/notify';
import { EmptyState } from '@/ui/empty-state';
import { PageHeader } from '@/ui/page-header';
import { useDeleteRole } from '../api/delete-role';
import { useRoleList } from '../api/get-role-list';
import { RoleDeleteModal } from '../components/role-delete-modal';
import { type RoleEditing, RoleFormModal } from '../components/role-form-modal';
import { RoleSorryModal } from '../components/role-sorry-modal';
import { RoleTable } from '../components/role-table';
import { RoleViewModal } from '../components/role-view-modal';

/** /settings/roles (spec 3 §2.5, needs manage_users): built-in roles (read-only) and the merchant's own. */
export function RolesPage() {
  const { t } = useTranslation();
  const roles = useRoleList();
  const remove = useDeleteRole();
  const ownTitleId = useId();
  const builtInTitleId = useId();
  const [editing, setEditing] = useState<RoleEditing | null>(null);
  const [viewingId, setViewingId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Role | null>(null);
  const [sorry, setSorry] = useState<string | null>(null);
  const all = roles.data?.data ?? [];
  const own = all.filter((role) => !role.is_built_in);
  const builtIn = all.filter((role) => role.is_built_in);
  const names = all.map((role) => role.name);
  const otherNames = editing?.mode === 'edit' ? names.filter((name) => name !== editing.role.name) : names;

  const confirmDelete = (role: Role) =>
    remove
      .mutateAsync(role.id)
      .then(() => notifySuccess(t('roles.delete.done', { name: role.name })))
      // spec 3 §8: the server's first message in the sorry modal.
      .catch((error: unknown) =>
        setSorry((isApiError(error) && error.details[0]?.message) || errorMessage(error)),
      )
      .finally(() => setDeleting(null));

  const handlers = {
    onView: (role: Role) => setViewingId(role.id),
    onEdit: (role: Role) => setEditing({ mode: 'edit', role }),
    onDuplicate: (role: Role) =>
      setEditing({ mode: 'duplicate', role, name: duplicateRoleName(role.name, names) }),
    onDelete: (role: Role) => setDeleting(role),
  };
  const deletingId = remove.isPending ? (remove.variables ?? null) : null;

  return (
    <Stack gap="xl">
      <PageHeader
        title={t('roles.title')}
        description={t('roles.description')}
        actions={
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => setEditing({ mode: 'add' })}
          >
            {t('roles.add')}
          </Button>
        }
      />
      {roles.isPending && (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} role="status" />
        </Center>
      )}
      {roles.isError && (
        <Alert color="red" role="alert">
          {errorMessage(roles.error)}
        </Alert>
      )}
      {roles.isSuccess && (
        <>
          <Stack component="section" aria-labelledby={ownTitleId} gap="sm">
            <Title order={2} size="h4" id={ownTitleId}>
              {t('roles.own.title')}
            </Title>
            {own.length === 0 ? (
              <EmptyState
                icon={<IconUsersGroup size={26} aria-hidden />}
                title={t('roles.own.emptyTitle')}
                body={t('roles.own.emptyBody')}
              />
            ) : (
              <RoleTable caption={t('roles.own.title')} roles={own} deletingId={deletingId} {...handlers} />
            )}
          </Stack>
          <Stack component="section" aria-labelledby={builtInTitleId} gap="sm">
            <Title order={2} size="h4" id={builtInTitleId}>
              {t('roles.builtInSection.title')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('roles.builtInSection.description')}
            </Text>
            <RoleTable
              caption={t('roles.builtInSection.title')}
              roles={builtIn}
              deletingId={deletingId}
              {...handlers}
            />
          </Stack>
        </>
      )}
      {editing && (
        <RoleFormModal
          key={editing.mode === 'add' ? 'add' : `${editing.mode}-${editing.role.id}`}
          editing={editing}
          otherNames={otherNames}
          onClose={() => setEditing(null)}
        />
      )}
      {viewingId !== null && <RoleViewModal roleId={viewingId} onClose={() => setViewingId(null)} />}
      {deleting && (
        <RoleDeleteModal
          role={deleting}
          isDeleting={remove.isPending}
          onConfirm={() => void confirmDelete(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
      {sorry !== null && <RoleSorryModal message={sorry} onClose={() => setSorry(null)} />}
    </Stack>
  );
}
