import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { merchantBillingCards, merchantFeeInvoices, merchants } from '../../db/schema/index.ts';

// Issue 26 point 3 (decision 185): the merchant's card for its fee and its fee invoices.

export type FeeInvoiceRow = typeof merchantFeeInvoices.$inferSelect;
export type BillingCardRow = typeof merchantBillingCards.$inferSelect;

export async function findBillingMerchant(tx: Database, merchantId: number) {
  const [row] = await tx
    .select({ name: merchants.name, productName: merchants.productName, timeZone: merchants.timeZone })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  return row;
}

export async function findCard(tx: Database, merchantId: number): Promise<BillingCardRow | undefined> {
  const [row] = await tx
    .select()
    .from(merchantBillingCards)
    .where(eq(merchantBillingCards.merchantId, merchantId));
  return row;
}

export type CardValues = Omit<BillingCardRow, 'merchantId' | 'updatedAt'>;

export async function saveCard(tx: Database, merchantId: number, card: CardValues): Promise<void> {
  await tx
    .insert(merchantBillingCards)
    .values({ merchantId, ...card })
    .onConflictDoUpdate({ target: merchantBillingCards.merchantId, set: { ...card, updatedAt: sql`now()` } });
}

export function listInvoices(tx: Database, merchantId: number): Promise<FeeInvoiceRow[]> {
  return tx
    .select()
    .from(merchantFeeInvoices)
    .where(eq(merchantFeeInvoices.merchantId, merchantId))
    .orderBy(desc(merchantFeeInvoices.periodStart));
}

/** The period's invoice; `lock` holds its row until the transaction ends (a claim decides under it). */
export async function findInvoice(tx: Database, merchantId: number, periodStart: string, lock = false) {
  const query = tx
    .select()
    .from(merchantFeeInvoices)
    .where(
      and(eq(merchantFeeInvoices.merchantId, merchantId), eq(merchantFeeInvoices.periodStart, periodStart)),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export type NewFeeInvoice = Pick<
  FeeInvoiceRow,
  'periodStart' | 'periodEnd' | 'number' | 'productName' | 'amountCents' | 'cardBrand' | 'cardLastFour'
>;

/** Claims the period: a pending invoice, or undefined when another claim has it (the primary key). */
export async function insertPendingInvoice(tx: Database, merchantId: number, invoice: NewFeeInvoice) {
  const [row] = await tx
    .insert(merchantFeeInvoices)
    .values({ merchantId, ...invoice, status: 'pending' })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** A failed invoice charged again with the card now on file: a new attempt, so a new processor key. */
export async function retryInvoice(
  tx: Database,
  merchantId: number,
  periodStart: string,
  card: Pick<FeeInvoiceRow, 'cardBrand' | 'cardLastFour'>,
) {
  const [row] = await tx
    .update(merchantFeeInvoices)
    .set({
      ...card,
      status: 'pending',
      failureReason: null,
      attempts: sql`${merchantFeeInvoices.attempts} + 1`,
    })
    .where(
      and(
        eq(merchantFeeInvoices.merchantId, merchantId),
        eq(merchantFeeInvoices.periodStart, periodStart),
        eq(merchantFeeInvoices.status, 'failed'),
      ),
    )
    .returning();
  return row;
}

/** Records the processor's answer on a pending invoice (a settled one stays as it is). */
export async function settleInvoice(
  tx: Database,
  merchantId: number,
  periodStart: string,
  outcome: {
    status: 'paid' | 'failed';
    failureReason: string | null;
    reference: string;
    paidAt: Date | null;
  },
) {
  const [row] = await tx
    .update(merchantFeeInvoices)
    .set({
      status: outcome.status,
      failureReason: outcome.failureReason,
      processorReference: outcome.reference,
      paidAt: outcome.paidAt,
    })
    .where(
      and(
        eq(merchantFeeInvoices.merchantId, merchantId),
        eq(merchantFeeInvoices.periodStart, periodStart),
        eq(merchantFeeInvoices.status, 'pending'),
      ),
    )
    .returning();
  return row ?? findInvoice(tx, merchantId, periodStart);
}
