import { type GridReportType, REPORT_SCREENS } from '@paybook/domain';
import type { RouteObject } from 'react-router';
import { calendarScreen } from './app-routes-loader';
import { screen } from './lazy-screen';
import { loaders } from './route-guards';
import type { RouteHandle } from './route-handle';

const handle = (value: RouteHandle) => value;

// spec 3 §2.3: the invoice builder, for a new invoice, an edit, a duplicate and a draft.
const invoiceBuilder = screen(
  () =>
    import('@/features/invoices/pages/invoice-builder-page').then((m) => ({
      Component: m.InvoiceBuilderPage,
    })),
  ['invoices'],
);

// spec 3 §2.4: the recurring payments of the merchant, and of one customer.
const recurringPayments = screen(
  () =>
    import('@/features/recurring/pages/recurring-payments-page').then((m) => ({
      Component: m.RecurringPaymentsPage,
    })),
  ['recurring'],
);

// spec 3 §2.4: the scheduled invoices of the merchant, and of one customer; their form (edit and copy).
const scheduledInvoices = screen(
  () =>
    import('@/features/recurring/pages/scheduled-invoices-page').then((m) => ({
      Component: m.ScheduledInvoicesPage,
    })),
  ['recurring'],
);
const scheduleForm = screen(
  () =>
    import('@/features/recurring/pages/schedule-edit-page').then((m) => ({
      Component: m.ScheduleEditPage,
    })),
  ['recurring', 'invoices'],
);

// spec 2 §2.2: the eCommerce list, shown by ecommerce.main's index and by /ecommerce/manage.
const ecommerceManage = screen(
  () =>
    import('@/features/ecommerce/pages/ecommerce-manage-page').then((m) => ({
      Component: m.EcommerceManagePage,
    })),
  ['ecommerce'],
);

// spec 3 §2.2 report screens (issue 28 point 1): one screen for every grid report, each at its route.
const reportScreen = (type: GridReportType) =>
  screen(
    () => import('@/features/reports/pages/report-page').then((m) => ({ Component: m.REPORT_PAGES[type] })),
    ['reports', 'saved-reports'],
  );

const reportRoutes = (): RouteObject[] =>
  (Object.keys(REPORT_SCREENS) as GridReportType[]).map((type) => {
    const { path, routeId } = REPORT_SCREENS[type];
    return {
      path: path.slice(1),
      handle: handle({ routeId }),
      loader: loaders.guard(routeId),
      lazy: reportScreen(type),
    };
  });

const customerOverview = screen(
  () =>
    import('@/features/customers/pages/customer-overview-tab').then((m) => ({
      Component: m.CustomerOverviewTab,
    })),
  ['app-shell', 'customers', 'orders', 'invoices'],
);

