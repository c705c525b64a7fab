import { Menu, Text } from '@mantine/core';
import type { LoginContext } from '@paybook/contracts';
import { visibleUserMenu } from '@paybook/domain';
import {
  IconCalendarCog,
  IconLogout,
  type IconProps,
  IconShieldLock,
  IconUser,
  IconUserCircle,
  IconUsers,
} from '@tabler/icons-react';
import { type ComponentType, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { subjectFor } from '@/lib/access-subject';
import { isBuilt } from '@/lib/built-routes';
import { useOpenedAfterMount } from '@/ui/on-demand';
import { useSignOut } from './use-sign-out';
import { fullNameOf, UserMenuButton } from './user-menu';

/** Icons of the domain's user-menu entries (USER_MENU_ENTRIES). */
const ENTRY_ICONS: Readonly<Record<string, ComponentType<IconProps>>> = {
  profile: IconUserCircle,
  staff: IconUsers,
  'appointment-settings': IconCalendarCog,
  security: IconShieldLock,
};

/**
 * The user menu (domain visibleUserMenu, then sign-out), its own chunk: user-menu.tsx mounts it when the
 * button is first pressed, so it opens at once.
 */
export function UserMenuDropdown({ context }: { context: LoginContext }) {
  const { t } = useTranslation();
  const { signOut, isSigningOut } = useSignOut();
  const targetRef = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(true);
  const isOpened = useOpenedAfterMount(opened, targetRef);
  const { user } = context;
  const fullName = fullNameOf(user);
  const entries = visibleUserMenu(subjectFor(context), isBuilt);

  return (
    <Menu position="bottom-end" width={240} shadow="md" opened={isOpened} onChange={setOpened}>
      <Menu.Target>
        <UserMenuButton ref={targetRef} fullName={fullName} />
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
