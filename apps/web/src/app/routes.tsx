import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from './route-handle';
import { createLoaders } from './route-loaders';

const handle = (value: RouteHandle) => value;

const customerOverview = () =>
  import('@/features/customers/pages/customer-overview-tab').then((m) => ({
    Component: m.CustomerOverviewTab,
  }));

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
      path: '/signup',
      handle: handle({ routeId: 'signup' }),
      lazy: () =>
        import('@/features/onboarding/pages/signup-page').then((m) => ({ Component: m.SignupPage })),
    },
    {
      path: '/forgot-password',
      handle: handle({ titleKey: 'auth.forgot.title' }),
      lazy: () =>
        import('@/features/auth/pages/forgot-password-page').then((m) => ({
          Component: m.ForgotPasswordPage,
        })),
    },
    {
      path: '/reset-password/:code',
      handle: handle({ titleKey: 'passwordReset.title' }),
      lazy: () =>
        import('@/features/profile/pages/reset-password-page').then((m) => ({
          Component: m.ResetPasswordPage,
        })),
    },
    {
      path: '/unlock-account/:token',
      handle: handle({ titleKey: 'auth.unlock.title' }),
      lazy: () =>
        import('@/features/auth/pages/unlock-account-page').then((m) => ({
          Component: m.UnlockAccountPage,
        })),
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
      // Ruling 4: the customer's page to cancel or reschedule, linked from the booking e-mails.
      path: '/my-appointment/:token',
      handle: handle({ titleKey: 'publicBooking.manage.title' }),
      lazy: () =>
        import('@/features/public-booking/pages/manage-appointment-page').then((m) => ({
          Component: m.ManageAppointmentPage,
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
          path: 'settings/staff',
          handle: handle({ routeId: 'settings.staff' }),
          loader: loaders.guard('settings.staff'),
          lazy: () =>
            import('@/features/staff/pages/staff-list-page').then((m) => ({ Component: m.StaffListPage })),
        },
        {
          path: 'settings/staff/edit/:userId?',
          handle: handle({ routeId: 'settings.staff.edit' }),
          loader: loaders.guard('settings.staff.edit'),
          lazy: () =>
            import('@/features/staff/pages/staff-edit-page').then((m) => ({ Component: m.StaffEditPage })),
        },
        {
          path: 'settings/profile',
          handle: handle({ routeId: 'settings.profile' }),
          loader: loaders.guard('settings.profile'),
          lazy: () =>
            import('@/features/profile/pages/profile-page').then((m) => ({ Component: m.ProfilePage })),
        },
        {
          path: 'settings/taxes-fees-discounts',
          handle: handle({ routeId: 'settings.taxes-fees-discounts' }),
          loader: loaders.guard('settings.taxes-fees-discounts'),
          lazy: () =>
            import('@/features/fee-structures/pages/taxes-fees-discounts-page').then((m) => ({
              Component: m.TaxesFeesDiscountsPage,
            })),
        },
        {
          // spec 3 §2.5: the old address redirects (the route table's redirectTo).
          path: 'settings/taxes-fees',
          handle: handle({ routeId: 'settings.taxes-fees' }),
          loader: loaders.guard('settings.taxes-fees'),
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
          path: 'appointments',
          handle: handle({ routeId: 'appointments' }),
          loader: loaders.guard('appointments'),
          lazy: () =>
            import('@/features/calendar/pages/calendar-page').then((m) => ({ Component: m.CalendarPage })),
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
          path: 'products-and-services',
          handle: handle({ routeId: 'products-services' }),
          loader: loaders.guard('products-services'),
        },
        {
          path: 'products-and-services/view',
          handle: handle({ routeId: 'products-services.view' }),
          loader: loaders.guard('products-services.view'),
          lazy: () =>
            import('@/features/catalogue/pages/catalogue-list-page').then((m) => ({
              Component: m.CatalogueListPage,
            })),
        },
        {
          path: 'products-and-services/add',
          handle: handle({ routeId: 'products-services.add-products-services' }),
          loader: loaders.guard('products-services.add-products-services'),
          lazy: () =>
            import('@/features/catalogue/pages/catalogue-item-page').then((m) => ({
              Component: m.CatalogueItemPage,
            })),
        },
        {
          path: 'products-and-services/edit/:id',
          handle: handle({ routeId: 'products-services.edit' }),
          loader: loaders.guard('products-services.edit'),
          lazy: () =>
            import('@/features/catalogue/pages/catalogue-item-page').then((m) => ({
              Component: m.CatalogueItemPage,
            })),
        },
        {
          path: 'customer/list',
          handle: handle({ routeId: 'customer.list' }),
          loader: loaders.guard('customer.list'),
          lazy: () =>
            import('@/features/customers/pages/customer-list-page').then((m) => ({
              Component: m.CustomerListPage,
            })),
        },
        {
          path: 'list',
          handle: handle({ routeId: 'customer.mobile-list' }),
          loader: loaders.guard('customer.mobile-list'),
          lazy: () =>
            import('@/features/customers/pages/mobile-customer-list-page').then((m) => ({
              Component: m.MobileCustomerListPage,
            })),
        },
        {
          path: 'customer/merge/select-master-record',
          handle: handle({ routeId: 'customer.merge' }),
          loader: loaders.guard('customer.merge'),
          lazy: () =>
            import('@/features/customers/pages/merge-select-master-page').then((m) => ({
              Component: m.MergeSelectMasterPage,
            })),
        },
        {
          // spec 2 §2.1: the profile layout; its index and 'overview' show the overview tab.
          path: 'customer/profile/:customerId',
          handle: handle({ routeId: 'customer.profile' }),
          loader: loaders.guard('customer.profile'),
          lazy: () =>
            import('@/features/customers/pages/customer-profile-page').then((m) => ({
              Component: m.CustomerProfilePage,
            })),
          children: [
            { index: true, lazy: customerOverview },
            {
              path: 'overview',
              handle: handle({ routeId: 'customer.profile.overview' }),
              loader: loaders.guard('customer.profile.overview'),
              lazy: customerOverview,
            },
            {
              path: 'timeline',
              handle: handle({ routeId: 'customer.profile.timeline' }),
              loader: loaders.guard('customer.profile.timeline'),
              lazy: () =>
                import('@/features/customers/pages/customer-timeline-tab').then((m) => ({
                  Component: m.CustomerTimelineTab,
                })),
            },
            {
              path: 'payment-methods',
              handle: handle({ routeId: 'customer.profile.payment-methods' }),
              loader: loaders.guard('customer.profile.payment-methods'),
              lazy: () =>
                import('@/features/payment-accounts/pages/customer-payment-methods-tab').then((m) => ({
                  Component: m.CustomerPaymentMethodsTab,
                })),
            },
            {
              path: 'addresses',
              handle: handle({ routeId: 'customer.profile.addresses' }),
              loader: loaders.guard('customer.profile.addresses'),
              lazy: () =>
                import('@/features/customers/pages/customer-addresses-tab').then((m) => ({
                  Component: m.CustomerAddressesTab,
                })),
            },
          ],
        },
        {
          path: 'appointments/get-started/about-your-business',
          handle: handle({ routeId: 'appointments.setup' }),
          loader: loaders.guard('appointments.setup'),
          lazy: () =>
            import('@/features/onboarding/pages/setup-page').then((m) => ({ Component: m.SetupPage })),
        },
        {
          path: 'appointments/verify/:code',
          handle: handle({ routeId: 'appointments.verify-email' }),
          // spec 1 §2.3: the domain's redirect to the settings verification page, with the code.
          loader: loaders.guard('appointments.verify-email'),
        },
        {
          path: 'settings/verify/:code',
          handle: handle({ routeId: 'settings.verify' }),
          loader: loaders.guard('settings.verify'),
          lazy: () =>
            import('@/features/onboarding/pages/verify-email-page').then((m) => ({
              Component: m.VerifyEmailPage,
            })),
        },
        {
          path: 'getpayments',
          handle: handle({ routeId: 'getpayments' }),
          loader: loaders.guard('getpayments'),
          lazy: () =>
            import('@/features/onboarding/pages/get-payments-page').then((m) => ({
              Component: m.GetPaymentsPage,
            })),
        },
        {
          path: 'upgrade',
          handle: handle({ routeId: 'upgrade' }),
          loader: loaders.guard('upgrade'),
          lazy: () =>
            import('@/features/onboarding/pages/upgrade-page').then((m) => ({ Component: m.UpgradePage })),
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
