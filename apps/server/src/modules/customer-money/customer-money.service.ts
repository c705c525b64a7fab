import type {
  CustomerScheduledItems,
  CustomerSchedulePage,
  CustomerStatement,
  IndexOption,
  OrderIndex,
} from '@paybook/contracts';
import {
  hasScheduledItems,
  ORDER_PAYMENT_STATUSES,
  ORDER_STATUSES,
  SALE_TYPES,
  STATEMENT_STATUSES,
  statementStatus,
  statementWindowStart,
  TRANSACTION_STATUSES,
  todayInTimeZone,
} from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { withTenantRead } from '../../db/tenant.ts';
import { notFound } from '../../lib/app-error.ts';
import type { UserContext } from '../../plugins/auth.ts';
import { findCustomer } from '../customers/customers.repository.ts';
import { findInvoiceMerchant } from '../invoices/invoices.repository.ts';
import { presentSchedule, presentStatementRow, statementFactsOf } from './customer-money.presenter.ts';
import * as repo from './customer-money.repository.ts';

type Page = { limit: number; offset: number };

/** Another merchant's customer, or a deleted one, is not found (404), as GET customer/{id}/full answers. */
async function ensureCustomer(tx: Database, ctx: UserContext, customerId: number) {
  if (!(await findCustomer(tx, ctx.merchantId, customerId))) throw notFound('The customer');
}

/**
 * GET customer/{id}/statement (spec 2 §2.1, spec 3 §4.2): the customer's orders of the last 180 days in the
 * merchant's zone, newest first, each with its statement label and its payment and refund lines.
 */
export function getCustomerStatement(
  db: Database,
  ctx: UserContext,
  customerId: number,
  page: Page,
  now = new Date(),
): Promise<CustomerStatement> {
  const from = statementWindowStart(ctx.merchant.timeZone, now);
  return withTenantRead(db, ctx.merchantId, async (tx) => {
    await ensureCustomer(tx, ctx, customerId);
    const { invoicePastDueDays } = await findInvoiceMerchant(tx, ctx.merchantId);
    const clock = { today: todayInTimeZone(ctx.merchant.timeZone, now), pastDueDays: invoicePastDueDays };
    const rows = await repo.listStatementOrders(tx, ctx.merchantId, customerId, { from, ...page }, clock);
    const moves = await repo.listTransactionsOf(
      tx,
      ctx.merchantId,
      rows.map((row) => row.id),
    );
    const candidates = await repo.listPastDueCandidates(tx, ctx.merchantId, customerId, clock);
    const total = rows[0]?.total ?? 0;
    return {
      window_start: from.toISOString(),
      data: rows.map((row) =>
        presentStatementRow(
          row,
          moves.filter((move) => move.orderId === row.id),
        ),
      ),
      total_item_count: total,
      has_more: page.offset + rows.length < total,
      past_due_order_count: candidates.filter((row) => statementStatus(statementFactsOf(row)) === 'past_due')
        .length,
    };
  });
}

/** GET customer/{id}/paymentschedules (spec 2 §2.1 billing schedules, §7), 10 a page. */
export function listCustomerSchedules(
  db: Database,
  ctx: UserContext,
  customerId: number,
  page: Page,
): Promise<CustomerSchedulePage> {
  return withTenantRead(db, ctx.merchantId, async (tx) => {
    await ensureCustomer(tx, ctx, customerId);
    const rows = await repo.listCustomerSchedules(tx, ctx.merchantId, customerId, page);
    const counts = await repo.countCustomerSchedules(tx, ctx.merchantId, customerId);
    return {
      data: rows.map(presentSchedule),
      total_item_count: counts.total,
      has_more: page.offset + rows.length < counts.total,
      past_due_count: counts.pastDue,
    };
  });
}

/** GET customer_has_scheduled_items/{id} (spec 2 §7): billing schedules and scheduled invoices (decision 152). */
export function getCustomerScheduledItems(
  db: Database,
  ctx: UserContext,
  customerId: number,
): Promise<CustomerScheduledItems> {
  return withTenantRead(db, ctx.merchantId, async (tx) => {
    await ensureCustomer(tx, ctx, customerId);
    const counts = await repo.countCustomerSchedules(tx, ctx.merchantId, customerId);
    const scheduledInvoices = await repo.countSendingInvoiceSchedules(tx, ctx.merchantId, customerId);
    return {
      has_scheduled_items: hasScheduledItems({
        billing_schedules: counts.billing,
        scheduled_invoices: scheduledInvoices,
      }),
      billing_schedules: counts.billing,
      scheduled_invoices: scheduledInvoices,
    };
  });
}

const codeOptions = (table: Record<number, string>): IndexOption[] =>
  Object.entries(table).map(([value, description]) => ({ value: Number(value), description }));

/** spec 3 §4.2 words: 'partially_paid' → 'Partially paid'. */
const wordOptions = (values: readonly string[]): IndexOption[] =>
  values.map((value) => {
    const words = value.replace(/_/g, ' ');
    return { value, description: words.charAt(0).toUpperCase() + words.slice(1) };
  });

/** GET order/index (spec 3 §7): the option lists of the order filters, from the domain's code tables. */
export const orderIndex = (): OrderIndex => ({
  order_statuses: codeOptions(ORDER_STATUSES),
  payment_statuses: wordOptions(ORDER_PAYMENT_STATUSES),
  statement_statuses: wordOptions(STATEMENT_STATUSES),
  sale_types: codeOptions(SALE_TYPES),
  transaction_statuses: codeOptions(TRANSACTION_STATUSES),
});
