import { randomBytes } from 'node:crypto';
import { type PricingLine, priceOrder } from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { customers, orderLines, orders, transactions } from '../../db/schema/index.ts';
import { amountColumns } from './order-amount-columns.ts';

// Orders written straight into the tables as the checkout writes them (priceOrder's answer in `priced`,
// its lines and a cash payment), at a chosen instant, for the order reads' tests.

const unique = () => randomBytes(4).toString('hex');

const SHAKE: PricingLine = {
  offering_id: 1,
  price_structure: 'fixed',
  unit_price_cents: 650,
  quantity_thousandths: 1000,
  is_taxable: false,
  start_date: null,
};

export async function insertCustomer(db: Database, merchantId: number, lastName = 'Lovelace') {
  const [row] = await db
    .insert(customers)
    .values({ merchantId, firstName: 'Ada', lastName, email: `ada-${unique()}@example.test` })
    .returning();
  return row!;
}

export interface PlacedOrder {
  customerId: number | null;
  createdAt: Date;
  /** Shakes sold at $6.50 each. */
  quantity?: number;
  createdByUserId?: number | null;
  /** Issue 25: an order owing its total (no payment yet), as an invoice or a voided deposit sale leaves. */
  unpaid?: boolean;
}

/** A point-of-sale order paid in cash in full (or, `unpaid`, owing it all). */
export async function insertCashOrder(db: Database, merchantId: number, placed: PlacedOrder) {
  const priced = priceOrder({
    today: placed.createdAt.toISOString().slice(0, 10),
    lines: [{ ...SHAKE, quantity_thousandths: (placed.quantity ?? 1) * 1000 }],
    fee_structures: [],
    order_fees: [],
    discounts: [],
  });
  const [order] = await db
    .insert(orders)
    .values({
      merchantId,
      customerId: placed.customerId,
      saleType: 2,
      paymentStatus: placed.unpaid ? 'unpaid' : 'paid',
      ...amountColumns(priced),
      amountPaid: placed.unpaid ? 0 : priced.total_cents,
      priced,
      createdByUserId: placed.createdByUserId ?? null,
      createdAt: placed.createdAt,
    })
    .returning();
  await db.insert(orderLines).values({
    merchantId,
    orderId: order!.id,
    lineNumber: 1,
    name: 'Protein Shake',
    priceStructure: 'fixed',
    unitName: null,
    unitPrice: 650,
    quantityThousandths: priced.lines[0]!.quantity_thousandths,
    amountSubtotal: priced.subtotal_cents,
    amountDiscount: 0,
    amountFee: 0,
    amountTax: 0,
    amountTotal: priced.total_cents,
  });
  if (placed.unpaid) return order!;
  await db.insert(transactions).values({
    merchantId,
    orderId: order!.id,
    funding: 'payment',
    status: 1,
    paymentType: 'cash',
    paymentMode: 'cash',
    processorStatus: 'settled',
    amount: priced.total_cents,
    idempotencyKey: `cash-${unique()}`,
    createdAt: placed.createdAt,
  });
  return order!;
}
