// spec 1 §2.3: the appointments area. Settings live under /appointments/settings.
import { allOf, anyRight, needClaim, needFeature } from '../../access/requirement.ts';
import { type AppRoute, defineRoute } from '../route-types.ts';

const APPOINTMENTS = allOf(needFeature('appointments'), needClaim('appointments'));
/** Decided: booking-page, schedule and service settings are for those who configure or manage appointments. */
const CONFIGURE_APPOINTMENTS = allOf(APPOINTMENTS, anyRight('manage_configuration', 'manage_appointments'));
const SETUP_PATH = '/appointments/get-started/about-your-business';

export const APPOINTMENTS_ROUTES: readonly AppRoute[] = [
  // Query: appointmentId, showAddModal, viewProvider, customer. Not activated: the setup page
  // stands in for the spec's external activation page; setup ends by activating appointments.
  defineRoute('appointments', '/appointments', 'Appointments', {
    requirement: APPOINTMENTS,
    guards: [{ requirement: { flag: 'appointmentsActivated' }, otherwise: SETUP_PATH }],
  }),
  defineRoute('appointments.settings', '/appointments/settings', 'Settings', {
    requirement: CONFIGURE_APPOINTMENTS,
    redirectTo: '/appointments/settings/services/view/1',
  }),
  defineRoute('appointments.settings.booking', '/appointments/settings/booking', 'Booking Page', {
    requirement: CONFIGURE_APPOINTMENTS,
  }),
  defineRoute(
    'appointments.settings.booking-tools',
    '/appointments/settings/booking-tools',
    'Booking Tools',
    {
      requirement: CONFIGURE_APPOINTMENTS,
    },
  ),
  defineRoute('appointments.settings.schedule', '/appointments/settings/schedule', 'Schedule', {
    requirement: CONFIGURE_APPOINTMENTS,
  }),
  // A missing categoryId means all categories.
  defineRoute(
    'appointments.settings.services.view',
    '/appointments/settings/services/view/:page/:categoryId?',
    'Services',
    { requirement: CONFIGURE_APPOINTMENTS },
  ),
  // An empty offeringId means add.
  defineRoute(
    'appointments.settings.services.edit',
    '/appointments/settings/services/edit/:offeringId?',
    'Service',
    {
      requirement: CONFIGURE_APPOINTMENTS,
    },
  ),
  defineRoute('appointments.settings.staff', '/appointments/settings/staff/*', 'Staff', {
    redirectTo: '/settings/profile',
  }),
  defineRoute('appointments.verify-email', '/appointments/verify/:code', 'Verify Email', {
    redirectTo: '/settings/verify/:code',
  }),
  defineRoute('appointments.setup', SETUP_PATH, 'Get Started', { requirement: APPOINTMENTS }),
];