/**
 * The signed-in app: its layout route (the login context's loader) and its screens, each lazy, each
 * guarded by its loader (route-guards.ts, in this chunk). Its own chunk: the router adds these routes under
 * the data layout (routes.tsx) when a path asks for them (router.tsx), not with the sign-in page (issue 14
 * point 6); app-routes-loader.ts fetches it with all its imports in one round trip (point 7).
 */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      id: 'app',
      path: '/',
      loader: loaders.app,
      lazy: screen(
        () => import('./shell/app-layout').then((m) => ({ Component: m.AppLayout })),
        ['app-shell'],
      ),
      children: [
        { index: true, loader: loaders.rootRedirect },
        {
          path: 'welcome',
          handle: handle({ routeId: 'account' }),
          loader: loaders.guard('account'),
          lazy: screen(
            () => import('@/features/shell/pages/welcome-page').then((m) => ({ Component: m.WelcomePage })),
            ['shell'],
          ),
        },
        {
          path: 'expired',
          handle: handle({ expired: true }),
          loader: loaders.guard('expired'),
          lazy: screen(
            () => import('@/features/shell/pages/expired-page').then((m) => ({ Component: m.ExpiredPage })),
            ['shell'],
          ),
        },
        {
          // spec 3 §2.5: /settings leads to the business settings, or the profile without manage_configuration.
          path: 'settings',
          handle: handle({ routeId: 'settings' }),
          loader: loaders.guard('settings'),
        },
        {
          path: 'settings/business-settings',
          handle: handle({ routeId: 'settings.business' }),
          loader: loaders.guard('settings.business'),
          lazy: screen(
            () =>
              import('@/features/business-settings/pages/business-settings-page').then((m) => ({
                Component: m.BusinessSettingsPage,
              })),
            ['business-settings', 'shell'],
          ),
        },
        {
          path: 'settings/staff',
          handle: handle({ routeId: 'settings.staff' }),
          loader: loaders.guard('settings.staff'),
          lazy: screen(
            () =>
              import('@/features/staff/pages/staff-list-page').then((m) => ({
                Component: m.StaffListPage,
              })),
            ['staff'],
          ),
        },
        {
          path: 'settings/staff/edit/:userId?',
          handle: handle({ routeId: 'settings.staff.edit' }),
          loader: loaders.guard('settings.staff.edit'),
          lazy: screen(
            () =>
              import('@/features/staff/pages/staff-edit-page').then((m) => ({
                Component: m.StaffEditPage,
              })),
            ['booking-settings', 'notifications', 'staff'],
          ),
        },
        {
          path: 'settings/profile',
          handle: handle({ routeId: 'settings.profile' }),
          loader: loaders.guard('settings.profile'),
          lazy: screen(
            () => import('@/features/profile/pages/profile-page').then((m) => ({ Component: m.ProfilePage })),
            ['booking-settings', 'notifications', 'staff'],
          ),
        },
        {
          path: 'settings/roles',
          handle: handle({ routeId: 'settings.roles' }),
          loader: loaders.guard('settings.roles'),
          lazy: screen(
            () => import('@/features/roles/pages/roles-page').then((m) => ({ Component: m.RolesPage })),
            ['roles'],
          ),
        },
        {
          path: 'settings/taxes-fees-discounts',
          handle: handle({ routeId: 'settings.taxes-fees-discounts' }),
          loader: loaders.guard('settings.taxes-fees-discounts'),
          lazy: screen(
            () =>
              import('@/features/fee-structures/pages/taxes-fees-discounts-page').then((m) => ({
                Component: m.TaxesFeesDiscountsPage,
              })),
            ['fee-structures'],
          ),
        },
        {
          // spec 3 §2.5: the old address redirects (the route table's redirectTo).
          path: 'settings/taxes-fees',
          handle: handle({ routeId: 'settings.taxes-fees' }),
          loader: loaders.guard('settings.taxes-fees'),
        },
        {
          path: 'settings/terms-and-conditions',
          handle: handle({ routeId: 'settings.terms-and-conditions' }),
          loader: loaders.guard('settings.terms-and-conditions'),
          lazy: screen(
            () =>
              import('@/features/merchant-settings/pages/terms-page').then((m) => ({
                Component: m.TermsPage,
              })),
            ['merchant-settings'],
          ),
        },
        {
          path: 'settings/design-settings',
          handle: handle({ routeId: 'settings.design-settings' }),
          loader: loaders.guard('settings.design-settings'),
          lazy: screen(
            () =>
              import('@/features/merchant-settings/pages/design-settings-page').then((m) => ({
                Component: m.DesignSettingsPage,
              })),
            ['merchant-settings', 'booking-settings'],
          ),
        },
        {
          path: 'settings/billing',
          handle: handle({ routeId: 'settings.billing' }),
          loader: loaders.guard('settings.billing'),
          lazy: screen(
            () =>
              import('@/features/merchant-settings/pages/billing-page').then((m) => ({
                Component: m.BillingPage,
              })),
            ['merchant-settings', 'public-pay', 'shell'],
          ),
        },
        {
          path: 'settings/notifications',
          handle: handle({ routeId: 'settings.notifications' }),
          loader: loaders.guard('settings.notifications'),
          lazy: screen(
            () =>
              import('@/features/notifications/pages/notifications-page').then((m) => ({
                Component: m.NotificationsPage,
              })),
            ['notifications', 'staff'],
          ),
        },
        {
          path: 'settings/notifications/edit-email/:templateKey',
          handle: handle({ routeId: 'settings.notifications.edit-email' }),
          loader: loaders.guard('settings.notifications.edit-email'),
          lazy: screen(
            () =>
              import('@/features/notifications/pages/edit-email-page').then((m) => ({
                Component: m.EditEmailPage,
              })),
            ['notifications'],
          ),
        },
        {
          path: 'settings/notifications/outbox',
          handle: handle({ routeId: 'settings.notifications.outbox' }),
          loader: loaders.guard('settings.notifications.outbox'),
          lazy: screen(
            () =>
              import('@/features/notifications/pages/outbox-page').then((m) => ({
                Component: m.OutboxPage,
              })),
            ['notifications', 'email-status'],
          ),
        },
        {
          path: 'settings/multi-factor-authentication',
          handle: handle({ routeId: 'settings.multi-factor-authentication' }),
          loader: loaders.guard('settings.multi-factor-authentication'),
          lazy: screen(
            () =>
              import('@/features/settings/pages/mfa-settings-page').then((m) => ({
                Component: m.MfaSettingsPage,
              })),
            ['shell'],
          ),
        },
        {
          path: 'appointments',
          handle: handle({ routeId: 'appointments' }),
          loader: loaders.calendar,
          lazy: calendarScreen,
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
          lazy: screen(
            () =>
              import('@/features/services/pages/services-list-page').then((m) => ({
                Component: m.ServicesListPage,
              })),
            ['appointment-settings', 'services'],
          ),
        },
        {
          path: 'appointments/settings/services/edit/:offeringId?',
          handle: handle({ routeId: 'appointments.settings.services.edit' }),
          loader: loaders.guard('appointments.settings.services.edit'),
          lazy: screen(
            () =>
              import('@/features/services/pages/service-edit-page').then((m) => ({
                Component: m.ServiceEditPage,
              })),
            ['appointment-settings', 'booking-settings', 'services'],
          ),
        },
        {
          path: 'appointments/settings/booking',
          handle: handle({ routeId: 'appointments.settings.booking' }),
          loader: loaders.guard('appointments.settings.booking'),
          lazy: screen(
            () =>
              import('@/features/booking-settings/pages/booking-page-settings-page').then((m) => ({
                Component: m.BookingPageSettingsPage,
              })),
            ['appointment-settings', 'booking-settings'],
          ),
        },
        {
          path: 'appointments/settings/booking-tools',
          handle: handle({ routeId: 'appointments.settings.booking-tools' }),
          loader: loaders.guard('appointments.settings.booking-tools'),
          lazy: screen(
            () =>
              import('@/features/booking-settings/pages/booking-tools-page').then((m) => ({
                Component: m.BookingToolsPage,
              })),
            ['appointment-settings', 'booking-settings'],
          ),
        },
        {
          path: 'appointments/settings/schedule',
          handle: handle({ routeId: 'appointments.settings.schedule' }),
          loader: loaders.guard('appointments.settings.schedule'),
          lazy: screen(
            () =>
              import('@/features/booking-settings/pages/schedule-page').then((m) => ({
                Component: m.SchedulePage,
              })),
            ['appointment-settings', 'booking-settings'],
          ),
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
          lazy: screen(
            () =>
              import('@/features/catalogue/pages/catalogue-list-page').then((m) => ({
                Component: m.CatalogueListPage,
              })),
            ['app-shell', 'catalogue', 'services'],
          ),
        },
        {
          path: 'products-and-services/add',
          handle: handle({ routeId: 'products-services.add-products-services' }),
          loader: loaders.guard('products-services.add-products-services'),
          lazy: screen(
            () =>
              import('@/features/catalogue/pages/catalogue-item-page').then((m) => ({
                Component: m.CatalogueItemPage,
              })),
            ['booking-settings', 'catalogue', 'services'],
          ),
        },
        {
          path: 'products-and-services/edit/:id',
          handle: handle({ routeId: 'products-services.edit' }),
          loader: loaders.guard('products-services.edit'),
          lazy: screen(
            () =>
              import('@/features/catalogue/pages/catalogue-item-page').then((m) => ({
                Component: m.CatalogueItemPage,
              })),
            ['booking-settings', 'catalogue', 'services'],
          ),
        },
        {
          // spec 2 §2.2 ecommerce.teaser: what selling online offers.
          path: 'ecommerce/teaser',
          handle: handle({ routeId: 'ecommerce.teaser' }),
          loader: loaders.guard('ecommerce.teaser'),
          lazy: screen(
            () =>
              import('@/features/ecommerce/pages/ecommerce-teaser-page').then((m) => ({
                Component: m.EcommerceTeaserPage,
              })),
            ['app-shell', 'ecommerce'],
          ),
        },
        {
          // spec 2 §2.2 ecommerce.main (query saveMsg): the Create and Manage tabs; its index shows Manage.
          path: 'ecommerce',
          handle: handle({ routeId: 'ecommerce.main' }),
          loader: loaders.guard('ecommerce.main'),
          lazy: screen(
            () =>
              import('@/features/ecommerce/pages/ecommerce-layout').then((m) => ({
                Component: m.EcommerceLayout,
              })),
            ['app-shell', 'ecommerce'],
          ),
          children: [
            { index: true, lazy: ecommerceManage },
            {
              path: 'create',
              handle: handle({ routeId: 'ecommerce.create' }),
              loader: loaders.guard('ecommerce.create'),
              lazy: screen(
                () =>
                  import('@/features/ecommerce/pages/ecommerce-create-page').then((m) => ({
                    Component: m.EcommerceCreatePage,
                  })),
                ['ecommerce'],
              ),
            },
            {
              path: 'manage',
              handle: handle({ routeId: 'ecommerce.manage' }),
              loader: loaders.guard('ecommerce.manage'),
              lazy: ecommerceManage,
            },
          ],
        },
        {
          // spec 2 §2.2 the payment form wizard (query formId; offering: the catalogue's new item).
          path: 'ecommerce/create-payment-form',
          handle: handle({ routeId: 'ecommerce.create-payment-form' }),
          loader: loaders.guard('ecommerce.create-payment-form'),
          lazy: screen(
            () =>
              import('@/features/ecommerce/pages/payment-form-wizard-page').then((m) => ({
                Component: m.PaymentFormWizardPage,
              })),
            ['booking-settings', 'ecommerce', 'invoices'],
          ),
        },
        {
          // spec 2 §2.2 the buy-now button wizard (query formId, offering, displayItemOption).
          path: 'ecommerce/create-buy-now-button',
          handle: handle({ routeId: 'ecommerce.create-buy-button' }),
          loader: loaders.guard('ecommerce.create-buy-button'),
          lazy: screen(
            () =>
              import('@/features/ecommerce/pages/buy-button-wizard-page').then((m) => ({
                Component: m.BuyButtonWizardPage,
              })),
            ['ecommerce', 'invoices'],
          ),
        },
        {
          path: 'customer/list',
          handle: handle({ routeId: 'customer.list' }),
          loader: loaders.guard('customer.list'),
          lazy: screen(
            () =>
              import('@/features/customers/pages/customer-list-page').then((m) => ({
                Component: m.CustomerListPage,
              })),
            ['customers', 'payment-accounts', 'saved-reports'],
          ),
        },
        {
          path: 'list',
          handle: handle({ routeId: 'customer.mobile-list' }),
          loader: loaders.guard('customer.mobile-list'),
          lazy: screen(
            () =>
              import('@/features/customers/pages/mobile-customer-list-page').then((m) => ({
                Component: m.MobileCustomerListPage,
              })),
            ['customers', 'payment-accounts'],
          ),
        },
        {
          path: 'customer/merge/select-master-record',
          handle: handle({ routeId: 'customer.merge' }),
          loader: loaders.guard('customer.merge'),
          lazy: screen(
            () =>
              import('@/features/customers/pages/merge-select-master-page').then((m) => ({
                Component: m.MergeSelectMasterPage,
              })),
            ['customers'],
          ),
        },
        {
          // spec 2 §2.1: the profile layout; its index and 'overview' show the overview tab.
          path: 'customer/profile/:customerId',
          handle: handle({ routeId: 'customer.profile' }),
          loader: loaders.guard('customer.profile'),
          lazy: screen(
            () =>
              import('@/features/customers/pages/customer-profile-page').then((m) => ({
                Component: m.CustomerProfilePage,
              })),
            ['app-shell', 'customers', 'payment-accounts'],
          ),
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
              lazy: screen(
                () =>
                  import('@/features/customers/pages/customer-timeline-tab').then((m) => ({
                    Component: m.CustomerTimelineTab,
                  })),
                ['customers', 'email-status'],
              ),
            },
            {
              path: 'payment-methods',
              handle: handle({ routeId: 'customer.profile.payment-methods' }),
              loader: loaders.guard('customer.profile.payment-methods'),
              lazy: screen(
                () =>
                  import('@/features/payment-accounts/pages/customer-payment-methods-tab').then((m) => ({
                    Component: m.CustomerPaymentMethodsTab,
                  })),
                ['customers', 'payment-accounts'],
              ),
            },
            {
              path: 'addresses',
              handle: handle({ routeId: 'customer.profile.addresses' }),
              loader: loaders.guard('customer.profile.addresses'),
              lazy: screen(
                () =>
                  import('@/features/customers/pages/customer-addresses-tab').then((m) => ({
                    Component: m.CustomerAddressesTab,
                  })),
                ['customers'],
              ),
            },
          ],
        },
        {
          // spec 3 §2.6: the point of sale and its two sub-pages (issue 15 point 3).
          path: 'pos',
          handle: handle({ routeId: 'pos' }),
          loader: loaders.guard('pos'),
          lazy: screen(
            () => import('@/features/pos/pages/pos-page').then((m) => ({ Component: m.PosPage })),
            ['payment-accounts', 'pos'],
          ),
        },
        {
          path: 'pos/send-receipt',
          handle: handle({ routeId: 'pos.send-receipt' }),
          loader: loaders.guard('pos.send-receipt'),
          lazy: screen(
            () =>
              import('@/features/pos/pages/send-receipt-page').then((m) => ({
                Component: m.SendReceiptPage,
              })),
            ['pos'],
          ),
        },
        {
          path: 'pos/transaction-complete',
          handle: handle({ routeId: 'pos.transaction-complete' }),
          loader: loaders.guard('pos.transaction-complete'),
          lazy: screen(
            () =>
              import('@/features/pos/pages/transaction-complete-page').then((m) => ({
                Component: m.TransactionCompletePage,
              })),
            ['app-shell', 'pos'],
          ),
        },
        {
          // spec 3 §2.2: /reports and /reports/view lead to the orders report (or the card transactions).
          path: 'reports',
          handle: handle({ routeId: 'reports' }),
          loader: loaders.guard('reports'),
        },
        {
          path: 'reports/view',
          handle: handle({ routeId: 'reports.view' }),
          loader: loaders.guard('reports.view'),
        },
        ...reportRoutes(),
        {
          // Ruling 2: the classic reports are a real screen, the reports the user may open.
          path: 'reports/classic',
          handle: handle({ routeId: 'reports.classic' }),
          loader: loaders.guard('reports.classic'),
          lazy: screen(
            () =>
              import('@/features/reports/pages/classic-reports-page').then((m) => ({
                Component: m.ClassicReportsPage,
              })),
            ['app-shell', 'reports'],
          ),
        },
        {
          // spec 1 §2.2 rule 1 and ruling 2: the classic dashboard, today's and this month's sales.
          path: 'dashboard',
          handle: handle({ routeId: 'dashboard' }),
          loader: loaders.guard('dashboard'),
          lazy: screen(
            () =>
              import('@/features/reports/pages/dashboard-page').then((m) => ({
                Component: m.DashboardPage,
              })),
            ['app-shell', 'reports'],
          ),
        },
        {
          // spec 3 §2.2 detail routes; issue 15 points 1 and 5: an order, its receipt and its payments' actions.
          path: 'reports/details/order/:orderId',
          handle: handle({ routeId: 'reports.details.order' }),
          loader: loaders.guard('reports.details.order'),
          lazy: screen(
            () => import('@/features/orders/pages/order-page').then((m) => ({ Component: m.OrderPage })),
            ['orders'],
          ),
        },
        {
          // Issue 25 point 1: collect what an order owes (spec 3 §2.2 "an order variant").
          path: 'reports/details/order/:orderId/:collectpayment/:fromAccountId',
          handle: handle({ routeId: 'reports.details.order-collect-payment' }),
          loader: loaders.guard('reports.details.order-collect-payment'),
          lazy: screen(
            () =>
              import('@/features/orders/pages/collect-payment-page').then((m) => ({
                Component: m.CollectPaymentPage,
              })),
            ['orders', 'pos', 'payment-accounts'],
          ),
        },
        {
          // Issue 25 point 2: a transaction's page, and the card processor's view of it.
          path: 'reports/details/transaction/:orderId/:transactionId',
          handle: handle({ routeId: 'reports.details.transaction' }),
          loader: loaders.guard('reports.details.transaction'),
          lazy: screen(
            () =>
              import('@/features/orders/pages/transaction-page').then((m) => ({
                Component: m.TransactionPage,
              })),
            ['orders'],
          ),
        },
        {
          path: 'reports/details/xenon-transaction/:transactionId',
          handle: handle({ routeId: 'reports.details.xenon-transaction' }),
          loader: loaders.guard('reports.details.xenon-transaction'),
          lazy: screen(
            () =>
              import('@/features/orders/pages/transaction-page').then((m) => ({
                Component: m.TransactionPage,
              })),
            ['orders'],
          ),
        },
        {
          // Issue 25 point 2: the classic payment list (ruling 2).
          path: 'payments',
          handle: handle({ routeId: 'payments' }),
          loader: loaders.guard('payments'),
          lazy: screen(
            () =>
              import('@/features/orders/pages/payments-page').then((m) => ({ Component: m.PaymentsPage })),
            ['orders'],
          ),
        },
        {
          // spec 3 §2.2 detail routes; issue 25 points 2 and 5: a billing schedule and its actions.
          path: 'reports/details/subscription/:subscriptionId',
          handle: handle({ routeId: 'reports.details.subscription' }),
          loader: loaders.guard('reports.details.subscription'),
          lazy: screen(
            () =>
              import('@/features/subscriptions/pages/subscription-page').then((m) => ({
                Component: m.SubscriptionPage,
              })),
            ['subscriptions', 'orders'],
          ),
        },
        {
          // Issue 25: an invoice (spec 3 §2.2, §4.3); an order not billed by invoice opens the order page.
          path: 'reports/details/invoice/:orderId',
          handle: handle({ routeId: 'reports.details.invoice' }),
          loader: loaders.guard('reports.details.invoice'),
          lazy: screen(
            () =>
              import('@/features/invoices/pages/invoice-page').then((m) => ({ Component: m.InvoicePage })),
            ['invoices'],
          ),
        },
        {
          // spec 1 §2.4, spec 2 §2.4: the invoices page (with upgrade and chat for a free trial).
          path: 'invoices',
          handle: handle({ routeId: 'invoices' }),
          loader: loaders.guard('invoices'),
          lazy: screen(
            () =>
              import('@/features/invoices/pages/invoices-list-page').then((m) => ({
                Component: m.InvoicesListPage,
              })),
            ['invoices'],
          ),
        },
        {
          // spec 3 §2.4 Invoices/ListRecurring and CustomerInvoiceScheduleList (issue 25 point 6).
          path: 'invoices/list-recurring',
          handle: handle({ routeId: 'invoices.schedules' }),
          loader: loaders.guard('invoices.schedules'),
          lazy: scheduledInvoices,
        },
        {
          path: 'invoices/customer-invoice-schedule-list/:customerId',
          handle: handle({ routeId: 'invoices.schedules.customer' }),
          loader: loaders.guard('invoices.schedules.customer'),
          lazy: scheduledInvoices,
        },
        {
          // spec 3 §2.4 Invoices/EditSchedule/{id} ('new' makes one) and CopySchedule/{id}.
          path: 'invoices/edit-schedule/:id',
          handle: handle({ routeId: 'invoices.schedule.edit' }),
          loader: loaders.guard('invoices.schedule.edit'),
          lazy: scheduleForm,
        },
        {
          path: 'invoices/copy-schedule/:id',
          handle: handle({ routeId: 'invoices.schedule.copy' }),
          loader: loaders.guard('invoices.schedule.copy'),
          lazy: scheduleForm,
        },
        {
          // spec 3 §2.4 Invoices/PrintSchedule/{id}.
          path: 'invoices/print-schedule/:id',
          handle: handle({ routeId: 'invoices.schedule.print' }),
          loader: loaders.guard('invoices.schedule.print'),
          lazy: screen(
            () =>
              import('@/features/recurring/pages/schedule-print-page').then((m) => ({
                Component: m.SchedulePrintPage,
              })),
            ['recurring', 'invoices'],
          ),
        },
        {
          // spec 3 §2.4 Invoices/InvoicesForSchedule/{id}.
          path: 'invoices/invoices-for-schedule/:id',
          handle: handle({ routeId: 'invoices.schedule.invoices' }),
          loader: loaders.guard('invoices.schedule.invoices'),
          lazy: screen(
            () =>
              import('@/features/recurring/pages/schedule-invoices-page').then((m) => ({
                Component: m.ScheduleInvoicesPage,
              })),
            ['recurring', 'invoices'],
          ),
        },
        {
          // spec 3 §2.4 Payment/ListRecurring and CustomerPaymentRecurringList (issue 25 point 6).
          path: 'payments/list-recurring',
          handle: handle({ routeId: 'payments.recurring' }),
          loader: loaders.guard('payments.recurring'),
          lazy: recurringPayments,
        },
        {
          path: 'payments/customer-payment-recurring-list/:customerId',
          handle: handle({ routeId: 'payments.recurring.customer' }),
          loader: loaders.guard('payments.recurring.customer'),
          lazy: recurringPayments,
        },
        {
          // spec 3 §2.4 Payment/EditRecurring/{id}; 'new' makes one.
          path: 'payments/edit-recurring/:id',
          handle: handle({ routeId: 'payments.recurring.edit' }),
          loader: loaders.guard('payments.recurring.edit'),
          lazy: screen(
            () =>
              import('@/features/recurring/pages/recurring-payment-edit-page').then((m) => ({
                Component: m.RecurringPaymentEditPage,
              })),
            ['recurring', 'invoices'],
          ),
        },
        {
          // spec 3 §2.3: /payments-builder redirects to its invoices child.
          path: 'payments-builder',
          handle: handle({ routeId: 'payments-builder' }),
          loader: loaders.guard('payments-builder'),
        },
        {
          path: 'payments-builder/invoices',
          handle: handle({ routeId: 'payments-builder.invoices' }),
          loader: loaders.guard('payments-builder.invoices'),
          lazy: invoiceBuilder,
        },
        {
          path: 'payments-builder/invoices/:invoiceId/edit',
          handle: handle({ routeId: 'payments-builder.invoices.edit' }),
          loader: loaders.guard('payments-builder.invoices.edit'),
          lazy: invoiceBuilder,
        },
        {
          path: 'payments-builder/invoices/:duplicateInvoiceId/duplicate',
          handle: handle({ routeId: 'payments-builder.invoices.duplicate' }),
          loader: loaders.guard('payments-builder.invoices.duplicate'),
          lazy: invoiceBuilder,
        },
        {
          path: 'payments-builder/invoices/:draftId/draft',
          handle: handle({ routeId: 'payments-builder.invoices.draft' }),
          loader: loaders.guard('payments-builder.invoices.draft'),
          lazy: invoiceBuilder,
        },
        {
          path: 'appointments/get-started/about-your-business',
          handle: handle({ routeId: 'appointments.setup' }),
          loader: loaders.guard('appointments.setup'),
          lazy: screen(
            () => import('@/features/onboarding/pages/setup-page').then((m) => ({ Component: m.SetupPage })),
            ['onboarding'],
          ),
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
          lazy: screen(
            () =>
              import('@/features/onboarding/pages/verify-email-page').then((m) => ({
                Component: m.VerifyEmailPage,
              })),
            ['onboarding'],
          ),
        },
        {
          path: 'getpayments',
          handle: handle({ routeId: 'getpayments' }),
          loader: loaders.guard('getpayments'),
          lazy: screen(
            () =>
              import('@/features/onboarding/pages/get-payments-page').then((m) => ({
                Component: m.GetPaymentsPage,
              })),
            ['app-shell', 'onboarding'],
          ),
        },
        {
          path: 'upgrade',
          handle: handle({ routeId: 'upgrade' }),
          loader: loaders.guard('upgrade'),
          lazy: screen(
            () =>
              import('@/features/onboarding/pages/upgrade-page').then((m) => ({
                Component: m.UpgradePage,
              })),
            ['app-shell', 'onboarding', 'shell'],
          ),
        },
        {
          path: '*',
          handle: handle({ titleKey: 'notFound.title' }),
          lazy: screen(
            () =>
              import('@/features/shell/pages/not-found-page').then((m) => ({
                Component: m.NotFoundPage,
              })),
            [],
          ),
        },
      ],
    },
  ];
}
