import { recurrence as recurrenceSchema } from '@paybook/contracts';
import { finalBillDate, isChargedLater, nextBillDateAfter, oneTimeRecurrence } from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { billingSchedules, scheduleBills } from '../../db/schema/index.ts';
import type { CheckoutPlan } from './checkout-plan.ts';

// Issue 15 point 6: a billing schedule per recurring line, written with the checkout's order. Decision 133
// (issue 25 point 7): a line starting after the sale's date is not charged now; its schedule starts at bill
// 1 on that date, and bill 1 is written now as a schedule bill of this order, so the billing engine charges
// it onto this order on its date. A one-time line charged later is a schedule of one bill.

type ScheduleValues = typeof billingSchedules.$inferInsert;

/** Writes the order's schedules and the bills of its lines charged later. */
export async function insertLineSchedules(
  tx: Database,
  merchantId: number,
  plan: CheckoutPlan,
  orderId: number,
  accountId: number | null,
): Promise<void> {
  const customerId = plan.customer.id;
  if (customerId === null) return;
  const now: ScheduleValues[] = [];
  const later: { schedule: ScheduleValues; billDate: string; amount: number }[] = [];
  plan.priced.lines.forEach((line, index) => {
    const planLine = plan.lines[index];
    if (!planLine) return;
    const isRecurring = line.price_structure === 'recurring';
    // Older plans (no later_cents) charged every line at the checkout.
    const isLater = plan.later_cents !== undefined && isChargedLater(planLine, plan.today);
    if (!isRecurring && !isLater) return;
    // The catalogue checked the recurrence when the item was saved; a stored one that no longer parses is a
    // broken invariant, not a customer's mistake.
    const recurrence = isRecurring ? recurrenceSchema.parse(planLine.recurrence) : oneTimeRecurrence();
    const startAt = planLine.start_date ?? plan.today;
    // Decision 77: a line charged now was bill 1, so billing goes on at bill 2; one charged later starts at 1.
    const billed = isLater ? 0 : 1;
    const schedule: ScheduleValues = {
      merchantId,
      orderId,
      customerId,
      paymentAccountId: accountId,
      offeringId: line.offering_id,
      offeringName: planLine.name,
      recurrence,
      quantityThousandths: line.quantity_thousandths,
      // Issue 15 point 6: what each bill charges is the line as priced, fees and taxes included.
      price: line.total_cents,
      feeStructureIds: planLine.fee_structure_ids,
      startAt,
      numberOfActiveExecutions: billed,
      nextBillDate: nextBillDateAfter(recurrence, startAt, billed),
      finalBillDate: finalBillDate(recurrence, startAt),
      occurrences: recurrence.occurrence_type === 'fixed_end_date' ? recurrence.occurrences : null,
    };
    if (isLater) later.push({ schedule, billDate: startAt, amount: line.total_cents });
    else now.push(schedule);
  });
  if (now.length > 0) await tx.insert(billingSchedules).values(now);
  for (const { schedule, billDate, amount } of later) {
    const [written] = await tx
      .insert(billingSchedules)
      .values(schedule)
      .returning({ id: billingSchedules.id });
    if (!written) throw new Error('The billing schedule was not inserted');
    await tx.insert(scheduleBills).values({
      merchantId,
      scheduleId: written.id,
      billDate,
      kind: 'regular',
      state: 'due',
      amount,
      nextAttemptOn: billDate,
      orderId,
    });
  }
}
