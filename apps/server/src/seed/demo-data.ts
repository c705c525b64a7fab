import type { AcceptedPaymentType, AccessRight, ProductName } from '@paybook/contracts';
import { findBuiltInRole, rightsForStaff } from '@paybook/domain';

/** The demo merchants and sign-ins of shared/DEMO.md; tests and the README rely on them. */
export const DEMO_PASSWORD = 'Paybook-demo-1';

export type DemoUser = {
  userName: string;
  firstName: string;
  lastName: string;
  isOwner?: boolean;
  isAdmin?: boolean;
  /** A built-in role (packages/domain staff/roles); the rights follow from it. */
  roleId: number;
  rights: AccessRight[];
  /** Appears on booking with this weekly plan (see demo-staff.ts). */
  workPlan?: DemoWorkPlan;
};

/** DEMO.md: Monday–Friday 09:00–17:00 with a 12:00–13:00 break; one provider also Saturday 09:00–12:00. */
export type DemoWorkPlan = 'weekdays' | 'weekdays_and_saturday';

/** The rights a demo user holds: their role's, plus neon_service_provider when they appear on booking. */
function staffUser(user: Omit<DemoUser, 'rights'>): DemoUser {
  const role = findBuiltInRole(user.roleId);
  if (!role) throw new Error(`demo role ${user.roleId} does not exist`);
  return { ...user, rights: rightsForStaff(role, user.workPlan !== undefined) };
}

export type DemoMerchant = {
  name: string;
  productName: ProductName;
  urlSubdomain: string;
  timeZone: string;
  hasPayments: boolean;
  /** spec 1 §3 accepted_payment_types; by default cards and ACH, as the column's default. */
  acceptedPaymentTypes?: AcceptedPaymentType[];
  appointmentsActivated: boolean;
  isOnboarding?: boolean;
  /** Days from today, in the merchant's zone. */
  freeTrialEndsInDays?: number;
  applicationCompletedDaysAgo?: number;
  users: DemoUser[];
};

const owner = (userName: string, firstName: string, lastName: string, workPlan?: DemoWorkPlan): DemoUser =>
  staffUser({
    userName,
    firstName,
    lastName,
    isOwner: true,
    isAdmin: true,
    roleId: 1,
    ...(workPlan ? { workPlan } : {}),
  });

export const demoMerchants: DemoMerchant[] = [
  {
    name: 'Juniper Spa & Salon',
    productName: 'appointments',
    urlSubdomain: 'juniper',
    timeZone: 'America/Denver',
    hasPayments: false,
    appointmentsActivated: true,
    users: [
      owner('owner@juniper.test', 'Jenna', 'Park', 'weekdays'),
      // Lead Provider: manage_appointments, manage_customers, view_reports.
      staffUser({
        userName: 'leo@juniper.test',
        firstName: 'Leo',
        lastName: 'Martinez',
        roleId: 4,
        workPlan: 'weekdays_and_saturday',
      }),
      // Service Provider: no right beyond appearing on booking.
      staffUser({
        userName: 'maya@juniper.test',
        firstName: 'Maya',
        lastName: 'Chen',
        roleId: 5,
        workPlan: 'weekdays',
      }),
    ],
  },
  {
    name: 'Northwind Fitness',
    productName: 'full_product',
    urlSubdomain: 'northwind',
    timeZone: 'America/Chicago',
    hasPayments: true,
    appointmentsActivated: true,
    users: [
      owner('owner@northwind.test', 'Daniel', 'Reyes', 'weekdays'),
      // Front Desk: create_orders and manage_customers.
      staffUser({ userName: 'frontdesk@northwind.test', firstName: 'Priya', lastName: 'Shah', roleId: 3 }),
      staffUser({
        userName: 'coach@northwind.test',
        firstName: 'Marcus',
        lastName: 'Bell',
        roleId: 5,
        workPlan: 'weekdays_and_saturday',
      }),
    ],
  },
  {
    name: 'Cedar Tutoring',
    productName: 'starter',
    urlSubdomain: 'cedar',
    timeZone: 'America/New_York',
    hasPayments: true,
    // Cards only (spec 2 §6: no ACH options). Its customers' bank accounts from before stay stored, marked
    // not usable, so the profile shows both sides of the rule.
    acceptedPaymentTypes: ['CC'],
    appointmentsActivated: true,
    users: [owner('owner@cedar.test', 'Olivia', 'Grant', 'weekdays')],
  },
  {
    name: 'Bluebird Cleaning',
    productName: 'free_trial',
    urlSubdomain: 'bluebird',
    timeZone: 'America/Los_Angeles',
    hasPayments: false,
    appointmentsActivated: true,
    freeTrialEndsInDays: 10,
    users: [
      owner('owner@bluebird.test', 'Sam', 'Whitaker', 'weekdays'),
      // DEMO.md: a merchant that books appointments has at least two providers.
      staffUser({
        userName: 'rosa@bluebird.test',
        firstName: 'Rosa',
        lastName: 'Alvarez',
        roleId: 5,
        workPlan: 'weekdays_and_saturday',
      }),
    ],
  },
  {
    name: 'Harbor Physio',
    productName: 'free_trial',
    urlSubdomain: 'harbor',
    timeZone: 'America/Denver',
    hasPayments: false,
    appointmentsActivated: false,
    isOnboarding: true,
    freeTrialEndsInDays: 20,
    applicationCompletedDaysAgo: 5,
    users: [owner('owner@harbor.test', 'Nora', 'Lindqvist')],
  },
];

export const demoSupportUser = { userName: 'support@paybook.test', name: 'Riley Morgan' };
