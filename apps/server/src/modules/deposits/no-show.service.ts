import { CARD_DECLINED, NO_SHOW_REFUSED, type NoShowResult } from '@paybook/contracts';
import { centsToPrice, noShowMessages, noShowRefusal, transitionDeposit } from '@paybook/domain';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { UserContext } from '../../plugins/auth.ts';
import { type IdempotentResult, runIdempotent } from '../../plugins/idempotency.ts';
import { formatInstant } from '../booking-emails/email-times.ts';
import { loadProvider } from '../calendar/calendar-access.ts';
import { insertCustomerEvent } from '../customers/customers.repository.ts';
import type { PaymentProcessor } from '../processor/processor.ts';
import { chargeMoneyOrder } from './deposit-money.ts';
import { holdDepositKey, queueDepositOrphanCheck } from './deposit-orphans.ts';
import * as repo from './deposits.repository.ts';

/** The timeline's event_type of a no-show (spec 2 §3 customer_event). */
export const NO_SHOW_EVENT = 'appointment_no_show_event';

/**
 * The processor key of a no-show charge: the appointment's and the card's, so no retry, with any request
 * key, charges twice; once the orphan check voided a charge this transaction never recorded (decision 78),
 * the next attempt numbers its key on, or the desk could never charge the fee again.
 */
async function noShowKey(processor: PaymentProcessor, base: string): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const key = attempt === 1 ? base : `${base}:${attempt}`;
    const payment = await processor.findPayment(key);
    if (payment?.status !== 'voided') return key;
  }
}

/**
 * Issue 15 point 7: POST appointment/{id}/no_show. Charges the no-show fee the customer agreed to at
 * booking to the card they left, once: the appointment's row is locked, the rule (noShowRefusal) refuses a
 * second charge, the processor's key is the appointment's and the card's (so no retry, with any request
 * key, charges twice), and the fee's payment id is unique per appointment. The appointment becomes
 * 'no_show', its deposit is kept, and the customer's timeline records the charge. A declined card changes
 * nothing and answers 402 with the processor's reason.
 */
export function markNoShow(
  db: Database,
  processor: PaymentProcessor,
  request: FastifyRequest,
  ctx: UserContext,
  appointmentId: number,
): Promise<IdempotentResult<NoShowResult>> {
  return runIdempotent(db, request, ctx, 200, async (tx) => {
    const row = await repo.lockAppointmentMoney(tx, ctx.merchantId, appointmentId);
    if (row?.kind !== 'appointment' || row.offeringId === null || row.customerId === null)
      throw notFound('The appointment');
    const provider = await loadProvider(tx, ctx, row.serviceProviderId);
    const card =
      row.cardPaymentAccountId === null
        ? undefined
        : await repo.findCard(tx, ctx.merchantId, row.cardPaymentAccountId);
    const now = new Date();
    const refusal = noShowRefusal(
      {
        kind: 'appointment',
        status: row.status,
        start_at: row.startAt,
        no_show_fee_cents: row.noShowFeeCents ?? 0,
        payment_account_id: card?.id ?? null,
        consent_at: row.cardConsentAt,
        no_show_fee_transaction_id: row.noShowFeeTransactionId,
      },
      now,
    );
    if (refusal) throw new AppError(409, NO_SHOW_REFUSED, noShowMessages[refusal]);
    if (!card || row.noShowFeeCents === null)
      throw new Error('noShowRefusal let a no-show without a card through');
    const service = await repo.findServiceTerms(tx, ctx.merchantId, row.offeringId);
    const customer = await repo.findCustomer(tx, ctx.merchantId, row.customerId);
    if (!service || !customer) throw notFound('The appointment');
    const label = `${card.issuer ?? 'Card'} ending in ${card.lastFour}`;
    const key = await noShowKey(processor, `no-show:${ctx.merchantId}:${row.id}:${card.id}`);
    // Decision 78: a fee charged by a node that dies before this transaction commits is released by the
    // orphan check, so no customer pays a fee the merchant has no record of; the desk can charge it again.
    await holdDepositKey(tx, key);
    await queueDepositOrphanCheck(db, ctx.merchantId, key, now);
    const charged = await chargeMoneyOrder(tx, processor, {
      merchantId: ctx.merchantId,
      timeZone: service.timeZone,
      offeringId: service.id,
      lineName: `No-show fee: ${service.name}`,
      amountCents: row.noShowFeeCents,
      customer: { id: row.customerId, ...customer },
      card: {
        accountId: card.id,
        token: card.processorToken,
        lastFour: card.lastFour,
        brand: card.issuer ?? 'Card',
      },
      paymentMode: 'stored',
      key,
      userId: ctx.userId,
    });
    if (!charged.ok)
      throw new AppError(402, CARD_DECLINED, `The no-show fee was not charged: ${charged.failureReason}`);
    const deposit =
      row.depositStatus === null
        ? null
        : (transitionDeposit(row.depositStatus, 'no_show') ?? row.depositStatus);
    await repo.recordNoShow(tx, ctx.merchantId, row, charged.transactionId, deposit);
    const fee = centsToPrice(row.noShowFeeCents);
    await insertCustomerEvent(tx, {
      merchantId: ctx.merchantId,
      customerId: row.customerId,
      eventType: NO_SHOW_EVENT,
      content:
        `No-show: ${service.name}, ${formatInstant(row.startAt, provider.timeZone)}. ` +
        `No-show fee of $${fee} charged to ${label} (order ${charged.orderNumber}).`,
      userId: ctx.userId,
    });
    return {
      appointment_id: row.id,
      status: 'no_show',
      fee,
      card_label: label,
      order_id: charged.orderId,
      order_number: charged.orderNumber,
      transaction_id: charged.transactionId,
      deposit_status: deposit,
    };
  });
}
