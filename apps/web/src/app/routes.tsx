import type { RouteObject } from 'react-router';
import { loadFieldMessages } from '@/lib/i18n';
import { loaders } from './guard-loaders';
import { screen } from './lazy-screen';
import type { RouteHandle } from './route-handle';

const handle = (value: RouteHandle) => value;

/** The layout route that holds every route but the sign-in page; the signed-in app's routes join it. */
export const DATA_ROUTE_ID = 'data';

/**
 * Every screen is lazy-loaded so the first download stays small; loaders (guards) load apart from
 * screens (guard-loaders.ts), so a redirect never waits for a screen's code. The sign-in page alone
 * has no query client (query-layout.tsx). The signed-in app's routes (app-routes.tsx) are not here:
 * the router adds them when a path asks for them (router.tsx), so the sign-in page does not load them
 * (issue 14 point 6).
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      path: '/login',
      handle: handle({ titleKey: 'auth.login.pageTitle' }),
      lazy: screen(
        () => import('@/features/auth/pages/login-page').then((m) => ({ Component: m.LoginPage })),
        [],
      ),
    },
    {
      id: DATA_ROUTE_ID,
      // Every page here may have a form whose zod checks speak through i18next (lib/i18n.ts).
      lazy: async () => {
        const [{ QueryLayout }] = await Promise.all([import('./query-layout'), loadFieldMessages()]);
        return { Component: QueryLayout };
      },
      children: [
        {
          path: '/signup',
          handle: handle({ routeId: 'signup' }),
          lazy: screen(
            () =>
              import('@/features/onboarding/pages/signup-page').then((m) => ({ Component: m.SignupPage })),
            ['onboarding'],
          ),
        },
        {
          path: '/forgot-password',
          handle: handle({ titleKey: 'auth.forgot.title' }),
          lazy: screen(
            () =>
              import('@/features/auth/pages/forgot-password-page').then((m) => ({
                Component: m.ForgotPasswordPage,
              })),
            [],
          ),
        },
        {
          path: '/reset-password/:code',
          handle: handle({ titleKey: 'passwordReset.title' }),
          lazy: screen(
            () =>
              import('@/features/profile/pages/reset-password-page').then((m) => ({
                Component: m.ResetPasswordPage,
              })),
            ['staff'],
          ),
        },
        {
          path: '/unlock-account/:token',
          handle: handle({ titleKey: 'auth.unlock.title' }),
          lazy: screen(
            () =>
              import('@/features/auth/pages/unlock-account-page').then((m) => ({
                Component: m.UnlockAccountPage,
              })),
            [],
          ),
        },
        {
          path: '/support/login',
          handle: handle({ titleKey: 'support.login.title' }),
          lazy: screen(
            () =>
              import('@/features/support/pages/support-login-page').then((m) => ({
                Component: m.SupportLoginPage,
              })),
            ['shell'],
          ),
        },
        {
          path: '/support',
          handle: handle({ titleKey: 'support.console.title' }),
          loader: loaders.support,
          lazy: screen(
            () =>
              import('@/features/support/pages/support-console-page').then((m) => ({
                Component: m.SupportConsolePage,
              })),
            ['app-shell', 'shell'],
          ),
        },
        {
          // Ruling 4: the public booking page, for anyone, outside the signed-in app.
          path: '/book/:subdomain',
          handle: handle({ titleKey: 'publicBooking.title' }),
          lazy: screen(
            () =>
              import('@/features/public-booking/pages/public-booking-page').then((m) => ({
                Component: m.PublicBookingPage,
              })),
            ['public-booking', 'public-design'],
          ),
        },
        {
          // Ruling 4, issue 25 point 4: the customer's page to see and pay an invoice, from its e-mail. Its
          // tab title comes from the page (PublicPageFrame), not from here: the sign-in page
          // loads this file.
          path: '/pay/invoice/:token',
          lazy: screen(
            () =>
              import('@/features/invoices/pages/public-invoice-page').then((m) => ({
                Component: m.PublicInvoicePage,
              })),
            ['invoices', 'public-pay'],
          ),
        },
        // A store's or payment form's hosted page, /pay/{url_subdomain}/{url_name}, is no route of this app:
        // the server answers it with pay.html, a light page of its own (src/pay-page, decision 167).
        {
          // Ruling 4: the customer's page to cancel or reschedule, linked from the booking e-mails.
          path: '/my-appointment/:token',
          handle: handle({ titleKey: 'publicBooking.manage.title' }),
          lazy: screen(
            () =>
              import('@/features/public-booking/pages/manage-appointment-page').then((m) => ({
                Component: m.ManageAppointmentPage,
              })),
            ['public-booking'],
          ),
        },
        {
          // Decision 191: the customer's page to choose a password, linked from the reset e-mail.
          path: '/my-password/:token',
          handle: handle({ titleKey: 'customerPassword.title' }),
          lazy: screen(
            () =>
              import('@/features/customer-password/pages/customer-password-page').then((m) => ({
                Component: m.CustomerPasswordPage,
              })),
            ['customer-password', 'public-design', 'staff'],
          ),
        },
      ],
    },
  ];
}
