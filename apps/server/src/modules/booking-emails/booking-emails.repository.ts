import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
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
  cancellationValue: Number(scheduleSettings.cancellationTimeValue.default),
  cancellationUnit: String(scheduleSettings.cancellationTimeUnit.default),
  reminderValue: Number(scheduleSettings.reminderTimeValue.default),
  reminderUnit: String(scheduleSettings.reminderTimeUnit.default),
};

/** The table defaults of the schedule settings a booking e-mail or the reminder job needs. */
export const scheduleDefaults: Readonly<typeof defaults> = defaults;

/**
 * Everything a booking e-mail says about one appointment: the service, the provider, the customer, the
 * business (name, zone, address of the booking page, e-mail) and its cancellation setting. Filtered by
 * merchant in every join, so it reads the same inside a tenant transaction and in the reminder job,
 * which works across merchants.
 */
export async function findAppointmentForEmail(tx: Database, merchantId: number, calendarItemId: number) {
  const [row] = await tx
    .select({
      id: calendarItems.id,
      kind: calendarItems.kind,
      status: calendarItems.status,
      startAt: calendarItems.startAt,
      endAt: calendarItems.endAt,
      createdAt: calendarItems.createdAt,
      updatedAt: calendarItems.updatedAt,
      customerFirstName: customers.firstName,
      customerLastName: customers.lastName,
      customerEmail: customers.email,
      serviceName: offerings.name,
      providerFirstName: users.firstName,
      providerLastName: users.lastName,
      providerEmail: users.email,
      businessName: merchants.name,
      businessEmail: merchants.companyEmail,
      businessTimeZone: merchants.timeZone,
      urlSubdomain: merchants.urlSubdomain,
      cancellationValue: sql<number>`coalesce(${scheduleSettings.cancellationTimeValue}, ${defaults.cancellationValue})`,
      cancellationUnit: sql<string>`coalesce(${scheduleSettings.cancellationTimeUnit}, ${defaults.cancellationUnit})`,
    })
    .from(calendarItems)
    .innerJoin(merchants, eq(merchants.id, calendarItems.merchantId))
    .innerJoin(
      customers,
      and(eq(customers.merchantId, calendarItems.merchantId), eq(customers.id, calendarItems.customerId)),
    )
    .innerJoin(
      offerings,
      and(eq(offerings.merchantId, calendarItems.merchantId), eq(offerings.id, calendarItems.offeringId)),
    )
    .innerJoin(
      serviceProviders,
      and(
        eq(serviceProviders.merchantId, calendarItems.merchantId),
        eq(serviceProviders.id, calendarItems.serviceProviderId),
      ),
    )
    .innerJoin(
      users,
      and(eq(users.merchantId, serviceProviders.merchantId), eq(users.id, serviceProviders.userId)),
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

export type AppointmentForEmail = NonNullable<Awaited<ReturnType<typeof findAppointmentForEmail>>>;
