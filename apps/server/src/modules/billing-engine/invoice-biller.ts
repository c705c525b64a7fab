import { billDatesToIssue, isBillCurrent, scheduleAfterBill } from '@paybook/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { billingSchedules, customers, scheduleBills } from '../../db/schema/index.ts';
import { withTenant, withTenantRead, withTenantReadOne } from '../../db/tenant.ts';
import { recipientsOf, sendInvoiceEmails } from '../invoices/invoice-document.ts';
import { priceInvoice } from '../invoices/invoice-pricing.ts';
import { writeNewInvoice } from '../invoices/invoice-writer.ts';
import { findInvoice } from '../invoices/invoices.repository.ts';
import { fieldsOf } from '../invoices/invoices.service.ts';
import { recordOrderEvent } from '../orders/order-event-writer.ts';
import { templateOfRow } from '../scheduled-invoices/scheduled-invoice-presenter.ts';
import { invoiceBodyOf } from '../scheduled-invoices/scheduled-invoice-template.ts';
import {
  billableOf,
  listSchedulesToIssue,
  lockSchedule,
  type ScheduleRow,
} from './billing-run.repository.ts';
import type { Biller, RunContext } from './billing-run.ts';

// Issue 25 point 6, decision 151: the scheduled invoices' biller. On each send date (the merchant's local
// date, the recurrence's dates by the engine's bill-date functions) an active invoice schedule makes an
// invoice from its template and sends it: the invoice builder's pricing, the invoices module's writer and
// its e-mail with the /pay/invoice/{token} link (the outbox). Exactly once per schedule and period: one
// transaction, under the schedule's row lock, writes the period's `schedule_bills` row (kind 'invoice',
// unique per schedule, date and kind), the invoice, its e-mails and the schedule's next date; a repeat (a
// second run that day, a run killed and run again, two runs at once) finds the period's row or the schedule
// moved on and writes nothing. Invoices are sent on their date (no pre-notification days), so a run sends
// the dates through today; after an outage each missed date's invoice is sent once, in date order.

const sameInstant = (a: Date, b: Date) => a.getTime() === b.getTime();

/** Sends the invoice of `billDate` for the schedule if that period is still its next; false otherwise. */
async function sendPeriod(run: RunContext, read: ScheduleRow, billDate: string): Promise<boolean> {
  const { db, merchant, now } = run;
  const template = templateOfRow(read);
  const body = invoiceBodyOf(read.customerId, template, billDate);
  // Priced first, in a read of its own (the pricing's reads overlap: db/tenant-connection.ts).
  const priced = await withTenantRead(db, merchant.id, (tx) =>
    priceInvoice(tx, merchant.id, merchant.timeZone, body, now),
  );
  return withTenant(db, merchant.id, async (tx) => {
    const schedule = await lockSchedule(tx, merchant.id, read.id);
    // Changed since the read (an edit, a suspend, another run): the next run starts from what it is now.
    if (!schedule || !sameInstant(schedule.updatedAt, read.updatedAt)) return false;
    if (!isBillCurrent(billableOf(schedule), billDate)) return false;
    const [bill] = await tx
      .insert(scheduleBills)
      .values({ merchantId: merchant.id, scheduleId: schedule.id, billDate, kind: 'invoice', state: 'sent' })
      .onConflictDoNothing()
      .returning({ id: scheduleBills.id });
    if (!bill) return false;
    const orderId = await writeNewInvoice(tx, merchant.id, null, priced, fieldsOf(body, 'sent', now));
    await recordOrderEvent(tx, merchant.id, orderId, 'created', {
      scheduled_invoice: schedule.subscriptionNumber,
    });
    await tx
      .update(scheduleBills)
      .set({ orderId, updatedAt: now })
      .where(and(eq(scheduleBills.merchantId, merchant.id), eq(scheduleBills.id, bill.id)));
    const after = scheduleAfterBill(billableOf(schedule), billDate);
    await tx
      .update(billingSchedules)
      .set({
        numberOfActiveExecutions: after.number_of_active_executions,
        nextBillDate: after.next_bill_date,
        status: after.status,
        updatedAt: now,
      })
      .where(and(eq(billingSchedules.merchantId, merchant.id), eq(billingSchedules.id, schedule.id)));
    const invoice = await findInvoice(tx, merchant.id, orderId);
    const [customer] = await tx
      .select({ email: customers.email })
      .from(customers)
      .where(and(eq(customers.merchantId, merchant.id), eq(customers.id, schedule.customerId)));
    const recipients = recipientsOf(customer?.email ?? '', template.additional_to_emails);
    // The merchant can resend one whose customer has no address now (the invoice page's Resend).
    if (invoice && recipients.length > 0)
      await sendInvoiceEmails(tx, merchant.id, invoice, recipients, run.origin, null, false);
    return true;
  });
}

/** The invoice schedules' biller: each active one's invoices through today, one period at a time. */
export const invoiceBiller: Biller = {
  name: 'invoice_schedules',
  async issueBills(run) {
    const schedules = await withTenantReadOne(run.db, run.merchant.id, (tx) =>
      listSchedulesToIssue(tx, run.merchant.id, run.today, false),
    );
    let sent = 0;
    for (const read of schedules) {
      let schedule: ScheduleRow | undefined = read;
      for (const billDate of billDatesToIssue(billableOf(read), run.today)) {
        if (!schedule || !(await sendPeriod(run, schedule, billDate))) break;
        sent += 1;
        // The next period reads the schedule this one left.
        schedule = await withTenantReadOne(run.db, run.merchant.id, (tx) =>
          lockFreeRead(tx, run.merchant.id, read.id),
        );
      }
    }
    return sent;
  },
};

async function lockFreeRead(tx: Database, merchantId: number, id: number) {
  const [row] = await tx
    .select()
    .from(billingSchedules)
    .where(and(eq(billingSchedules.merchantId, merchantId), eq(billingSchedules.id, id)));
  return row;
}
