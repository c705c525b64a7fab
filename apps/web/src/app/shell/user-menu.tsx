import { Avatar, Button, Menu, Text } from '@mantine/core';
import type { LoginContext } from '@paybook/contracts';
import { IconChevronDown, IconLogout, IconShieldLock, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { subjectFor } from '@/lib/access-subject';
import { canOpen } from '../route-access';
import classes from './app-layout.module.css';
import { useSignOut } from './use-sign-out';

const MFA_ROUTE_ID = 'settings.multi-factor-authentication';

/** The signed-in user's name, their security settings and sign-out. */
export function UserMenu({ context }: { context: LoginContext }) {
  const { t } = useTranslation();
  const { signOut, isSigningOut } = useSignOut();
  const { user } = context;
  const fullName = `${user.first_name} ${user.last_name}`.trim() || user.user_name;
  const canSeeMfa = canOpen(subjectFor(context), MFA_ROUTE_ID);

  return (
    <Menu position="bottom-end" width={240} shadow="md">
      <Menu.Target>
        <Button
          variant="subtle"
          color="dark"
          px="xs"
          leftSection={
            <Avatar size={28} radius="xl" color="blue" aria-hidden>
              <IconUser size={16} />
            </Avatar>
          }
          rightSection={<IconChevronDown size={14} aria-hidden />}
          data-testid="user-menu"
        >
          <span className={classes.srOnlyMobile}>{fullName}</span>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="dark">
            {fullName}
          </Text>
          <Text size="xs" c="dimmed">
            {user.user_name}
          </Text>
        </Menu.Label>
        {canSeeMfa && (
          <Menu.Item
            component={Link}
            to="/settings/multi-factor-authentication"
            leftSection={<IconShieldLock size={16} aria-hidden />}
          >
            {t('shell.userMenu.security')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconLogout size={16} aria-hidden />}
          disabled={isSigningOut}
          onClick={() => void signOut()}
        >
          {t('shell.userMenu.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
