import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { offeringOfItem, providerOfItem, userOfProvider } from '../../db/joins.ts';
import {
  calendarItems,
  customers,
  merchants,
  offerings,
  scheduleSettings,
  serviceProviders,
  users,
} from '../../db/schema/index.ts';

// A merchant who never saved the schedule settings has the table's defaults (spec 1 §3), read from the
// schema so they live in one place.
const defaults = {
  leadValue: Number(scheduleSettings.leadTimeValue.default),
  leadUnit: String(scheduleSettings.leadTimeUnit.default),
  advanceValue: Number(scheduleSettings.advancedBookingTimeValue.default),
  advanceUnit: String(scheduleSettings.advancedBookingTimeUnit.default),
  cancellationValue: Number(scheduleSettings.cancellationTimeValue.default),
  cancellationUnit: String(scheduleSettings.cancellationTimeUnit.default),
  reminderValue: Number(scheduleSettings.reminderTimeValue.default),
  reminderUnit: String(scheduleSettings.reminderTimeUnit.default),
};

/** The table defaults of the schedule settings (spec 1 §3). */
export const scheduleDefaults: Readonly<typeof defaults> = defaults;

const orDefault = <T extends number | string>(column: PgColumn, fallback: T) =>
  sql<T>`coalesce(${column}, ${fallback})`;

/** Each schedule setting or its default, for a query that left-joins schedule_settings. */
export const scheduleSettingOrDefault = {
  leadValue: orDefault(scheduleSettings.leadTimeValue, defaults.leadValue),
  leadUnit: orDefault(scheduleSettings.leadTimeUnit, defaults.leadUnit),
  advanceValue: orDefault(scheduleSettings.advancedBookingTimeValue, defaults.advanceValue),
  advanceUnit: orDefault(scheduleSettings.advancedBookingTimeUnit, defaults.advanceUnit),
  cancellationValue: orDefault(scheduleSettings.cancellationTimeValue, defaults.cancellationValue),
  cancellationUnit: orDefault(scheduleSettings.cancellationTimeUnit, defaults.cancellationUnit),
};

/**
 * One appointment with all that is said of it outside the calendar (the public done and manage pages, the
 * booking e-mails): the service, the provider, the customer, the business (name, zone, booking address,
 * e-mail) and its cancellation setting, whatever the status. Filtered by merchant in every join, so it
 * reads the same inside a tenant transaction and in the reminder job, which works across merchants.
 */
export async function findAppointmentDetails(tx: Database, merchantId: number, calendarItemId: number) {
  const [row] = await tx
    .select({
      id: calendarItems.id,
      status: calendarItems.status,
      startAt: calendarItems.startAt,
      endAt: calendarItems.endAt,
      createdAt: calendarItems.createdAt,
      updatedAt: calendarItems.updatedAt,
      offeringId: offerings.id,
      offeringName: offerings.name,
      durationMinutes: offerings.durationMinutes,
      providerId: serviceProviders.id,
      providerFirstName: users.firstName,
      providerLastName: users.lastName,
      providerEmail: users.email,
      customerId: customers.id,
      customerFirstName: customers.firstName,
      customerLastName: customers.lastName,
      customerEmail: customers.email,
      customerPhone: customers.phone,
      businessName: merchants.name,
      businessEmail: merchants.companyEmail,
      businessTimeZone: merchants.timeZone,
      urlSubdomain: merchants.urlSubdomain,
      cancellationValue: scheduleSettingOrDefault.cancellationValue,
      cancellationUnit: scheduleSettingOrDefault.cancellationUnit,
    })
    .from(calendarItems)
    .innerJoin(merchants, eq(merchants.id, calendarItems.merchantId))
    .innerJoin(offerings, offeringOfItem)
    .innerJoin(serviceProviders, providerOfItem)
    .innerJoin(users, userOfProvider)
    .innerJoin(
      customers,
      and(eq(customers.merchantId, calendarItems.merchantId), eq(customers.id, calendarItems.customerId)),
    )
    .leftJoin(scheduleSettings, eq(scheduleSettings.merchantId, calendarItems.merchantId))
    .where(
      and(
        eq(calendarItems.merchantId, merchantId),
        eq(calendarItems.id, calendarItemId),
        eq(calendarItems.kind, 'appointment'),
      ),
    );
  return row;
}

export type AppointmentDetails = NonNullable<Awaited<ReturnType<typeof findAppointmentDetails>>>;
