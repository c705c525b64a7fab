import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { addMerchantKeys } from '../../db/merchant-keys.ts';
import { orderLines, orders } from '../../db/schema/index.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import { insertOrderWithLines, type OrderLineValues } from '../checkout/checkout-order-insert.ts';
import type { PlanLine } from '../checkout/checkout-plan.ts';
import { amountColumns } from '../orders/order-amount-columns.ts';
import type { PricedInvoice } from './invoice-pricing.ts';
import { insertInvoice, type NewInvoiceRow, updateInvoice } from './invoices.repository.ts';

// Issue 25 point 3 (decisions 121, 122, 124): an invoice is written as an order billed by invoice (sale type
// 6 Invoice; payment_status 'scheduled' until it is sent, then 'unpaid') with its lines as a sale's, plus its
// invoice row. The public token is made once, mapped to the merchant (merchant_keys, decision 101) by its
// hash, and kept through every edit.

export type InvoiceFields = Omit<NewInvoiceRow, 'merchantId' | 'orderId' | 'publicToken' | 'builder'>;

function lineValues(merchantId: number, priced: PricedInvoice): OrderLineValues[] {
  const { cart } = priced;
  return cart.priced.lines.map((line, index) => {
    const planLine: PlanLine | undefined = cart.lines[index];
    return {
      merchantId,
      lineNumber: index + 1,
      // A free-text line (offering 0 in pricing) has no catalogue item.
      offeringId: line.offering_id === 0 ? null : line.offering_id,
      name: planLine?.name ?? '',
      customFields: [],
      priceStructure: line.price_structure,
      unitName: planLine?.unit_name ?? null,
      unitPrice: line.unit_price_cents,
      quantityThousandths: line.quantity_thousandths,
      startDate: null,
      ...amountColumns(line),
    };
  });
}

const customerColumns = (priced: PricedInvoice) => ({
  customerId: priced.customer.id,
  customerFirstName: priced.customer.firstName,
  customerLastName: priced.customer.lastName,
  customerEmail: priced.customer.email,
});

/** Writes a new invoice: its order, lines and invoice row; answers the order's id. */
export async function writeNewInvoice(
  tx: Database,
  merchantId: number,
  /** null: the billing engine, sending a scheduled invoice (decision 151). */
  userId: number | null,
  priced: PricedInvoice,
  fields: InvoiceFields,
): Promise<number> {
  const { order } = await insertOrderWithLines(
    tx,
    {
      merchantId,
      ...customerColumns(priced),
      saleType: 6,
      billingMethod: 'invoice',
      paymentStatus: fields.state === 'sent' ? 'unpaid' : 'scheduled',
      ...amountColumns(priced.cart.priced),
      priced: priced.cart.priced,
      discountCode: priced.cart.discount_fee_structure_id === null ? '' : priced.builder.discount_code,
      createdByUserId: userId,
    },
    lineValues(merchantId, priced),
    null,
  );
  const token = randomToken(32);
  await insertInvoice(tx, {
    ...fields,
    merchantId,
    orderId: order.id,
    publicToken: token,
    builder: priced.builder,
  });
  await addMerchantKeys(tx, merchantId, 'invoice_link', [sha256(token)]);
  return order.id;
}

/**
 * Replaces an invoice's lines and amounts (an edit); its payments stay. `paymentStatus` is the order's
 * status before the edit's recompute (the caller recomputes a sent invoice's from its payments).
 */
export async function rewriteInvoice(
  tx: Database,
  merchantId: number,
  orderId: number,
  priced: PricedInvoice,
  fields: InvoiceFields,
  paymentStatus: 'scheduled' | 'unpaid' | null,
): Promise<void> {
  await tx
    .delete(orderLines)
    .where(and(eq(orderLines.merchantId, merchantId), eq(orderLines.orderId, orderId)));
  await tx.insert(orderLines).values(lineValues(merchantId, priced).map((line) => ({ ...line, orderId })));
  await tx
    .update(orders)
    .set({
      ...customerColumns(priced),
      ...amountColumns(priced.cart.priced),
      priced: priced.cart.priced,
      discountCode: priced.cart.discount_fee_structure_id === null ? '' : priced.builder.discount_code,
      ...(paymentStatus ? { paymentStatus } : {}),
      updatedAt: sql`now()`,
    })
    .where(and(eq(orders.merchantId, merchantId), eq(orders.id, orderId)));
  await updateInvoice(tx, merchantId, orderId, { ...fields, builder: priced.builder });
}

/** Cancels the invoice's order (spec 3 §4.3 Cancel): order status 2, payment status cancelled. */
export async function cancelInvoiceOrder(tx: Database, merchantId: number, orderId: number): Promise<void> {
  await tx
    .update(orders)
    .set({ orderStatus: 2, paymentStatus: 'cancelled', updatedAt: sql`now()` })
    .where(and(eq(orders.merchantId, merchantId), eq(orders.id, orderId)));
  await updateInvoice(tx, merchantId, orderId, { state: 'draft', scheduledSendAt: null });
}
