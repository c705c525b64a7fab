import { Divider, NavLink, Stack } from '@mantine/core';
import type { LoginContext } from '@paybook/contracts';
import {
  activeNavId,
  type NavLinkTarget,
  type VisibleNavEntry,
  visibleNavigation,
  visibleUserMenu,
} from '@paybook/domain';
import { IconExternalLink, IconHome, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { subjectFor } from '@/lib/access-subject';
import { isBuilt } from '@/lib/built-routes';
import { homePath, WELCOME_PATH } from '@/lib/route-access';

/** Every link of the navigation (entries, their sub-links), for the one-highlight rule. */
function linkTargets(items: readonly VisibleNavEntry[]): NavLinkTarget[] {
  return items.flatMap((item) => [
    ...(item.external ? [] : [{ id: item.id, href: item.href, matchPrefix: item.matchPrefix }]),
    ...linkTargets(item.children),
  ]);
}

/** Whether a group holds the highlighted link. */
function holds(item: VisibleNavEntry, activeId: string | undefined): boolean {
  return item.children.some((child) => child.id === activeId || holds(child, activeId));
}

interface NavEntryProps {
  item: VisibleNavEntry;
  activeId: string | undefined;
  onNavigate: () => void;
}

function NavEntry({ item, activeId, onNavigate }: NavEntryProps) {
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
    return (
      <NavLink label={label} defaultOpened={holds(item, activeId)} childrenOffset="md">
        {item.children.map((child) => (
          <NavEntry key={child.id} item={child} activeId={activeId} onNavigate={onNavigate} />
        ))}
      </NavLink>
    );
  }
  const active = item.id === activeId;
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
 * built; plus the welcome page while no screen is the user's home (issue 16 point 8), and a Settings
 * group with the user menu's settings entries (business settings, profile, staff, appointment settings,
 * MFA: issue 3 point 8).
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
  // Issue 16 point 10: one highlighted entry, the most specific link for the address.
  const activeId = activeNavId(
    [
      ...(showWelcome ? [{ id: 'welcome', href: WELCOME_PATH }] : []),
      ...linkTargets(items),
      ...settings.map((entry) => ({
        id: `settings:${entry.id}`,
        href: entry.href,
        matchPrefix: entry.matchPrefix,
      })),
    ],
    pathname,
  );

  return (
    // The navigation column scrolls by itself (app-layout.module.css).
    <Stack gap={2} p="xs">
      {showWelcome && (
        <NavLink
          component={Link}
          to={WELCOME_PATH}
          label={t('shell.nav.welcome')}
          leftSection={<IconHome size={18} aria-hidden />}
          active={activeId === 'welcome'}
          aria-current={activeId === 'welcome' ? 'page' : undefined}
          onClick={onNavigate}
        />
      )}
      {items.map((item) => (
        <NavEntry key={item.id} item={item} activeId={activeId} onNavigate={onNavigate} />
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
                active={activeId === `settings:${entry.id}`}
                aria-current={activeId === `settings:${entry.id}` ? 'page' : undefined}
                onClick={onNavigate}
              />
            ))}
          </NavLink>
        </>
      )}
    </Stack>
  );
}
