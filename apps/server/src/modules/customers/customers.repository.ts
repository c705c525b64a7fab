import { openVisitStatuses } from '@paybook/domain';
import { and, asc, count, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { invalidateMerchantCalendar } from '../../cache/calendar-keys.ts';
import { type Database, queryRows } from '../../db/client.ts';
import {
  billingSchedules,
  calendarItems,
  customerCustomFields,
  customers,
  invoices,
  orders,
  timelineEvents,
  transactions,
} from '../../db/schema/index.ts';

export type CustomerRow = typeof customers.$inferSelect;
export type CustomerValues = Omit<
  typeof customers.$inferInsert,
  'merchantId' | 'id' | 'customerNumber' | 'deletedAt' | 'createdAt' | 'updatedAt'
>;
export type CustomFieldValues = { label: string; type: string; value: string };
export type CustomFieldRow = typeof customerCustomFields.$inferSelect;

const own = (merchantId: number, id: number) =>
  and(eq(customers.merchantId, merchantId), eq(customers.id, id));

/** A customer that is not deleted (a customer marked for deletion is gone for every reader). */
export async function findCustomer(tx: Database, merchantId: number, id: number, forUpdate = false) {
  const query = tx
    .select()
    .from(customers)
    .where(and(own(merchantId, id), isNull(customers.deletedAt)));
  // FOR UPDATE makes a booking's foreign-key check for this customer wait until a delete has decided.
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** Any customer of the merchant holding the e-mail (ignoring case), deleted ones included. */
export async function findByEmail(tx: Database, merchantId: number, email: string, excludeId?: number) {
  const [row] = await tx
    .select({ id: customers.id, deletedAt: customers.deletedAt })
    .from(customers)
    .where(
      and(
        eq(customers.merchantId, merchantId),
        sql`lower(${customers.email}) = ${email.toLowerCase()}`,
        excludeId === undefined ? undefined : ne(customers.id, excludeId),
      ),
    )
    .limit(1);
  return row;
}

export async function insertCustomer(tx: Database, merchantId: number, values: CustomerValues) {
  const [row] = await tx
    .insert(customers)
    .values({ merchantId, ...values })
    .returning();
  return row!;
}

export async function updateCustomer(
  tx: Database,
  merchantId: number,
  id: number,
  values: Partial<CustomerValues>,
) {
  const [row] = await tx
    .update(customers)
    .set({ ...values, updatedAt: sql`now()` })
    .where(own(merchantId, id))
    .returning();
  // Issue 14 point 5: the calendar weeks show the customer's names.
  await invalidateMerchantCalendar(tx, merchantId);
  return row!;
}

export function listCustomFields(tx: Database, merchantId: number, customerId: number) {
  return tx
    .select()
    .from(customerCustomFields)
    .where(
      and(eq(customerCustomFields.merchantId, merchantId), eq(customerCustomFields.customerId, customerId)),
    )
    .orderBy(asc(customerCustomFields.label));
}

/** Replaces the customer's custom fields with these (one value per label). */
export async function replaceCustomFields(
  tx: Database,
  merchantId: number,
  customerId: number,
  fields: CustomFieldValues[],
) {
  await tx
    .delete(customerCustomFields)
    .where(
      and(eq(customerCustomFields.merchantId, merchantId), eq(customerCustomFields.customerId, customerId)),
    );
  if (fields.length === 0) return;
  await tx.insert(customerCustomFields).values(fields.map((field) => ({ merchantId, customerId, ...field })));
}

export async function insertCustomerEvent(
  tx: Database,
  /** `userId` null: the customer did it on a public page. */
  values: {
    merchantId: number;
    customerId: number;
    eventType: string;
    content: string;
    userId: number | null;
  },
) {
  await tx.insert(timelineEvents).values({
    merchantId: values.merchantId,
    customerId: values.customerId,
    timelineEventType: 'customer_event',
    eventType: values.eventType,
    content: values.content,
    createdByUserId: values.userId,
  });
}

/** spec 2 §5: booked appointments of the customer that have not started yet. */
export async function countUpcomingAppointments(tx: Database, merchantId: number, customerId: number) {
  const [row] = await tx
    .select({ count: count() })
    .from(calendarItems)
    .where(
      and(
        eq(calendarItems.merchantId, merchantId),
        eq(calendarItems.customerId, customerId),
        eq(calendarItems.kind, 'appointment'),
        inArray(calendarItems.status, [...openVisitStatuses]),
        gt(calendarItems.startAt, sql`now()`),
      ),
    );
  return row?.count ?? 0;
}

/**
 * spec 2 §5: the customer's billing schedules, recurring payments and scheduled invoices that still bill
 * or send (active or suspended, decisions 142 and 152; a draft sends nothing), their sent invoices not paid in full nor cancelled, and their card payments the processor
 * holds authorized or their bank debits it has posted and not yet settled (issue 23 point 1), and payments
 * whose outcome is not known yet: a card waiting for the cardholder's own check (requires_action; issue 25
 * point 8).
 */
export async function countOutstandingPayments(tx: Database, merchantId: number, customerId: number) {
  const [row] = await queryRows<{
    schedules: number;
    recurring: number;
    scheduledInvoices: number;
    invoices: number;
    authorized: number;
    posted: number;
    unknown: number;
  }>(
    tx,
    sql`select
      (select count(*) filter (where b.kind = 'subscription')::int from ${billingSchedules} b
        where b.merchant_id = ${merchantId} and b.customer_id = ${customerId}
          and b.status in ('active', 'suspended')) as schedules,
      (select count(*) filter (where b.kind = 'recurring_payment')::int from ${billingSchedules} b
        where b.merchant_id = ${merchantId} and b.customer_id = ${customerId}
          and b.status in ('active', 'suspended')) as recurring,
      (select count(*) filter (where b.kind = 'invoice_schedule')::int from ${billingSchedules} b
        where b.merchant_id = ${merchantId} and b.customer_id = ${customerId}
          and b.status in ('active', 'suspended')) as "scheduledInvoices",
      (select count(*)::int from ${invoices} i
        join ${orders} io on io.merchant_id = i.merchant_id and io.id = i.order_id
        where i.merchant_id = ${merchantId} and io.customer_id = ${customerId} and i.state = 'sent'
          and io.payment_status in ('unpaid', 'partially_paid', 'past_due')) as invoices,
      count(*) filter (where t.processor_status = 'authorized')::int as authorized,
      count(*) filter (where t.processor_status = 'posted')::int as posted,
      count(*) filter (where t.processor_status = 'requires_action')::int as unknown
      from ${orders} o
      join ${transactions} t on t.merchant_id = o.merchant_id and t.order_id = o.id and not t.is_refund
     where o.merchant_id = ${merchantId} and o.customer_id = ${customerId}`,
  );
  return (
    row ?? {
      schedules: 0,
      recurring: 0,
      scheduledInvoices: 0,
      invoices: 0,
      authorized: 0,
      posted: 0,
      unknown: 0,
    }
  );
}

/**
 * Whether anything of the customer's history refers to them: any calendar item (cancelled or past) or any
 * order (issue 23 point 1: an order keeps its customer, so such a customer is only marked).
 */
export async function hasHistory(tx: Database, merchantId: number, customerId: number) {
  const [row] = await queryRows<{ found: boolean }>(
    tx,
    sql`select exists (select 1 from ${calendarItems}
                        where merchant_id = ${merchantId} and customer_id = ${customerId})
             or exists (select 1 from ${orders}
                        where merchant_id = ${merchantId} and customer_id = ${customerId}) as found`,
  );
  return row?.found === true;
}

export async function deleteCustomer(tx: Database, merchantId: number, id: number) {
  await tx.delete(customers).where(own(merchantId, id));
  await invalidateMerchantCalendar(tx, merchantId);
}

export async function markCustomerDeleted(tx: Database, merchantId: number, id: number) {
  await tx.update(customers).set({ deletedAt: sql`now()`, updatedAt: sql`now()` }).where(own(merchantId, id));
  await invalidateMerchantCalendar(tx, merchantId);
}
