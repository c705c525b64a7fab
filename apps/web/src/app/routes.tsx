import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from './route-handle';
import { createLoaders } from './route-loaders';

const handle = (value: RouteHandle) => value;

/**
 * Every screen is lazy-loaded so the first download stays small; loaders (guards) are not,
 * so a redirect never waits for a screen's code.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const loaders = createLoaders(queryClient);
  return [
    {
      path: '/login',
      handle: handle({ titleKey: 'titles.login' }),
      lazy: () => import('@/features/auth/pages/login-page').then((m) => ({ Component: m.LoginPage })),
    },
    {
      path: '/support/login',
      handle: handle({ titleKey: 'support.login.title' }),
      lazy: () =>
        import('@/features/support/pages/support-login-page').then((m) => ({
          Component: m.SupportLoginPage,
        })),
    },
    {
      path: '/support',
      handle: handle({ titleKey: 'support.console.title' }),
      loader: loaders.support,
      lazy: () =>
        import('@/features/support/pages/support-console-page').then((m) => ({
          Component: m.SupportConsolePage,
        })),
    },
    {
      id: 'app',
      path: '/',
      loader: loaders.app,
      lazy: () => import('./shell/app-layout').then((m) => ({ Component: m.AppLayout })),
      children: [
        { index: true, loader: loaders.rootRedirect },
        {
          path: 'welcome',
          handle: handle({ routeId: 'account' }),
          loader: loaders.guard('account'),
          lazy: () =>
            import('@/features/shell/pages/welcome-page').then((m) => ({ Component: m.WelcomePage })),
        },
        {
          path: 'expired',
          handle: handle({ expired: true }),
          loader: loaders.guard('expired'),
          lazy: () =>
            import('@/features/shell/pages/expired-page').then((m) => ({ Component: m.ExpiredPage })),
        },
        {
          path: 'settings/multi-factor-authentication',
          handle: handle({ routeId: 'settings.multi-factor-authentication' }),
          loader: loaders.guard('settings.multi-factor-authentication'),
          lazy: () =>
            import('@/features/settings/pages/mfa-settings-page').then((m) => ({
              Component: m.MfaSettingsPage,
            })),
        },
        {
          path: '*',
          handle: handle({ titleKey: 'notFound.title' }),
          lazy: () =>
            import('@/features/shell/pages/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
        },
      ],
    },
  ];
}
