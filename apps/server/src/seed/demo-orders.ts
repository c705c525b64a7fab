import {
  addDays,
  checkDiscountCode,
  type DiscountCodeRecord,
  type PricedOrder,
  type PricingLine,
  priceOrder,
  summarizeOrderPayments,
  todayInTimeZone,
  zonedInstant,
} from '@paybook/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { feeStructures, orders, type StoredOrderAddress, users } from '../db/schema/index.ts';
import { runSandboxBatch } from '../modules/processor/sandbox-batch.ts';
import { createSandboxProcessor } from '../modules/processor/sandbox-processor.ts';
import {
  customerFor,
  type DemoAccountSource,
  type DemoCustomer,
  loadDemoAccountSource,
  payingAccount,
} from './demo-order-accounts.ts';
import { type DemoPricingCatalogue, loadDemoPricingCatalogue } from './demo-order-catalogue.ts';
import { type DemoMoney, type DemoTransactionDraft, payDemoOrder } from './demo-order-payments.ts';
import { type DemoOrderPlan, planDemoOrders } from './demo-order-plans.ts';
import { insertDemoOrderRows } from './demo-order-rows.ts';

// Issue 15 point 9, DEMO.md: Northwind and Cedar sold over the last 90 days, so the order, transaction
// and report screens and home have something to show: every order is priced by priceOrder from the
// seeded catalogue (decision 65), paid through the sandbox processor at the moment it happened, and its
// amount_paid and payment_status are summarizeOrderPayments' answer (spec 3 §4.2).

const MINUTE = 60_000;

interface SeedContext {
  tx: Database;
  merchant: { id: number; timeZone: string };
  money: DemoMoney;
  catalogue: DemoPricingCatalogue;
  source: DemoAccountSource;
  ownerId: number | null;
  deskId: number | null;
  /** Uses of each discount code by the orders seeded so far. */
  codeUses: Map<string, number>;
}

/** When the order happened: its day and minute, or for today's orders a moment shortly before now. */
function instantOf(
  plan: DemoOrderPlan,
  today: string,
  timeZone: string,
  now: Date,
  todayIndex: number,
  todayCount: number,
) {
  if (plan.minuteOfDay !== null) {
    const minute = plan.minuteOfDay;
    const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
    return zonedInstant(addDays(today, -plan.daysAgo), time, timeZone);
  }
  // Spread over what has passed of today, the last one 35 minutes ago at most.
  const elapsed = now.getTime() - zonedInstant(today, '00:00', timeZone).getTime();
  const stepsBack = todayCount - todayIndex;
  return new Date(
    now.getTime() - Math.min(stepsBack * 35 * MINUTE, (elapsed * stepsBack) / (todayCount + 1)),
  );
}

/**
 * The discount of the order's code when the point of sale would take it for this cart (spec 3 §4.7,
 * checkDiscountCode), counting the uses of the orders before it; null otherwise.
 */
function discountFor(context: SeedContext, plan: DemoOrderPlan, at: Date): DiscountCodeRecord | null {
  if (!plan.discountCode) return null;
  const discounts = context.catalogue.discounts.map((record) =>
    record.discount
      ? {
          ...record,
          discount: {
            ...record.discount,
            discounts_used_count:
              record.discount.discounts_used_count + (context.codeUses.get(record.discount.code ?? '') ?? 0),
          },
        }
      : record,
  );
  const check = checkDiscountCode({
    code: plan.discountCode,
    discounts,
    offering_ids: plan.lines.map((line) => context.catalogue.items.get(line.item)?.id ?? 0),
    now: at,
    time_zone: context.merchant.timeZone,
  });
  return check.status === 'valid' ? check.discount : null;
}

function priceDemoOrder(
  catalogue: DemoPricingCatalogue,
  plan: DemoOrderPlan,
  date: string,
  discount: DiscountCodeRecord | null,
): PricedOrder {
  const lines = plan.lines.map((line): PricingLine => {
    const item = catalogue.items.get(line.item);
    if (!item) throw new Error(`demo orders: the catalogue has no ${line.item}`);
    return {
      offering_id: item.id,
      price_structure: item.priceStructure,
      unit_price_cents: item.unitPriceCents,
      quantity_thousandths: line.quantityThousandths,
      is_taxable: item.isTaxable,
      start_date: null,
    };
  });
  return priceOrder({
    today: date,
    lines,
    fee_structures: catalogue.feeStructures,
    order_fees: plan.isShipped ? catalogue.orderFees : [],
    discounts: discount ? [discount] : [],
  });
}

function shippingAddress(customer: DemoCustomer | null): StoredOrderAddress[] {
  if (!customer?.street1) return [];
  return [
    {
      company_name: '',
      address1: customer.street1,
      address2: customer.street2 ?? '',
      city: customer.city ?? '',
      state: customer.state ?? '',
      zip_code: customer.zip ?? '',
      country: customer.country || 'US',
      address_types: ['shipping'],
    },
  ];
}

/** spec 3 §4.2: an order cancelled with its void, or with a refund of all it was paid. */
function isCancelled(drafts: readonly DemoTransactionDraft[]): boolean {
  const [payment] = drafts;
  if (!payment) return false;
  return payment.status === 2 || (payment.refundedAmount > 0 && payment.refundedAmount === payment.amount);
}

