import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { billingSchedules, merchants } from '../../db/schema/index.ts';
import { businessContactColumns } from '../business-settings/business-contact-columns.ts';

/**
 * The receipt's heading: spec 3 §3.3 business settings as far as they are stored today (the company name is
 * the merchant's name, and its e-mail and time zone). Phone, address and website have no column yet.
 */
/** The merchant's columns a receipt's heading shows (receipt-loader.ts receiptMerchantOf). */
export const receiptMerchantColumns = {
  name: merchants.name,
  companyEmail: merchants.companyEmail,
  timeZone: merchants.timeZone,
  // spec 3 §3.3 business settings (issue 16 point 8): how the customer reaches the business.
  ...businessContactColumns,
};

export async function findReceiptMerchant(tx: Database, merchantId: number) {
  const [row] = await tx.select(receiptMerchantColumns).from(merchants).where(eq(merchants.id, merchantId));
  return row;
}

export type ReceiptMerchantRow = NonNullable<Awaited<ReturnType<typeof findReceiptMerchant>>>;

export type ReceiptScheduleRow = Awaited<ReturnType<typeof findUpcomingSchedules>>[number];

/**
 * Issue 15 point 6: the billing schedules the order started that will still bill (active, with a next bill
 * date), in the order they were numbered. A suspended, expired or cancelled schedule charges nothing next.
 */
export function findUpcomingSchedules(tx: Database, merchantId: number, orderId: number) {
  return tx
    .select({
      subscriptionNumber: billingSchedules.subscriptionNumber,
      offeringId: billingSchedules.offeringId,
      offeringName: billingSchedules.offeringName,
      recurrence: billingSchedules.recurrence,
      price: billingSchedules.price,
      nextBillDate: billingSchedules.nextBillDate,
      finalBillDate: billingSchedules.finalBillDate,
      occurrences: billingSchedules.occurrences,
    })
    .from(billingSchedules)
    .where(
      and(
        eq(billingSchedules.merchantId, merchantId),
        eq(billingSchedules.orderId, orderId),
        eq(billingSchedules.status, 'active'),
        isNotNull(billingSchedules.nextBillDate),
      ),
    )
    .orderBy(asc(billingSchedules.subscriptionNumber));
}
