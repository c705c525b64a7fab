import type { AccessRight, ProductName } from '@paybook/contracts';
import { accessRights } from '@paybook/contracts';

/** The demo merchants and sign-ins of shared/DEMO.md; tests and the README rely on them. */
export const DEMO_PASSWORD = 'Paybook-demo-1';

const allRights: AccessRight[] = [...accessRights];

export type DemoUser = {
  userName: string;
  firstName: string;
  lastName: string;
  isOwner?: boolean;
  isAdmin?: boolean;
  rights: AccessRight[];
};

export type DemoMerchant = {
  name: string;
  productName: ProductName;
  urlSubdomain: string;
  timeZone: string;
  hasPayments: boolean;
  appointmentsActivated: boolean;
  isOnboarding?: boolean;
  /** Days from today, in the merchant's zone. */
  freeTrialEndsInDays?: number;
  applicationCompletedDaysAgo?: number;
  users: DemoUser[];
};

const owner = (userName: string, firstName: string, lastName: string): DemoUser => ({
  userName,
  firstName,
  lastName,
  isOwner: true,
  isAdmin: true,
  rights: allRights,
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
      owner('owner@juniper.test', 'Jenna', 'Park'),
      {
        userName: 'leo@juniper.test',
        firstName: 'Leo',
        lastName: 'Martinez',
        rights: ['neon_service_provider', 'manage_appointments', 'manage_customers', 'view_reports'],
      },
      {
        userName: 'maya@juniper.test',
        firstName: 'Maya',
        lastName: 'Chen',
        rights: ['neon_service_provider'],
      },
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
      owner('owner@northwind.test', 'Daniel', 'Reyes'),
      {
        userName: 'frontdesk@northwind.test',
        firstName: 'Priya',
        lastName: 'Shah',
        rights: ['create_orders', 'manage_customers'],
      },
      {
        userName: 'coach@northwind.test',
        firstName: 'Marcus',
        lastName: 'Bell',
        rights: ['neon_service_provider', 'view_reports'],
      },
    ],
  },
  {
    name: 'Cedar Tutoring',
    productName: 'starter',
    urlSubdomain: 'cedar',
    timeZone: 'America/New_York',
    hasPayments: true,
    appointmentsActivated: true,
    users: [owner('owner@cedar.test', 'Olivia', 'Grant')],
  },
  {
    name: 'Bluebird Cleaning',
    productName: 'free_trial',
    urlSubdomain: 'bluebird',
    timeZone: 'America/Los_Angeles',
    hasPayments: false,
    appointmentsActivated: true,
    freeTrialEndsInDays: 10,
    users: [owner('owner@bluebird.test', 'Sam', 'Whitaker')],
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