async function seedOrder(context: SeedContext, plan: DemoOrderPlan, at: Date, variation: number) {
  const { tx, merchant } = context;
  const date = todayInTimeZone(merchant.timeZone, at);
  const customer = customerFor(context.source, plan);
  const discount = discountFor(context, plan, at);
  const discountCode = discount?.discount?.code ?? '';
  if (discountCode) context.codeUses.set(discountCode, (context.codeUses.get(discountCode) ?? 0) + 1);
  const priced = priceDemoOrder(context.catalogue, plan, date, discount);
  const { account, paymentMode } = await payingAccount(context.source, plan, customer, variation);
  const drafts = await payDemoOrder(context.money, {
    key: `demo-${merchant.id}-${plan.key}`,
    scenario: plan.scenario,
    totalCents: priced.total_cents,
    at,
    account,
    paymentMode,
    variation,
  });
  const summary = summarizeOrderPayments(
    priced.total_cents,
    drafts.map((draft) => ({
      is_refund: draft.isRefund,
      status: draft.status,
      processor_status: draft.processorStatus,
      amount_cents: draft.amount,
    })),
  );
  const cancelled = isCancelled(drafts);
  const createdBy = plan.byFrontDesk && context.deskId !== null ? context.deskId : context.ownerId;
  const [order] = await tx
    .insert(orders)
    .values({
      merchantId: merchant.id,
      customerId: customer?.id ?? null,
      customerFirstName: customer?.firstName ?? '',
      customerLastName: customer?.lastName ?? '',
      customerEmail: customer?.email ?? '',
      saleType: plan.isShipped ? 0 : 2,
      orderStatus: cancelled ? 2 : 1,
      paymentStatus: cancelled ? 'cancelled' : summary.payment_status,
      amountSubtotal: priced.subtotal_cents,
      amountDiscount: priced.discount_cents,
      amountFee: priced.fee_cents,
      amountTax: priced.tax_cents,
      amountTotal: priced.total_cents,
      amountPaid: summary.amount_paid_cents,
      priced,
      discountCode,
      addresses: plan.isShipped ? shippingAddress(customer) : [],
      createdByUserId: createdBy,
      createdAt: at,
      updatedAt: drafts.reduce((latest, draft) => (draft.updatedAt > latest ? draft.updatedAt : latest), at),
    })
    .returning({ id: orders.id });
  if (!order) throw new Error(`demo order ${plan.key} was not written`);
  await insertDemoOrderRows(tx, {
    merchantId: merchant.id,
    orderId: order.id,
    priced,
    items: context.catalogue.items,
    drafts,
    email: customer?.email ?? '',
    createdByUserId: createdBy,
  });
}

async function loadContext(
  tx: Database,
  merchant: { id: number; timeZone: string },
  now: Date,
): Promise<SeedContext> {
  let clock = now;
  const money: DemoMoney = {
    processor: createSandboxProcessor(tx, () => clock),
    setClock: (at) => {
      clock = at;
    },
    runBatch: (at) => runSandboxBatch(tx, at),
    now,
    merchantId: merchant.id,
    timeZone: merchant.timeZone,
  };
  const source = await loadDemoAccountSource(tx, merchant.id, money.processor);
  const staff = await tx
    .select({ id: users.id, isOwner: users.isOwner, rights: users.accessRights })
    .from(users)
    .where(eq(users.merchantId, merchant.id))
    .orderBy(asc(users.id));
  const ownerId = staff.find((user) => user.isOwner)?.id ?? null;
  const deskId = staff.find((user) => !user.isOwner && user.rights.includes('create_orders'))?.id ?? null;
  return {
    tx,
    merchant,
    money,
    catalogue: await loadDemoPricingCatalogue(tx, merchant.id),
    source,
    ownerId,
    deskId,
    codeUses: new Map(),
  };
}

/**
 * Issue 15 point 9: the demo orders of a merchant that sells (DEMO_ORDER_SETTINGS names Northwind and
 * Cedar), oldest first, each with its lines and transactions; the discount codes they used are counted.
 */
export async function seedDemoOrders(
  tx: Database,
  merchant: { id: number; urlSubdomain: string; timeZone: string },
  now: Date,
): Promise<void> {
  const plans = planDemoOrders(merchant.urlSubdomain);
  if (plans.length === 0) return;
  const context = await loadContext(tx, merchant, now);
  const today = todayInTimeZone(merchant.timeZone, now);
  const todays = plans.filter((plan) => plan.minuteOfDay === null);
  for (const [index, plan] of plans.entries()) {
    const at = instantOf(plan, today, merchant.timeZone, now, todays.indexOf(plan), todays.length);
    await seedOrder(context, plan, at, (index * 37 + plan.lines.length) % 100);
  }
  for (const [code, count] of context.codeUses) {
    await tx
      .update(feeStructures)
      .set({ discountsUsedCount: sql`${feeStructures.discountsUsedCount} + ${count}` })
      .where(and(eq(feeStructures.merchantId, merchant.id), eq(feeStructures.discountCode, code)));
  }
}
