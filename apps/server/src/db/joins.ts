import { and, eq } from 'drizzle-orm';
import {
  billingSchedules,
  calendarItems,
  customers,
  offerings,
  paymentAccounts,
  serviceProviders,
  users,
} from './schema/index.ts';

// The join conditions reads share (the calendar's, the billing schedules'). Every table is keyed by (merchant_id, id), so each join
// names the merchant too: a row can only meet rows of its own merchant.

/** A calendar item's service. */
export const offeringOfItem = and(
  eq(offerings.merchantId, calendarItems.merchantId),
  eq(offerings.id, calendarItems.offeringId),
);

/** A calendar item's provider. */
export const providerOfItem = and(
  eq(serviceProviders.merchantId, calendarItems.merchantId),
  eq(serviceProviders.id, calendarItems.serviceProviderId),
);

/** A provider's user (their name and e-mail). */
export const userOfProvider = and(
  eq(users.merchantId, serviceProviders.merchantId),
  eq(users.id, serviceProviders.userId),
);

/** A billing schedule's customer (issue 25: the billing engine's and the recurring payments' reads). */
export const customerOfSchedule = and(
  eq(customers.merchantId, billingSchedules.merchantId),
  eq(customers.id, billingSchedules.customerId),
);

/** A billing schedule's stored card or bank account. */
export const accountOfSchedule = and(
  eq(paymentAccounts.merchantId, billingSchedules.merchantId),
  eq(paymentAccounts.id, billingSchedules.paymentAccountId),
);
