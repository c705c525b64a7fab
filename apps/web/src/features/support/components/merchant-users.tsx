import { Badge, Button, Center, Loader, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { SupportMerchant, SupportMerchantUser } from '@paybook/contracts';
import { IconLogin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMerchantUsers } from '../api/get-merchant-users';

interface MerchantUsersProps {
  merchant: SupportMerchant;
  pendingUserId: number | null;
  onImpersonate: (user: SupportMerchantUser) => void;
}

function roleKey(user: SupportMerchantUser): string {
  if (user.is_owner) return 'userRoles.owner';
  if (user.is_admin) return 'userRoles.admin';
  return 'userRoles.staff';
}

/** A merchant's users, each with 'Sign in as' (ruling 11). */
export function MerchantUsers({ merchant, pendingUserId, onImpersonate }: MerchantUsersProps) {
  const { t } = useTranslation();
  const users = useMerchantUsers(merchant.id);

  return (
    <Stack gap="sm" component="section" aria-labelledby="merchant-users-title">
      <Title order={2} size="h3" id="merchant-users-title">
        {t('support.users.title', { merchantName: merchant.name })}
      </Title>
      {users.isPending && (
        <Center py="md">
          <Loader aria-label={t('common.loading')} role="status" />
        </Center>
      )}
      {users.data && users.data.data.length === 0 && <Text c="dimmed">{t('support.users.none')}</Text>}
      {users.data && users.data.data.length > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table striped verticalSpacing="xs" aria-labelledby="merchant-users-title">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('support.users.name')}</Table.Th>
                <Table.Th>{t('support.users.userName')}</Table.Th>
                <Table.Th>{t('support.users.role')}</Table.Th>
                <Table.Th>{t('support.users.status')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('common.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.data.data.map((user) => {
                const name = `${user.first_name} ${user.last_name}`.trim();
                return (
                  <Table.Tr key={user.id}>
                    <Table.Td fw={500}>{name}</Table.Td>
                    <Table.Td>{user.user_name}</Table.Td>
                    <Table.Td>{t(roleKey(user))}</Table.Td>
                    <Table.Td>
                      <Badge variant="filled" color={user.is_active ? 'teal.9' : 'gray.7'}>
                        {user.is_active ? t('support.users.active') : t('support.users.inactive')}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right">
                      <Button
                        size="xs"
                        leftSection={<IconLogin size={14} aria-hidden />}
                        disabled={!user.is_active || (pendingUserId !== null && pendingUserId !== user.id)}
                        loading={pendingUserId === user.id}
                        onClick={() => onImpersonate(user)}
                        aria-label={t('support.users.signInAsUser', { name: name || user.user_name })}
                      >
                        {t('support.users.signInAs')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
