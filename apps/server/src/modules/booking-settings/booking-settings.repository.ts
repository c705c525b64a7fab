import type { ScheduleSettings } from '@paybook/contracts';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { invalidateMerchantAvailability } from '../../cache/availability-keys.ts';
import { notifyInvalidation } from '../../cache/invalidation-bus.ts';
import type { Database } from '../../db/client.ts';
import { claimUrlSubdomain } from '../../db/merchant-keys.ts';
import { bookingPageSettings, images, merchants, scheduleSettings } from '../../db/schema/index.ts';

const logos = alias(images, 'logo');
const businessImages = alias(images, 'business_image');

/** The merchant's booking page: its name and address, and the settings row when one was saved. */
export async function findBookingPage(tx: Database, merchantId: number) {
  const [row] = await tx
    .select({
      businessName: merchants.name,
      urlSubdomain: merchants.urlSubdomain,
      timeZone: merchants.timeZone,
      businessDescription: bookingPageSettings.businessDescription,
      logoImageId: bookingPageSettings.logoImageId,
      logoPublicKey: logos.publicKey,
      businessImageId: bookingPageSettings.businessImageId,
      businessImagePublicKey: businessImages.publicKey,
    })
    .from(merchants)
    .leftJoin(bookingPageSettings, eq(bookingPageSettings.merchantId, merchants.id))
    .leftJoin(
      logos,
      sql`${logos.merchantId} = ${merchants.id} and ${logos.id} = ${bookingPageSettings.logoImageId}`,
    )
    .leftJoin(
      businessImages,
      sql`${businessImages.merchantId} = ${merchants.id} and ${businessImages.id} = ${bookingPageSettings.businessImageId}`,
    )
    .where(eq(merchants.id, merchantId));
  return row;
}

export type BookingPagePatch = Partial<{
  businessDescription: string;
  logoImageId: number | null;
  businessImageId: number | null;
}>;

export async function saveBookingPage(tx: Database, merchantId: number, patch: BookingPagePatch) {
  await tx
    .insert(bookingPageSettings)
    .values({ merchantId, ...patch })
    .onConflictDoUpdate({
      target: bookingPageSettings.merchantId,
      set: { ...patch, updatedAt: sql`now()` },
    });
}

export async function findBusinessSettings(tx: Database, merchantId: number) {
  const [row] = await tx
    .select({
      timeZone: merchants.timeZone,
      urlSubdomain: merchants.urlSubdomain,
      isDefaultTimeZone: merchants.isDefaultTimeZone,
      isDefaultUrlSubdomain: merchants.isDefaultUrlSubdomain,
    })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  return row;
}

export type MerchantPatch = Partial<{
  timeZone: string;
  isDefaultTimeZone: boolean;
  urlSubdomain: string;
  isDefaultUrlSubdomain: boolean;
}>;

/** A new booking address is claimed first, so the one it replaces is held (decision 101). */
export async function updateMerchant(tx: Database, merchantId: number, patch: MerchantPatch) {
  if (patch.urlSubdomain !== undefined) await claimUrlSubdomain(tx, merchantId, patch.urlSubdomain);
  await tx.update(merchants).set(patch).where(eq(merchants.id, merchantId));
  // The merchant's time zone and address are part of every signed-in session (issue 14 point 2).
  await notifyInvalidation(tx, 'merchant', merchantId);
}

export async function findScheduleSettings(tx: Database, merchantId: number) {
  const [row] = await tx.select().from(scheduleSettings).where(eq(scheduleSettings.merchantId, merchantId));
  return row;
}

export async function saveScheduleSettings(tx: Database, merchantId: number, settings: ScheduleSettings) {
  const values = {
    leadTimeValue: settings.lead_time.value,
    leadTimeUnit: settings.lead_time.unit,
    advancedBookingTimeValue: settings.advanced_booking_time.value,
    advancedBookingTimeUnit: settings.advanced_booking_time.unit,
    cancellationTimeValue: settings.cancellation_time.value,
    cancellationTimeUnit: settings.cancellation_time.unit,
    reminderTimeValue: settings.reminder_time.value,
    reminderTimeUnit: settings.reminder_time.unit,
  };
  await tx
    .insert(scheduleSettings)
    .values({ merchantId, ...values })
    .onConflictDoUpdate({ target: scheduleSettings.merchantId, set: { ...values, updatedAt: sql`now()` } });
  // Issue 14 point 4: lead time and advance booking are inputs of every provider's availability.
  await invalidateMerchantAvailability(tx, merchantId);
}

/** The row with the table's defaults (spec 1 §3 Schedule settings), for a merchant who never saved. */
export async function createDefaultScheduleSettings(tx: Database, merchantId: number) {
  await tx.insert(scheduleSettings).values({ merchantId }).onConflictDoNothing();
  await invalidateMerchantAvailability(tx, merchantId);
}
