import type { CheckoutPaymentStatus, CheckoutResponse } from '@paybook/contracts';
import {
  centsToPrice,
  checkoutOrderStatus,
  summarizeOrderPayments,
  type TransactionStatusCode,
} from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import type { transactions } from '../../db/schema/index.ts';
import { amountColumns } from '../orders/order-amount-columns.ts';
import { depositCreditColumns, presentOrder, presentTransaction } from '../orders/order-presenter.ts';
import { insertAccount } from '../payment-accounts/payment-accounts.repository.ts';
import type { ProcessorPayment } from '../processor/processor.ts';
import { receiptOfWritten } from '../receipts/receipt-loader.ts';
import { queueReceiptEmail } from '../receipts/receipts.service.ts';
import { type IntentValues, insertOrderWithLines } from './checkout-order-insert.ts';
import {
  type CheckoutPlan,
  chargeCentsOf,
  type PlanDepositCredit,
  type PlanPayment,
} from './checkout-plan.ts';
import { insertLineSchedules } from './checkout-schedules.ts';

// Issue 15 points 2, 3, 6 and 8: the order of a paid checkout — the order, its lines, its payment, and a
// billing schedule per recurring line — written in the transaction that completes the intent. The checkout
// and the reconcile job both come here with the plan and the processor's payment, so they write alike.

type TransactionValues = typeof transactions.$inferInsert;

/** spec 2 §3: a payment shows 1 Processed, 2 Voided or 3 Failed (decision 67's paymentTransactionStatus). */
function visibleStatus(status: ProcessorPayment['status']): TransactionStatusCode {
  if (status === 'voided') return 2;
  if (status === 'failed' || status === 'returned') return 3;
  return 1;
}

/** The checkout's word for the payment (packages/contracts checkout-response.ts). */
export function checkoutStatusOf(payment: ProcessorPayment | null): CheckoutPaymentStatus {
  if (payment === null) return 'processed';
  switch (payment.status) {
    case 'authorized':
    case 'settled':
      return 'processed';
    case 'posted':
      return 'pending';
    case 'requires_action':
      return 'requires_action';
    default:
      return 'failed';
  }
}

/** A declined card or failed debit: no order; the cart stays (spec 3 §4.8 Outcome, §8 failure_reason). */
export function failedResponse(failureReason: string | null): CheckoutResponse {
  return {
    payment_status: 'failed',
    order: null,
    transaction: null,
    amount_paid: '0.00',
    change_due: null,
    failure_reason: failureReason ?? 'Unknown error occurred while processing payment.',
  };
}

/** The payment row of the plan (a sale's, or one on an existing order: checkout-order-payment.ts). */
export function transactionValues(
  merchantId: number,
  plan: CheckoutPlan,
  key: string,
  payment: ProcessorPayment | null,
  accountId: number | null,
  now: Date,
): Omit<TransactionValues, 'orderId'> | null {
  const amount = chargeCentsOf(plan);
  if (amount === 0) return null;
  return paymentTransactionValues(
    merchantId,
    { ...plan, amount_cents: amount },
    key,
    payment,
    accountId,
    now,
  );
}

/** The staff member who made the sale or payment; a public page's visitor (PUBLIC_VISITOR_USER_ID) is none. */
const staffUserOf = (plan: Pick<CheckoutPlan, 'user_id'>) => (plan.user_id === 0 ? null : plan.user_id);

/**
 * A payment's transaction row: the checkout's and a collected payment's (issue 25 point 1), from the
 * planned payment and the processor's answer (null for cash and checks).
 */
export function paymentTransactionValues(
  merchantId: number,
  plan: Pick<CheckoutPlan, 'payment_mode' | 'payment' | 'user_id'> & {
    customer: Pick<CheckoutPlan['customer'], 'email'>;
    amount_cents: number;
  },
  key: string,
  payment: ProcessorPayment | null,
  accountId: number | null,
  now: Date,
): Omit<TransactionValues, 'orderId'> {
  const base = {
    merchantId,
    funding: 'payment' as const,
    paymentMode: plan.payment_mode,
    amount: plan.amount_cents,
    email: plan.customer.email,
    idempotencyKey: key,
    createdByUserId: staffUserOf(plan),
  };
  const p = plan.payment;
  if (p.kind === 'none') throw new Error('Nothing to pay (decision 79) was refused with an amount due');
  if (p.kind === 'cash' || p.kind === 'check') {
    // Money in hand: settled when taken (spec 3 §3.2 payment_type cash; a check is paid like cash).
    return {
      ...base,
      paymentType: 'cash',
      status: 1,
      processorStatus: 'settled',
      settledAt: now,
      ...(p.kind === 'cash'
        ? { amountTendered: p.tendered_cents, changeDue: p.change_cents }
        : { checkNumber: p.check_number }),
    };
  }
  if (!payment) throw new Error('A card or bank payment needs the processor’s answer');
  return { ...base, ...processorPaymentColumns(p, payment, accountId) };
}

/**
 * The columns of a card or bank payment the processor answered: the checkout's, and each bill's of a
 * billing schedule (issue 25 point 7).
 */
