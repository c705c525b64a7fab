import { and, count, eq, gt, sql } from 'drizzle-orm';
import { invalidateProviderAvailability } from '../../cache/availability-keys.ts';
import type { Database } from '../../db/client.ts';
import { merchantOfKey, merchantOfUrlSubdomain } from '../../db/merchant-keys.ts';
import { preparedQuery } from '../../db/prepared.ts';
import {
  appointmentLinks,
  calendarItems,
  customers,
  merchants,
  scheduleSettings,
} from '../../db/schema/index.ts';
import { scheduleSettingOrDefault } from '../calendar/appointment-details.repository.ts';
import { insertCustomerEvent } from '../customers/customers.repository.ts';

const bookableMerchant = preparedQuery((db) =>
  db
    .select({ id: merchants.id, timeZone: merchants.timeZone })
    .from(merchants)
    .where(
      and(eq(merchants.id, sql.placeholder('merchantId')), sql`'appointments' = any(${merchants.features})`),
    )
    .prepare('public_booking_merchant'),
);

/**
 * The merchant behind a booking address, when it takes appointments. The one lookup outside a tenant
 * (the address's merchant from url_subdomains, then its row by id: decision 101); everything shown is
 * then read as that merchant (withTenantRead).
 */
export async function findBookingMerchant(db: Database, urlSubdomain: string) {
  const merchantId = await merchantOfUrlSubdomain(db, urlSubdomain);
  if (merchantId === undefined) return undefined;
  const [row] = await bookableMerchant(db).execute({ merchantId });
  return row;
}
export type BookingMerchant = NonNullable<Awaited<ReturnType<typeof findBookingMerchant>>>;

/**
 * Ruling 4: the appointment a manage link points to, by the SHA-256 of its token. Like the booking
 * address, a lookup outside a tenant (the token names the merchant through merchant_keys, decision 101);
 * the rest is read as it.
 */
export async function findManageLink(db: Database, tokenHash: string) {
  const merchantId = await merchantOfKey(db, 'manage_link', tokenHash);
  if (merchantId === undefined) return undefined;
  const [row] = await db
    .select({ merchantId: appointmentLinks.merchantId, calendarItemId: appointmentLinks.calendarItemId })
    .from(appointmentLinks)
    .where(and(eq(appointmentLinks.merchantId, merchantId), eq(appointmentLinks.tokenHash, tokenHash)));
  return row;
}

/** spec 1 §3 lead time and advance booking, and the merchant's zone the booking page reads them in. */
export async function findBookingRules(tx: Database, merchantId: number) {
  const [row] = await tx
    .select({
      timeZone: merchants.timeZone,
      leadValue: scheduleSettingOrDefault.leadValue,
      leadUnit: scheduleSettingOrDefault.leadUnit,
      advanceValue: scheduleSettingOrDefault.advanceValue,
      advanceUnit: scheduleSettingOrDefault.advanceUnit,
    })
    .from(merchants)
    .leftJoin(scheduleSettings, eq(scheduleSettings.merchantId, merchants.id))
    .where(eq(merchants.id, merchantId));
  return row;
}

/**
 * The customer with this e-mail (ignoring case, as the customers_email_key index does), created with the
 * visitor's names and phone when the business does not know them yet. An existing customer keeps the
 * details the business holds: a visitor cannot rename someone by typing their e-mail. A concurrent
 * booking with the same new e-mail meets the unique index: nothing is inserted and the row is read.
 */
export async function findOrCreateCustomer(
  tx: Database,
  merchantId: number,
  customer: { firstName: string; lastName: string; email: string; phone: string },
): Promise<number> {
  const find = async () => {
    const [row] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(
        and(
          eq(customers.merchantId, merchantId),
          sql`lower(${customers.email}) = lower(${customer.email})`,
          sql`${customers.email} <> ''`,
        ),
      );
    return row?.id;
  };
  const existing = await find();
  if (existing !== undefined) return existing;
  const [inserted] = await tx
    .insert(customers)
    .values({ merchantId, ...customer })
    .onConflictDoNothing()
    .returning({ id: customers.id });
  if (inserted) {
    // As a customer added in the back office, its timeline starts with its creation.
    await insertCustomerEvent(tx, {
      merchantId,
      customerId: inserted.id,
      eventType: 'customer_created_event',
      content: 'Customer created online.',
      userId: null,
    });
    return inserted.id;
  }
  const raced = await find();
  if (raced === undefined) throw new Error('The customer was neither inserted nor found');
  return raced;
}

/** How many appointments of the customer were booked since `since` (any status): the booking limit. */
export async function countBookingsSince(tx: Database, merchantId: number, customerId: number, since: Date) {
  const [row] = await tx
    .select({ n: count() })
    .from(calendarItems)
    .where(
      and(
        eq(calendarItems.merchantId, merchantId),
        eq(calendarItems.customerId, customerId),
        eq(calendarItems.kind, 'appointment'),
        gt(calendarItems.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Cancels a booked appointment; false when it was already cancelled (a second click or a concurrent
 * request), so only one cancellation e-mail goes out. The row stays for history (decision 21).
 */
export async function cancelBookedAppointment(tx: Database, merchantId: number, calendarItemId: number) {
  const rows = await tx
    .update(calendarItems)
    .set({ status: 'cancelled', updatedAt: new Date() })
    .where(
      and(
        eq(calendarItems.merchantId, merchantId),
        eq(calendarItems.id, calendarItemId),
        eq(calendarItems.status, 'booked'),
      ),
    )
    .returning({ providerId: calendarItems.serviceProviderId });
  // Issue 14 point 4: the provider's time is free again.
  await invalidateProviderAvailability(tx, merchantId, ...rows.map((row) => row.providerId));
  return rows.length > 0;
}
