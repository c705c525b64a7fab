import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { invalidateMerchantCalendar } from '../../cache/calendar-keys.ts';
import type { Database } from '../../db/client.ts';
import {
  billingSchedules,
  calendarItems,
  customers,
  orders,
  paymentAccounts,
  timelineEvents,
} from '../../db/schema/index.ts';

export class MergeRefused extends Error {}

/**
 * spec 2 §4 merge flow, in the caller's one transaction: the secondary customers' appointments, orders,
 * billing schedules, payment methods, custom fields and timeline move to the primary, which keeps its own
 * details (and its custom field for a label both have, and its default payment method); the secondaries
 * are then deleted and a customer_merged_event records who was merged.
 */
export async function mergeCustomers(
  tx: Database,
  job: {
    merchantId: number;
    primaryCustomerId: number;
    secondaryCustomerIds: number[];
    requestedByUserId: number | null;
  },
): Promise<void> {
  const { merchantId, primaryCustomerId: primary } = job;
  const secondaries = job.secondaryCustomerIds.filter((id) => id !== primary);
  const involved = await tx
    .select({
      id: customers.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
      number: customers.customerNumber,
    })
    .from(customers)
    .where(
      and(
        eq(customers.merchantId, merchantId),
        inArray(customers.id, [primary, ...secondaries]),
        isNull(customers.deletedAt),
      ),
    )
    .for('update');
  const primaryRow = involved.find((row) => row.id === primary);
  const merged = involved.filter((row) => row.id !== primary);
  if (!primaryRow) throw new MergeRefused('The customer to keep no longer exists.');
  if (merged.length !== secondaries.length || merged.length === 0)
    throw new MergeRefused('A customer to merge no longer exists.');
  const mergedIds = merged.map((row) => row.id);
  const inMerged = (column: AnyPgColumn) => and(sql`merchant_id = ${merchantId}`, inArray(column, mergedIds));

  await tx.update(calendarItems).set({ customerId: primary }).where(inMerged(calendarItems.customerId));
  // Issue 14 point 5: the merged customers' items now name the primary in every cached week.
  await invalidateMerchantCalendar(tx, merchantId);
  // Issue 23 point 1: the merged customers' orders and billing schedules are the primary's now (deleting
  // the merged rows would otherwise cut the orders loose and take the schedules with them).
  await tx.update(orders).set({ customerId: primary }).where(inMerged(orders.customerId));
  await tx.update(billingSchedules).set({ customerId: primary }).where(inMerged(billingSchedules.customerId));
  const primaryHasDefault = await tx
    .select({ id: paymentAccounts.id })
    .from(paymentAccounts)
    .where(
      and(
        eq(paymentAccounts.merchantId, merchantId),
        eq(paymentAccounts.customerId, primary),
        eq(paymentAccounts.isDefault, true),
      ),
    );
  await tx
    .update(paymentAccounts)
    .set({ isDefault: false })
    .where(and(inMerged(paymentAccounts.customerId), eq(paymentAccounts.isDefault, true)));
  await tx.update(paymentAccounts).set({ customerId: primary }).where(inMerged(paymentAccounts.customerId));
  if (primaryHasDefault.length === 0)
    await tx.execute(sql`update payment_accounts set is_default = true where merchant_id = ${merchantId}
      and id = (select min(id) from payment_accounts where merchant_id = ${merchantId} and customer_id = ${primary})`);

  const idList = sql.join(
    mergedIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(sql`
    insert into customer_custom_fields (merchant_id, customer_id, label, type, value, legacy_template_id)
    select distinct on (label) merchant_id, ${primary}, label, type, value, legacy_template_id
      from customer_custom_fields
     where merchant_id = ${merchantId} and customer_id in (${idList})
       and label not in (select label from customer_custom_fields
                          where merchant_id = ${merchantId} and customer_id = ${primary})
     order by label, customer_id`);
  await tx.update(timelineEvents).set({ customerId: primary }).where(inMerged(timelineEvents.customerId));
  await tx
    .delete(customers)
    .where(
      and(
        eq(customers.merchantId, merchantId),
        inArray(customers.id, mergedIds),
        notInArray(customers.id, [primary]),
      ),
    );
  await tx.insert(timelineEvents).values({
    merchantId,
    customerId: primary,
    timelineEventType: 'customer_event',
    eventType: 'customer_merged_event',
    content: `Merged ${merged.map((row) => `${row.firstName} ${row.lastName} (#${row.number})`).join(', ')} into this customer.`,
    createdByUserId: job.requestedByUserId,
  });
  await tx
    .update(customers)
    .set({ updatedAt: new Date() })
    .where(and(eq(customers.merchantId, merchantId), eq(customers.id, primary)));
}
