import type { ProductName } from '@paybook/contracts';
import { type FeePeriod, feeInvoiceNumber, isFeeDue, monthlyFeeCents } from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import type { MoneyProcessor, ProcessorPayment } from '../processor/processor.ts';
import * as repo from './merchant-billing.repository.ts';

// Issue 26 point 3, decision 185: charging one fee period exactly once. (1) In a transaction, the period is
// claimed by a pending invoice row, whose primary key (merchant, period) lets only one claim in, however
// many nodes, jobs or requests try. (2) After the commit, the processor is asked with a key made of the
// merchant, period and attempt: a retry after a crash or timeout asks with the same key and gets the same
// payment, never a second one. (3) The answer is written on the pending row. A pending row found later
// (its charger crashed) is finished the same way: the processor's answer for the key, or the charge made
// now under that key when the processor never received it.

export const feeChargeKey = (merchantId: number, period: FeePeriod, attempt: number) =>
  `merchant-fee:${merchantId}:${period.start}:${attempt}`;

type Claim = { invoice: repo.FeeInvoiceRow | null; charge?: { token: string; timeZone: string } };

async function claimPeriod(
  tx: Database,
  merchantId: number,
  period: FeePeriod,
  retryFailed: boolean,
): Promise<Claim> {
  const merchant = await repo.findBillingMerchant(tx, merchantId);
  const card = await repo.findCard(tx, merchantId);
  const existing = await repo.findInvoice(tx, merchantId, period.start, true);
  if (!merchant || !card) return { invoice: existing ?? null };
  const charge = { token: card.processorToken, timeZone: merchant.timeZone };
  if (existing?.status === 'pending') return { invoice: existing, charge };
  if (existing?.status === 'failed' && retryFailed) {
    const retried = await repo.retryInvoice(tx, merchantId, period.start, {
      cardBrand: card.brand,
      cardLastFour: card.lastFour,
    });
    return retried ? { invoice: retried, charge } : { invoice: existing };
  }
  const tier = merchant.productName as ProductName;
  if (!isFeeDue({ tier, hasCard: true, hasInvoice: existing !== undefined }))
    return { invoice: existing ?? null };
  const claimed = await repo.insertPendingInvoice(tx, merchantId, {
    periodStart: period.start,
    periodEnd: period.end,
    number: feeInvoiceNumber(merchantId, period),
    productName: tier,
    amountCents: monthlyFeeCents(tier),
    cardBrand: card.brand,
    cardLastFour: card.lastFour,
  });
  // Another claim won the period between our read and insert: its charger asks the processor.
  if (!claimed) return { invoice: (await repo.findInvoice(tx, merchantId, period.start)) ?? null };
  return { invoice: claimed, charge };
}

function outcomeOf(payment: ProcessorPayment, now: Date) {
  const isPaid = payment.status === 'authorized' || payment.status === 'settled';
  return {
    status: isPaid ? ('paid' as const) : ('failed' as const),
    failureReason: isPaid ? null : (payment.failureReason ?? 'The card was declined.'),
    reference: payment.reference,
    paidAt: isPaid ? now : null,
  };
}

/**
 * Charges the period's fee if it is due (a paid tier, a card on file, no invoice yet; with `retryFailed` a
 * failed invoice too), finishes a pending one, and answers the period's invoice (null: none). A
 * ProcessorUnavailable leaves the invoice pending and is thrown, so the job retries.
 */
export async function chargeFeePeriod(
  db: Database,
  processor: Pick<MoneyProcessor, 'authorizeCard' | 'findPayment'>,
  merchantId: number,
  period: FeePeriod,
  options: { retryFailed?: boolean; now?: Date } = {},
): Promise<repo.FeeInvoiceRow | null> {
  const claim = await withTenant(db, merchantId, (tx) =>
    claimPeriod(tx, merchantId, period, options.retryFailed ?? false),
  );
  if (!claim.charge || !claim.invoice) return claim.invoice;
  const key = feeChargeKey(merchantId, period, claim.invoice.attempts);
  const payment =
    (await processor.findPayment(key)) ??
    (await processor.authorizeCard({
      idempotencyKey: key,
      token: claim.charge.token,
      amountCents: claim.invoice.amountCents,
      timeZone: claim.charge.timeZone,
      merchantId,
    }));
  const outcome = outcomeOf(payment, options.now ?? new Date());
  return withTenant(
    db,
    merchantId,
    async (tx) => (await repo.settleInvoice(tx, merchantId, period.start, outcome)) ?? null,
  );
}
