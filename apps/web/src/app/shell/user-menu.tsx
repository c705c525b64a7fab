import { Avatar, Button, Menu, Text } from '@mantine/core';
import type { LoginContext } from '@paybook/contracts';
import { visibleUserMenu } from '@paybook/domain';
import {
  IconCalendarCog,
  IconChevronDown,
  IconLogout,
  type IconProps,
  IconShieldLock,
  IconUser,
  IconUserCircle,
  IconUsers,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { subjectFor } from '@/lib/access-subject';
import { isBuilt } from '../built-routes';
import classes from './app-layout.module.css';
import { useSignOut } from './use-sign-out';

/** Icons of the domain's user-menu entries (USER_MENU_ENTRIES). */
const ENTRY_ICONS: Readonly<Record<string, ComponentType<IconProps>>> = {
  profile: IconUserCircle,
  staff: IconUsers,
  'appointment-settings': IconCalendarCog,
  security: IconShieldLock,
};

/** The signed-in user's name, their settings screens (domain visibleUserMenu) and sign-out. */
export function UserMenu({ context }: { context: LoginContext }) {
  const { t } = useTranslation();
  const { signOut, isSigningOut } = useSignOut();
  const { user } = context;
  const fullName = `${user.first_name} ${user.last_name}`.trim() || user.user_name;
  const entries = visibleUserMenu(subjectFor(context), isBuilt);

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
        {entries.map((entry) => {
          const Icon = ENTRY_ICONS[entry.id] ?? IconUser;
          return (
            <Menu.Item
              key={entry.id}
              component={Link}
              to={entry.href}
              leftSection={<Icon size={16} aria-hidden />}
            >
              {t(entry.labelKey, { defaultValue: entry.label })}
            </Menu.Item>
          );
        })}
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
