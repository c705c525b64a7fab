import { Divider, NavLink, Stack } from '@mantine/core';
import type { LoginContext } from '@paybook/contracts';
import { type VisibleNavEntry, visibleNavigation, visibleUserMenu } from '@paybook/domain';
import { IconExternalLink, IconHome, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { subjectFor } from '@/lib/access-subject';
import { isBuilt } from '../built-routes';
import { homePath, WELCOME_PATH } from '../route-access';

function isActive(href: string, pathname: string): boolean {
  const path = href.split(/[?#]/)[0] ?? href;
  return pathname === path || (path !== '/' && pathname.startsWith(`${path}/`));
}

interface NavEntryProps {
  item: VisibleNavEntry;
  pathname: string;
  onNavigate: () => void;
}

function NavEntry({ item, pathname, onNavigate }: NavEntryProps) {
  const { t } = useTranslation();
  const label = t(item.labelKey, { defaultValue: item.label });

  if (item.external) {
    return (
      <NavLink
        component="a"
        href={item.href}
        target="_blank"
        rel="noopener noreferrer"
        label={label}
        rightSection={<IconExternalLink size={14} aria-label={t('common.opensInNewTab')} />}
      />
    );
  }
  if (item.children.length > 0) {
    const isOpen = item.children.some((child) => isActive(child.href, pathname));
    return (
      <NavLink label={label} defaultOpened={isOpen} childrenOffset="md">
        {item.children.map((child) => (
          <NavEntry key={child.id} item={child} pathname={pathname} onNavigate={onNavigate} />
        ))}
      </NavLink>
    );
  }
  const active = isActive(item.href, pathname);
  return (
    <NavLink
      component={Link}
      to={item.href}
      label={label}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    />
  );
}

/**
 * spec 1 §2.4: the left navigation of the domain, limited to what the user may see and what is
 * built; plus the welcome page while the user's home screen is not built, and a Settings group with
 * the user menu's settings entries (profile, staff, appointment settings, MFA: issue 3 point 8).
 */
export function AppNavigation({ context, onNavigate }: { context: LoginContext; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const subject = subjectFor(context);
  const items = visibleNavigation(subject, isBuilt, {
    refer_a_business: context.config.refer_a_business_url,
  });
  const showWelcome = homePath(subject) === WELCOME_PATH;
  const settings = visibleUserMenu(subject, isBuilt);

  return (
    // The navigation column scrolls by itself (app-layout.module.css).
    <Stack gap={2} p="xs">
      {showWelcome && (
        <NavLink
          component={Link}
          to={WELCOME_PATH}
          label={t('shell.nav.welcome')}
          leftSection={<IconHome size={18} aria-hidden />}
          active={pathname === WELCOME_PATH}
          aria-current={pathname === WELCOME_PATH ? 'page' : undefined}
          onClick={onNavigate}
        />
      )}
      {items.map((item) => (
        <NavEntry key={item.id} item={item} pathname={pathname} onNavigate={onNavigate} />
      ))}
      {settings.length > 0 && (
        <>
          {(showWelcome || items.length > 0) && <Divider my="xs" />}
          <NavLink
            label={t('shell.nav.settings')}
            leftSection={<IconSettings size={18} aria-hidden />}
            defaultOpened
            childrenOffset="md"
          >
            {settings.map((entry) => (
              <NavLink
                key={entry.id}
                component={Link}
                to={entry.href}
                label={t(entry.labelKey, { defaultValue: entry.label })}
                active={isActive(entry.href, pathname)}
                aria-current={isActive(entry.href, pathname) ? 'page' : undefined}
                onClick={onNavigate}
              />
            ))}
          </NavLink>
        </>
      )}
    </Stack>
  );
}
