import {
  type FeePeriod,
  feePeriodOf,
  nextFeePeriod,
  todayInTimeZone,
  utcRangeOfLocalDates,
} from '@paybook/domain';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { withTenantRead } from '../../db/tenant.ts';
import type { JobDefinition } from '../jobs/job-handler.ts';
import { enqueueJob } from '../jobs/job-queue.ts';
import type { MoneyProcessor } from '../processor/processor.ts';
import { chargeFeePeriod } from './fee-charge.ts';
import { findBillingMerchant, findCard } from './merchant-billing.repository.ts';

// Issue 26 point 3, decision 185: the monthly fee as a chain of jobs on the queue of decision 70. Saving a
// card enqueues the next period's job, due at that month's first midnight in the merchant's zone and keyed
// by merchant and period (one job per period, whoever asks); the job charges its period (fee-charge.ts,
// exactly once) and enqueues the following one. A restart loses nothing: the jobs are rows.

export const MERCHANT_FEE_QUEUE = 'merchant-fee';
export const merchantFeeJobKey = (merchantId: number, periodStart: string) => `${merchantId}:${periodStart}`;

const feePayload = z.object({ merchant_id: z.number().int().positive(), period_start: z.iso.date() });

/** Enqueues a period's fee job, due at its first local midnight; false when it already was. */
function enqueueFeeJob(
  tx: Database,
  merchantId: number,
  timeZone: string,
  period: FeePeriod,
): Promise<boolean> {
  const runAt = new Date(utcRangeOfLocalDates(timeZone, period.start, period.start).start_at);
  const payload = { merchant_id: merchantId, period_start: period.start };
  return enqueueJob(tx, MERCHANT_FEE_QUEUE, merchantFeeJobKey(merchantId, period.start), payload, runAt);
}

/** Enqueues the job of the period after the merchant's current one (in the card save's transaction). */
export function enqueueNextFee(
  tx: Database,
  merchantId: number,
  timeZone: string,
  now: Date,
): Promise<boolean> {
  return enqueueFeeJob(tx, merchantId, timeZone, nextFeePeriod(feePeriodOf(todayInTimeZone(timeZone, now))));
}

export function merchantFeeJob(processor: MoneyProcessor): JobDefinition {
  return {
    queue: MERCHANT_FEE_QUEUE,
    async handle(payload, context) {
      const { merchant_id: merchantId, period_start: periodStart } = feePayload.parse(payload);
      const period = feePeriodOf(periodStart);
      const invoice = await chargeFeePeriod(context.db, processor, merchantId, period, { now: context.now });
      const merchant = await withTenantRead(context.db, merchantId, async (tx) => ({
        row: await findBillingMerchant(tx, merchantId),
        hasCard: (await findCard(tx, merchantId)) !== undefined,
      }));
      // The chain goes on while the merchant has a card.
      if (merchant.row && merchant.hasCard)
        await enqueueFeeJob(context.db, merchantId, merchant.row.timeZone, nextFeePeriod(period));
      if (invoice)
        context.log.info({ merchantId, period: period.start, status: invoice.status }, 'merchant fee');
    },
  };
}