export function processorPaymentColumns(
  p: Extract<PlanPayment, { kind: 'card' | 'bank' }>,
  payment: ProcessorPayment,
  accountId: number | null,
) {
  return {
    paymentType: p.kind === 'card' ? ('credit_card' as const) : ('ach' as const),
    status: visibleStatus(payment.status),
    processorStatus: payment.status,
    processorReference: payment.reference,
    canVoidUntil: payment.canVoidUntil ? new Date(payment.canVoidUntil) : null,
    settledAt: payment.settledAt ? new Date(payment.settledAt) : null,
    paymentAccountId: accountId,
    accountKind: p.kind,
    accountLastFour: p.last_four,
    accountLabel: p.label,
    achAuthorizationType: p.kind === 'bank' ? p.authorization_type : null,
    companyName: p.kind === 'bank' ? p.company_name : '',
    failureReason: payment.failureReason,
  };
}

/**
 * Writes the order of a paid (or pending, or held) payment and answers the checkout's response. `credit`
 * (issue 15 point 7): the appointment's deposit credited against the order, counted as paid.
 */
export async function writeOrder(
  tx: Database,
  merchantId: number,
  plan: CheckoutPlan,
  key: string,
  payment: ProcessorPayment | null,
  now: Date,
  credit: PlanDepositCredit | null = null,
  /**
   * A new cash or check intent, inserted with the order, and the order number drawn for it
   * (checkout-completion.ts completeDeskIntent).
   */
  desk: { intent: IntentValues; orderNumber: number } | null = null,
): Promise<CheckoutResponse> {
  const p = plan.payment;
  let accountId = p.kind === 'card' || p.kind === 'bank' ? p.account_id : null;
  if ((p.kind === 'card' || p.kind === 'bank') && p.new_account && plan.customer.id !== null) {
    const stored = await insertAccount(tx, { ...p.new_account, customerId: plan.customer.id });
    accountId = stored.id;
  }
  const paymentValues = transactionValues(merchantId, plan, key, payment, accountId, now);
  const { priced } = plan;
  const summary = summarizeOrderPayments(
    priced.total_cents,
    paymentValues
      ? [
          {
            is_refund: false,
            status: paymentValues.status,
            processor_status: paymentValues.processorStatus,
            amount_cents: paymentValues.amount,
          },
        ]
      : [],
    credit?.cents ?? 0,
  );
  const containsSubscription = priced.lines.some((line) => line.price_structure === 'recurring');
  const {
    order,
    lines,
    payments: written,
  } = await insertOrderWithLines(
    tx,
    {
      merchantId,
      ...(desk ? { orderNumber: desk.orderNumber } : {}),
      customerId: plan.customer.id,
      customerFirstName: plan.customer.first_name,
      customerLastName: plan.customer.last_name,
      customerEmail: plan.customer.email,
      saleType: plan.sale_type ?? 2,
      storeId: plan.store_id ?? null,
      // Decision 133: nothing paid now because the lines are charged on their dates: scheduled.
      paymentStatus: checkoutOrderStatus(
        summary.payment_status,
        summary.amount_paid_cents,
        plan.later_cents ?? 0,
      ),
      ...amountColumns(priced),
      amountPaid: summary.amount_paid_cents,
      priced,
      ...depositCreditColumns(credit),
      discountCode: plan.discount_fee_structure_id === null ? '' : plan.discount_code,
      addresses: plan.addresses,
      containsSubscription,
      appointmentId: plan.appointment_id ?? null,
      createdByUserId: staffUserOf(plan),
    },
    priced.lines.map((line, index) => ({
      merchantId,
      lineNumber: index + 1,
      offeringId: line.offering_id,
      name: plan.lines[index]?.name ?? '',
      priceStructure: line.price_structure,
      unitName: plan.lines[index]?.unit_name ?? null,
      unitPrice: line.unit_price_cents,
      quantityThousandths: line.quantity_thousandths,
      startDate: plan.lines[index]?.start_date ?? null,
      customFields: plan.lines[index]?.custom_fields ?? [],
      ...amountColumns(line),
    })),
    paymentValues,
    desk?.intent ?? null,
  );
  await insertLineSchedules(tx, merchantId, plan, order.id, accountId);
  const customerId = plan.customer.id;
  const customer =
    customerId === null
      ? null
      : {
          id: customerId,
          firstName: plan.customer.first_name,
          lastName: plan.customer.last_name,
          email: plan.customer.email,
          altEmail: plan.customer.alt_email,
        };
  const presented = presentOrder({ order, lines, transactions: written, customer });
  // Issue 27: a public page's sale e-mails its receipt, committed with the order (the outbox), drawn from
  // the order just presented rather than read back (decision 165).
  if (plan.receipt_email) {
    const doc = await receiptOfWritten(tx, merchantId, presented, written, containsSubscription);
    await queueReceiptEmail(tx, merchantId, doc, plan.receipt_email);
  }
  const [first] = written;
  return {
    payment_status: checkoutStatusOf(payment),
    order: presented,
    transaction: first ? presentTransaction(first) : null,
    amount_paid: centsToPrice(summary.amount_paid_cents),
    change_due: p.kind === 'cash' ? centsToPrice(p.change_cents) : null,
    failure_reason: null,
  };
}
