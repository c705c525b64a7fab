import { type CheckoutResponse, errorCodes } from '@paybook/contracts';
import { centsToPrice } from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { byTenantKey, preparedQuery } from '../../db/prepared.ts';
import { orders, transactions } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordOrderEvent } from '../orders/order-event-writer.ts';
import { presentTransaction } from '../orders/order-presenter.ts';
import type { MoneyProcessor, ProcessorPayment } from '../processor/processor.ts';
import { recomputeOrderPayment } from '../processor/processor-report.ts';
import { loadReceipt } from '../receipts/receipt-loader.ts';
import { queueReceiptEmail } from '../receipts/receipts.service.ts';
import {
  ABANDONED_MESSAGE,
  type CheckoutOptions,
  type Completion,
  PaymentOutcomeUnknown,
} from './checkout-completion.ts';
import { type CheckoutIntentRow, finishIntent } from './checkout-intents.repository.ts';
import { checkoutStatusOf, failedResponse, transactionValues } from './checkout-order-writer.ts';
import { chargePlan } from './checkout-payment.ts';
import { type CheckoutPlan, type PlanOrderPayment, paymentKeyOf } from './checkout-plan.ts';

// Issue 25 point 4 (decision 124): a payment on an order that exists already (an invoice paid on its public
// page) goes through the checkout's intent like a sale: the intent is committed before the money call, the
// call carries the intent's key, and this function — called by finishLockedIntent for the checkout and the
// reconcile job alike — writes the payment, the order's new state, the timeline's 'paid' line and the
// receipt e-mail in the transaction that completes the intent. The order's row is locked before the
// charge, so two payers of one invoice take turns and the second sees what the first paid.

/** spec 3 §8's words of a payment the processor holds for a bank step the pay page cannot show. */
const NEEDS_ACTION = 'This card needs an extra check by its bank that cannot be done here. Use another card.';
export const NOTHING_LEFT_MESSAGE = 'This invoice has less left to pay than this payment. Reload the page.';

const lockOrderAmounts = preparedQuery((db) =>
  db
    .select({ total: orders.amountTotal, paid: orders.amountPaid, status: orders.orderStatus })
    .from(orders)
    .where(byTenantKey(orders.merchantId, orders.id, 'orderId'))
    .for('update')
    .prepare('order_payment_lock_amounts'),
);

async function lockedAmountDue(tx: Database, merchantId: number, orderId: number): Promise<number> {
  const [order] = await lockOrderAmounts(tx).execute({ merchantId, orderId });
  if (!order || order.status === 2) return 0;
  return Math.max(0, order.total - order.paid);
}

async function writePayment(
  tx: Database,
  merchantId: number,
  plan: CheckoutPlan,
  target: PlanOrderPayment,
  key: string,
  payment: ProcessorPayment,
  now: Date,
): Promise<CheckoutResponse> {
  const values = transactionValues(merchantId, plan, key, payment, null, now);
  if (!values) throw new Error('A payment on an order has an amount');
  const [written] = await tx
    .insert(transactions)
    .values({ ...values, orderId: target.order_id })
    .returning();
  if (!written) throw new Error('The payment was not written');
  await recomputeOrderPayment(tx, merchantId, target.order_id, now);
  await recordOrderEvent(tx, merchantId, target.order_id, 'paid', {
    amount_cents: written.amount,
    transaction_id: written.id,
    payment_type: written.paymentType,
    last_four: written.accountLastFour,
  });
  // The receipt's order is the paid order as GET order/{id} presents it (receipt-loader.ts): the answer
  // takes it from there rather than reading the order a second time (decision 159).
  const doc = await loadReceipt(tx, merchantId, target.order_id);
  if (!doc) throw new Error('The paid order is gone');
  if (target.receipt_email !== '') await queueReceiptEmail(tx, merchantId, doc, target.receipt_email);
  return {
    payment_status: checkoutStatusOf(payment),
    order: doc.receipt.order,
    transaction: presentTransaction(written),
    amount_paid: centsToPrice(written.amount),
    change_due: null,
    failure_reason: null,
  };
}

async function chargeOrderPayment(
  processor: MoneyProcessor,
  plan: CheckoutPlan,
  key: string,
  merchantId: number,
) {
  const charge = chargePlan(processor, plan, key, merchantId);
  if (!charge) throw new Error('A payment on an order goes through the processor');
  return charge.catch((error: unknown) => {
    throw new PaymentOutcomeUnknown(error);
  });
}

/** finishLockedIntent for a plan with `order_payment` (the intent is locked and started). */
export async function finishOrderPayment(
  tx: Database,
  processor: MoneyProcessor,
  merchantId: number,
  intent: CheckoutIntentRow,
  how: 'charge' | 'find',
  options: CheckoutOptions = {},
): Promise<Completion> {
  const plan = intent.plan as CheckoutPlan;
  const target = plan.order_payment;
  if (!target) throw new Error('Not a payment on an existing order');
  const key = paymentKeyOf(intent.id);
  const now = options.now?.() ?? new Date();
  const finish = async (state: 'failed' | 'abandoned', message: string): Promise<Completion> => {
    const response = failedResponse(message);
    await finishIntent(tx, merchantId, intent.id, state, response, null);
    return { kind: 'answered', response, ended: state };
  };

  let payment: ProcessorPayment | null;
  if (how === 'charge') {
    const due = await lockedAmountDue(tx, merchantId, target.order_id);
    // The charge is idempotent by the key, so a payment within what is due is charged (or, after a crash,
    // found) at once; only one over it asks first whether the key already paid (then it was within it).
    const known =
      target.amount_cents > due
        ? await processor.findPayment(key).catch((error: unknown) => {
            throw new PaymentOutcomeUnknown(error);
          })
        : null;
    if (known === null && target.amount_cents > due) {
      await finishIntent(tx, merchantId, intent.id, 'abandoned', failedResponse(NOTHING_LEFT_MESSAGE), null);
      return {
        kind: 'refused',
        error: new AppError(409, errorCodes.invoiceNotPayable, NOTHING_LEFT_MESSAGE),
      };
    }
    payment = known ?? (await chargeOrderPayment(processor, plan, key, merchantId));
  } else {
    await lockedAmountDue(tx, merchantId, target.order_id);
    payment = await processor.findPayment(key);
    if (payment === null) return finish('abandoned', ABANDONED_MESSAGE);
  }
  await options.afterCharge?.();
  if (payment.status === 'requires_action') {
    await processor.voidPayment(payment.reference, `${key}:void`);
    return finish('failed', NEEDS_ACTION);
  }
  if (checkoutStatusOf(payment) === 'failed')
    return finish('failed', payment.failureReason ?? 'Your card was declined.');
  const response = await writePayment(tx, merchantId, plan, target, key, payment, now);
  await finishIntent(tx, merchantId, intent.id, 'completed', response, target.order_id);
  return { kind: 'answered', response, ended: 'completed' };
}
