import { and, eq } from 'drizzle-orm';
import { calendarItems, offerings, serviceProviders, users } from './schema/index.ts';

// The join conditions the calendar's reads share. Every table is keyed by (merchant_id, id), so each join
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
