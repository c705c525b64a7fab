import { Button } from '@mantine/core';
import type { LoginContext } from '@paybook/contracts';
import { IconChevronDown, IconUser } from '@tabler/icons-react';
import { type ComponentPropsWithRef, lazy } from 'react';
import { OnDemand } from '@/ui/on-demand';
import classes from './app-layout.module.css';

const loadDropdown = () => import('./user-menu-dropdown');
const UserMenuDropdown = lazy(() => loadDropdown().then((m) => ({ default: m.UserMenuDropdown })));

export function fullNameOf(user: LoginContext['user']): string {
  return `${user.first_name} ${user.last_name}`.trim() || user.user_name;
}

/** The header's user-menu button; the menu (user-menu-dropdown.tsx) wraps it once opened. */
export function UserMenuButton({
  fullName,
  ...props
}: { fullName: string } & ComponentPropsWithRef<'button'>) {
  return (
    <Button
      variant="subtle"
      color="dark"
      px="xs"
      leftSection={
        // Drawn like Mantine's light blue Avatar, without its code (app-layout.module.css).
        <span className={classes.avatar} aria-hidden>
          <IconUser size={16} />
        </span>
      }
      rightSection={<IconChevronDown size={14} aria-hidden />}
      aria-haspopup="menu"
      data-testid="user-menu"
      {...props}
    >
      <span className={classes.srOnlyMobile}>{fullName}</span>
    </Button>
  );
}

/** The signed-in user's name, their settings screens and sign-out; the menu's code loads on first opening. */
export function UserMenu({ context }: { context: LoginContext }) {
  const fullName = fullNameOf(context.user);
  return (
    <OnDemand
      trigger={(open) => (
        <UserMenuButton
          fullName={fullName}
          aria-expanded={false}
          onClick={open}
          onPointerEnter={() => void loadDropdown()}
          onFocus={() => void loadDropdown()}
        />
      )}
    >
      <UserMenuDropdown context={context} />
    </OnDemand>
  );
}
