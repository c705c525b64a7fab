import type {
  FeeInvoice,
  FeeInvoiceList,
  MerchantBilling,
  ProductName,
  SaveBillingCardBody,
  SaveBillingCardResponse,
} from '@paybook/contracts';
import {
  feePeriodOf,
  monthlyFeeCents,
  nextFeePeriod,
  tierInclusions,
  todayInTimeZone,
} from '@paybook/domain';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { withTenantRead } from '../../db/tenant.ts';
import { notFound } from '../../lib/app-error.ts';
import type { UserContext } from '../../plugins/auth.ts';
import { runIdempotent } from '../../plugins/idempotency.ts';
import { checkNewCard, tokeniseCard } from '../payment-accounts/new-account.ts';
import type { PaymentProcessor } from '../processor/processor.ts';
import { chargeFeePeriod } from './fee-charge.ts';
import { renderFeeInvoicePdf } from './fee-invoice-pdf.ts';
import { enqueueNextFee } from './fee-jobs.ts';
import * as repo from './merchant-billing.repository.ts';

// Issue 26 point 3, spec 3 §2.5 /settings/billing (decision 185).

/** Decision 185: the PDF names the tier as the app does (shell.json productTiers). */
const TIER_NAMES: Record<ProductName, string> = {
  free_trial: 'Free trial',
  appointments: 'Appointments',
  full_product: 'Full product',
  starter: 'Starter',
};

export function presentInvoice(row: repo.FeeInvoiceRow): FeeInvoice {
  return {
    number: row.number,
    period_start: row.periodStart,
    period_end: row.periodEnd,
    product_name: row.productName as ProductName,
    amount_cents: row.amountCents,
    status: row.status as FeeInvoice['status'],
    failure_reason: row.failureReason,
    card_brand: row.cardBrand,
    card_last_four: row.cardLastFour,
    created_at: row.createdAt.toISOString(),
  };
}

async function readBilling(tx: Database, merchantId: number, now: Date): Promise<MerchantBilling> {
  const merchant = await repo.findBillingMerchant(tx, merchantId);
  if (!merchant) throw notFound('The merchant');
  const card = await repo.findCard(tx, merchantId);
  const tier = merchant.productName as ProductName;
  return {
    product_name: tier,
    monthly_fee_cents: monthlyFeeCents(tier),
    inclusions: tierInclusions(tier),
    card: card
      ? {
          brand: card.brand,
          last_four: card.lastFour,
          expiration_month: card.expirationMonth,
          expiration_year: card.expirationYear,
        }
      : null,
    next_period_start: nextFeePeriod(feePeriodOf(todayInTimeZone(merchant.timeZone, now))).start,
  };
}

/** GET merchant/billing. */
export function getMerchantBilling(db: Database, ctx: UserContext): Promise<MerchantBilling> {
  return withTenantRead(db, ctx.merchantId, (tx) => readBilling(tx, ctx.merchantId, new Date()));
}

/**
 * PUT merchant/billing/card: checks the card with the domain's card rules, tokenises it through the
 * processor (ruling 5), saves it with the next month's fee job in one transaction, then charges this month's
 * fee when it is due (or failed before): exactly once per period (fee-charge.ts), also when repeated.
 */
export async function saveBillingCard(
  db: Database,
  processor: PaymentProcessor,
  request: FastifyRequest,
  ctx: UserContext,
  body: SaveBillingCardBody,
): Promise<SaveBillingCardResponse> {
  const now = new Date();
  const card = checkNewCard(ctx, body);
  await runIdempotent(
    db,
    request,
    ctx,
    200,
    async (tx) => {
      const token = await tokeniseCard(processor, ctx, card);
      await repo.saveCard(tx, ctx.merchantId, {
        processorToken: token.processorToken,
        brand: token.issuer ?? 'Visa',
        lastFour: token.lastFour,
        expirationMonth: card.expiry.month,
        expirationYear: card.expiry.year,
      });
      await enqueueNextFee(tx, ctx.merchantId, ctx.merchant.timeZone, now);
      return null;
    },
    { callsProcessor: true },
  );
  const period = feePeriodOf(todayInTimeZone(ctx.merchant.timeZone, now));
  const invoice = await chargeFeePeriod(db, processor, ctx.merchantId, period, { retryFailed: true, now });
  const billing = await withTenantRead(db, ctx.merchantId, (tx) => readBilling(tx, ctx.merchantId, now));
  return { billing, current_invoice: invoice ? presentInvoice(invoice) : null };
}

/** GET merchant/billing/invoices: newest first. */
export function listFeeInvoices(db: Database, ctx: UserContext): Promise<FeeInvoiceList> {
  return withTenantRead(db, ctx.merchantId, async (tx) => ({
    invoices: (await repo.listInvoices(tx, ctx.merchantId)).map(presentInvoice),
  }));
}

/** GET merchant/billing/invoice/{period_start}/invoice.pdf; another merchant's or a missing period is 404. */
export async function getFeeInvoicePdf(db: Database, ctx: UserContext, periodStart: string) {
  const found = await withTenantRead(db, ctx.merchantId, async (tx) => ({
    invoice: await repo.findInvoice(tx, ctx.merchantId, periodStart),
    merchant: await repo.findBillingMerchant(tx, ctx.merchantId),
  }));
  if (!found.invoice || !found.merchant) throw notFound('The invoice');
  const pdf = await renderFeeInvoicePdf({
    invoice: found.invoice,
    merchantName: found.merchant.name,
    tierName: TIER_NAMES[found.invoice.productName as ProductName],
  });
  return { pdf, fileName: `paybook-invoice-${found.invoice.number}.pdf` };
}
