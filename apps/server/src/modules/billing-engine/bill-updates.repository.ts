import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { ScheduleBillState } from '../../db/schema/billing-schedules.ts';

// Issue 25 point 7 (decision 132): the bills of one record transaction and their schedules are updated by
// one statement each (UPDATE … FROM VALUES), not one per bill: a bill's record is then its order's insert
// and a share of four statements. A slice holds at most one bill per schedule, so no row is named twice.

export interface BillUpdate {
  id: number;
  attempts: number;
  state: ScheduleBillState;
  nextAttemptOn: string | null;
  orderId: number;
  lastError: string;
}

export interface ScheduleUpdate {
  id: number;
  /** The schedule counted the bill and moved on (its first attempt as the next bill); null: unchanged. */
  counted: { executions: number; nextBillDate: string | null; status: string } | null;
  /** Past due set (true), cleared by a paid bill (false), or left (null). */
  isPastDue: boolean | null;
}

export async function updateBills(tx: Database, merchantId: number, bills: readonly BillUpdate[], now: Date) {
  if (bills.length === 0) return;
  const rows = sql.join(
    bills.map(
      (bill) =>
        sql`(${bill.id}::bigint, ${bill.attempts}::int, ${bill.state}::text, ${bill.nextAttemptOn}::date, ${bill.orderId}::bigint, ${bill.lastError}::text)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    update schedule_bills as b
    set attempts = v.attempts, state = v.state, next_attempt_on = v.next_attempt_on, order_id = v.order_id,
      last_error = v.last_error, updated_at = ${now}
    from (values ${rows}) as v(id, attempts, state, next_attempt_on, order_id, last_error)
    where b.merchant_id = ${merchantId} and b.id = v.id`);
}

export async function updateSchedules(
  tx: Database,
  merchantId: number,
  schedules: readonly ScheduleUpdate[],
  now: Date,
) {
  if (schedules.length === 0) return;
  const rows = sql.join(
    schedules.map(
      ({ id, counted, isPastDue }) =>
        sql`(${id}::bigint, ${counted !== null}::boolean, ${counted?.executions ?? null}::int, ${counted?.nextBillDate ?? null}::date, ${counted?.status ?? null}::text, ${isPastDue}::boolean)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    update billing_schedules as s
    set number_of_active_executions = case when v.counted then v.executions else s.number_of_active_executions end,
      next_bill_date = case when v.counted then v.next_bill_date else s.next_bill_date end,
      status = case when v.counted then v.status else s.status end,
      is_past_due = coalesce(v.is_past_due, s.is_past_due),
      updated_at = ${now}
    from (values ${rows}) as v(id, counted, executions, next_bill_date, status, is_past_due)
    where s.merchant_id = ${merchantId} and s.id = v.id`);
}
