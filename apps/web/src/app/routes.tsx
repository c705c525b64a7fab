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
      // Ruling 4: the public booking page, for anyone, outside the signed-in app.
      path: '/book/:subdomain',
      handle: handle({ titleKey: 'publicBooking.title' }),
      lazy: () =>
        import('@/features/public-booking/pages/public-booking-page').then((m) => ({
          Component: m.PublicBookingPage,
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
          path: 'appointments/settings',
          handle: handle({ routeId: 'appointments.settings' }),
          loader: loaders.guard('appointments.settings'),
        },
        {
          path: 'appointments/settings/services/view/:page/:categoryId?',
          handle: handle({ routeId: 'appointments.settings.services.view' }),
          loader: loaders.guard('appointments.settings.services.view'),
          lazy: () =>
            import('@/features/services/pages/services-list-page').then((m) => ({
              Component: m.ServicesListPage,
            })),
        },
        {
          path: 'appointments/settings/services/edit/:offeringId?',
          handle: handle({ routeId: 'appointments.settings.services.edit' }),
          loader: loaders.guard('appointments.settings.services.edit'),
          lazy: () =>
            import('@/features/services/pages/service-edit-page').then((m) => ({
              Component: m.ServiceEditPage,
            })),
        },
        {
          path: 'appointments/settings/booking',
          handle: handle({ routeId: 'appointments.settings.booking' }),
          loader: loaders.guard('appointments.settings.booking'),
          lazy: () =>
            import('@/features/booking-settings/pages/booking-page-settings-page').then((m) => ({
              Component: m.BookingPageSettingsPage,
            })),
        },
        {
          path: 'appointments/settings/booking-tools',
          handle: handle({ routeId: 'appointments.settings.booking-tools' }),
          loader: loaders.guard('appointments.settings.booking-tools'),
          lazy: () =>
            import('@/features/booking-settings/pages/booking-tools-page').then((m) => ({
              Component: m.BookingToolsPage,
            })),
        },
        {
          path: 'appointments/settings/schedule',
          handle: handle({ routeId: 'appointments.settings.schedule' }),
          loader: loaders.guard('appointments.settings.schedule'),
          lazy: () =>
            import('@/features/booking-settings/pages/schedule-page').then((m) => ({
              Component: m.SchedulePage,
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
