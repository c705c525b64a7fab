import { createHash, randomUUID } from 'node:crypto';
import { CARD_DECLINED, type PublicBookingCard } from '@paybook/contracts';
import { cardNumberDigits, parseCardExpiry } from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { insertAccount } from '../payment-accounts/payment-accounts.repository.ts';
import type { PaymentProcessor } from '../processor/processor.ts';
import { checkBookingCard, tokeniseBookingCard } from './deposit-card.ts';
import { chargeMoneyOrder } from './deposit-money.ts';
import { holdDepositKey, queueDepositOrphanCheck } from './deposit-orphans.ts';
import { termsFor } from './deposit-presenter.ts';
import * as repo from './deposits.repository.ts';

// Issue 15 point 7: the card of an online booking. Inside the booking's transaction, after the appointment
// row is written (so a taken time is refused before any money moves): the card is checked and tokenised,
// stored as the customer's card with the terms they agreed to, and the deposit is authorised and written
// as its order. A declined card throws, so the booking's transaction rolls back and nothing is booked.

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The processor key of a booking's deposit: derived from the booking request's own Idempotency-Key and
 * what identifies the card without its number (last four, expiry, zip), so a repeat of the same request
 * reuses its authorisation, and another card typed after a decline is a new charge. Without a key, a new
 * one per request. Null for a card whose number or expiry cannot be read (the booking refuses it, 400).
 */
function depositKey(merchantId: number, bookingKey: string | undefined, card: PublicBookingCard) {
  const lastFour = cardNumberDigits(card.card_number).slice(-4);
  const expiry = parseCardExpiry(card.expiration);
  if (lastFour.length < 4 || !expiry) return null;
  if (bookingKey === undefined) return `deposit:${merchantId}:${randomUUID()}`;
  const zip = (card.billing_zip_code ?? '').trim();
  return `deposit:${merchantId}:${sha256(`${bookingKey}|${lastFour}|${expiry.month}/${expiry.year}|${zip}`)}`;
}

/**
 * Before the booking's transaction (issue 23 point 1): the deposit's processor key, and its orphan check
 * (deposit-orphans.ts) queued and committed on its own, so that it outlives a rollback. Queued here, not
 * in the booking's transaction: that one holds the provider's lock and must not wait for a second
 * connection. Every booking with a card gets one; a key that is never charged is checked as 'no_payment'.
 */
export async function prepareBookingDeposit(
  db: Database,
  merchantId: number,
  bookingKey: string | undefined,
  card: PublicBookingCard | undefined,
): Promise<string | null> {
  const key = card ? depositKey(merchantId, bookingKey, card) : null;
  if (key !== null) await queueDepositOrphanCheck(db, merchantId, key, new Date());
  return key;
}

export interface BookingCardInput {
  merchantId: number;
  appointmentId: number;
  offeringId: number;
  customerId: number;
  card: PublicBookingCard | undefined;
  /** prepareBookingDeposit's key, whose orphan check is already queued. */
  depositKey: string | null;
  /** Payments authorised by this attempt, so a rollback after them can void them (booking-deposit). */
  authorised: string[];
}

/** Takes the card and the deposit of a booking whose service asks for them; nothing for other services. */
export async function takeBookingCard(tx: Database, processor: PaymentProcessor, input: BookingCardInput) {
  const service = await repo.findServiceTerms(tx, input.merchantId, input.offeringId);
  if (!service) return;
  const terms = termsFor(service, { value: service.cancellationValue, unit: service.cancellationUnit });
  if (!terms.required) return;
  const card = checkBookingCard(input.card, service);
  const token = await tokeniseBookingCard(processor, card);
  const customer = await repo.findCustomer(tx, input.merchantId, input.customerId);
  if (!customer) throw new Error(`Customer ${input.customerId} was not found after booking`);
  const account = await insertAccount(tx, {
    merchantId: input.merchantId,
    customerId: input.customerId,
    kind: 'card',
    processorToken: token.token,
    lastFour: token.lastFour,
    issuer: token.brand,
    expirationMonth: card.expiry.month,
    expirationYear: card.expiry.year,
    billingZipCode: card.zip,
    createdByUserId: null,
  });
  let deposit: { orderId: number; transactionId: number } | null = null;
  if (terms.deposit > 0) {
    const key = input.depositKey;
    // checkBookingCard has read the number and the expiry that prepareBookingDeposit's key is made of.
    if (key === null) throw new Error('A deposit is charged without its prepared key');
    // Issue 15 point 8: a node dying between the authorisation and the COMMIT must not leave money held
    // for no booking (deposit-orphans.ts): the check was queued and committed first, and the key's lock
    // is held until this transaction ends.
    await holdDepositKey(tx, key);
    const charged = await chargeMoneyOrder(tx, processor, {
      merchantId: input.merchantId,
      timeZone: service.timeZone,
      offeringId: service.id,
      lineName: `Deposit: ${service.name}`,
      amountCents: terms.deposit,
      customer: { id: input.customerId, ...customer },
      card: { accountId: account.id, token: token.token, lastFour: token.lastFour, brand: token.brand },
      paymentMode: 'ccKeyEnter',
      key,
      userId: null,
    });
    if (!charged.ok)
      throw new AppError(402, CARD_DECLINED, charged.failureReason, [
        { property: 'card.card_number', message: charged.failureReason },
      ]);
    input.authorised.push(charged.payment.reference);
    deposit = { orderId: charged.orderId, transactionId: charged.transactionId };
  }
  await repo.recordBookingMoney(tx, input.merchantId, input.appointmentId, {
    depositOrderId: deposit?.orderId ?? null,
    depositTransactionId: deposit?.transactionId ?? null,
    cardPaymentAccountId: account.id,
    cardConsentAt: new Date(),
    cardTermsText: terms.text,
    noShowFeeCents: terms.fee,
  });
}

/**
 * A booking whose transaction failed after its deposit was authorised: the authorisations are voided, so
 * no money is held for an appointment that does not exist. (The processor keeps the key's answer; a repeat
 * of the same request then finds it voided and is refused: it may be sent again with a new key.)
 */
export async function voidAuthorised(processor: PaymentProcessor, references: readonly string[]) {
  for (const reference of references)
    await processor.voidPayment(reference, `${reference}:rollback`).catch(() => undefined);
}
