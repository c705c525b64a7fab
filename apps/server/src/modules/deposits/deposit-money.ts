import {
  cardBrandName,
  newPayment,
  type PaymentStatus,
  paymentTransactionStatus,
  priceOrder,
  summarizeOrderPayments,
  todayInTimeZone,
} from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import type { MoneyProcessor, ProcessorPayment } from '../processor/processor.ts';
import * as orderRepo from './deposit-orders.repository.ts';

// Issue 15 point 7: a deposit or a no-show fee is an order of one line (priceOrder's answer, decision 65)
// with its card payment, so it shows in the money pages like any sale (decision 68).

export interface ChargedCard {
  accountId: number | null;
  token: string;
  lastFour: string;
  brand: string;
}

export interface MoneyOrderRequest {
  merchantId: number;
  timeZone: string;
  offeringId: number;
  lineName: string;
  amountCents: number;
  customer: { id: number; firstName: string; lastName: string; email: string };
  card: ChargedCard;
  /** ccKeyEnter: a card typed on the booking page; stored: the card on file (spec 3 §4.8 modes). */
  paymentMode: 'ccKeyEnter' | 'stored';
  /** The processor's idempotency key of this charge. */
  key: string;
  userId: number | null;
}

export type MoneyOrderResult =
  | { ok: true; orderId: number; orderNumber: number; transactionId: number; payment: ProcessorPayment }
  | { ok: false; failureReason: string; payment: ProcessorPayment };

/** The processor status a card payment must reach to count as paid here (no action page on these paths). */
const isApproved = (payment: ProcessorPayment) =>
  payment.status === 'authorized' || payment.status === 'settled';

const NEEDS_ACTION = 'This card needs an extra check by its bank that cannot be done here. Use another card.';

/**
 * Authorises the card for the amount and, when approved, writes the order, its line and its payment. A
 * declined card writes nothing and answers the processor's reason; a card asking for an action (3-D
 * Secure style) is voided and refused, since neither the booking page nor the no-show action can show the
 * bank's page.
 */
export async function chargeMoneyOrder(
  tx: Database,
  processor: MoneyProcessor,
  request: MoneyOrderRequest,
): Promise<MoneyOrderResult> {
  const payment = await processor.authorizeCard({
    idempotencyKey: request.key,
    token: request.card.token,
    amountCents: request.amountCents,
    timeZone: request.timeZone,
    merchantId: request.merchantId,
  });
  if (payment.status === 'requires_action') {
    await processor.voidPayment(payment.reference, `${request.key}:void`);
    return { ok: false, failureReason: NEEDS_ACTION, payment };
  }
  if (payment.status === 'voided')
    return { ok: false, failureReason: 'This payment attempt was cancelled. Please try again.', payment };
  if (!isApproved(payment))
    return { ok: false, failureReason: payment.failureReason ?? 'Your card was declined.', payment };
  const priced = priceOrder({
    today: todayInTimeZone(request.timeZone),
    lines: [
      {
        offering_id: request.offeringId,
        price_structure: 'fixed',
        unit_price_cents: request.amountCents,
        quantity_thousandths: 1000,
        is_taxable: false,
        start_date: null,
      },
    ],
    fee_structures: [],
    order_fees: [],
    discounts: [],
  });
  const approved: PaymentStatus = payment.status === 'settled' ? 'settled' : 'authorized';
  const status = paymentTransactionStatus(
    newPayment('card', approved, payment.amountCents, request.timeZone),
  );
  const summary = summarizeOrderPayments(priced.total_cents, [
    { is_refund: false, status, processor_status: payment.status, amount_cents: payment.amountCents },
  ]);
  const written = await orderRepo.insertMoneyOrder(
    tx,
    request.merchantId,
    {
      customerId: request.customer.id,
      firstName: request.customer.firstName,
      lastName: request.customer.lastName,
      email: request.customer.email,
      priced,
      lineName: request.lineName,
      amountPaid: summary.amount_paid_cents,
      paymentStatus: summary.payment_status,
      createdByUserId: request.userId,
    },
    {
      funding: 'payment',
      paymentType: 'credit_card',
      paymentMode: request.paymentMode,
      status,
      processorStatus: payment.status,
      processorReference: payment.reference,
      amount: payment.amountCents,
      canVoidUntil: payment.canVoidUntil ? new Date(payment.canVoidUntil) : null,
      settledAt: payment.settledAt ? new Date(payment.settledAt) : null,
      email: request.customer.email,
      paymentAccountId: request.card.accountId,
      accountKind: 'card',
      accountLastFour: request.card.lastFour,
      accountLabel: `${cardBrandName(request.card.brand)} ending in ${request.card.lastFour}`,
      idempotencyKey: request.key,
      createdByUserId: request.userId,
    },
  );
  return { ok: true, ...written, payment };
}
