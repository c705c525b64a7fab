import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { byTenantKey, preparedQuery } from '../../db/prepared.ts';
import { billingSchedules, merchants } from '../../db/schema/index.ts';
import { businessContactColumns } from '../business-settings/business-contact-columns.ts';

/**
 * The receipt's heading: the merchant's name, e-mail and time zone, and spec 3 §3.3 business settings
 * (issue 16 point 8: how the customer reaches the business). receipt-loader.ts receiptMerchantOf.
 */
export const receiptMerchantColumns = {
  name: merchants.name,
  companyEmail: merchants.companyEmail,
  timeZone: merchants.timeZone,
  ...businessContactColumns,
};

const receiptMerchant = preparedQuery((db) =>
  db
    .select(receiptMerchantColumns)
    .from(merchants)
    .where(eq(merchants.id, sql.placeholder('merchantId')))
    .prepare('receipt_merchant'),
);

export async function findReceiptMerchant(tx: Database, merchantId: number) {
  const [row] = await receiptMerchant(tx).execute({ merchantId });
  return row;
}

export type ReceiptMerchantRow = NonNullable<Awaited<ReturnType<typeof findReceiptMerchant>>>;

export type ReceiptScheduleRow = Awaited<ReturnType<typeof findUpcomingSchedules>>[number];

const upcomingSchedules = preparedQuery((db) =>
  db
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
        byTenantKey(billingSchedules.merchantId, billingSchedules.orderId, 'orderId'),
        eq(billingSchedules.status, 'active'),
        isNotNull(billingSchedules.nextBillDate),
      ),
    )
    .orderBy(asc(billingSchedules.subscriptionNumber))
    .prepare('receipt_upcoming_schedules'),
);

/**
 * Issue 15 point 6: the billing schedules the order started that will still bill (active, with a next bill
 * date), in the order they were numbered. A suspended, expired or cancelled schedule charges nothing next.
 */
export function findUpcomingSchedules(tx: Database, merchantId: number, orderId: number) {
  return upcomingSchedules(tx).execute({ merchantId, orderId });
}
