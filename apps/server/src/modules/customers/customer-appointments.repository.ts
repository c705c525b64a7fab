import type { CustomerAppointmentsWhen } from '@paybook/contracts';
import { and, asc, desc, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { offeringOfItem, providerOfItem, userOfProvider } from '../../db/joins.ts';
import { calendarItems, merchants, offerings, serviceProviders, users } from '../../db/schema/index.ts';
import { providerTimeZone } from '../calendar/calendar.repository.ts';

export type CustomerAppointmentFilter = {
  when: CustomerAppointmentsWhen;
  now: Date;
  limit: number;
  offset: number;
  /** Only this provider's appointments (a user without manage_appointments, spec 1 §2.5); all when undefined. */
  providerId?: number | undefined;
};

/**
 * Issue 16 point 7: a page of the customer's appointments with their service, provider and the provider's
 * zone. Upcoming: not yet ended, soonest first; past: ended, most recent first. One extra row tells has_more.
 */
export function listCustomerAppointments(
  tx: Database,
  merchantId: number,
  customerId: number,
  filter: CustomerAppointmentFilter,
) {
  const isUpcoming = filter.when === 'upcoming';
  const order = isUpcoming ? asc : desc;
  return tx
    .select({
      id: calendarItems.id,
      startAt: calendarItems.startAt,
      endAt: calendarItems.endAt,
      status: calendarItems.status,
      offeringId: offerings.id,
      offeringName: offerings.name,
      providerId: serviceProviders.id,
      providerFirstName: users.firstName,
      providerLastName: users.lastName,
      timeZone: providerTimeZone,
    })
    .from(calendarItems)
    .innerJoin(offerings, offeringOfItem)
    .innerJoin(serviceProviders, providerOfItem)
    .innerJoin(users, userOfProvider)
    .innerJoin(merchants, eq(merchants.id, calendarItems.merchantId))
    .where(
      and(
        eq(calendarItems.merchantId, merchantId),
        eq(calendarItems.customerId, customerId),
        eq(calendarItems.kind, 'appointment'),
        filter.providerId === undefined ? undefined : eq(calendarItems.serviceProviderId, filter.providerId),
        isUpcoming ? gt(calendarItems.endAt, filter.now) : lte(calendarItems.endAt, filter.now),
      ),
    )
    .orderBy(order(calendarItems.startAt), order(calendarItems.id))
    .limit(filter.limit + 1)
    .offset(filter.offset);
}

export type CustomerAppointmentRow = Awaited<ReturnType<typeof listCustomerAppointments>>[number];
