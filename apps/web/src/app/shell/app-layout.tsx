import { Anchor, Burger, Group, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { useLoginContext } from '@/features/shell/api/get-login-context';
import { hideOtherPagesUndos } from '@/lib/notify-undo';
import { AccessNotice } from './access-notice';
import classes from './app-layout.module.css';
import { AppNavigation } from './app-navigation';
import { BulletinArea } from './bulletin-area';
import { HelpMenu } from './help-menu';
import { MfaRequiredModal } from './mfa-required-modal';
import { ModalsOutlet } from './modals-outlet';
import { SessionExpiryModal } from './session-expiry-modal';
import { UserMenu } from './user-menu';

// Issue 14 point 6: only an impersonation loads the banner's code.
const ImpersonationBanner = lazy(() =>
  import('./impersonation-banner').then((m) => ({ default: m.ImpersonationBanner })),
);

/**
 * The signed-in shell: header (merchant, help, user menu), left navigation that collapses behind
 * a burger at ≤ 767 px (spec 1 §9; Mantine's sm breakpoint is 768 px), impersonation banner,
 * laid out by app-layout.module.css (Mantine's AppShell drew the same for 11 KB of gzipped
 * JavaScript the calendar's first paint could not spare: issue 14 point 6),
 * and the session-expiry and MFA-required modals. Its screens' confirmation dialogs (`modals.open…`)
 * have their provider here, loaded with the first one (modals-outlet.tsx): no page outside the signed-in
 * app opens one (issue 14 point 6).
 */
export function AppLayout() {
  const { t } = useTranslation();
  const context = useLoginContext();
  const [isNavOpen, { toggle: toggleNav, close: closeNav }] = useDisclosure(false);
  const { pathname } = useLocation();
  // Issue 24 point 2: an undo stays with the page that showed it (the calendar's "Arrived").
  useEffect(() => hideOtherPagesUndos(pathname), [pathname]);

  return (
    <>
      <div className={classes.shell}>
        <Anchor href="#main-content" className={classes.skipLink}>
          {t('shell.skipToContent')}
        </Anchor>
        {/* Mantine's scroll lock keeps a fixed element with this class clear of the scrollbar's gap. */}
        <header className={`${classes.header} right-scroll-bar-position`}>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="xs">
            <Group gap="sm" wrap="nowrap" miw={0}>
              <Burger
                opened={isNavOpen}
                onClick={toggleNav}
                hiddenFrom="sm"
                size="sm"
                aria-label={isNavOpen ? t('shell.nav.close') : t('shell.nav.open')}
                aria-expanded={isNavOpen}
                aria-controls="app-navigation"
              />
              <UnstyledButton
                component={Link}
                to="/"
                className={classes.brand}
                aria-label={t('shell.homeLink')}
              >
                <Text fw={800} size="lg" c="blue.8">
                  {context.config.product_display_name}
                </Text>
              </UnstyledButton>
              <Text
                size="sm"
                c="dimmed"
                truncate="end"
                className={classes.merchant}
                visibleFrom="sm"
                data-testid="merchant-name"
              >
                {context.merchant.name}
              </Text>
            </Group>
            <Group gap={4} wrap="nowrap">
              <HelpMenu config={context.config} />
              <UserMenu context={context} />
            </Group>
          </Group>
        </header>
        <nav
          id="app-navigation"
          className={classes.navbar}
          data-opened={isNavOpen || undefined}
          aria-label={t('shell.nav.label')}
        >
          <Text size="sm" fw={600} px="md" pt="md" hiddenFrom="sm">
            {context.merchant.name}
          </Text>
          <AppNavigation context={context} onNavigate={closeNav} />
        </nav>
        <main id="main-content" tabIndex={-1} className={classes.main}>
          {context.session.impersonated && (
            <div className={classes.banner}>
              <Suspense fallback={null}>
                <ImpersonationBanner context={context} />
              </Suspense>
            </div>
          )}
          <BulletinArea context={context} />
          <AccessNotice />
          <Outlet />
        </main>
        <SessionExpiryModal />
        <MfaRequiredModal context={context} />
      </div>
      <ModalsOutlet />
    </>
  );
}
