import { CARD_DECLINED, NO_SHOW_REFUSED, type NoShowResult } from '@paybook/contracts';
import {
  cardBrandName,
  centsToPrice,
  noShowMessages,
  noShowRefusal,
  transitionDeposit,
} from '@paybook/domain';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { withTenantReadOne } from '../../db/tenant.ts';
import { ANOTHER_CHANGE } from '../../db/transient-errors.ts';
import { inObjectTurn, turnOf } from '../../db/turns.ts';
import { AppError, notFound, RetryLater } from '../../lib/app-error.ts';
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
 * Step 1, before any lock (issue 23 point 1): the fee's processor key from the appointment's card, and
 * decision 78's orphan check of that key queued and committed in its own transaction. Queued here, not
 * in the charge's transaction: that one holds the appointment's lock and must not wait for a second
 * connection. Null when the appointment has no card (step 2's rule refuses it).
 */
async function prepareNoShowKey(
  db: Database,
  processor: PaymentProcessor,
  merchantId: number,
  appointmentId: number,
  now: Date,
): Promise<{ key: string; cardId: number } | null> {
  const row = await withTenantReadOne(db, merchantId, (tx) =>
    repo.findAppointmentCard(tx, merchantId, appointmentId),
  );
  if (row?.cardPaymentAccountId == null) return null;
  const cardId = row.cardPaymentAccountId;
  const key = await noShowKey(processor, `no-show:${merchantId}:${appointmentId}:${cardId}`);
  await queueDepositOrphanCheck(db, merchantId, key, now);
  return { key, cardId };
}

/**
 * Issue 15 point 7: POST appointment/{id}/no_show. Charges the no-show fee the customer agreed to at
 * booking to the card they left, once: the appointment's row is locked, the rule (noShowRefusal) refuses a
 * second charge, the processor's key is the appointment's and the card's (so no retry, with any request
 * key, charges twice), and the fee's payment id is unique per appointment. The appointment becomes
 * 'no_show', its deposit is kept, and the customer's timeline records the charge. A declined card changes
 * nothing and answers 402 with the processor's reason. Requests on one appointment take turns in memory.
 */
export async function markNoShow(
  db: Database,
  processor: PaymentProcessor,
  request: FastifyRequest,
  ctx: UserContext,
  appointmentId: number,
): Promise<IdempotentResult<NoShowResult>> {
  const now = new Date();
  const prepared = await prepareNoShowKey(db, processor, ctx.merchantId, appointmentId, now);
  const charge = async (tx: Database): Promise<NoShowResult> => {
    const row = await repo.lockAppointmentMoney(tx, ctx.merchantId, appointmentId);
    if (row?.kind !== 'appointment' || row.offeringId === null || row.customerId === null)
      throw notFound('The appointment');
    const provider = await loadProvider(tx, ctx, row.serviceProviderId);
    const card =
      row.cardPaymentAccountId === null
        ? undefined
        : await repo.findCard(tx, ctx.merchantId, row.cardPaymentAccountId);
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
    const label = `${cardBrandName(card.issuer)} ending in ${card.lastFour}`;
    // The card changed after step 1 read it: its key and check are another card's. Sent again, it is read anew.
    if (prepared?.cardId !== card.id) throw new RetryLater(ANOTHER_CHANGE);
    const { key } = prepared;
    // Decision 78: a fee charged by a node that dies before this transaction commits is released by the
    // orphan check (queued in step 1), so no customer pays a fee the merchant has no record of; the desk
    // can charge it again.
    await holdDepositKey(tx, key);
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
  };
  return inObjectTurn(db, turnOf.appointment(ctx.merchantId, appointmentId), () =>
    runIdempotent(db, request, ctx, 200, charge, { callsProcessor: true }),
  );
}
